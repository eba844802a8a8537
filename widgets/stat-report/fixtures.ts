/** Tables and records as the statistics calls answer them, for the stories and the tests. */
import type { Page } from '@/domain/page';
import { STAT_REPORTS, type StatMeasureDef, type StatRecord, type StatReportId, type StatRow, type StatTable } from '@/domain/stats';

export const YEAR = 2026;

const sumOf = (rows: readonly StatRow[], measures: readonly StatMeasureDef[]) => Object.fromEntries(measures.map((m) => [m.key, rows.reduce((s, r) => s + (r.values[m.key] ?? 0), 0)]));

function tableOf(report: StatReportId, rows: readonly StatRow[], extra: Partial<StatTable> = {}): StatTable {
  const def = STAT_REPORTS[report];
  return { report, title: def.title, measures: def.measures, groupBy: def.dimensions[0], subGroupBy: null, rows, total: sumOf(rows, def.measures), caption: `${YEAR}年`, ...extra };
}

const v = (declared: number, started: number, passed: number, released: number, validCerts: number, tasks: number, reforms: number, exits: number) => ({ declared, started, passed, released, validCerts, tasks, reforms, exits });

/** 统计汇总 of 2026 by quarter. */
export const SUMMARY: StatTable = tableOf(
  'summary',
  [
    { key: '2026-Q1', label: '2026年第1季度', values: v(42, 38, 20, 12, 180, 9, 2, 0) },
    { key: '2026-Q2', label: '2026年第2季度', values: v(35, 30, 18, 15, 186, 14, 3, 1) },
    { key: '2026-Q3', label: '2026年第3季度', values: v(0, 0, 0, 0, 0, 0, 0, 0) },
  ],
  { groupBy: 'quarter' },
);

/** The same by district (another grouping). */
export const SUMMARY_BY_DISTRICT: StatTable = tableOf(
  'summary',
  [
    { key: '440304', label: '福田区', values: v(30, 27, 16, 11, 120, 10, 2, 1) },
    { key: '440305', label: '南山区', values: v(25, 22, 12, 9, 140, 8, 2, 0) },
    { key: '441600', label: '广东省河源市', values: v(22, 19, 10, 7, 106, 5, 1, 0) },
    { key: '', label: '未填写', values: v(0, 0, 0, 0, 0, 0, 0, 0) },
  ],
  { groupBy: 'district' },
);

const d = (declared: number, declaredOrgs: number, declaredProducts: number, inProgress: number, declaredPassed: number, declaredNotPassed: number, declaredStopped: number) => ({
  declared,
  declaredOrgs,
  declaredProducts,
  inProgress,
  declaredPassed,
  declaredNotPassed,
  declaredStopped,
});

const split = (key: string, label: string, children: StatRow[]): StatRow => ({ key, label, values: sumOf(children, STAT_REPORTS.declare.measures), children });

/** 申报统计 of 2026 by district, each split by evaluation type (the rows are the 小计 of their sub-rows). */
export const DECLARE_SPLIT: StatTable = tableOf(
  'declare',
  [
    split('440304', '福田区', [
      { key: '0', label: '首次评价', values: d(12, 9, 20, 5, 6, 1, 0) },
      { key: '1', label: '复评', values: d(4, 4, 6, 2, 2, 0, 0) },
    ]),
    split('440305', '南山区', [{ key: '0', label: '首次评价', values: d(8, 7, 11, 3, 4, 0, 1) }]),
  ],
  { subGroupBy: 'evalType', caption: `${YEAR}年 · 首次评价` },
);

const e = (ended: number, passed: number, notPassed: number, stopped: number, productsPassed: number, productsNotPassed: number) => ({ ended, passed, notPassed, stopped, productsPassed, productsNotPassed });

/** 评价统计 of 2026 by institution, with its 通过率. */
export const EVAL: StatTable = tableOf('eval', [
  { key: '11', label: '深圳市鹏质认证评价有限公司', values: e(24, 20, 3, 1, 41, 5) },
  { key: '12', label: '深圳市标准技术研究院', values: e(8, 6, 2, 0, 11, 2) },
  { key: '', label: '未填写', values: e(0, 0, 0, 0, 0, 0) },
]);

/** 监督统计汇总 with its distinct-enterprise count (no drill-down). */
export const JD_SUMMARY: StatTable = tableOf('jdSummary', [
  { key: '440304', label: '福田区', values: { tasks: 12, finished: 9, taskPassed: 8, taskFailed: 1, ongoing: 3, stoppedTasks: 0, taskOrgs: 7, reforms: 1, exits: 0 } },
  { key: '440307', label: '龙岗区', values: { tasks: 6, finished: 6, taskPassed: 6, taskFailed: 0, ongoing: 0, stoppedTasks: 0, taskOrgs: 5, reforms: 0, exits: 0 } },
]);

/** A period with nothing in it. */
export const EMPTY: StatTable = tableOf('summary', [], { caption: '2030年' });

/** Every month of ten years, by month: many rows, large figures. */
export const LARGE: StatTable = tableOf(
  'summary',
  Array.from({ length: 120 }, (_, i) => {
    const y = 2017 + Math.floor(i / 12);
    const mo = (i % 12) + 1;
    return { key: `${y}-${String(mo).padStart(2, '0')}`, label: `${y}年${mo}月`, values: v(1200 + i * 37, 1100 + i * 31, 900 + i * 23, 800 + i * 19, 20_000 + i * 101, 300 + i, 20 + (i % 7), i % 3) };
  }),
  { groupBy: 'month', caption: '全部时间' },
);

/** The records behind a figure: `total` of them, one page of `size` from `pn` (1-based). */
export function recordsPage(total: number, pn = 1, size = 20): Page<StatRecord> {
  const from = (pn - 1) * size;
  const content = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => {
    const n = from + i + 1;
    return {
      id: n,
      code: `PJ-2026-${String(n).padStart(5, '0')}`,
      enterprise: n % 2 ? '深圳市鹏城绿源农业发展有限公司' : '深圳市海润水产有限公司',
      product: n % 2 ? '鹏城绿源鸡肉' : '海润罗非鱼',
      kind: '首次评价',
      status: '评价中',
      institution: '深圳市鹏质认证评价有限公司',
      date: `2026-0${(n % 6) + 1}-1${n % 10}`,
    };
  });
  return { content, totalElements: total, number: pn - 1, size, totalPages: Math.ceil(total / size) };
}
