/**
 * A report's table and the records behind one of its figures, from the measures' SQL
 * (./sources.ts). One query per record kind and date, in two steps: the records are counted by
 * enterprise and by the columns their row and sub-row keys read, then those few groups are
 * labelled with their keys (districts, categories: the joins) and counted by grouping sets. So the
 * rows, the subtotals and the total (distinct-enterprise counts included) come from the same pass
 * over the same records, and the joins and the distinct counts meet hundreds of groups, not
 * hundreds of thousands of records.
 */
import { sql, type SQL } from 'drizzle-orm';
import { codeLabel, type CodeListName } from '../../../src/domain/codes';
import type { Page } from '../../../src/domain/page';
import {
  codeListOf,
  STAT_DIMENSIONS,
  STAT_FILTER_KEYS,
  STAT_TEXT,
  periodText,
  type StatDimension,
  type StatDrillQuery,
  type StatMeasureDef,
  type StatQuery,
  type StatRecord,
  type StatReportDef,
  type StatRow,
  type StatTable,
} from '../../../src/domain/stats';
import { rowsOf, type DbOrTx } from '../../db/client';
import { aliasOf, fromClause, joinsFor, MEASURES, SOURCES, type MeasureSql, type Trait } from './sources';

type Values = Record<string, number>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

const TIME_FORMAT: Partial<Record<StatDimension, string>> = { year: 'YYYY', quarter: 'YYYY-"Q"Q', month: 'YYYY-MM' };

/** The measure's date as Beijing reads it (a date column has no zone). */
const localDate = (m: MeasureSql) => (m.isDate ? m.date : sql`(${m.date} at time zone 'Asia/Shanghai')`);

/** A record's key in a grouping ('' without the trait), or null when the record kind has no such trait. */
function keyExpr(m: MeasureSql, dim: StatDimension): Trait | null {
  const fmt = TIME_FORMAT[dim];
  if (fmt) return { expr: sql`coalesce(to_char(${localDate(m)}, ${fmt}), '')`, joins: [], columns: [] };
  return SOURCES[m.entity].dims[dim] ?? null;
}
const NONE: Trait = { expr: sql`''`, joins: [], columns: [] };

/** The period on the measure's date: [start, end) in Beijing time. */
function periodSql(m: MeasureSql, q: StatQuery): SQL {
  if (!q.year) return sql`true`;
  const [from, months] = q.quarter ? [(q.quarter - 1) * 3 + 1, 3] : q.month ? [q.month, 1] : [1, 12];
  const start = new Date(Date.UTC(q.year, from - 1, 1));
  const end = new Date(Date.UTC(q.year, from - 1 + months, 1));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  if (m.isDate) return sql`(${m.date} >= ${day(start)}::date and ${m.date} < ${day(end)}::date)`;
  return sql`(${m.date} >= ${`${day(start)}T00:00:00+08:00`}::timestamptz and ${m.date} < ${`${day(end)}T00:00:00+08:00`}::timestamptz)`;
}

/** A condition on a record's trait (none: the kind lacks it, so nothing matches). */
interface Filter {
  readonly trait: Trait | null;
  readonly cond: SQL;
}

/** The query's filters on a measure's records. */
function filtersOf(m: MeasureSql, q: StatQuery): Filter[] {
  return STAT_FILTER_KEYS.flatMap((key) => {
    const v = q[key];
    if (v === undefined) return [];
    const trait = keyExpr(m, key);
    return [{ trait, cond: trait ? sql`${trait.expr} = ${String(v)}` : sql`false` }];
  });
}
const allOf = (conds: readonly SQL[]) => (conds.length ? sql.join(conds.map((c) => sql`(${c})`), sql` and `) : sql`true`);

/** Measures that read the same records on the same date share one query. */
function batches(measures: readonly StatMeasureDef[]): { m: MeasureSql; defs: StatMeasureDef[] }[] {
  const out = new Map<string, { m: MeasureSql; defs: StatMeasureDef[] }>();
  for (const def of measures) {
    const m = MEASURES[def.key];
    const id = `${m.entity}|${JSON.stringify(m.date)}`;
    const b = out.get(id) ?? { m, defs: [] };
    b.defs.push(def);
    out.set(id, b);
  }
  return [...out.values()];
}

