/**
 * The supervision flows on the engine (src/domain/workflows/jdPlan.ts, jdTask.ts, jdSite.ts):
 *   POST /api/jd/plan/process/move, GET /api/jd/plan/process/flow?id=   a plan's moves and history
 *   POST /api/jd/task/process/move, GET /api/jd/task/process/flow?id=   a task's
 *   POST /api/jd/site/process/move, GET /api/jd/site/process/flow?id=   a visit's (site plan's)
 * and what each move changes besides the status (the effects its table names, in the move's
 * transaction): tasks made from a plan's products, the team kept on the on-site record when a unit
 * accepts, the conclusion written on the task and its products (what a move does to the other
 * flows' records, a plan following its tasks, the visits started with the task, the rectifications
 * of a failed task, is server/modules/reactions.ts), and the checks of the guards a move needs
 * first (every place planned, every visit finished, the report and the opinions in, a conclusion
 * that agrees with the products' results, a visit's task on site and its photo taken). The spec's calls that move records by other names (task/submit,
 * task/status, task/startSubFlow, task/doAddMultipleTasks, site/status) call `runMove` with these.
 */
import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codeLabel, JD_OPINION, JD_RECORD_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, ORG_TYPE, orgTypeHas, TEST_OPINION } from '../../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../../src/domain/message';
import { PERMS } from '../../../../src/domain/permissions';
import { refTokens } from '../../../../src/domain/resource';
import { hasSampling, JD_MSG, jdTaskCodeOf } from '../../../../src/domain/resources/jd';
import type { Relation } from '../../../../src/domain/workflows/engine';
import { JD_PLAN_SYSTEM_MOVES, jdPlanFlow } from '../../../../src/domain/workflows/jdPlan';
import { jdSiteFlow } from '../../../../src/domain/workflows/jdSite';
import { JD_TASK_ENDED, JD_TASK_MADE_BY_PLAN, jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import type { Db, DbOrTx } from '../../../db/client';
import { jdPlan, jdProd, jdRecord, jdReport, jdSite, jdSitePhoto, jdSitePlan, jdTask, sysOrg, zpCert, zpPlace, zpProduct } from '../../../db/schema';
import { badRequest } from '../../../http/envelope';
import { registerWorkflow, systemMove, type FlowBinding, type Effects, type FlowRegistry, type GuardChecks, type MoveContext } from '../../../http/workflow';
import { declaredFlow } from '../../../http/declaredFlow';
import { taskTitles, visitTitles } from '../shared/present';
import { jdPlanScope, jdSitePlanScope, jdTaskScope } from '../shared/scope';

const T = JD_TASK_STATUS;

/** Where each actor works on the flows' records (messages and 待办 open the record there). */
export const JD_PAGES = { plan: '/views/jd-plan', management: '/views/jd-task', unit: '/views/jd-unit-task', owner: '/views/jd-org-task', sampling: '/views/jd-sampling' } as const;
const taskPage = (r: Relation) => ({ management: JD_PAGES.management, assigned: JD_PAGES.unit, testing: JD_PAGES.sampling, owner: JD_PAGES.owner })[r];

/** The places making a task's products (a product names its places, or its one place). */
export async function taskPlaceIds(tx: DbOrTx, taskId: number): Promise<number[]> {
  const rows = await tx.select({ placeId: zpProduct.placeId, placeIds: zpProduct.placeIds }).from(jdRecord).innerJoin(zpProduct, eq(zpProduct.id, jdRecord.productId)).where(eq(jdRecord.taskId, taskId));
  return [...new Set(rows.flatMap((r) => refTokens(r.placeIds ?? (r.placeId ? String(r.placeId) : '')).map(Number)))];
}

/** The names of the products of these records, joined for a message. */
async function productNames(tx: DbOrTx, productIds: number[]): Promise<string> {
  if (!productIds.length) return '';
  const rows = await tx.select({ name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, productIds));
  return rows.map((r) => r.name).join('、');
}

/** A unit named on a plan or task is of the kind it is named for (supervision or testing). */
export async function checkUnitType(tx: DbOrTx, id: unknown, type: typeof ORG_TYPE.testing | typeof ORG_TYPE.supervision, label: string): Promise<void> {
  if (id === null || id === undefined) return;
  const [org] = await tx.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, id as number));
  if (!org || !orgTypeHas(org.type, type)) throw badRequest(JD_MSG.unitType(label, codeLabel('orgKind', type)));
}

