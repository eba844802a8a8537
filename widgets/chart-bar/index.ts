/** Bar chart: figures per category, year or status (e.g. supervision results per year). */
import { z } from 'zod';
import { seriesShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const barProps = z.object({
  ...sourceShape,
  ...seriesShape,
  /** Bars grow to the right (long category names). */
  horizontal: z.boolean().default(false),
  /** Stack the series into one bar per category. */
  stack: z.boolean().default(false),
});
export type BarConfig = z.output<typeof barProps>;

export default defineWidget({
  type: 'chart-bar',
  title: '柱状图',
  description: '各类别、年份或状态的数量对比',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 12, h: 8 },
  minSize: { w: 4, h: 5 },
  props: barProps,
  load: () => import('./Widget'),
});
