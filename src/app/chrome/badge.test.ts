// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeCount, formatBadge } from './badge';

describe('menu badges', () => {
  it('caps the number at 99', () => {
    expect(formatBadge(7)).toBe('7');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });

  it('shows nothing for zero, negatives and missing counts', () => {
    for (const n of [0, -3, null, undefined, Number.NaN]) expect(formatBadge(n)).toBeNull();
  });

  it('reads a literal number or the named counter', () => {
    expect(badgeCount('12', {})).toBe(12);
    expect(badgeCount('reform', { reform: 150 })).toBe(150);
    expect(badgeCount('reform', {})).toBeNull();
    expect(badgeCount(null, { reform: 1 })).toBeNull();
    expect(formatBadge(badgeCount('reform', { reform: 150 }))).toBe('99+');
  });
});
