/** 3D pie (echarts-gl): a ring of slices whose heights are the figures × 0.1; inner ratio 0.59 by default. */
import { z } from 'zod';
import { PIE3D_INNER_RATIO } from '@/domain/pie3d';
import { namedShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const pie3dProps = z.object({
  ...sourceShape,
  ...namedShape,
  /** Inner radius / outer radius (0 = a full pie). */
  innerRatio: z.number().min(0).max(0.95).default(PIE3D_INNER_RATIO),
});
export type Pie3dConfig = z.output<typeof pie3dProps>;

export default defineWidget({
  type: 'chart-pie3d',
  title: '3D饼图',
  description: '立体环形图，高度随数量变化',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 5 },
  props: pie3dProps,
  load: () => import('./Widget'),
});
