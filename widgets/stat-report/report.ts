/**
 * 统计报表's texts and pure rules: the query the filters bar edits (period, groupings, filters),
 * the table's rows and the charts' figures from a StatTable, the drill-down's query, the file name.
 */
import { CODE_LISTS } from '@/domain/codes';
import {
  isStatCodeDimension,
  periodText,
  rateOf,
  STAT_CODE_DIMENSIONS,
  STAT_RATES,
  STAT_DIMENSIONS,
  STAT_LIMITS,
  STAT_TEXT,
  type StatDimension,
  type StatDrillQuery,
  type StatFilterKey,
  type StatMeasureDef,
  type StatPeriod,
  type StatQuery,
  type RateColumn,
  type StatCodeDimension,
  type StatReportDef,
  type StatReportId,
  type StatRow,
  type StatTable,
} from '@/domain/stats';

export const REPORT_TEXT = {
  filters: '统计条件',
  year: '年度',
  allYears: '全部',
  yearLabel: (y: number) => `${y}年`,
  part: '期间',
  wholeYear: '全年',
  quarter: (q: number) => `第${q}季度`,
  month: (m: number) => `${m}月`,
  groupBy: '统计维度',
  subGroupBy: '二级维度',
  noSub: '无',
  all: '全部',
  export: '导出Excel',
  exported: '已导出',
  print: '打印',
  total: STAT_TEXT.total,
  subtotal: STAT_TEXT.subtotal,
  table: '统计表',
  charts: '统计图',
  barOf: (title: string) => `${title}对比`,
  shareOf: (label: string) => `${label}占比`,
  drillOf: (where: string, measure: string) => `${where} · ${measure}`,
  drillTotal: (n: number) => `共 ${n} 条`,
  drillMismatch: (n: number) => `统计数为 ${n}，明细已变化，请刷新报表`,
  noRecords: '暂无明细',
  records: '明细',
  figureName: (where: string, measure: string, n: number) => `${where} ${measure} ${n}`,
  printedAt: (time: string) => `打印时间：${time}`,
} as const;

/** Numbers as people read them (12,345). */
export const figure = (n: number | undefined) => (n ?? 0).toLocaleString('zh-CN');

// ---------------------------------------------------------------------------------------------
// The query
// ---------------------------------------------------------------------------------------------

/** A report opens on the current year, grouped by its first grouping, unfiltered. */
export const defaultQuery = (report: StatReportDef, currentYear: number): StatQuery => ({ year: currentYear, groupBy: report.dimensions[0] });

/** The query without empty fields (what is sent, and the cache key: equal queries are one key). */
export function cleanQuery(q: StatQuery): StatQuery {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as unknown as StatQuery;
}

/** The years the 年度 select offers: the last ten, newest first, and a chosen year outside them. */
export function yearsOffered(current: number, chosen: number | undefined): number[] {
  const years = Array.from({ length: 10 }, (_, i) => current - i).filter((y) => y >= STAT_LIMITS.minYear && y <= STAT_LIMITS.maxYear);
  if (chosen !== undefined && !years.includes(chosen)) years.push(chosen);
  return years.sort((a, b) => b - a);
}

/** 全年, a quarter or a month of the chosen year, as the 期间 select holds it. */
export type PeriodPart = 'year' | `q${number}` | `m${number}`;

export const PERIOD_PARTS: readonly { value: PeriodPart; label: string }[] = [
  { value: 'year', label: REPORT_TEXT.wholeYear },
  ...[1, 2, 3, 4].map((q) => ({ value: `q${q}` as PeriodPart, label: REPORT_TEXT.quarter(q) })),
  ...Array.from({ length: 12 }, (_, i) => ({ value: `m${i + 1}` as PeriodPart, label: REPORT_TEXT.month(i + 1) })),
];

export const partOf = (p: StatPeriod): PeriodPart => (p.quarter ? `q${p.quarter}` : p.month ? `m${p.month}` : 'year');

