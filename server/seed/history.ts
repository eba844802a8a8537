/**
 * About three years of work history over the demo enterprises and products, so every box of the
 * big screen has something true to count: evaluation applications (first evaluations, then
 * expansions and re-evaluations) with their products and outcomes, the certificates they granted
 * (most valid and released to market, a few revoked, suspended or cancelled), and the yearly
 * supervision plans and tasks over the certificates (with sampling-test results).
 *
 * Runs after the catalogue; uses its own seeded generator, so adding or reordering other seeds
 * never changes this history. Times are relative to the seed time: the history covers
 * 1 January two years ago up to now. It grows with ZP_SEED_SCALE through the enterprises and
 * products the earlier seeds made (more of them at a larger scale), capped for benchmarks.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sysOrg, sysUser, zpCert, zpEval, zpEvalProduct, zpProduct } from '../db/schema';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, EVAL_PRODUCT_STATUS, EVAL_STATUS, ORG_STATUS, ORG_TYPE, orgTypeHas, PRODUCT_OUTCOME, orgTypeValue, UNIT_TYPES, type OrgTypeCode } from '../../src/domain/codes';
import { isInstitution } from '../../src/domain/resources/org';
import { orgTypeHolds } from '../db/orgType';
import { certNoOf } from '../../src/domain/resources/cert';
import { evalCodeOf } from '../../src/domain/resources/evaluation';
import { inBatches } from '../db/batch';
import { createRandom, type Random } from './random';
import { E2E_ENTERPRISE } from './people';

const DAY = 86_400_000;
/** Most applications drawn however large the scale (the ended ones, about four in five, are kept). */
const MAX_APPLICATIONS = 160_000;

/** Statuses of an application still being worked on, roughly in flow order. */
const EARLY = [0, 1, 2, 3, 4, 9, 10] as const;
const MIDDLE = [12, 13, 14, 15, 16, 17, 18, 20] as const;
const LATE = [21, 22, 23, 26, 66] as const;

interface Product {
  readonly id: number;
  readonly orgId: number;
  readonly categoryId: number | null;
  readonly productType: string;
}

/** An application as the history draws it (before it is kept as a zp_eval row, if it ended). */
interface ApplyRow {
  readonly orgId: number;
  readonly unitOrgId: number | null;
  readonly type: string;
  readonly field: string;
  readonly status: number;
  readonly applyTime: Date | null;
  readonly finishTime: Date | null;
  readonly createTime: Date;
  readonly updateTime: Date;
}
interface EvalProductRow {
  readonly productId: number;
  readonly outcome: number | null;
  readonly createTime: Date;
}
const ENDED: readonly number[] = [EVAL_STATUS.passed, EVAL_STATUS.stopped, EVAL_STATUS.notPassed];

/** The ended applications of the history, kept in the evaluation flow's tables (inserted by insertEvalHistory after the other seeds, which read the live demo applications only). */
export interface EvalHistory {
  readonly applications: (typeof zpEval.$inferInsert)[];
  readonly products: Omit<typeof zpEvalProduct.$inferInsert, 'evalId'>[][];
}
type CertRow = typeof zpCert.$inferInsert;

/** What became of a certificate after it was issued, and when: suspended, revoked, cancelled, or lapsed. */
export interface CertFate {
  readonly status: number;
  readonly at: number;
}
/** What a supervision plan is: its name, year, type and methods, the units its tasks go to, its dates. */
export interface PlanFacts {
  readonly name: string;
  readonly year: number;
  readonly jdType: string;
  readonly methods: string;
  readonly unitId: number | null;
  readonly testUnitId: number | null;
  readonly startDate: string;
  readonly endDate: string;
}
/** A plan of the history (its certificates are its tasks'), as drawn: played by ./supervision.ts. */
export interface HistoryPlan extends PlanFacts {
  readonly key: string;
  readonly createTime: number;
}
/** A certificate's supervision in a plan of the history, as drawn: where it stands now and when it was sent and concluded. */
export interface HistoryTask {
  readonly planKey: string;
  readonly certId: number;
  readonly productId: number;
  readonly orgId: number;
  status: number;
  testOpinion: number | null;
  /** When it was due to be sent (null: not yet). */
  readonly issue: number | null;
  readonly finish: number | null;
  readonly createTime: number;
}
export interface SupervisionHistory {
  readonly plans: readonly HistoryPlan[];
  /** Next year's annual plan, being drafted. */
  readonly draft: HistoryPlan | null;
  readonly tasks: HistoryTask[];
  /** What became of the certificates that did not stay held. */
  readonly fates: ReadonlyMap<number, CertFate>;
}

