/** Mirror pie: two rings side by side, mirrored, comparing two breakdowns (e.g. tasks by type and by method). */
import { z } from 'zod';
import { namedShape, pairShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const mirrorPieProps = z.object({ ...sourceShape, ...namedShape, ...pairShape });
export type MirrorPieConfig = z.output<typeof mirrorPieProps>;

export default defineWidget({
  type: 'chart-mirror-pie',
  title: '镜像饼图',
  description: '左右对照的两组构成',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 12, h: 8 },
  minSize: { w: 6, h: 5 },
  props: mirrorPieProps,
  load: () => import('./Widget'),
});