/** The query with another period: no year is all time (no quarter or month either). */
export function withPeriod(q: StatQuery, year: number | undefined, part: PeriodPart): StatQuery {
  const quarter = /^q([1-4])$/.exec(part);
  const month = /^m(\d{1,2})$/.exec(part);
  return cleanQuery({
    ...q,
    year,
    quarter: year && quarter ? (Number(quarter[1]) as StatPeriod['quarter']) : undefined,
    month: year && month ? Number(month[1]) : undefined,
  });
}

/** Another grouping; a second grouping equal to the new first one is dropped. */
export const withGroup = (q: StatQuery, groupBy: StatDimension): StatQuery => cleanQuery({ ...q, groupBy, subGroupBy: q.subGroupBy === groupBy ? undefined : q.subGroupBy });

export const withSubGroup = (q: StatQuery, subGroupBy: StatDimension | undefined): StatQuery => cleanQuery({ ...q, subGroupBy: subGroupBy === q.groupBy ? undefined : subGroupBy });

export type FilterValue = string | number;

/** The filters whose values are numbers (ids); the others are codes. */
const NUMERIC_FILTERS: ReadonlySet<StatFilterKey> = new Set(['category', 'institution']);

export function withFilter(q: StatQuery, key: StatFilterKey, value: FilterValue | undefined): StatQuery {
  const v = value === undefined || value === '' ? undefined : NUMERIC_FILTERS.has(key) ? Number(value) : String(value);
  return cleanQuery({ ...q, [key]: v });
}

/** A filter's label is its dimension's (区域, 产品类别, 机构...). */
export const filterLabel = (key: StatFilterKey) => STAT_DIMENSIONS[key];

export interface Choice {
  readonly value: FilterValue;
  readonly label: string;
}

/** The filters whose choices are a code list (the others come from the server). */
export type CodeFilterKey = StatCodeDimension;
export type RemoteFilterKey = Exclude<StatFilterKey, CodeFilterKey>;
export const isCodeFilter = (key: StatFilterKey): key is CodeFilterKey => isStatCodeDimension(key);

export const codeChoices = (key: CodeFilterKey): Choice[] => CODE_LISTS[STAT_CODE_DIMENSIONS[key]].items.map((i) => ({ value: i.value, label: i.label }));

/** A grouping's rows as a filter's choices (the row 未填写 is not one: it has no code to filter by). */
export const choicesOfRows = (rows: readonly StatRow[]): Choice[] => rows.filter((r) => r.key !== '').map((r) => ({ value: r.key, label: r.label }));

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

/** A row of the on-screen table: a group, a group split into sub-rows (its figures their 小计), or a sub-row. */
export interface ReportRow {
  /** Unique in the table (antd's row key). */
  readonly id: string;
  readonly key: string;
  readonly subKey?: string;
  readonly label: string;
  /** The group's label, for a sub-row (the drill-down names both). */
  readonly groupLabel?: string;
  readonly values: Readonly<Record<string, number>>;
  readonly children?: ReportRow[];
}

export function toReportRows(rows: readonly StatRow[]): ReportRow[] {
  return rows.map((r) => ({
    id: `g:${r.key}`,
    key: r.key,
    label: r.label,
    values: r.values,
    ...(r.children?.length
      ? { children: r.children.map((c) => ({ id: `g:${r.key}/${c.key}`, key: r.key, subKey: c.key, label: c.label, groupLabel: r.label, values: c.values })) }
      : {}),
  }));
}

/** Where a row is, in words: 福田区, 福田区 / 首次评价. */
export const whereOf = (row: Pick<ReportRow, 'label' | 'groupLabel'>) => (row.groupLabel ? `${row.groupLabel} / ${row.label}` : row.label);

