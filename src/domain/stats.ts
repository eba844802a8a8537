/**
 * The statistics pages (统计汇总, 监督统计汇总, 申报统计, 评价统计): what each report counts, by
 * what it may be grouped and filtered, the calls and their replies. Shared by the server
 * (server/modules/stats), which counts from the workflow tables, and the stat-report widget.
 *
 * A report is a table of measures (columns) by a grouping (rows), optionally split once more
 * (each row a subtotal of its sub-rows), over a period and filters. Every figure is the count of
 * the records the drill-down call lists for the same cell, and the export is the same table.
 *
 * Each measure counts one kind of record and reads the period on its own date: an application
 * on its submission (申报) or on its end (通过, 未通过, 终止), a certificate on its issue or release,
 * a task on its creation or completion, a rectification or exit on its opening. A row of the
 * table is the records of that group whose measure date falls in the period.
 *
 * Every record falls in exactly one row of a grouping, so rows add up to the total: an
 * application's category is that of its first product (a product measure uses each product's own),
 * its institution the evaluation institution; a record without the trait is in the row 未填写.
 */

import { z } from 'zod';
import type { CodeListName } from './codes';
import { STAT_REPORT_IDS, type StatReportId } from './statReportIds';

export const STAT_API = {
  /** POST StatQuery → StatTable. */
  table: (report: StatReportId) => `/api/stats/${report}/table`,
  /** POST StatDrillQuery → PageReply<StatRecord>: the records behind one figure. */
  records: (report: StatReportId) => `/api/stats/${report}/records`,
  /** POST StatQuery → the table as an .xlsx file, the filters in its title row. */
  export: (report: StatReportId) => `/api/stats/${report}/export`,
} as const;

export { isStatReportId, STAT_REPORT_IDS, type StatReportId } from './statReportIds';

/** What a row may be: a time bucket of the measure's date, or a trait of the record. */
export const STAT_DIMENSIONS = {
  year: '年度',
  quarter: '季度',
  month: '月份',
  /** The enterprise's Shenzhen district, or the province of an enterprise from a counterpart region. */
  district: '区域',
  /** The product's top-level category (product measures only). */
  category: '产品类别',
  evalType: '评价类型',
  evalField: '评价领域',
  /** The evaluation institution of an application, the supervision unit of a task. */
  institution: '机构',
  jdType: '监督类型',
} as const;
export type StatDimension = keyof typeof STAT_DIMENSIONS;
export const isStatDimension = (v: unknown): v is StatDimension => typeof v === 'string' && Object.hasOwn(STAT_DIMENSIONS, v);

/** The kinds of record a measure counts (the drill-down lists one kind). */
export const STAT_ENTITIES = ['application', 'product', 'certificate', 'task', 'reform', 'exit'] as const;
export type StatEntity = (typeof STAT_ENTITIES)[number];

export const statMeasureDefSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string(),
  entity: z.enum(STAT_ENTITIES),
  /** Drawn in the report's charts (the main figures; rates and distinct counts are table-only). */
  chart: z.boolean().optional(),
  /** A count of distinct enterprises: no drill-down list (the records are enterprises, not rows). */
  distinctOrgs: z.boolean().optional(),
});
export type StatMeasureDef = Readonly<z.output<typeof statMeasureDefSchema>>;

export interface StatReportDef {
  readonly id: StatReportId;
  readonly title: string;
  readonly measures: readonly StatMeasureDef[];
  /** Groupings offered, the first the default. */
  readonly dimensions: readonly StatDimension[];
  /** Filters offered (besides the period). */
  readonly filters: readonly StatFilterKey[];
}

const m = (key: string, label: string, unit: string, entity: StatEntity, extra: Partial<StatMeasureDef> = {}): StatMeasureDef => ({ key, label, unit, entity, ...extra });

/**
 * The four reports. 统计汇总's first four measures are the wall's four cards: with no period
 * they equal the cards' totals (a test holds them to it).
 */
