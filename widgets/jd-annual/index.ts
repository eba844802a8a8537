/**
 * 年度监督: one year's annual supervision of the valid certificates as figures (应监督, 已纳入计划,
 * 已建任务, 已完成, 通过, 不通过) with its rates, and the year picker. The year is a layout variable
 * (default `year`): picking one sets it, so a certificate list beside (`filterFromVars`) shows the
 * same year; with none set the widget sets the current year.
 */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { varName } from '@/ui/record/recordVar';
import { defineWidget } from '@/ui/widget';

export const jdAnnualProps = z.object({
  /** The layout variable holding the year. */
  yearVar: varName.default('year').meta({ title: '年度变量' }),
});
export type JdAnnualConfig = z.output<typeof jdAnnualProps>;

export default defineWidget({
  type: 'jd-annual',
  title: '年度监督',
  description: '选择年度，查看该年度有效证书的年度监督进度：应监督、已纳入计划、已建任务、已完成、通过与不通过',
  category: 'supervision',
  version: 1,
  defaultSize: { w: 24, h: 7 },
  minSize: { w: 12, h: 5 },
  props: jdAnnualProps,
  // The call's own permission (年度监督任务).
  permission: PERMS.jdTask.annual,
  load: () => import('./Widget'),
});