const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The next of a year's numbers (they run per year, as the flows number records). */
const nextOfYear = (seqs: Map<number, number>, year: number): number => {
  const n = (seqs.get(year) ?? 0) + 1;
  seqs.set(year, n);
  return n;
};

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A pick weighted by the second element of each pair. */
function weighted<T>(random: Random, pairs: ReadonlyArray<readonly [T, number]>): T {
  const total = pairs.reduce((n, [, w]) => n + w, 0);
  let r = random.next() * total;
  for (const [v, w] of pairs) {
    r -= w;
    if (r < 0) return v;
  }
  return pairs[pairs.length - 1][0];
}

/** Status of an application submitted `ageDays` ago: old ones have ended, recent ones are on their way. */
function applicationStatus(random: Random, ageDays: number): number {
  if (random.chance(0.03)) return -2;
  if (ageDays > 150) return weighted(random, [[88, 78], [99, 12], [89, 6], [random.pick(LATE), 4]]);
  if (ageDays > 60) return weighted(random, [[88, 35], [99, 5], [random.pick(LATE), 35], [random.pick(MIDDLE), 25]]);
  if (ageDays > 20) return weighted(random, [[random.pick(MIDDLE), 55], [random.pick(EARLY), 45]]);
  // Just submitted: many still wait for an institution to accept them.
  return weighted(random, [[0, 40], [-2, 10], [random.pick(EARLY), 50]]);
}

/** Outcome of a product in an application of `status` (null while undecided). */
function productOutcome(random: Random, status: number): number | null {
  if (status === 88) return random.chance(0.93) ? 4 : -1;
  if (status === 99) return -1;
  if (status === 23 || status === 66) return 3;
  if (status === 22) return 2;
  if (status === 21 || status === 26) return 1;
  return null;
}

