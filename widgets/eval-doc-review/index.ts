/**
 * 文件评审 of an evaluation application: the assigned institution's review of the materials while the
 * application is in 文审 (a finding per annex group, the conclusion, the opinion), its Word report,
 * and the earlier rounds; read-only for everyone else who sees the application. Reads the
 * application's id from a layout variable, which a list's `selectToVar` or the route's query
 * (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const evalDocReviewProps = z.object({
  ...idVarProp('申请编号变量'),
});
export type EvalDocReviewConfig = z.output<typeof evalDocReviewProps>;

export default defineWidget({
  type: 'eval-doc-review',
  works: ['evaluation.docReview'],
  title: '文件评审',
  description: '评价申请的文件评审：评价机构在文审阶段逐项评审材料、给出结论并生成评审报告，其他人查看评审记录',
  category: 'evaluation',
  version: 1,
  defaultSize: { w: 24, h: 24 },
  minSize: { w: 12, h: 10 },
  props: evalDocReviewProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission: whoever may see applications (评价列表) may read their reviews.
  permission: PERMS.evalApply.list,
  load: () => import('./Widget'),
});