/** The next task number of a year: JD + year + four digits after the highest given. */
export async function nextTaskCode(tx: DbOrTx, year: number): Promise<string> {
  const prefix = jdTaskCodeOf(year, 0).slice(0, -4);
  const [{ max }] = await tx.select({ max: sql<string | null>`max(${jdTask.code})` }).from(jdTask).where(sql`${jdTask.code} ~ ${`^${prefix}[0-9]{4}$`}`);
  return jdTaskCodeOf(year, max ? Number(max.slice(prefix.length)) + 1 : 1);
}

/** Makes a task of a plan for one enterprise with some of the plan's products (their records too), at `status`. */
export async function makeTask(tx: DbOrTx, plan: typeof jdPlan.$inferSelect, orgId: number, prodIds: number[], status: number, createBy: number | null, now = new Date()): Promise<number> {
  const [task] = await tx
    .insert(jdTask)
    .values({
      code: await nextTaskCode(tx, plan.year),
      planId: plan.id,
      year: plan.year,
      orgId,
      unitId: plan.unitId,
      testUnitId: hasSampling(plan.methods) ? plan.testUnitId : null,
      jdType: plan.jdType,
      methods: plan.methods,
      status,
      startDate: plan.startDate,
      endDate: plan.endDate,
      createBy,
      createTime: now,
      updateTime: now,
    })
    .returning({ id: jdTask.id });
  await attachProds(tx, task.id, plan, prodIds, now);
  return task.id;
}

/** Puts plan products into a task: each gets the task and its record (with the certificate's number and product name as supervised). */
export async function attachProds(tx: DbOrTx, taskId: number, plan: Pick<typeof jdPlan.$inferSelect, 'id' | 'year' | 'jdType'>, prodIds: number[], now = new Date()): Promise<void> {
  if (!prodIds.length) return;
  const prods = await tx.update(jdProd).set({ taskId }).where(inArray(jdProd.id, prodIds)).returning();
  const certs = await tx
    .select({ id: zpCert.id, certNo: zpCert.certNo, productName: sql<string | null>`coalesce(${zpCert.productName}, ${zpProduct.name})` })
    .from(zpCert)
    .leftJoin(zpProduct, eq(zpProduct.id, zpCert.productId))
    .where(inArray(zpCert.id, prods.map((p) => p.certId)));
  const certOf = new Map(certs.map((c) => [c.id, c]));
  await tx
    .insert(jdRecord)
    .values(
      prods.map((p) => ({
        taskId,
        planId: plan.id,
        prodId: p.id,
        certId: p.certId,
        productId: p.productId,
        orgId: p.orgId,
        productName: certOf.get(p.certId)?.productName ?? null,
        certNo: certOf.get(p.certId)?.certNo ?? null,
        year: plan.year,
        jdType: plan.jdType,
        createTime: now,
        updateTime: now,
      })),
    )
    .onConflictDoNothing();
}

/** The plan completes when every task has ended; issued when none is left to send. */
export async function carryPlan(flows: FlowRegistry, tx: DbOrTx, planId: number | null): Promise<void> {
  if (planId === null) return;
  const [{ open }] = await tx.select({ open: count() }).from(jdTask).where(and(eq(jdTask.planId, planId), notInArray(jdTask.status, [...JD_TASK_ENDED])));
  if (!Number(open)) {
    await systemMove(flows, tx, flows.of(jdPlanFlow), planId, JD_PLAN_SYSTEM_MOVES.complete);
    return;
  }
  const [{ unsent }] = await tx.select({ unsent: count() }).from(jdTask).where(and(eq(jdTask.planId, planId), inArray(jdTask.status, [T.draft, T.release])));
  if (!Number(unsent)) await systemMove(flows, tx, flows.of(jdPlanFlow), planId, JD_PLAN_SYSTEM_MOVES.issued);
}

/** Products of a task whose result would be 不通过: management's where it set one, else the unit's opinion. */
async function failingProducts(tx: DbOrTx, taskId: number): Promise<number[]> {
  const rows = await tx.select().from(jdRecord).where(eq(jdRecord.taskId, taskId));
  return rows.filter((r) => r.status === JD_RECORD_STATUS.unpassed || (r.status === JD_RECORD_STATUS.pending && r.jdOpinion === JD_OPINION.fail)).map((r) => r.productId);
}