export async function seedHistory(tx: DbOrTx): Promise<EvalHistory & { readonly supervision: SupervisionHistory }> {
  const random = createRandom(20261106);
  const now = Date.now();
  const thisYear = beijingYear(now);
  const start = Date.UTC(thisYear - 2, 0, 1);

  const enterprises = await tx
    .select({ id: sysOrg.id, name: sysOrg.name, createTime: sysOrg.createTime, contact: sysOrg.contact, phone: sysOrg.phone })
    .from(sysOrg)
    .where(and(eq(sysOrg.type, orgTypeValue(ORG_TYPE.enterprise)), eq(sysOrg.status, ORG_STATUS.normal)))
    .orderBy(asc(sysOrg.id));
  const institutions = await tx
    .select({ id: sysOrg.id, type: sysOrg.type })
    .from(sysOrg)
    .where(or(...UNIT_TYPES.map((u) => orgTypeHolds(sysOrg.type, u))))
    .orderBy(asc(sysOrg.id));
  const unitsOf = (code: OrgTypeCode) => institutions.filter((o) => isInstitution(o.type) && orgTypeHas(o.type, code)).map((o) => o.id);
  const evalUnits = unitsOf(ORG_TYPE.evaluation);
  const jdUnits = unitsOf(ORG_TYPE.supervision);
  const testUnits = unitsOf(ORG_TYPE.testing);
  if (!enterprises.length) return { applications: [], products: [], supervision: { plans: [], draft: null, tasks: [], fates: new Map() } };
  const e2eOrg = enterprises.find((e) => e.name === E2E_ENTERPRISE)?.id;
  const products: Product[] = await tx
    .select({ id: zpProduct.id, orgId: zpProduct.orgId, categoryId: zpProduct.categoryId, productType: zpProduct.productType })
    .from(zpProduct)
    .where(and(eq(zpProduct.reviewStatus, 1), inArray(zpProduct.orgId, enterprises.map((e) => e.id))))
    .orderBy(asc(zpProduct.id));
  const productsOf = new Map<number, Product[]>();
  for (const p of products) productsOf.set(p.orgId, [...(productsOf.get(p.orgId) ?? []), p]);

  // ---- Evaluations and certificates --------------------------------------------------------
  const applies: ApplyRow[] = [];
  const applyProducts: Omit<EvalProductRow, 'evalId'>[][] = [];
  const certs: CertRow[] = [];
  /** What became of each certificate after it was issued (none: it is held still). */
  const certFates: (CertFate | null)[] = [];
  const certifiedProducts = new Set<number>();

  const apply = (orgId: number, type: string, items: readonly Product[], applyTime: number) => {
    if (applies.length >= MAX_APPLICATIONS) return null;
    const ageDays = (now - applyTime) / DAY;
    // The browser walks' enterprise passed its first evaluation with every product: the walks plan
    // over and suspend its valid certificates (drawn all the same, so the draws after stay in step).
    const forced = orgId === e2eOrg && type === '0';
    const draft = random.chance(0.03) && !forced;
    const drawn = draft ? -3 : applicationStatus(random, ageDays);
    const status = forced ? EVAL_STATUS.passed : drawn;
    const accepted = ![-3, -2, 0].includes(status);
    const ended = [88, 89, 99].includes(status);
    const acceptTime = accepted ? Math.min(now - DAY, applyTime + random.int(2, 15) * DAY) : null;
    const finishTime = ended ? Math.min(now - DAY, applyTime + random.int(45, 140) * DAY) : null;
    applies.push({
      orgId,
      unitOrgId: accepted && evalUnits.length ? random.pick(evalUnits) : null,
      type,
      field: items.some((p) => p.productType === '3') ? '1' : '2',
      status,
      applyTime: draft ? null : new Date(applyTime),
      finishTime: finishTime === null ? null : new Date(finishTime),
      createTime: new Date(applyTime - random.int(1, 10) * DAY),
      updateTime: new Date(finishTime ?? acceptTime ?? applyTime),
    });
    applyProducts.push(
      items.map((p) => {
        const drawnOutcome = productOutcome(random, status);
        const outcome = forced ? PRODUCT_OUTCOME.certGenerated : drawnOutcome;
        // A product already certified keeps its certificate through expansions and re-evaluations.
        if (outcome === 4 && finishTime !== null && !certifiedProducts.has(p.id)) {
          certifiedProducts.add(p.id);
          const drawnIssue = finishTime + random.int(3, 20) * DAY;
          const issue = forced ? Math.min(drawnIssue, now - DAY) : drawnIssue;
          if (issue < now) {
            const drawnStatus = weighted(random, [[0, 88], [1, 3], [2, 5], [6, 4]]);
            const status = forced ? CERT_STATUS.valid : drawnStatus;
            const release = issue + random.int(7, 60) * DAY;
            const released = release < now && random.chance(status === 0 ? 0.86 : 0.6);
            // Held when issued; what became of it later (suspended, revoked, cancelled, at a time drawn here) supervision plays.
            const statusTime = status === 0 ? null : Math.min(now - DAY, issue + random.int(60, 400) * DAY);
            certFates.push(status === 0 || statusTime === null ? null : { status, at: statusTime });
            certs.push({
              certNo: '', // numbered once all are drawn, in the order they were issued
              orgId,
              productId: p.id,
              status: CERT_STATUS.valid,
              issueDate: ymd(issue),
              expireDate: ymd(issue + 3 * 365 * DAY),
              released,
              releaseDate: released ? ymd(release) : null,
              createTime: new Date(issue),
              updateTime: new Date(issue),
            });
          }
        } else if (outcome === 3 && !certifiedProducts.has(p.id)) {
          // Passed the decision, its certificate being prepared: the live applications are the demo
          // world's (evaluations.ts), where the certificates come from the decision; drawn all the
          // same, so the draws after stay in step.
          certifiedProducts.add(p.id);
          random.pick([-3, -2, -1]);
          random.int(1, 20);
        }
        // The product's status is drawn still (unused now), so the draws after it stay as they were.
        if (!(status === -3 || ended || outcome !== null)) random.pick([0, 7, 9]);
        return { productId: p.id, outcome, createTime: new Date(applyTime) };
      }),
    );
    return { status, finishTime };
  };

  for (const org of enterprises) {
    const own = shuffle(random, productsOf.get(org.id) ?? []);
    if (!own.length) continue;
    const earliest = Math.max(start, org.createTime.getTime() + 30 * DAY);
    if (earliest >= now - 5 * DAY) continue;
    // First evaluation early in what the enterprise could use (most joined in the first year).
    let t = earliest + random.next() ** 1.6 * (now - earliest) * 0.6;
    const drawnCount = Math.max(1, Math.ceil(own.length * (0.5 + random.next() * 0.5)));
    const firstCount = org.id === e2eOrg ? own.length : drawnCount;
    let first = apply(org.id, '0', own.slice(0, firstCount), t);
    let next = firstCount;
    // A failed or stopped first evaluation is usually tried again.
    if (first && (first.status === 99 || first.status === 89) && random.chance(0.7)) {
      t = (first.finishTime ?? t) + random.int(30, 120) * DAY;
      if (t < now - DAY) first = apply(org.id, '0', own.slice(0, firstCount), t);
    }
    // Later: product expansions with the rest, sometimes a base expansion or a re-evaluation.
    while (first && first.status === 88 && random.chance(0.65)) {
      t = (first.finishTime ?? t) + random.int(60, 300) * DAY;
      if (t >= now - DAY) break;
      if (next < own.length) {
        const count = Math.min(own.length - next, random.int(1, 3));
        first = apply(org.id, '2', own.slice(next, next + count), t);
        next += count;
      } else {
        first = apply(org.id, random.chance(0.6) ? '3' : '1', own.slice(0, Math.min(own.length, random.int(1, 2))), t);
      }
    }
    // Every year after its first pass, a certified enterprise goes through annual supervision (evaluation type 4).
    const firstPass = applies.find((a) => a.orgId === org.id && a.status === 88 && a.finishTime);
    if (firstPass?.finishTime) {
      const certifiedOwn = own.filter((p) => certifiedProducts.has(p.id));
      for (let year = beijingYear(firstPass.finishTime) + 1; year <= beijingYear(now) && certifiedOwn.length; year++) {
        const at = Date.UTC(year, random.int(2, 10), random.int(1, 28));
        if (at < now - 2 * DAY && random.chance(0.85)) apply(org.id, '4', certifiedOwn.slice(0, 3), at);
      }
    }
    // Some enterprises have an expansion or re-evaluation under way right now.
    if (first && [88, 99, 89].includes(first.status) && (first.finishTime ?? now) < now - 100 * DAY && random.chance(0.45)) {
      const items = next < own.length ? own.slice(next, next + random.int(1, 2)) : own.slice(0, 1);
      apply(org.id, next < own.length ? '2' : random.pick(['1', '3']), items, now - random.int(3, 90) * DAY);
    }
  }
  const orgOf = new Map(enterprises.map((e) => [e.id, e]));
  const kept = applies.map((a, i) => ({ a, items: applyProducts[i] })).filter(({ a }) => ENDED.includes(a.status));
  const history: EvalHistory = {
    applications: kept.map(({ a, items }) => ({
      code: '', // numbered when written, after the live ones of its year
      orgId: a.orgId,
      evalType: a.type,
      evalField: a.field,
      year: beijingYear(a.applyTime ?? a.createTime),
      productIds: items.map((p) => p.productId).join(','),
      placeIds: '',
      contact: (orgOf.get(a.orgId)?.contact ?? '').slice(0, 20),
      phone: (orgOf.get(a.orgId)?.phone ?? '').slice(0, 20),
      status: a.status,
      unitId: a.unitOrgId,
      submitTime: a.applyTime,
      endTime: a.finishTime,
      createTime: a.createTime,
      updateTime: a.updateTime,
    })),
    products: kept.map(({ items }) => items.map((p) => ({ productId: p.productId, status: EVAL_PRODUCT_STATUS.managementConfirmed, outcome: p.outcome, createTime: p.createTime }))),
  };
  // Numbered as they were issued, each year from 1 (the decisions' certificates follow).
  const certSeqs = new Map<number, number>();
  for (const c of [...certs].sort((a, b) => Date.parse(a.issueDate as string) - Date.parse(b.issueDate as string))) {
    const year = beijingYear(Date.parse(c.issueDate as string));
    c.certNo = certNoOf(year, nextOfYear(certSeqs, year));
  }
  const certIds = await inBatches(
    // From the history's applications, not from a live one: no evalId.
    certs,
    (b) => tx.insert(zpCert).values(b).returning({ id: zpCert.id }),
  );

  // ---- Supervision: a plan per type and year, a task per certificate under supervision ----------
  // The supervision is played (./supervision.ts): here only what was drawn, who and when.
  const plans: HistoryPlan[] = [];
  // What a plan of a type covers, and its units: the supervision centre and the first testing unit (no random draws, so the rest of the world stays as it was).
  const planFacts = (year: number, jdType: string) => ({
    year,
    jdType,
    methods: jdType === '2' ? '10' : '10,30',
    unitId: jdUnits[0] ?? null,
    testUnitId: jdType === '2' ? null : (testUnits[0] ?? null),
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
  });
  for (let year = thisYear - 2; year <= thisYear; year++) {
    const current = year === thisYear;
    plans.push({ key: `${year}-0`, ...planFacts(year, '0'), name: `${year}年度圳品监督检查计划`, createTime: Date.UTC(year, 1, random.int(1, 20)) });
    // This year's key supervision is the hand-made plans' (第一批…第三批), which need the free certificates; its date is drawn all the same, so the rest of the world stays as it was.
    const keyPlan = { key: `${year}-1`, ...planFacts(year, '1'), name: `${year}年重点监督计划`, createTime: Date.UTC(year, 4, random.int(1, 20)) };
    if (!current) plans.push(keyPlan);
    if (year > thisYear - 2) plans.push({ key: `${year}-2`, ...planFacts(year, '2'), name: `${year}年换证监督计划`, createTime: Date.UTC(year, 6, random.int(1, 20)) });
  }
  const draft: HistoryPlan = { key: `${thisYear + 1}-0`, ...planFacts(thisYear + 1, '0'), name: `${thisYear + 1}年度圳品监督检查计划（草案）`, createTime: now - 3 * DAY };

  const tasks: HistoryTask[] = [];
  const issuedCerts = certs.map((c, i) => ({ ...c, id: certIds[i].id, fate: certFates[i] })).filter((c) => c.issueDate && c.status !== undefined && c.status >= 0);
  for (let year = thisYear - 2; year <= thisYear; year++) {
    const yearStart = Date.UTC(year, 0, 1);
    for (const cert of issuedCerts) {
      const issued = Date.parse(cert.issueDate as string);
      // Certificates issued before October are supervised that year; a revoked or cancelled one stops being supervised.
      if (issued > Date.UTC(year, 9, 1)) continue;
      const ended = cert.fate && cert.fate.status !== CERT_STATUS.suspended ? cert.fate.at : Infinity;
      if (ended < yearStart) continue;
      const type = weighted(random, [['0', 85], ['1', year < thisYear ? 10 : 0], ['2', year > thisYear - 2 ? 5 : 0]]);
      if (!random.chance(type === '0' ? 0.9 : 1)) continue;
      // The method and unit a task once drew (a plan now names them for all its tasks): drawn all the same, so the draws after stay in step.
      const method = weighted(random, [['10', 40], ['20', 25], ['30', 35]]);
      const issue = Math.max(yearStart + random.int(45, 330) * DAY, issued + 20 * DAY);
      let status: number;
      let finish: number | null = null;
      if (issue >= now) status = random.pick([-3, 0, 1]);
      else {
        const age = (now - issue) / DAY;
        if (age > 75 || year < thisYear) status = weighted(random, [[88, 86], [99, 9], [-2, 5]]);
        else if (age > 30) status = weighted(random, [[88, 40], [99, 5], [random.pick([4, 5, 6, 8]), 55]]);
        else status = random.pick([1, 2, 3, 4, -1]);
        if (status === 88 || status === 99) finish = Math.min(now - DAY, issue + random.int(20, 75) * DAY);
      }
      if (method === '30' ? testUnits.length : jdUnits.length) random.pick(method === '30' ? testUnits : jdUnits);
      const sampled = method === '30' && (status === 88 || status === 99 || status === 6 || status === 8);
      const testOpinion = sampled ? (status === 99 ? 2 : status === 88 ? 1 : random.chance(0.9) ? 1 : 2) : null;
      const createTime = Math.min(issue, now) - random.int(1, 15) * DAY;
      // The browser's supervision walk plans this year's annual supervision over this enterprise's certificates (drawn all the same, so the rest of the world stays as it was).
      if (year === thisYear && type === '0' && cert.orgId === e2eOrg) continue;
      // No task is sent for a certificate about to be taken away (its exit would stop it half done).
      if (issue + 80 * DAY >= ended) continue;
      tasks.push({ planKey: `${year}-${type}`, certId: cert.id, productId: cert.productId, orgId: cert.orgId, status, testOpinion, issue: issue >= now ? null : issue, finish, createTime });
    }
  }
  const fates = new Map(issuedCerts.flatMap((c) => (c.fate ? [[c.id, c.fate] as const] : [])));
  // One certificate was issued for a year only and has lapsed since (the certificates' daily job finds
  // it so on its first run, index.ts): the earliest issued of an enterprise the demo and the browser
  // walks leave alone, held until then, that never failed supervision.
  const [demoUser] = await tx.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
  const lapsed = issuedCerts
    .filter((c) => !c.fate && c.orgId !== e2eOrg && c.orgId !== demoUser?.orgId && Date.parse(c.issueDate as string) + 365 * DAY < now - 30 * DAY && !tasks.some((t) => t.certId === c.id && t.status === 99))
    .sort((a, b) => Date.parse(a.issueDate as string) - Date.parse(b.issueDate as string))[0];
  if (lapsed) {
    const expiry = Date.parse(lapsed.issueDate as string) + 365 * DAY;
    await tx.update(zpCert).set({ expireDate: ymd(expiry) }).where(eq(zpCert.id, lapsed.id));
    fates.set(lapsed.id, { status: CERT_STATUS.expired, at: expiry });
    // No task was sent for it once it was about to lapse.
    for (let i = tasks.length - 1; i >= 0; i--) if (tasks[i].certId === lapsed.id && (tasks[i].issue ?? now) + 80 * DAY >= expiry) tasks.splice(i, 1);
  }
  return { ...history, supervision: { plans: plans.filter((p) => tasks.some((t) => t.planKey === p.key)), draft, tasks, fates } };
}

