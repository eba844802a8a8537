/** Pie chart (also the rose pie of product categories): named figures from one /api/screen/* read. */
import { z } from 'zod';
import { namedShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const pieProps = z.object({
  ...sourceShape,
  ...namedShape,
  /** Nightingale rose: radius by value (the product-category box). */
  rose: z.boolean().default(false),
  /** A ring rather than a full disc. */
  donut: z.boolean().default(true),
  /** Name of the figure in the tooltip. */
  seriesName: z.string().max(30).default('数量'),
});
export type PieConfig = z.output<typeof pieProps>;

export default defineWidget({
  type: 'chart-pie',
  title: '饼图',
  description: '各类数量的占比（可设为南丁格尔玫瑰图）',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 5 },
  props: pieProps,
  load: () => import('./Widget'),
});
