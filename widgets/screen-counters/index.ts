/**
 * Digital counters: the big screen's four cards (declarations, evaluations started, evaluations
 * passed, market release — each a total plus enterprise and product counts) or a grid of single
 * figures (圳品概况). Figures count up when they change.
 */
import { z } from 'zod';
import { sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const counterItem = z.object({
  /** Dotted path of the figure: a number (grid), or {total, enterprises, products} (cards). */
  field: z.string().min(1).max(200),
  label: z.string().min(1).max(20),
  unit: z.string().max(6).default(''),
});

export const countersProps = z.object({
  ...sourceShape,
  /** cards: the four cards with enterprise and product counts; grid: single figures. */
  variant: z.enum(['cards', 'grid']).default('cards'),
  items: z.array(counterItem).min(1).max(12).default([
    { field: 'declarations', label: '申报', unit: '件' },
    { field: 'evaluationsStarted', label: '开展评价', unit: '件' },
    { field: 'evaluationsPassed', label: '评价通过', unit: '件' },
    { field: 'marketRelease', label: '上市', unit: '张' },
  ]),
  /** Grid columns (grid variant). */
  columns: z.number().int().min(1).max(6).default(4),
});
export type CountersConfig = z.output<typeof countersProps>;

export default defineWidget({
  type: 'screen-counters',
  title: '数字翻牌器',
  description: '总数卡片或数字组，数字变化时滚动计数',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 24, h: 4 },
  minSize: { w: 4, h: 3 },
  props: countersProps,
  load: () => import('./Widget'),
});