/**
 * Writes the history's ended applications as the evaluation flow's records, numbered as the flow
 * numbers them (PJ, the year, four digits): in the order they were submitted, each year's after the
 * live ones of that year.
 */
export async function insertEvalHistory(tx: DbOrTx, history: EvalHistory): Promise<void> {
  const live = await tx
    .select({ year: sql<string>`substr(${zpEval.code}, 3, 4)`, last: sql<number>`max(substr(${zpEval.code}, 7)::int)` })
    .from(zpEval)
    .where(sql`${zpEval.code} ~ '^PJ[0-9]{8,}$'`)
    .groupBy(sql`1`);
  const seqs = new Map(live.map((r) => [Number(r.year), Number(r.last)]));
  const order = history.applications.map((a, i) => ({ i, at: (a.submitTime ?? a.createTime)?.getTime() ?? 0 })).sort((x, y) => x.at - y.at);
  const codes: string[] = [];
  for (const { i } of order) {
    const year = history.applications[i].year as number;
    codes[i] = evalCodeOf(year, nextOfYear(seqs, year));
  }
  const rows = history.applications.map((a, i) => ({ ...a, code: codes[i] }));
  const ids = await inBatches(rows, (b) => tx.insert(zpEval).values(b).returning({ id: zpEval.id }));
  const products = history.products.flatMap((items, i) => items.map((p) => ({ ...p, evalId: ids[i].id })));
  await inBatches(products, (b) => tx.insert(zpEvalProduct).values(b));
}
