/**
 * Map with the four bands (above 100 high, 50–100 medium-high, 10–50 medium, below 10 low): China
 * by province (南海诸岛 kept), or Guangdong by city and Shenzhen by district side by side for the
 * key-region box. Every data name is matched to a map feature (广东 / 广东省); names with no
 * feature are listed under the map, never dropped silently.
 */
import { z } from 'zod';
import { namedShape, sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const MAP_KINDS = ['china', 'guangdong', 'shenzhen'] as const;

export const mapProps = z.object({
  ...sourceShape,
  ...namedShape,
  endpoint: sourceShape.endpoint.default('provinces'),
  valueKey: namedShape.valueKey.default('bases'),
  /** One map, or two side by side; each with the path (under `field`) of its named figures. */
  panels: z
    .array(z.object({ map: z.enum(MAP_KINDS), field: z.string().max(200).default(''), title: z.string().max(20).default('') }))
    .min(1)
    .max(2)
    .default([{ map: 'china', field: 'items', title: '' }]),
  /** Name of the figure in the tooltip. */
  seriesName: z.string().max(20).default('基地数'),
});
export type MapConfig = z.output<typeof mapProps>;
export type MapKind = (typeof MAP_KINDS)[number];

export default defineWidget({
  type: 'chart-map',
  title: '地图',
  description: '全国、广东或深圳地图，按四档着色',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 12, h: 12 },
  minSize: { w: 4, h: 6 },
  props: mapProps,
  load: () => import('./Widget'),
});
