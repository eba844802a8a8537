/** Texts of the welcome card that depend on the clock and on code lists; pure, so tests pin them. */
import { beijingMinute, beijingParts } from '@/domain/beijingTime';
import { codeLabel, hasCode } from '@/domain/codes';

/** A greeting by time of day in Beijing. */
export function greetingFor(now: Date): string {
  const h = beijingParts(now).hour;
  if (h < 5) return '夜深了';
  if (h < 9) return '早上好';
  if (h < 12) return '上午好';
  if (h < 14) return '中午好';
  if (h < 18) return '下午好';
  return '晚上好';
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** 2026年11月22日 星期日 — written out here rather than through a date library's locale, which may not be loaded. */
export function todayText(now: Date): string {
  const { year, month, day } = beijingParts(now);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${year}年${month}月${day}日 星期${WEEKDAYS[weekday]}`;
}

/**
 * The organisation type as people say it. Institutions may carry several unit types joined by
 * commas ("2,4"); 4 and 5 exist only as unit types (检测机构, 监督机构).
 */
export function orgTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return type
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (hasCode('orgType', t) ? codeLabel('orgType', t) : hasCode('unitType', t) ? codeLabel('unitType', t) : t))
    .filter((label, n, all) => all.indexOf(label) === n)
    .join('、');
}

/** 2026-11-22 09:30 in Beijing, or '' for no time. */
export function timeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : beijingMinute(d);
}

/** Days from `today` to a date (both YYYY-MM-DD, calendar days); NaN for no date. */
export function daysUntil(date: string | null | undefined, today: string): number {
  if (!date) return Number.NaN;
  return Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A certificate expiring within this many days is flagged (renewal takes a new evaluation). */
export const EXPIRY_WARN_DAYS = 90;
