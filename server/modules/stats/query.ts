/**
 * The statistics calls' bodies, checked against the report's definition (src/domain/stats.ts):
 * anything out of place is refused in the report's words, never guessed.
 */
import { CODE_LISTS } from '../../../src/domain/codes';
import { codeListOf, STAT_DIMENSIONS, STAT_FILTER_KEYS, STAT_LIMITS, STAT_TEXT, isStatDimension, type StatDrillQuery, type StatFilterKey, type StatQuery, type StatReportDef } from '../../../src/domain/stats';
import { badRequest } from '../../http/envelope';

type Body = Record<string, unknown>;


const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A whole number from a number or a numeric string; undefined when blank; NaN when not one. */
function intOf(v: unknown): number | undefined {
  if (isBlank(v)) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,10}$/.test(v.trim()) ? Number(v) : Number.NaN;
  return Number.isInteger(n) ? n : Number.NaN;
}

function dimension(report: StatReportDef, v: unknown): StatQuery['groupBy'] {
  if (!isStatDimension(v)) throw badRequest(STAT_TEXT.badGroup);
  if (!report.dimensions.includes(v)) throw badRequest(STAT_TEXT.groupNotOffered(STAT_DIMENSIONS[v]));
  return v;
}

export function parseStatQuery(report: StatReportDef, raw: unknown): StatQuery {
  const b: Body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
  const groupBy = dimension(report, isBlank(b.groupBy) ? report.dimensions[0] : b.groupBy);
  const subGroupBy = isBlank(b.subGroupBy) ? undefined : dimension(report, b.subGroupBy);
  if (subGroupBy === groupBy) throw badRequest(STAT_TEXT.sameGroup);

  const year = intOf(b.year);
  const quarter = intOf(b.quarter);
  const month = intOf(b.month);
  if (year !== undefined && !(year >= STAT_LIMITS.minYear && year <= STAT_LIMITS.maxYear)) throw badRequest(STAT_TEXT.badYear);
  if (quarter !== undefined && !(quarter >= 1 && quarter <= 4)) throw badRequest(STAT_TEXT.badQuarter);
  if (month !== undefined && !(month >= 1 && month <= 12)) throw badRequest(STAT_TEXT.badMonth);
  if (quarter !== undefined && month !== undefined) throw badRequest(STAT_TEXT.quarterAndMonth);
  if ((quarter !== undefined || month !== undefined) && year === undefined) throw badRequest(STAT_TEXT.periodNeedsYear);

  const filters: { -readonly [K in StatFilterKey]?: StatQuery[K] } = {};
  for (const key of STAT_FILTER_KEYS) {
    const v = b[key];
    if (isBlank(v)) continue;
    const refuse = () => badRequest(STAT_TEXT.badFilter(STAT_DIMENSIONS[key]));
    if (!report.filters.includes(key)) throw refuse();
    if (key === 'category' || key === 'institution') {
      const id = intOf(v);
      if (id === undefined || !(id > 0)) throw refuse();
      filters[key as 'category' | 'institution'] = id;
    } else if (key === 'district') {
      if (typeof v !== 'string' || !/^\d{2}(\d{4})?$/.test(v)) throw refuse();
      filters[key] = v;
    } else {
      const list = codeListOf(key);
      if (!list || !CODE_LISTS[list].items.some((i) => i.value === String(v))) throw refuse();
      filters[key as 'evalType' | 'evalField' | 'jdType'] = String(v);
    }
  }
  return { groupBy, subGroupBy, year, quarter: quarter as StatQuery['quarter'], month, ...filters };
}

export function parseDrillQuery(report: StatReportDef, raw: unknown): StatDrillQuery & { pn: number; size: number } {
  const q = parseStatQuery(report, raw);
  const b: Body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
  const measure = report.measures.find((m) => m.key === b.measure);
  if (!measure) throw badRequest(STAT_TEXT.unknownMeasure);
  if (measure.distinctOrgs) throw badRequest(STAT_TEXT.noRecords);
  const key = (v: unknown) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'string' || v.length > 20) throw badRequest(STAT_TEXT.badKey);
    return v;
  };
  const pn = intOf(b.pn) ?? 1;
  const size = intOf(b.size) ?? 10;
  if (!(pn >= 1) || !(size >= 1 && size <= STAT_LIMITS.maxDrillPage)) throw badRequest(STAT_TEXT.badPage);
  return { ...q, measure: measure.key, key: key(b.key), subKey: key(b.subKey), pn, size };
}
