import { afterEach, describe, expect, it } from 'vitest';
import { beijingDate, beijingDateTime, beijingInstant, beijingMinute, beijingMonth, beijingParts, beijingWallClock, beijingYear, chineseDate, documentDate } from './beijingTime';

// 2026-01-01 16:30:05 UTC is 2026-01-02 00:30:05 in Beijing: the day, and the hour past midnight, differ.
const LATE_EVENING_UTC = Date.parse('2026-01-01T16:30:05.789Z');
// The last evening of 2025 in UTC is already 2026 in Beijing.
const NEW_YEAR = new Date('2025-12-31T16:00:00Z');

describe('Beijing time', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads an instant on the Beijing wall clock', () => {
    expect(beijingParts(LATE_EVENING_UTC)).toEqual({ year: 2026, month: 1, day: 2, hour: 0, minute: 30, second: 5 });
    expect(beijingDate(LATE_EVENING_UTC)).toBe('2026-01-02');
    expect(beijingDateTime(LATE_EVENING_UTC)).toBe('2026-01-02 00:30:05');
    expect(beijingMinute(LATE_EVENING_UTC)).toBe('2026-01-02 00:30');
    expect(beijingMonth(LATE_EVENING_UTC)).toBe('2026-01');
    expect(documentDate(LATE_EVENING_UTC)).toBe('2026年1月2日');
  });

  it('writes midnight as 00, and turns the year eight hours before UTC does', () => {
    expect(beijingDateTime(NEW_YEAR)).toBe('2026-01-01 00:00:00');
    expect(beijingYear(NEW_YEAR)).toBe(2026);
    expect(beijingYear(NEW_YEAR.getTime() - 1)).toBe(2025);
    expect(beijingDate(Date.parse('2026-12-03T15:59:59Z'))).toBe('2026-12-03');
    expect(beijingDate(Date.parse('2026-12-03T16:00:00Z'))).toBe('2026-12-04');
  });

  it('gives the same text whatever the process time zone', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(beijingDateTime(LATE_EVENING_UTC), tz).toBe('2026-01-02 00:30:05');
      expect(documentDate(NEW_YEAR), tz).toBe('2026年1月1日');
    }
  });

  it('defaults to now', () => {
    const before = Date.now();
    const today = beijingDate();
    expect([beijingDate(before), beijingDate(Date.now())]).toContain(today);
    expect(beijingYear()).toBe(Number(today.slice(0, 4)));
    expect(beijingMonth()).toBe(today.slice(0, 7));
  });

  it('writes a calendar date as documents do, leaving anything else as given', () => {
    expect(chineseDate('2026-01-05')).toBe('2026年1月5日');
    expect(chineseDate(' 2026-12-31T00:00:00Z')).toBe('2026年12月31日');
    expect(chineseDate('soon')).toBe('soon');
  });

  it('gives spreadsheets a Date whose UTC fields are the Beijing wall clock', () => {
    const cell = beijingWallClock(LATE_EVENING_UTC);
    expect(cell.toISOString()).toBe('2026-01-02T00:30:05.000Z');
    expect(beijingWallClock(new Date(LATE_EVENING_UTC)).getTime()).toBe(cell.getTime());
  });

  it('reads a time written without a zone on the Beijing wall clock, and an ISO time by its zone', () => {
    expect(beijingInstant('2026-01-02 00:30:05')).toBe(Date.parse('2026-01-01T16:30:05Z'));
    expect(beijingInstant('2026-01-02T00:30')).toBe(Date.parse('2026-01-01T16:30:00Z'));
    expect(beijingInstant('2026-01-01T16:30:05.789Z')).toBe(LATE_EVENING_UTC);
    expect(beijingInstant('2026-01-02T00:30:05+08:00')).toBe(Date.parse('2026-01-01T16:30:05Z'));
    process.env.TZ = 'America/Los_Angeles';
    expect(beijingInstant('2026-07-01 12:00:00')).toBe(Date.parse('2026-07-01T04:00:00Z'));
    for (const bad of ['2026-02-30 10:00:00', '2026-13-01 10:00', '2026-01-01 24:00', '2026-01-01', '2026/01/01 10:00', 'soon']) expect(beijingInstant(bad), bad).toBeNaN();
  });

  it('refuses an invalid date rather than writing one', () => {
    expect(() => beijingDate(Number.NaN)).toThrow(RangeError);
  });
});
