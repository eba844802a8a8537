/** Auto-scrolling table (the big screen's scroll board): rows of one /api/screen/* list, pausing on hover. */
import { z } from 'zod';
import { sourceShape } from '@/ui/chart/screenData';
import { defineWidget } from '@/ui/widget';

export const tableColumn = z.object({
  title: z.string().min(1).max(20),
  /** Key of the record shown in this column. */
  key: z.string().min(1).max(50),
  /** percent: the figure with one decimal and a % sign. */
  format: z.enum(['text', 'number', 'percent']).default('text'),
});

export const scrollTableProps = z.object({
  ...sourceShape,
  endpoint: sourceShape.endpoint.default('categories'),
  field: sourceShape.field.default('items'),
  columns: z.array(tableColumn).min(1).max(8).default([
    { title: '类别', key: 'name', format: 'text' },
    { title: '产品数', key: 'products', format: 'number' },
    { title: '占比', key: 'share', format: 'percent' },
  ]),
  /** Rows in view at once. */
  visibleRows: z.number().int().min(2).max(30).default(6),
  /** Milliseconds between steps of one row. */
  stepMs: z.number().int().min(500).max(60000).default(2000),
});
export type ScrollTableConfig = z.output<typeof scrollTableProps>;

export default defineWidget({
  type: 'screen-table',
  title: '滚动表格',
  description: '自动滚动的列表，鼠标悬停时暂停',
  category: 'statistics',
  wall: true,
  version: 1,
  defaultSize: { w: 8, h: 8 },
  minSize: { w: 4, h: 4 },
  props: scrollTableProps,
  load: () => import('./Widget'),
});
