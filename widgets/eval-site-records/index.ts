/**
 * 现场记录与抽样: the on-site evaluation of an application. Photos and videos by picture type (the
 * assigned institution records every type, its testing unit product pictures), the testing unit's
 * sample and test opinion per product, the institution's recommendation per product, and the
 * sampling report (生成抽样报告 once every product has a test opinion). Reads the application's id
 * from a layout variable, which a list's `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const evalSiteRecordsProps = z.object({
  ...idVarProp('申请编号变量'),
});
export type EvalSiteRecordsConfig = z.output<typeof evalSiteRecordsProps>;

export default defineWidget({
  type: 'eval-site-records',
  works: ['evaluation.siteRecords', 'evaluation.samples', 'evaluation.recommend', 'evaluation.samplingReport', 'evaluation.report'],
  title: '现场记录与抽样',
  description: '现场评价的照片和视频、各产品的抽样检测结果和推荐意见、抽样报告',
  category: 'evaluation',
  version: 1,
  defaultSize: { w: 24, h: 22 },
  minSize: { w: 12, h: 10 },
  props: evalSiteRecordsProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission: whoever may see applications may read their site records.
  permission: PERMS.evalApply.list,
  load: () => import('./Widget'),
});
