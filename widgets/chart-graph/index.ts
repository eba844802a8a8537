/** Relationship graph (@antv/g6): e.g. Shenzhen and its counterpart-assistance regions. Node size 50, animation 1500 ms. */
import { z } from 'zod';
import { namedShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const graphProps = z.object({
  ...sourceShape,
  ...namedShape,
  /** star: `field` holds named figures joined to one centre node; graph: `field` holds {nodes, edges}. */
  mode: z.enum(['star', 'graph']).default('star'),
  /** The centre node's name in star mode. */
  center: z.string().min(1).max(20).default('深圳'),
});
export type GraphConfig = z.output<typeof graphProps>;

export default defineWidget({
  type: 'chart-graph',
  title: '关系图',
  description: '节点与关系（如深圳与对口帮扶地区）',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 5 },
  props: graphProps,
  load: () => import('./Widget'),
});
