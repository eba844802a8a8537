/**
 * 现场评价计划 of an evaluation application: its places with each place's on-site plan, the
 * 现场评价通知书 and its stamped copy, each place's visit closed during 现场评价, and from 评价确认 on
 * the archive checklist. The assigned institution plans and closes; everyone else who sees the
 * application reads. Reads the application's id from a layout variable, which a list's
 * `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const evalSitePlanProps = z.object({
  ...idVarProp('申请编号变量'),
});
export type EvalSitePlanConfig = z.output<typeof evalSitePlanProps>;

export default defineWidget({
  type: 'eval-site-plan',
  works: ['evaluation.sitePlans', 'evaluation.notice', 'evaluation.siteTeam', 'evaluation.siteVisits', 'evaluation.archive'],
  title: '现场评价计划',
  description: '评价申请的现场评价计划：评价机构为每个申报场所制定计划、生成并上传盖章的现场评价通知书、逐个结束场所评价，其他人查看计划和归档清单',
  category: 'evaluation',
  version: 1,
  defaultSize: { w: 24, h: 18 },
  minSize: { w: 12, h: 8 },
  props: evalSitePlanProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission: whoever may see applications (评价列表) may read their plans.
  permission: PERMS.evalApply.list,
  load: () => import('./Widget'),
});