/** The task's guards (their words: src/domain/workflows/jdTask.ts); each detail is the refusal the calls gave before. */
const taskGuards: GuardChecks<typeof jdTaskFlow> = {
  productsChosen: async ({ tx, row }) => {
    const [{ n }] = await tx.select({ n: count() }).from(jdRecord).where(eq(jdRecord.taskId, row.id as number));
    return Number(n) ? null : JD_MSG.taskNoProducts;
  },
  everyPlacePlanned: async ({ tx, row }) => {
    const planned = await tx.select({ placeId: jdSitePlan.placeId }).from(jdSitePlan).where(eq(jdSitePlan.taskId, row.id as number));
    const missing = (await taskPlaceIds(tx, row.id as number)).filter((id) => !planned.some((p) => p.placeId === id));
    if (!missing.length) return null;
    const names = await tx.select({ name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, missing));
    return JD_MSG.everyPlace(names.map((n) => n.name).join('、'));
  },
  visitsFinished: async ({ tx, row }) => {
    const open = await tx.select({ placeId: jdSitePlan.placeId }).from(jdSitePlan).where(and(eq(jdSitePlan.taskId, row.id as number), sql`${jdSitePlan.status} <> ${JD_SITE_STATUS.finished}`));
    if (!open.length) return null;
    const names = await tx.select({ name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, open.map((o) => o.placeId)));
    return JD_MSG.sitesOpen(names.map((n) => n.name).join('、'));
  },
  reportSaved: async ({ tx, row }) => {
    const [report] = await tx.select({ id: jdReport.id }).from(jdReport).where(eq(jdReport.taskId, row.id as number));
    return report ? null : '';
  },
  opinionsGiven: async ({ tx, row }) => {
    const rows = await tx.select().from(jdRecord).where(eq(jdRecord.taskId, row.id as number));
    const missing = rows.filter((r) => r.jdOpinion === JD_OPINION.pending).map((r) => r.productId);
    return missing.length ? JD_MSG.opinionMissing(await productNames(tx, missing)) : null;
  },
  testsGiven: async ({ tx, row }) => {
    if (!hasSampling(row.methods)) return null;
    const rows = await tx.select().from(jdRecord).where(eq(jdRecord.taskId, row.id as number));
    const missing = rows.filter((r) => r.testOpinion === TEST_OPINION.none).map((r) => r.productId);
    return missing.length ? JD_MSG.testMissing(await productNames(tx, missing)) : null;
  },
  noProductFailed: async ({ tx, row }) => {
    const failed = await failingProducts(tx, row.id as number);
    return failed.length ? JD_MSG.someFailed(await productNames(tx, failed)) : null;
  },
  aProductFailed: async ({ tx, row }) => ((await failingProducts(tx, row.id as number)).length ? null : ''),
};

/** The task's effects (their words: src/domain/workflows/jdTask.ts), in the order its moves name them. */
const taskEffects: Effects<typeof jdTaskFlow> = {
  // What 重新指派 sends is checked here: the units it names are of their kind.
  checkUnits: async ({ tx, row, after }) => {
    await checkUnitType(tx, after.unitId, ORG_TYPE.supervision, '监督机构');
    await checkUnitType(tx, after.testUnitId, ORG_TYPE.testing, '检测机构');
    if (hasSampling(row.methods) && !after.testUnitId) throw badRequest(JD_MSG.testUnitNeeded);
  },
  stampIssued: async ({ tx, row, now }) => {
    await tx.update(jdTask).set({ issueTime: now }).where(eq(jdTask.id, row.id as number));
  },
  // The task and its on-site record carry the team from here on (site/staffSave changes both).
  keepTeam: async ({ tx, row, after, now }) => {
    const team = { leaderName: after.leaderName as string, memberNames: (after.memberNames as string | null) ?? null };
    await tx.update(jdTask).set(team).where(eq(jdTask.id, row.id as number));
    await tx.insert(jdSite).values({ taskId: row.id as number, ...team, createTime: now, updateTime: now }).onConflictDoUpdate({ target: jdSite.taskId, set: { ...team, updateTime: now } });
  },
  overallTest: async ({ tx, row }) => {
    if (!hasSampling(row.methods)) return;
    const rows = await tx.select({ testOpinion: jdRecord.testOpinion }).from(jdRecord).where(eq(jdRecord.taskId, row.id as number));
    const overall = rows.some((r) => r.testOpinion === TEST_OPINION.unqualified) ? TEST_OPINION.unqualified : TEST_OPINION.qualified;
    await tx.update(jdTask).set({ testOpinion: overall }).where(eq(jdTask.id, row.id as number));
  },
  // A product's result is management's where it set one (record/updateJdStatusMultiterm), else its opinion's.
  concludeProducts: async ({ tx, row, now }) => {
    const taskId = row.id as number;
    await tx
      .update(jdRecord)
      .set({ status: sql`case when ${jdRecord.jdOpinion} = ${JD_OPINION.fail} then ${JD_RECORD_STATUS.unpassed}::int else ${JD_RECORD_STATUS.passed}::int end`, conclusionTime: now, updateTime: now })
      .where(and(eq(jdRecord.taskId, taskId), eq(jdRecord.status, JD_RECORD_STATUS.pending)));
    await tx.update(jdRecord).set({ conclusionTime: now }).where(and(eq(jdRecord.taskId, taskId), sql`${jdRecord.conclusionTime} is null`));
  },
  recordPassed: (ctx) => recordConclusion(ctx, JD_OPINION.pass),
  recordFailed: (ctx) => recordConclusion(ctx, JD_OPINION.fail),
  stampFinished: async ({ tx, row, now }) => {
    await tx.update(jdTask).set({ finishTime: now }).where(eq(jdTask.id, row.id as number));
  },
};

