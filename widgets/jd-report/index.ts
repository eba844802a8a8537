/**
 * 监督报告: the supervision report of a task's on-site record — its date, summary and conclusion
 * with its Word file, its inspection items, the 监督检查书, the enterprise's nonconformities at its
 * previous supervision, and the supervision unit's opinion per product. The assigned unit writes
 * while the task is at 文件已核查 (src/domain/jdSite.ts); everyone else who sees the task reads.
 * Forms keep their drafts on the device and save when the network returns. Reads the task's id
 * from a layout variable, which a list's `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const jdReportProps = z.object({
  ...idVarProp('任务编号变量'),
});
export type JdReportConfig = z.output<typeof jdReportProps>;

export default defineWidget({
  type: 'jd-report',
  title: '监督报告',
  description: '监督任务的监督报告：报告日期、概况和结论及其 Word 文件、检查项目、监督检查书、上次监督的不符合项和各产品的监督意见',
  category: 'supervision',
  version: 1,
  defaultSize: { w: 24, h: 20 },
  minSize: { w: 8, h: 10 },
  props: jdReportProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // Every page that shows tasks grants the task list (jd:task:list); the server shows each organisation only its own.
  permission: PERMS.jdTask.task,
  load: () => import('./Widget'),
});
