/** Radar chart: several measures of one thing (e.g. sampling pass rate per product type). */
import { z } from 'zod';
import { seriesShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const radarProps = z.object({
  ...sourceShape,
  ...seriesShape,
  /** Top of every axis; 0 = from the figures (a rate in percent: 100). */
  max: z.number().min(0).max(1e9).default(0),
});
export type RadarConfig = z.output<typeof radarProps>;

export default defineWidget({
  type: 'chart-radar',
  title: '雷达图',
  description: '多个指标的对比',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 5 },
  props: radarProps,
  load: () => import('./Widget'),
});
