/**
 * 日志完整性: whether the flow log and the operation log are as they were written: each audit
 * log's hash chain checked by the server, and the first row changed or deleted since, if any.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const logIntegrityProps = z.object({});
export type LogIntegrityConfig = z.output<typeof logIntegrityProps>;

export default defineWidget({
  type: 'log-integrity',
  title: '日志完整性',
  description: '校验流程日志与操作日志的哈希链：记录是否被改动或删除',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 4 },
  minSize: { w: 8, h: 3 },
  props: logIntegrityProps,
  permission: PERMS.log.list,
  fitContent: true,
  load: () => import('./Widget'),
});
