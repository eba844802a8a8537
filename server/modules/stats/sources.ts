/**
 * Where each statistics measure counts: the record kind's tables (a FROM clause), the condition
 * that makes a record count, and the date the period reads. The table, the drill-down and the
 * export all build their SQL from these, so a figure and its list cannot disagree.
 *
 * Every kind carries the enterprise (alias `o`) for the district; each grouping is one SQL
 * expression per kind, '' where a record lacks the trait.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CERT_STATUS, EVAL_STATUS, EXIT_STATUS, JD_TASK_STATUS, PRODUCT_OUTCOME } from '../../../src/domain/codes';
import { SHENZHEN_AREA_PREFIX } from '../../../src/domain/resources/org';
import type { StatDimension, StatEntity } from '../../../src/domain/stats';

const E = EVAL_STATUS;
const T = JD_TASK_STATUS;
const ENDED = [E.passed, E.stopped, E.notPassed].join(', ');
const TASK_DONE = [T.passed, T.unpassed].join(', ');

/** Shenzhen's districts by their six digits, any other enterprise by its province (the counterpart regions). */
const DISTRICT = sql`(case when o.area_code like ${`${SHENZHEN_AREA_PREFIX}%`} then substr(o.area_code, 1, 6) when o.area_code is not null then substr(o.area_code, 1, 2) else '' end)`;
/** The top-level category of category `c` (pids ',1,' names its ancestors from the top). */
const topCategory = (c: string) => sql.raw(`coalesce(nullif(split_part(${c}.pids, ',', 2), '')::int, ${c}.id)::text`);

/**
 * A trait of a record kind: its SQL, the joins it needs beyond the kind's own table, and the
 * kind's columns those joins read besides the enterprise. A trait with joins reads only them, so
 * it can be read on records grouped by those columns.
 */
export interface Trait {
  readonly expr: SQL;
  readonly joins: readonly string[];
  readonly columns: readonly string[];
}

export interface Source {
  /** The kind's own table (and what every measure of it reads). */
  readonly base: string;
  /** Joins by alias, in an order where each may use those before it. */
  readonly joins: Readonly<Record<string, string>>;
  /** The record's id, and its enterprise's column (distinct-enterprise measures). */
  readonly id: SQL;
  readonly org: string;
  readonly dims: Partial<Record<StatDimension, Trait>>;
}

const trait = (expr: SQL | string, joins: string[] = [], columns: string[] = []): Trait => ({ expr: typeof expr === 'string' ? sql.raw(expr) : expr, joins, columns });
const orEmpty = (col: string) => sql.raw(`coalesce(${col}::text, '')`);
const district = () => trait(DISTRICT, ['o']);
const category = (joins: string[], column: string) => trait(sql`coalesce(${topCategory('c')}, '')`, joins, [column]);
const applicationDims = (): Partial<Record<StatDimension, Trait>> => ({
  district: district(),
  category: category(['c'], 'e.category_id'),
  evalType: trait('e.eval_type'),
  evalField: trait('e.eval_field'),
  institution: trait(orEmpty('e.unit_id')),
});

export const SOURCES: Readonly<Record<StatEntity, Source>> = {
  // The facts of migration 0027: an application with its category (its first categorised product's),
  // and each applied product with its application's columns under the same names.
  application: {
    base: 'stat_application e',
    joins: { o: 'join sys_org o on o.id = e.org_id', c: 'left join pro_category c on c.id = e.category_id', ev: 'join zp_eval ev on ev.id = e.id' },
    id: sql.raw('e.id'),
    org: 'e.org_id',
    dims: applicationDims(),
  },
  product: {
    base: 'stat_product e',
    joins: {
      o: 'join sys_org o on o.id = e.org_id',
      c: 'left join pro_category c on c.id = e.category_id',
      ev: 'join zp_eval ev on ev.id = e.eval_id',
      p: 'left join zp_product p on p.id = e.product_id',
    },
    id: sql.raw('e.id'),
    org: 'e.org_id',
    dims: applicationDims(),
  },
  certificate: {
    base: 'zp_cert z',
    joins: { o: 'join sys_org o on o.id = z.org_id', p: 'join zp_product p on p.id = z.product_id', c: 'left join pro_category c on c.id = p.category_id' },
    id: sql.raw('z.id'),
    org: 'z.org_id',
    dims: { district: district(), category: category(['p', 'c'], 'z.product_id') },
  },
  task: {
    base: 'jd_task t',
    joins: { o: 'join sys_org o on o.id = t.org_id' },
    id: sql.raw('t.id'),
    org: 't.org_id',
    dims: { district: district(), jdType: trait('t.type'), institution: trait(orEmpty('t.unit_org_id')) },
  },
  reform: {
    base: 'jd_reform r',
    joins: { o: 'join sys_org o on o.id = r.org_id', t: 'left join jd_task t on t.id = r.task_id' },
    id: sql.raw('r.id'),
    org: 'r.org_id',
    dims: { district: district(), jdType: trait(orEmpty('t.type'), ['t'], ['r.task_id']), institution: trait(orEmpty('r.unit_id')) },
  },
  exit: {
    base: 'jd_exit x',
    joins: { o: 'join sys_org o on o.id = x.org_id', r: 'left join jd_reform r on r.id = x.reform_id', t: 'left join jd_task t on t.id = r.task_id' },
    id: sql.raw('x.id'),
    org: 'x.org_id',
    dims: { district: district(), jdType: trait(orEmpty('t.type'), ['r', 't'], ['x.reform_id']), institution: trait(orEmpty('r.unit_id'), ['r'], ['x.reform_id']) },
  },
};

