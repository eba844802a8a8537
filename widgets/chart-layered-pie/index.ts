/** Layered pie: an inner ring of groups and an outer ring of their parts. */
import { z } from 'zod';
import { namedShape, sourceShape, treeShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const layeredPieProps = z.object({ ...sourceShape, ...namedShape, ...treeShape });
export type LayeredPieConfig = z.output<typeof layeredPieProps>;

export default defineWidget({
  type: 'chart-layered-pie',
  title: '多层饼图',
  description: '内环为分组、外环为各组的构成',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 5 },
  props: layeredPieProps,
  load: () => import('./Widget'),
});
