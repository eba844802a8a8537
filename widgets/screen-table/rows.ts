/** Records → the table's text cells (pure). */
import { CHART_MAX_ITEMS } from '@/domain/chartData';
import type { ScrollTableConfig } from './index';

export type Cell = string;
export type Row = readonly Cell[];

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function formatCell(value: unknown, format: 'text' | 'number' | 'percent'): Cell {
  if (value === null || value === undefined) return '—';
  if (format === 'text') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '—';
  return format === 'percent' ? `${n.toFixed(1)}%` : n.toLocaleString('zh-CN');
}

export function toRows(list: unknown, columns: ScrollTableConfig['columns']): Row[] {
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, CHART_MAX_ITEMS)
    .filter(isRecord)
    .map((r) => columns.map((c) => formatCell(r[c.key], c.format)));
}