/** The joins the traits in use need, in the kind's order. */
export function joinsFor(source: Source, traits: readonly (Trait | null)[]): SQL {
  const wanted = new Set(traits.flatMap((t) => t?.joins ?? []));
  return sql.raw(Object.entries(source.joins).filter(([alias]) => wanted.has(alias)).map(([, j]) => j).join(' '));
}

/** The kind's FROM clause with the joins the traits in use need. */
export const fromClause = (source: Source, traits: readonly (Trait | null)[]): SQL => sql`${sql.raw(source.base)} ${joinsFor(source, traits)}`;

/** The alias of the kind's own table (`e` of 'stat_application e'). */
export const aliasOf = (source: Source): string => source.base.split(' ')[1];


export interface MeasureSql {
  readonly entity: StatEntity;
  /** When a record counts. */
  readonly where: SQL;
  /** The date the period reads; `isDate` for a date column (no time zone). */
  readonly date: SQL;
  readonly isDate?: boolean;
}

const application = (where: string, date: 'submit' | 'end'): MeasureSql => ({
  entity: 'application',
  where: sql.raw(where),
  date: sql.raw(date === 'submit' ? 'e.submit_time' : 'e.end_time'),
});
const product = (where: string, date: 'submit' | 'end'): MeasureSql => ({ ...application(where, date), entity: 'product' });
const task = (where: string): MeasureSql => ({ entity: 'task', where: sql.raw(`t.status <> ${T.draft} and ${where}`), date: sql.raw('t.create_time') });

const DECLARED = `e.status <> ${E.draft}`;
const STARTED = `e.status not in (${E.draft}, ${E.refill}, ${E.release})`;
const IN_PROGRESS = `e.status not in (${E.draft}, ${ENDED})`;

/** The measures of every report by key (a key means the same wherever it appears). */
export const MEASURES: Readonly<Record<string, MeasureSql>> = {
  // Applications on their submission: the cohort declared in the period and what became of it.
  declared: application(DECLARED, 'submit'),
  started: application(STARTED, 'submit'),
  declaredOrgs: application(DECLARED, 'submit'),
  declaredProducts: product(DECLARED, 'submit'),
  inProgress: application(IN_PROGRESS, 'submit'),
  declaredPassed: application(`e.status = ${E.passed}`, 'submit'),
  declaredNotPassed: application(`e.status = ${E.notPassed}`, 'submit'),
  declaredStopped: application(`e.status = ${E.stopped}`, 'submit'),
  // Applications on their end: the evaluations finished in the period.
  ended: application(`e.status in (${ENDED})`, 'end'),
  passed: application(`e.status = ${E.passed}`, 'end'),
  notPassed: application(`e.status = ${E.notPassed}`, 'end'),
  stopped: application(`e.status = ${E.stopped}`, 'end'),
  productsPassed: product(`e.status = ${E.passed} and e.outcome is distinct from ${PRODUCT_OUTCOME.notPassed}`, 'end'),
  productsNotPassed: product(`e.status in (${[E.passed, E.notPassed].join(', ')}) and e.outcome = ${PRODUCT_OUTCOME.notPassed}`, 'end'),
  // Certificates: on the market since their release, valid since their issue.
  released: { entity: 'certificate', where: sql.raw(`z.status = ${CERT_STATUS.valid} and z.released`), date: sql.raw('z.release_date'), isDate: true },
  validCerts: { entity: 'certificate', where: sql.raw(`z.status = ${CERT_STATUS.valid}`), date: sql.raw('z.issue_date'), isDate: true },
  // Supervision tasks on their creation.
  tasks: task('true'),
  finished: task(`t.status in (${TASK_DONE})`),
  taskPassed: task(`t.status = ${T.passed}`),
  taskFailed: task(`t.status = ${T.unpassed}`),
  ongoing: task(`t.status not in (${[T.passed, T.unpassed, T.stopped].join(', ')})`),
  stoppedTasks: task(`t.status = ${T.stopped}`),
  taskOrgs: task('true'),
  // Rectifications on their opening; exits on their end (the product left the catalogue).
  reforms: { entity: 'reform', where: sql.raw('true'), date: sql.raw('r.create_time') },
  exits: { entity: 'exit', where: sql.raw(`x.status = ${EXIT_STATUS.ended}`), date: sql.raw('x.end_time') },
};

/** The wall's four cards are 统计汇总's first four measures over all time. */
export const WALL_CARD_MEASURES = ['declared', 'started', 'passed', 'released'] as const;
