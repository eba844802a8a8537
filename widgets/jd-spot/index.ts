/**
 * 监督抽检: a supervision task's spot-test items (product, irrigation water, soil, breeding water,
 * processing water, other) with the sample, the test items, the result, the test opinion and the
 * test report, and the task's 产品检测报告书. The testing unit named on the task writes them from the
 * visit until the report is submitted; management, the supervision unit and the enterprise (its own
 * tasks, on 监督检查) read. Reads the task's
 * id from a layout variable, which a list's `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const jdSpotProps = z.object({
  ...idVarProp('任务编号变量'),
});
export type JdSpotConfig = z.output<typeof jdSpotProps>;

export default defineWidget({
  type: 'jd-spot',
  title: '抽检项目',
  description: '监督任务的抽样检测：检测机构录入抽检项目（产品、灌溉水、土壤等）的样品、检测项目、结果、结论与检测报告，生成产品检测报告书；管理端、监督机构和受检企业查看',
  category: 'supervision',
  version: 1,
  defaultSize: { w: 24, h: 16 },
  minSize: { w: 12, h: 8 },
  props: jdSpotProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // What its reads ask for (the task's permission): whoever sees the task reads its items; the
  // server refuses every write but the testing unit's while it samples.
  permission: PERMS.jdTask.task,
  load: () => import('./Widget'),
});
