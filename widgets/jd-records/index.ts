/**
 * 监督记录: the results of a supervision task's products (one record per product): the supervision
 * unit's opinion, the test opinion and management's result. While the task's report is before
 * management (监督报告), management sets the result of chosen products; everyone who sees the task
 * reads them and may export them. Reads the task's id from a layout variable, which a list's
 * `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const jdRecordsProps = z.object({
  ...idVarProp('任务编号变量'),
});
export type JdRecordsConfig = z.output<typeof jdRecordsProps>;

export default defineWidget({
  type: 'jd-records',
  title: '监督记录',
  description: '监督任务中每个产品的监督意见、检测结论与监督结果：监督报告阶段管理端逐个设定结果，其他人查看并导出',
  category: 'supervision',
  version: 1,
  defaultSize: { w: 24, h: 14 },
  minSize: { w: 12, h: 8 },
  props: jdRecordsProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission: whoever may see tasks may read their records.
  permission: PERMS.jdTask.task,
  load: () => import('./Widget'),
});
