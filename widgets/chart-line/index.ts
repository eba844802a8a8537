/** Line chart: trends by month or year (e.g. evaluations applied and passed per month). */
import { z } from 'zod';
import { seriesShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const lineProps = z.object({
  ...sourceShape,
  ...seriesShape,
  /** Shade the area under each line. */
  area: z.boolean().default(true),
  smooth: z.boolean().default(true),
});
export type LineConfig = z.output<typeof lineProps>;

export default defineWidget({
  type: 'chart-line',
  title: '折线图',
  description: '按月或按年的变化趋势',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 12, h: 8 },
  minSize: { w: 4, h: 5 },
  props: lineProps,
  load: () => import('./Widget'),
});