/** The task's conclusion: management's opinion of it, its words, and when it finished. */
async function recordConclusion({ tx, row, opinion, now }: MoveContext, verdict: number): Promise<void> {
  await tx.update(jdTask).set({ opinion: verdict, conclusion: opinion, finishTime: now }).where(eq(jdTask.id, row.id as number));
}

/** The plan's guards (their words: src/domain/workflows/jdPlan.ts): what its tasks are made from. */
const planGuards: GuardChecks<typeof jdPlanFlow> = {
  productsChosen: async ({ tx, row }) => {
    const [{ n }] = await tx.select({ n: count() }).from(jdProd).where(eq(jdProd.planId, row.id as number));
    return Number(n) ? null : '';
  },
  unitNamed: async ({ row }) => (row.unitId ? null : ''),
  testUnitNamed: async ({ row }) => (!hasSampling(row.methods) || row.testUnitId ? null : ''),
};

/** The plan's effects (their words: src/domain/workflows/jdPlan.ts). */
const planEffects: Effects<typeof jdPlanFlow> = {
  // Its guards (products chosen, the units named) held before the status changed.
  makeTasks: async ({ tx, user, row, now }) => {
    const plan = row as typeof jdPlan.$inferSelect;
    const prods = await tx.select({ id: jdProd.id, orgId: jdProd.orgId, taskId: jdProd.taskId }).from(jdProd).where(eq(jdProd.planId, plan.id));
    const byOrg = new Map<number, number[]>();
    for (const p of prods.filter((x) => x.taskId === null)) byOrg.set(p.orgId, [...(byOrg.get(p.orgId) ?? []), p.id]);
    for (const [orgId, prodIds] of [...byOrg].sort(([a], [b]) => a - b)) await makeTask(tx, plan, orgId, prodIds, JD_TASK_MADE_BY_PLAN, user.id, now);
  },
};

/**
 * The visit's guards (their words: src/domain/workflows/jdSite.ts): it moves while its task is on
 * site (a visit starts with its task going there, the task moving first, or alone while it is), and
 * it finishes with a photo taken.
 */
const siteGuards: GuardChecks<typeof jdSiteFlow> = {
  taskOnSite: async ({ tx, row }) => {
    const [task] = await tx.select({ status: jdTask.status }).from(jdTask).where(eq(jdTask.id, row.taskId as number));
    return task.status === T.siteSupervision ? null : JD_MSG.taskStatusIs(codeLabel('jdTaskStatus', task.status));
  },
  photoTaken: async ({ tx, row }) => {
    const [photo] = await tx.select({ id: jdSitePhoto.id }).from(jdSitePhoto).where(eq(jdSitePhoto.sitePlanId, row.id as number)).limit(1);
    return photo ? null : '';
  },
};

export function registerJdFlows(app: FastifyInstance, db: Db): void {
  const planBinding: FlowBinding = {
    ...declaredFlow('jdPlan'),
    table: jdPlan,
    scope: jdPlanScope,
    titleOf: (row) => `${String(row.code)} ${String(row.name)}`,
    pageOf: () => JD_PAGES.plan,
    msgCategory: MSG_CATEGORY.jd,
    guards: planGuards,
    effects: planEffects,
  };
  const taskBinding: FlowBinding = {
    ...declaredFlow('jdTask'),
    table: jdTask,
    scope: jdTaskScope,
    titleOf: (row) => String(row.code),
    titlesOf: taskTitles,
    pageOf: taskPage,
    msgCategory: MSG_CATEGORY.jd,
    guards: taskGuards,
    effects: taskEffects,
  };
  const siteBinding: FlowBinding = {
    def: jdSiteFlow,
    table: jdSitePlan,
    statusColumn: 'status',
    perm: PERMS.jdTask.task,
    scope: jdSitePlanScope,
    titleOf: (row) => `#${String(row.id)}`,
    titlesOf: visitTitles,
    // A visit is shown on its task's page, for each party as the task is.
    pageOf: taskPage,
    pageRecordOf: (row) => row.taskId as number,
    msgCategory: MSG_CATEGORY.jd,
    guards: siteGuards,
  };
  registerWorkflow(app, db, planBinding);
  registerWorkflow(app, db, taskBinding);
  registerWorkflow(app, db, siteBinding);
}