export const STAT_REPORTS: Readonly<Record<StatReportId, StatReportDef>> = {
  summary: {
    id: 'summary',
    title: '统计汇总',
    measures: [
      m('declared', '申报', '个', 'application', { chart: true }),
      m('started', '开始评价', '个', 'application', { chart: true }),
      m('passed', '评价通过', '个', 'application', { chart: true }),
      m('released', '上市销售', '个', 'certificate', { chart: true }),
      m('validCerts', '有效证书', '张', 'certificate'),
      m('tasks', '监督任务', '个', 'task'),
      m('reforms', '整改', '个', 'reform'),
      m('exits', '退出', '个', 'exit'),
    ],
    dimensions: ['year', 'quarter', 'month', 'district'],
    filters: ['district'],
  },
  jdSummary: {
    id: 'jdSummary',
    title: '监督统计汇总',
    measures: [
      m('tasks', '监督任务', '个', 'task', { chart: true }),
      m('finished', '已完成', '个', 'task'),
      m('taskPassed', '通过', '个', 'task', { chart: true }),
      m('taskFailed', '不通过', '个', 'task', { chart: true }),
      m('ongoing', '进行中', '个', 'task'),
      m('stoppedTasks', '终止', '个', 'task'),
      m('taskOrgs', '涉及企业', '家', 'task', { distinctOrgs: true }),
      m('reforms', '整改', '个', 'reform'),
      m('exits', '退出', '个', 'exit'),
    ],
    dimensions: ['district', 'jdType', 'institution', 'year', 'quarter', 'month'],
    filters: ['district', 'jdType', 'institution'],
  },
  declare: {
    id: 'declare',
    title: '申报统计',
    measures: [
      m('declared', '申报', '个', 'application', { chart: true }),
      m('declaredOrgs', '申报企业', '家', 'application', { distinctOrgs: true }),
      m('declaredProducts', '申报产品', '个', 'product', { chart: true }),
      m('inProgress', '评价中', '个', 'application'),
      m('declaredPassed', '已通过', '个', 'application'),
      m('declaredNotPassed', '未通过', '个', 'application'),
      m('declaredStopped', '已终止', '个', 'application'),
    ],
    dimensions: ['district', 'category', 'evalType', 'evalField', 'institution', 'year', 'quarter', 'month'],
    filters: ['district', 'category', 'evalType', 'evalField', 'institution'],
  },
  eval: {
    id: 'eval',
    title: '评价统计',
    measures: [
      m('ended', '完成评价', '个', 'application', { chart: true }),
      m('passed', '通过', '个', 'application', { chart: true }),
      m('notPassed', '未通过', '个', 'application', { chart: true }),
      m('stopped', '终止', '个', 'application'),
      m('productsPassed', '通过产品', '个', 'product'),
      m('productsNotPassed', '未通过产品', '个', 'product'),
    ],
    dimensions: ['institution', 'district', 'category', 'evalType', 'evalField', 'year', 'quarter', 'month'],
    filters: ['district', 'category', 'evalType', 'evalField', 'institution'],
  },
};

/** 通过率 of 评价统计: passed of ended, a percentage with one decimal (null when nothing ended). */
export function passRate(passed: number, ended: number): number | null {
  return ended > 0 ? Math.round((passed / ended) * 1000) / 10 : null;
}

/** A rate a report derives from two of its measures (a percentage beside the figures, in the page and the export). */
export interface RateColumn {
  readonly key: string;
  readonly label: string;
  readonly part: string;
  readonly whole: string;
}

export const STAT_RATES: Partial<Record<StatReportId, readonly RateColumn[]>> = {
  eval: [{ key: 'passRate', label: '通过率', part: 'passed', whole: 'ended' }],
};

/** A rate of a row's figures (null when its whole is 0). */
export const rateOf = (rate: RateColumn, values: Readonly<Record<string, number>>): number | null => passRate(values[rate.part] ?? 0, values[rate.whole] ?? 0);

// ---------------------------------------------------------------------------------------------
// The query
// ---------------------------------------------------------------------------------------------

export type StatFilterKey = 'district' | 'category' | 'evalType' | 'evalField' | 'institution' | 'jdType';
/** Every filter, in the order the caption names them. */
export const STAT_FILTER_KEYS: readonly StatFilterKey[] = ['district', 'category', 'evalType', 'evalField', 'institution', 'jdType'];

/** The groupings (and filters) whose keys are codes of a list. */
export const STAT_CODE_DIMENSIONS = { evalType: 'evalType', evalField: 'evalField', jdType: 'jdType' } as const satisfies Partial<Record<StatDimension, CodeListName>>;
export type StatCodeDimension = keyof typeof STAT_CODE_DIMENSIONS;
export const isStatCodeDimension = (d: StatDimension): d is StatCodeDimension => Object.hasOwn(STAT_CODE_DIMENSIONS, d);
/** The code list a grouping's keys come from, if any. */
export const codeListOf = (d: StatDimension): CodeListName | undefined => (isStatCodeDimension(d) ? STAT_CODE_DIMENSIONS[d] : undefined);

/**
 * The period: a year, optionally one quarter or one month of it; no year = all time. A quarter
 * and a month together are refused.
 */
export interface StatPeriod {
  readonly year?: number;
  readonly quarter?: 1 | 2 | 3 | 4;
  readonly month?: number;
}

export interface StatQuery extends StatPeriod {
  readonly groupBy: StatDimension;
  /** Splits each row once more; the row becomes the subtotal of its sub-rows. */
  readonly subGroupBy?: StatDimension;
  /** Filters: a district or province code, a top-level category id, a code of the list, an institution id. */
  readonly district?: string;
  readonly category?: number;
  readonly evalType?: string;
  readonly evalField?: string;
  readonly institution?: number;
  readonly jdType?: string;
}

