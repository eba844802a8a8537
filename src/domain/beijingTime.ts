/**
 * Beijing time (Asia/Shanghai): every date or time a person reads (pages, documents, exports,
 * messages) is written in it, whatever the zone of the process or browser writing it. All of it
 * goes through one formatter, so no call site reads the process's local clock.
 */

export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

/** An instant: a Date or milliseconds since the epoch. */
export type Instant = Date | number;

/** The wall-clock fields of an instant in Beijing. */
export interface BeijingParts {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

// en-CA with h23: digits only and midnight as 00 (some ICU versions write 24 with hour12: false).
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: BEIJING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Beijing wall-clock fields of an instant (now by default); throws RangeError for an invalid date. */
export function beijingParts(at: Instant = Date.now()): BeijingParts {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of FORMAT.formatToParts(at)) if (p.type !== 'literal') fields[p.type] = Number(p.value);
  return { year: fields.year ?? 0, month: fields.month ?? 0, day: fields.day ?? 0, hour: fields.hour ?? 0, minute: fields.minute ?? 0, second: fields.second ?? 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in Beijing: the instant's date, or today's. */
export function beijingDate(at: Instant = Date.now()): string {
  const p = beijingParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM-DD HH:mm' in Beijing. */
export function beijingMinute(at: Instant = Date.now()): string {
  const p = beijingParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing. */
export function beijingDateTime(at: Instant = Date.now()): string {
  const p = beijingParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** 'YYYY-MM' in Beijing. */
export function beijingMonth(at: Instant = Date.now()): string {
  const p = beijingParts(at);
  return `${p.year}-${pad(p.month)}`;
}

/** The year in Beijing. */
export function beijingYear(at: Instant = Date.now()): number {
  return beijingParts(at).year;
}

/** A calendar date 'YYYY-MM-DD' (anything after it ignored) as documents write it: '2026年1月5日'; anything else as given. */
export function chineseDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day.trim());
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : day.trim();
}

/** The date a document is dated, in Beijing: '2026年12月3日' (today by default). */
export function documentDate(at: Instant = Date.now()): string {
  return chineseDate(beijingDate(at));
}

// A date and time with no zone: 2026-12-03 09:30[:05[.123]] or with a T.
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
// An ISO time that says its zone.
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The instant a time written as text names: with a zone (an ISO time) as it says; without one
 * ('2026-12-03 09:30:00', as the portal writes times) on the Beijing wall clock, never the
 * process's. NaN when it is no time.
 */
export function beijingInstant(text: string): number {
  const m = ZONELESS.exec(text.trim());
  if (!m) return ZONED.test(text.trim()) ? Date.parse(text) : Number.NaN;
  const [y, mo, d, h, mi, sec] = m.slice(1).map((x) => Number(x ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, sec);
  const back = new Date(wall);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || sec > 59) return Number.NaN;
  // The wall clock less Beijing's offset from UTC at that time (UTC+8 all year since 1991).
  return wall - (beijingWallClock(wall).getTime() - wall);
}

/**
 * A Date whose UTC fields are the instant's Beijing wall clock (seconds kept, milliseconds
 * dropped). Spreadsheets keep times without a zone and exceljs writes a Date by its UTC fields,
 * so this is what makes a cell show the time a person in Beijing reads.
 */
export function beijingWallClock(at: Instant): Date {
  const p = beijingParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}
