/**
 * 监督范围: a supervision plan's products and tasks. Management chooses valid certificates into a
 * draft plan (from the list of certificates the plan's year and type may take), removes products,
 * exports the products as Excel, sees them counted by enterprise, category and district, and once
 * the tasks are created, each task with a link to its record on 监督任务. Reads the plan's id from a
 * layout variable, which the plans list's `selectToVar` or the route's query (`?id=12`) sets.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { idVarProp } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const jdPlanScopeProps = z.object({
  ...idVarProp('计划编号变量'),
});
export type JdPlanScopeConfig = z.output<typeof jdPlanScopeProps>;

export default defineWidget({
  type: 'jd-plan-scope',
  title: '监督范围',
  description: '监督计划的产品与任务：草稿计划中选择有效证书、移除产品，导出产品清单，按企业、分类、地区统计，查看计划的监督任务',
  category: 'supervision',
  version: 1,
  defaultSize: { w: 24, h: 18 },
  minSize: { w: 12, h: 10 },
  props: jdPlanScopeProps,
  recordVar: (config) => config.idVar,
  fitContent: true,
  // The calls' own permission: plans are management's (监督计划).
  permission: PERMS.jdTask.plan,
  load: () => import('./Widget'),
});
