/**
 * The annex document form of an evaluation application (评价材料): the 31 groups of materials with
 * their files, completeness marks, remarks and tips. The enterprise files its materials per group
 * while it prepares them; the assigned institution marks completeness and writes tips during
 * 完整性初评 and 文审; the institution and management download the materials as a zip. Reads the
 * application's id from a layout variable, which a list's `selectToVar` or the route's query
 * (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const evalAnnexProps = z.object({
  ...idVarProp('申请编号变量'),
});
export type EvalAnnexConfig = z.output<typeof evalAnnexProps>;

export default defineWidget({
  type: 'eval-annex',
  works: ['evaluation.materials', 'evaluation.completeness'],
  title: '评价材料',
  description: '评价申请的材料：企业按分组上传，评价机构标记完整性、填写提示，机构和管理端打包下载',
  category: 'evaluation',
  version: 1,
  defaultSize: { w: 24, h: 26 },
  minSize: { w: 12, h: 12 },
  props: evalAnnexProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission: whoever may see applications (评价列表) may open their materials.
  permission: PERMS.evalApply.list,
  load: () => import('./Widget'),
});
