/**
 * Menu badges (screens document §9: menu badge max 99). A menu's `badge` is a literal number or
 * the name of a counter (e.g. 'reform') whose value the shell is given.
 */
export const BADGE_MAX = 99;

/** The text of a count: nothing for 0 or less, '99+' above the cap. */
export function formatBadge(count: number | null | undefined, max = BADGE_MAX): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  const n = Math.floor(count);
  return n > max ? `${max}+` : String(n);
}

/** The count a menu badge stands for: a literal number, or the named counter's value. */
export function badgeCount(badge: string | null | undefined, counters: Readonly<Record<string, number>>): number | null {
  if (!badge) return null;
  if (/^\d+$/.test(badge)) return Number(badge);
  return Object.prototype.hasOwnProperty.call(counters, badge) ? counters[badge] : null;
}