interface Counted {
  readonly k1: string | null;
  readonly k2: string | null;
  readonly level: number;
  readonly [measure: string]: unknown;
}

async function countBatch(db: DbOrTx, b: { m: MeasureSql; defs: StatMeasureDef[] }, q: StatQuery): Promise<Counted[]> {
  const source = SOURCES[b.m.entity];
  const alias = aliasOf(source);
  const keys = [keyExpr(b.m, q.groupBy) ?? NONE, q.subGroupBy ? (keyExpr(b.m, q.subGroupBy) ?? NONE) : NONE];
  const filters = filtersOf(b.m, q);
  // A key or a filter without joins is read on each record; one with joins, on the groups, which keep the columns its joins read.
  const joined = (t: Trait | null) => t !== null && t.joins.length > 0;
  const groupFilters = filters.filter((f) => joined(f.trait));
  const recordFilters = filters.filter((f) => !joined(f.trait)).map((f) => f.cond);
  const groupTraits = [...keys, ...groupFilters.map((f) => f.trait)].filter(joined);
  const columns = [...new Set([source.org, ...groupTraits.flatMap((t) => t?.columns ?? [])])];
  const recordKeys = keys.flatMap((k, i) => (joined(k) ? [] : [sql`${k.expr} as ${sql.raw(`g${i}`)}`]));
  const groupKeys = keys.map((k, i) => (joined(k) ? k.expr : sql.raw(`${alias}.g${i}`)));
  const positions = sql.raw(Array.from({ length: columns.length + recordKeys.length }, (_, i) => i + 1).join(', '));
  const counts = b.defs.map((d, i) => sql`count(*) filter (where ${MEASURES[d.key].where})::int as ${sql.raw(`n${i}`)}`);
  const totals = b.defs.map((d, i) =>
    d.distinctOrgs
      ? sql`count(distinct org) filter (where ${sql.raw(`n${i}`)} > 0)::int as ${sql.identifier(d.key)}`
      : sql`sum(${sql.raw(`n${i}`)})::int as ${sql.identifier(d.key)}`,
  );
  const anyMeasure = sql.join(b.defs.map((d) => sql`(${MEASURES[d.key].where})`), sql` or `);
  const result = await db.execute(sql`
    select k1, k2, grouping(k1, k2)::int as level, ${sql.join(totals, sql`, `)}
    from (
      select ${groupKeys[0]} as k1, ${groupKeys[1]} as k2, ${sql.raw(source.org)} as org, ${sql.raw(alias)}.*
      from (
        select ${sql.join([...columns.map((c) => sql.raw(c)), ...recordKeys, ...counts], sql`, `)}
        from ${sql.raw(source.base)}
        where (${anyMeasure}) and ${periodSql(b.m, q)} and ${allOf(recordFilters)}
        group by ${positions}
      ) ${sql.raw(alias)} ${joinsFor(source, groupTraits)}
      where ${allOf(groupFilters.map((f) => f.cond))}
    ) s
    group by grouping sets ((k1, k2), (k1), ())`);
  return rowsOf<Counted>(result);
}

// ---- labels ------------------------------------------------------------------------------------

async function labeller(db: DbOrTx, dim: StatDimension, keys: readonly string[]): Promise<(key: string) => string> {
  const named = async (q: SQL) => new Map(rowsOf<{ id: string; name: string }>(await db.execute(q)).map((r) => [String(r.id), r.name]));
  const real = keys.filter(Boolean);
  let names = new Map<string, string>();
  if (dim === 'district' && real.length) names = await named(sql`select id, name from addvcd where id in (${sql.join(real.map((k) => sql`${k}`), sql`, `)})`);
  if (dim === 'category' && real.length) names = await named(sql`select id::text as id, name from pro_category where id in (${sql.join(real.map((k) => sql`${Number(k)}`), sql`, `)})`);
  if (dim === 'institution' && real.length) names = await named(sql`select id::text as id, name from sys_org where id in (${sql.join(real.map((k) => sql`${Number(k)}`), sql`, `)})`);
  const list = codeListOf(dim);
  return (key) => {
    if (!key) return STAT_TEXT.none;
    if (dim === 'year') return `${key}年`;
    if (dim === 'quarter') return `${key.slice(0, 4)}年第${key.slice(-1)}季度`;
    if (dim === 'month') return `${key.slice(0, 4)}年${Number(key.slice(5))}月`;
    if (list) return codeLabel(list, key) || key;
    return names.get(key) ?? key;
  };
}

