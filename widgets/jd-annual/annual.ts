/** 年度监督's texts and pure rules: the year from a layout variable, the years offered, the figures and their rates. */
import { JD_YEAR_RANGE, type JdAnnualFigures } from '@/domain/resources/jd';
import type { WidgetData } from '@/ui/widget';

export const ANNUAL_TEXT = {
  year: '监督年度',
  yearSuffix: (y: number) => `${y}年`,
  previous: '上一年',
  next: '下一年',
  none: '请选择监督年度',
  nothingDue: (y: number) => `${y}年没有需要年度监督的有效证书`,
  figures: '年度监督进度',
  due: '应监督证书',
  planned: '已纳入计划',
  inTask: '已建任务',
  done: '已完成',
  passed: '通过',
  unpassed: '不通过',
  coverage: '计划覆盖率',
  completion: '完成率',
  passRate: '通过率',
  unit: '个',
  notPlanned: (n: number) => `尚有 ${n} 个证书未纳入计划`,
} as const;

/** The year from a layout variable ('2026', 2026) within the plans' bounds; anything else is none. */
export function yearOf(raw: unknown): number | null {
  const s = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  if (!/^\d{4}$/.test(s)) return null;
  const y = Number(s);
  return y >= JD_YEAR_RANGE.min && y <= JD_YEAR_RANGE.max ? y : null;
}

/** The years the picker offers: ten back from next year, and the chosen one if it is outside them. */
export function yearsAround(current: number, chosen: number | null): number[] {
  const last = Math.min(current + 1, JD_YEAR_RANGE.max);
  const years = Array.from({ length: 11 }, (_, i) => last - i).filter((y) => y >= JD_YEAR_RANGE.min);
  if (chosen !== null && !years.includes(chosen)) years.push(chosen);
  return years.sort((a, b) => b - a);
}

/** A share in per cent with one decimal, or null when there is nothing to share (0 of 0). */
export function rateOf(part: number, whole: number): number | null {
  if (!whole) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export const rateText = (r: number | null) => (r === null ? '—' : `${r}%`);

export interface AnnualRates {
  /** planned / due */
  readonly coverage: number | null;
  /** done / due */
  readonly completion: number | null;
  /** passed / done */
  readonly passRate: number | null;
}

export const ratesOf = (f: JdAnnualFigures): AnnualRates => ({ coverage: rateOf(f.planned, f.due), completion: rateOf(f.done, f.due), passRate: rateOf(f.passed, f.done) });

export type AnnualState = { readonly status: 'none' } | WidgetData<JdAnnualFigures>;
