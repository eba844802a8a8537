/** Sunburst: a hierarchy of figures (e.g. standards and specifications by type). */
import { z } from 'zod';
import { namedShape, sourceShape, treeShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const sunburstProps = z.object({ ...sourceShape, ...namedShape, ...treeShape });
export type SunburstConfig = z.output<typeof sunburstProps>;

export default defineWidget({
  type: 'chart-sunburst',
  title: '旭日图',
  description: '分层级的数量构成',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 5 },
  props: sunburstProps,
  load: () => import('./Widget'),
});