export interface StatDrillQuery extends StatQuery {
  readonly measure: string;
  /** The row's key, and the sub-row's; both absent = the total. */
  readonly key?: string;
  readonly subKey?: string;
  /** The page, 1-based as the search grammar's `page.pn` (the reply's `number` is zero-based). */
  readonly pn?: number;
  /** Records per page, at most STAT_LIMITS.maxDrillPage. */
  readonly size?: number;
}

export const STAT_LIMITS = { minYear: 2000, maxYear: 2100, maxDrillPage: 100 } as const;

export const STAT_TEXT = {
  unknownReport: '统计报表不存在',
  badGroup: '统计维度无效',
  groupNotOffered: (label: string) => `该报表不支持按${label}统计`,
  sameGroup: '二级统计维度不能与一级相同',
  badYear: `年度须在 ${STAT_LIMITS.minYear} 至 ${STAT_LIMITS.maxYear} 之间`,
  badQuarter: '季度须为 1 至 4',
  badMonth: '月份须为 1 至 12',
  quarterAndMonth: '季度与月份不能同时选择',
  periodNeedsYear: '选择季度或月份时须选择年度',
  badFilter: (label: string) => `${label}筛选条件无效`,
  unknownMeasure: '统计指标不存在',
  noRecords: '该指标为企业数，无明细列表',
  badKey: '统计分组无效',
  badPage: `页码须为正整数，每页条数须为 1 至 ${STAT_LIMITS.maxDrillPage}`,
  total: '合计',
  subtotal: '小计',
  allTime: '全部时间',
  none: '未填写',
} as const;

/** The period in words (an export's title row, the page's caption): 2026年, 2026年第2季度, 2026年3月, 全部时间. */
export function periodText(p: StatPeriod): string {
  if (!p.year) return STAT_TEXT.allTime;
  if (p.quarter) return `${p.year}年第${p.quarter}季度`;
  if (p.month) return `${p.year}年${p.month}月`;
  return `${p.year}年`;
}

// ---------------------------------------------------------------------------------------------
// The replies
// ---------------------------------------------------------------------------------------------

const count = z.number().int().min(0);
const dimensionSchema = z.enum(Object.keys(STAT_DIMENSIONS) as [StatDimension, ...StatDimension[]]);

/**
 * A row's figures by measure key. Which keys depends on the report (its measures, every one of
 * them in every row, zeros included), so the type is a record; the reply of a report's own call
 * (statTableSchemaOf) names exactly its keys.
 */
const valuesOf = (report?: StatReportDef) =>
  report ? z.record(z.enum(report.measures.map((m) => m.key) as [string, ...string[]]), count) : z.record(z.string(), count);

const rowShape = (report?: StatReportDef) => ({
  /** The group's key (a code, an id, '2026', '2026-Q2', '2026-03'); '' for records without the trait. */
  key: z.string(),
  label: z.string(),
  /** Figures by measure key. */
  values: valuesOf(report),
});

/** A row, and its sub-rows when split by subGroupBy (the row's values are then their subtotal); a sub-row is not split again. */
const statRowSchemaOf = (report?: StatReportDef) => z.object({ ...rowShape(report), children: z.array(z.object(rowShape(report))).readonly().optional() });

/** POST table: the report's table, as the page and the export show it. */
export const statTableSchemaOf = (report?: StatReportDef) =>
  z.object({
    report: report ? z.literal(report.id) : z.enum(STAT_REPORT_IDS),
    title: z.string(),
    measures: z.array(statMeasureDefSchema.readonly()).readonly(),
    groupBy: dimensionSchema,
    subGroupBy: dimensionSchema.nullable(),
    rows: z.array(statRowSchemaOf(report)).readonly(),
    total: valuesOf(report),
    /** The period and filters in words, as the export's title row shows them (2026年 · 福田区 · 首次评价). */
    caption: z.string(),
  });

/** Any report's table (a report's call declares statTableSchemaOf(its definition)). */
export const statTableSchema = statTableSchemaOf();
export type StatTable = Readonly<z.output<typeof statTableSchema>>;
export type StatRow = Readonly<StatTable['rows'][number]>;

/** One record behind a figure, in people's words (the drill-down table's columns are its fields). */
export const statRecordSchema = z.object({
  id: z.number().int(),
  /** Application number, certificate number, task number ('' when the record has none). */
  code: z.string(),
  enterprise: z.string(),
  /** The product(s) concerned. */
  product: z.string(),
  kind: z.string(),
  status: z.string(),
  institution: z.string(),
  /** The measure's date (YYYY-MM-DD), '' when the record has none. */
  date: z.union([z.literal(''), z.iso.date()]),
});
export type StatRecord = Readonly<z.output<typeof statRecordSchema>>;

/** The drill-down table's columns, in order. */
export const STAT_RECORD_COLUMNS: readonly { key: keyof StatRecord; label: string }[] = [
  { key: 'code', label: '编号' },
  { key: 'enterprise', label: '企业' },
  { key: 'product', label: '产品' },
  { key: 'kind', label: '类型' },
  { key: 'status', label: '状态' },
  { key: 'institution', label: '机构' },
  { key: 'date', label: '日期' },
];