/** The first column's title: the grouping, and the second one when split (区域 / 评价类型). */
export const groupTitle = (t: Pick<StatTable, 'groupBy' | 'subGroupBy'>) => (t.subGroupBy ? `${STAT_DIMENSIONS[t.groupBy]} / ${STAT_DIMENSIONS[t.subGroupBy]}` : STAT_DIMENSIONS[t.groupBy]);

export const measureTitle = (m: StatMeasureDef) => `${m.label}（${m.unit}）`;

export const ratesOf = (report: StatReportId, measures: readonly StatMeasureDef[]): readonly RateColumn[] =>
  (STAT_RATES[report] ?? []).filter((r) => measures.some((m) => m.key === r.part) && measures.some((m) => m.key === r.whole));

export function rateText(rate: RateColumn, values: Readonly<Record<string, number>>): string {
  const r = rateOf(rate, values);
  return r === null ? '—' : `${r}%`;
}

/** A figure leads to its records unless it counts enterprises, or is 0 (nothing to list). */
export const drillable = (m: StatMeasureDef, n: number | undefined) => !m.distinctOrgs && (n ?? 0) > 0;

// ---------------------------------------------------------------------------------------------
// The charts
// ---------------------------------------------------------------------------------------------

export interface BarFigures {
  readonly categories: readonly string[];
  readonly series: readonly { readonly name: string; readonly data: readonly number[] }[];
}

export interface PieFigures {
  readonly name: string;
  readonly items: readonly { readonly name: string; readonly value: number }[];
}

export const chartMeasures = (t: Pick<StatTable, 'measures'>) => t.measures.filter((m) => m.chart);

/** The chart measures per row (the groups; sub-rows are in the table only). */
export function barFigures(t: Pick<StatTable, 'measures' | 'rows'>): BarFigures {
  return {
    categories: t.rows.map((r) => r.label),
    series: chartMeasures(t).map((m) => ({ name: m.label, data: t.rows.map((r) => r.values[m.key] ?? 0) })),
  };
}

/** The first chart measure's share per row (rows with none left out); null when it has nothing. */
export function pieFigures(t: Pick<StatTable, 'measures' | 'rows'>): PieFigures | null {
  const m = chartMeasures(t)[0];
  if (!m) return null;
  const items = t.rows.map((r) => ({ name: r.label, value: r.values[m.key] ?? 0 })).filter((i) => i.value > 0);
  return items.length ? { name: m.label, items } : null;
}

// ---------------------------------------------------------------------------------------------
// The drill-down and the export
// ---------------------------------------------------------------------------------------------

/** A figure someone clicked: the records behind it are listed for the query the table was made of. */
export interface DrillTarget {
  readonly query: StatQuery;
  readonly measure: StatMeasureDef;
  /** The row's key and the sub-row's; both absent: the total. */
  readonly key?: string;
  readonly subKey?: string;
  /** The row in words, or 合计. */
  readonly where: string;
  /** The figure clicked; the list's total should equal it. */
  readonly figure: number;
}

export const DRILL_PAGE_SIZES = [10, 20, 50, STAT_LIMITS.maxDrillPage] as const;
export const DRILL_PAGE_SIZE = 20;

/** The records call of a figure: the same query, the measure and the cell ('' is the row 未填写, not the total). */
export function drillQuery(t: DrillTarget, pn: number, size: number): StatDrillQuery {
  return {
    ...cleanQuery(t.query),
    measure: t.measure.key,
    ...(t.key !== undefined ? { key: t.key } : {}),
    ...(t.subKey !== undefined ? { subKey: t.subKey } : {}),
    pn,
    size: Math.min(size, STAT_LIMITS.maxDrillPage),
  };
}

/** 统计汇总（2026年 · 福田区）.xlsx: the report and its conditions, without characters a file name cannot hold. */
export const exportFileName = (title: string, caption: string) => `${title}（${caption || periodText({})}）.xlsx`.replace(/[\\/:*?"<>|]/g, '_');
