/** Reply → counters (pure), and the count-up easing. */
import { pickField } from '@/domain/chartData';
import type { CountersConfig } from './index';

export interface Counter {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly total: number;
  readonly enterprises?: number;
  readonly products?: number;
}

const num = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

export function toCounters(reply: unknown, items: CountersConfig['items']): Counter[] {
  return items.map((item) => {
    const v = pickField(reply, item.field);
    if (typeof v === 'object' && v !== null) {
      const card = v as Record<string, unknown>;
      return { key: item.field, label: item.label, unit: item.unit, total: num(card.total), enterprises: num(card.enterprises), products: num(card.products) };
    }
    return { key: item.field, label: item.label, unit: item.unit, total: num(v) };
  });
}

/** The value shown `t` (0..1) of the way from `from` to `to`, easing out, whole numbers. */
export function countUpAt(from: number, to: number, t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  const eased = 1 - (1 - clamped) ** 3;
  return Math.round(from + (to - from) * eased);
}

export const COUNT_UP_MS = 1200;
