/** 3D mirror pie (echarts-gl): two 3D rings side by side, mirrored; heights are the figures × 0.1. */
import { z } from 'zod';
import { PIE3D_INNER_RATIO } from '@/domain/pie3d';
import { namedShape, pairShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const mirrorPie3dProps = z.object({
  ...sourceShape,
  ...namedShape,
  ...pairShape,
  /** Inner radius / outer radius of each ring (0 = a full pie). */
  innerRatio: z.number().min(0).max(0.95).default(PIE3D_INNER_RATIO),
});
export type MirrorPie3dConfig = z.output<typeof mirrorPie3dProps>;

export default defineWidget({
  type: 'chart-mirror-pie3d',
  title: '3D镜像饼图',
  description: '左右对照的两个立体环形图',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 12, h: 8 },
  minSize: { w: 6, h: 5 },
  props: mirrorPie3dProps,
  load: () => import('./Widget'),
});