/** Time in order; code lists in their order; the rest by their first figure, then name; 未填写 last. */
function sortRows(dim: StatDimension, rows: StatRow[], first: string): StatRow[] {
  const list = codeListOf(dim);
  const rank = (r: StatRow) => (list ? Number(r.key) : 0);
  return rows.sort((a, b) => {
    if (!a.key !== !b.key) return a.key ? -1 : 1;
    if (TIME_FORMAT[dim]) return a.key.localeCompare(b.key);
    if (list) return rank(a) - rank(b);
    return (b.values[first] ?? 0) - (a.values[first] ?? 0) || a.label.localeCompare(b.label, 'zh');
  });
}

// ---- the table ---------------------------------------------------------------------------------

export async function statTable(db: DbOrTx, report: StatReportDef, q: StatQuery): Promise<StatTable> {
  const zero = (): Values => Object.fromEntries(report.measures.map((m) => [m.key, 0]));
  const total = zero();
  const rows = new Map<string, { values: Values; children: Map<string, Values> }>();
  const rowOf = (k: string) => {
    let r = rows.get(k);
    if (!r) rows.set(k, (r = { values: zero(), children: new Map() }));
    return r;
  };
  const results = await Promise.all(batches(report.measures).map(async (b) => ({ b, counted: await countBatch(db, b, q) })));
  for (const { b, counted } of results) {
    for (const c of counted) {
      const target = c.level === 3 ? total : c.level === 1 ? rowOf(c.k1 ?? '').values : (() => {
        const r = rowOf(c.k1 ?? '');
        const v = r.children.get(c.k2 ?? '') ?? zero();
        r.children.set(c.k2 ?? '', v);
        return v;
      })();
      for (const d of b.defs) target[d.key] = num(c[d.key]);
    }
  }
  const label1 = await labeller(db, q.groupBy, [...rows.keys()]);
  const label2 = q.subGroupBy ? await labeller(db, q.subGroupBy, [...new Set([...rows.values()].flatMap((r) => [...r.children.keys()]))]) : null;
  const first = report.measures[0].key;
  const out: StatRow[] = [...rows.entries()].map(([key, r]) => ({
    key,
    label: label1(key),
    values: r.values,
    ...(q.subGroupBy && label2
      ? { children: sortRows(q.subGroupBy, [...r.children.entries()].map(([k2, v]) => ({ key: k2, label: label2(k2), values: v })), first) }
      : {}),
  }));
  return {
    report: report.id,
    title: report.title,
    measures: report.measures,
    groupBy: q.groupBy,
    subGroupBy: q.subGroupBy ?? null,
    rows: sortRows(q.groupBy, out, first),
    total,
    caption: await captionOf(db, q),
  };
}

/** The period and the filters in words: 2026年第2季度 · 福田区 · 首次评价. */
export async function captionOf(db: DbOrTx, q: StatQuery): Promise<string> {
  const parts = [periodText(q)];
  const add = async (dim: StatDimension, v: string | number | undefined) => {
    if (v === undefined) return;
    const label = await labeller(db, dim, [String(v)]);
    parts.push(`${STAT_DIMENSIONS[dim]}：${label(String(v))}`);
  };
  for (const key of STAT_FILTER_KEYS) await add(key, q[key]);
  return parts.join(' · ');
}

// ---- the records behind a figure ---------------------------------------------------------------

/** The name of the organisation (an institution) whose id is in `col`. */
const unitName = (col: string) => `(select u.name from sys_org u where u.id = ${col})`;

/** Each kind's record in people's words: [code, product, kind, status, institution] and the code lists of kind and status. */
const RECORD_FIELDS: Record<MeasureSql['entity'], { cols: SQL; kind: CodeListName | string; status: CodeListName; joins: readonly string[] }> = {
  application: {
    cols: sql.raw(`ev.code as code, (select string_agg(p2.name, '、' order by ep2.product_id) from zp_eval_product ep2 join zp_product p2 on p2.id = ep2.product_id where ep2.eval_id = e.id) as product, e.eval_type as kind, e.status::text as status, ${unitName('e.unit_id')} as institution`),
    kind: 'evalType',
    status: 'evalStatus',
    joins: ['o', 'ev'],
  },
  product: {
    cols: sql.raw(`ev.code as code, p.name as product, e.eval_type as kind, e.status::text as status, ${unitName('e.unit_id')} as institution`),
    kind: 'evalType',
    status: 'evalStatus',
    joins: ['o', 'ev', 'p'],
  },
  certificate: { cols: sql.raw(`z.cert_no as code, p.name as product, null as kind, z.status::text as status, null as institution`), kind: '证书', status: 'certStatus', joins: ['o', 'p'] },
  task: {
    cols: sql.raw(`t.task_no as code, (select string_agg(jr.product_name, '、' order by jr.id) from jd_record jr where jr.task_id = t.id) as product, t.type as kind, t.status::text as status, ${unitName('t.unit_org_id')} as institution`),
    kind: 'jdType',
    status: 'jdTaskStatus',
    joins: ['o'],
  },
  reform: { cols: sql.raw(`t.task_no as code, r.product_name as product, null as kind, r.status::text as status, ${unitName('r.unit_id')} as institution`), kind: '整改', status: 'reformStatus', joins: ['o', 't'] },
  exit: {
    cols: sql.raw(`(select zc.cert_no from zp_cert zc where zc.id = x.cert_id) as code, x.product_name as product, x.source::text as kind, x.status::text as status, ${unitName('r.unit_id')} as institution`),
    kind: 'exitSource',
    status: 'exitStatus',
    joins: ['o', 'r'],
  },
};
const CODE_LIST_NAMES = new Set<string>(['evalType', 'jdType', 'exitSource']);

export async function statRecords(db: DbOrTx, q: StatDrillQuery & { pn: number; size: number }): Promise<Page<StatRecord>> {
  const m = MEASURES[q.measure];
  const source = SOURCES[m.entity];
  const filters = filtersOf(m, q);
  const conds: SQL[] = [sql`(${m.where})`, periodSql(m, q), ...filters.map((f) => f.cond)];
  const traits = filters.map((f) => f.trait);
  const keyOn = (dim: StatDimension, key: string) => {
    const t = keyExpr(m, dim) ?? NONE;
    traits.push(t);
    conds.push(sql`${t.expr} = ${key}`);
  };
  if (q.key !== undefined) keyOn(q.groupBy, q.key);
  if (q.subKey !== undefined && q.subGroupBy) keyOn(q.subGroupBy, q.subKey);
  const where = allOf(conds);
  const f = RECORD_FIELDS[m.entity];
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${fromClause(source, traits)} where ${where}`));
  const rows = rowsOf<{ id: number; code: string | null; enterprise: string; product: string | null; kind: string | null; status: string; institution: string | null; date: string | null }>(
    await db.execute(sql`
      select ${source.id} as id, o.name as enterprise, ${f.cols}, to_char(${localDate(m)}, 'YYYY-MM-DD') as date
      from ${fromClause(source, [...traits, { expr: sql``, joins: f.joins, columns: [] }])} where ${where}
      order by ${m.date} desc nulls last, ${source.id} desc
      limit ${q.size} offset ${(q.pn - 1) * q.size}`),
  );
  const kindOf = (v: string | null) => (CODE_LIST_NAMES.has(f.kind) ? (v === null ? '' : codeLabel(f.kind as CodeListName, v) || v) : f.kind);
  return {
    content: rows.map((r) => ({
      id: num(r.id),
      code: r.code ?? '',
      enterprise: r.enterprise,
      product: r.product ?? '',
      kind: kindOf(r.kind),
      status: codeLabel(f.status, r.status) || r.status,
      institution: r.institution ?? '',
      date: r.date ?? '',
    })),
    totalElements: num(n),
    number: q.pn - 1,
    size: q.size,
    totalPages: Math.ceil(num(n) / q.size),
  };
}
