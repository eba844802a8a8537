/**
 * 监督任务: one enterprise's products of a plan, and the spec's calls that move it.
 *   POST /api/jd/task/page|export, GET /api/jd/task/{id}   management all, the units assigned, the enterprise once sent
 *   PUT  /api/jd/task {planId, orgId, startDate, endDate, remark?}   a draft entered by hand (management): units,
 *        type, methods and year from the plan; the plan's products of the enterprise waiting without a task join it
 *   PUT  /api/jd/task/{id}, DELETE /api/jd/task?ids=   only before it is sent; a deleted task's products go back
 *        to the plan without a task, its records go
 *   PUT  /api/jd/task/doAddMultipleTasks {planId}     the plan's 创建监督任务
 *   POST /api/jd/task/planTaskLst {planId}             a plan's tasks (those the caller sees)
 *   GET  /api/jd/task/jdTaskFlowNameLst?ProcDefId=     the flow's main path [{status, label}]
 *   POST /api/jd/task/submit/{id}                      下发任务 (`send`)
 *   POST /api/jd/task/status {ids, status, opinion?, annexIds?, values?}   moves by the status wanted, all or nothing
 *   POST /api/jd/task/isSiteAllFinnish {taskId}        {finished, total, open: [place names]}
 *   PUT  /api/jd/task/startSubFlow/{id}                开始现场监督 (`startSite`)
 */
import { and, asc, count, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CERT_STATUS, codeLabel, type FLOW_PREFIXES, JD_PLAN_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, ORG_TYPE, orgTypeHas } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { hasSampling, JD_MSG, jdPlanResource, jdTaskResource } from '../../../../src/domain/resources/jd';
import { transitionTo } from '../../../../src/domain/workflows/engine';
import { jdPlanFlow } from '../../../../src/domain/workflows/jdPlan';
import { JD_TASK_EDITABLE, JD_TASK_ENDED, jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import type { Db, DbOrTx } from '../../../db/client';
import { jdPlan, jdProd, jdRecord, jdSitePlan, jdTask, sysOrg, zpCert, zpPlace } from '../../../db/schema';
import { isManagement, principal } from '../../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope';
import { route } from '../../../http/contract';
import { registerResource } from '../../../http/resource';
import { jdTaskCalls } from '../../../../src/domain/calls/jdTask';
import type { z } from 'zod';
import type { moveExtrasSchema } from '../../../../src/domain/calls/workflow';
import { actorFacts, moveBody, relationsOf, runMove } from '../../../http/workflow';
import { attachProds, carryPlan, nextTaskCode } from './flows';
import { idsOf, orgNames, planNames, taskProductNames } from '../shared/present';
import { jdTaskScope, visiblePlan, visibleTask } from '../shared/scope';

type Row = Record<string, unknown>;
const T = JD_TASK_STATUS;
/** The supervision flows' process prefix (the spec's ProcDefId of a task names it). */
const JD_FLOW_PREFIX: (typeof FLOW_PREFIXES)[number] = 'FLOW_JD_';

export async function presentTasks(rows: Row[], h: DbOrTx): Promise<Row[]> {
  const [plans, orgs, products] = await Promise.all([planNames(h, idsOf(rows, 'planId')), orgNames(h, idsOf(rows, 'orgId', 'unitId', 'testUnitId')), taskProductNames(h, idsOf(rows, 'id'))]);
  return rows.map((r) => ({
    ...r,
    planName: plans.get(r.planId as number) ?? null,
    orgName: orgs.get(r.orgId as number) ?? null,
    unitName: orgs.get(r.unitId as number) ?? null,
    testUnitName: orgs.get(r.testUnitId as number) ?? null,
    productNames: products.get(r.id as number) ?? null,
  }));
}

/** An enterprise's task in a plan that has not ended, if any. */
async function openTaskOf(h: DbOrTx, planId: number, orgId: number): Promise<typeof jdTask.$inferSelect | undefined> {
  const [task] = await h
    .select()
    .from(jdTask)
    .where(and(eq(jdTask.planId, planId), eq(jdTask.orgId, orgId), notInArray(jdTask.status, [...JD_TASK_ENDED])))
    .orderBy(desc(jdTask.id))
    .limit(1);
  return task;
}

/** What a task entered by hand takes from its plan, once the plan and the enterprise are fit for it. */
async function fromPlan(tx: DbOrTx, planId: number, orgId: number): Promise<Row> {
  const [plan] = await tx.select().from(jdPlan).where(eq(jdPlan.id, planId)).for('update');
  if (!plan) throw notFound(jdPlanResource.title);
  if (plan.status === JD_PLAN_STATUS.completed) throw badRequest(JD_MSG.planClosed(codeLabel('jdPlanStatus', plan.status)));
  if (!plan.unitId) throw badRequest(JD_MSG.unitNeeded);
  const sampling = hasSampling(plan.methods);
  if (sampling && !plan.testUnitId) throw badRequest(JD_MSG.testUnitNeeded);
  const [org] = await tx.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, orgId));
  if (!org || !orgTypeHas(org.type, ORG_TYPE.enterprise)) throw badRequest(JD_MSG.orgNoCerts);
  const [{ valid }] = await tx.select({ valid: count() }).from(zpCert).where(and(eq(zpCert.orgId, orgId), eq(zpCert.status, CERT_STATUS.valid)));
  if (!Number(valid)) throw badRequest(JD_MSG.orgNoCerts);
  const open = await openTaskOf(tx, plan.id, orgId);
  if (open) throw badRequest(JD_MSG.taskExists(open.code));
  return {
    code: await nextTaskCode(tx, plan.year),
    year: plan.year,
    jdType: plan.jdType,
    methods: plan.methods,
    unitId: plan.unitId,
    testUnitId: sampling ? plan.testUnitId : null,
    status: T.draft,
  };
}

/** The move's shared fields of a spec call that names no action (opinion, files, values). */
/** A named move of one record with what the call sent beside it (opinion, attachments, fields). */
const moveOf = (body: z.output<typeof moveExtrasSchema>, id: number, action: string) => moveBody({ id, action, opinion: body.opinion, annexIds: body.annexIds, values: body.values });

export function registerTasks(app: FastifyInstance, db: Db): void {
  const list = PERMS.jdTask.task;
  registerResource(app, db, {
    resource: 'jdTask',
    table: jdTask,
    scope: jdTaskScope,
    present: presentTasks,
    async beforeWrite({ tx, user }, value, id) {
      if (!isManagement(user)) throw forbidden(JD_MSG.managementOnly);
      if (id === null) return { ...value, ...(await fromPlan(tx, value.planId as number, value.orgId as number)), createBy: user.id };
      const [stored] = await tx.select({ status: jdTask.status }).from(jdTask).where(eq(jdTask.id, id as number));
      if (!JD_TASK_EDITABLE.includes(stored.status)) throw badRequest(JD_MSG.taskLocked(codeLabel('jdTaskStatus', stored.status)));
      return value;
    },
    async afterWrite({ tx }, row, before) {
      if (before !== null || row.planId === null) return;
      const [plan] = await tx.select().from(jdPlan).where(eq(jdPlan.id, row.planId as number));
      const waiting = await tx.select({ id: jdProd.id }).from(jdProd).where(and(eq(jdProd.planId, plan.id), eq(jdProd.orgId, row.orgId as number), isNull(jdProd.taskId)));
      await attachProds(tx, row.id as number, plan, waiting.map((w) => w.id));
    },
    async beforeDelete({ tx, user }, ids) {
      if (!isManagement(user)) throw forbidden(JD_MSG.managementOnly);
      const taskIds = ids as number[];
      const tasks = await tx.select().from(jdTask).where(inArray(jdTask.id, taskIds)).for('update');
      const locked = tasks.find((t) => !JD_TASK_EDITABLE.includes(t.status));
      if (locked) throw badRequest(JD_MSG.taskLocked(codeLabel('jdTaskStatus', locked.status)));
      await tx.delete(jdRecord).where(inArray(jdRecord.taskId, taskIds));
      await tx.update(jdProd).set({ taskId: null }).where(inArray(jdProd.taskId, taskIds));
      await tx.delete(jdTask).where(inArray(jdTask.id, taskIds));
      // A plan whose remaining tasks have all been sent (or ended) follows them, as a move of theirs would have made it.
      for (const planId of new Set(tasks.map((t) => t.planId).filter((x): x is number => x !== null))) {
        const [{ left }] = await tx.select({ left: count() }).from(jdTask).where(eq(jdTask.planId, planId));
        if (Number(left)) await carryPlan(app.flows, tx, planId);
      }
    },
  });

  const listAccess = { access: 'perm', perm: list } as const;

  route(app, jdTaskCalls.addMultiple, { access: 'perm', perm: PERMS.jdTask.planEdit }, async ({ body }, req) => {
    const p = principal(req);
    const { planId } = body;
    const result = await runMove(app.flows, db, app.flows.of(jdPlanFlow), p, moveOf(body, planId, 'createTasks'));
    const [{ tasks }] = await db.select({ tasks: count() }).from(jdTask).where(eq(jdTask.planId, planId));
    return ok({ ...result, tasks: Number(tasks) }, result.done);
  });

  route(app, jdTaskCalls.planTasks, listAccess, async ({ set }, req) => {
    const p = principal(req);
    // Management asks about a plan it sees; a unit or an enterprise gets the plan's tasks it sees (none tells nothing).
    const planId = isManagement(p) ? (await visiblePlan(db, p, set.planId)).id : set.planId;
    const rows = await db.select().from(jdTask).where(and(jdTaskScope(p), eq(jdTask.planId, planId))).orderBy(asc(jdTask.id));
    return ok(await presentTasks(rows, db));
  });

  route(app, jdTaskCalls.flowNames, listAccess, async ({ query }) => {
    const raw = query.ProcDefId;
    const key = typeof raw === 'string' ? raw.trim() : '';
    if (!key) throw badRequest(JD_MSG.flowNeeded);
    if (key !== jdTaskFlow.key && !key.startsWith(JD_FLOW_PREFIX)) throw badRequest(JD_MSG.unknownFlow(key.slice(0, 50)));
    return ok(jdTaskFlow.mainPath.map((status) => ({ status, label: codeLabel(jdTaskFlow.statusCodes, status) })));
  });

  route(app, jdTaskCalls.submit, listAccess, async ({ path: { id }, body }, req) => {
    const result = await runMove(app.flows, db, app.flows.of(jdTaskFlow), principal(req), moveOf(body, id, 'send'));
    return ok(result, result.done);
  });

  route(app, jdTaskCalls.status, listAccess, async ({ body }, req) => {
    const p = principal(req);
    const { ids } = body;
    const wanted = Number(body.status);
    if (body.status === undefined || body.status === null || body.status === '' || typeof body.status === 'boolean' || !Number.isInteger(wanted)) throw badRequest(JD_MSG.statusNeeded);
    const checked = moveOf(body, ids[0], 'status');
    // All or nothing: one refused move leaves every task as it was.
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const [row] = await tx.select().from(jdTask).where(and(jdTaskScope(p), eq(jdTask.id, id)));
        if (!row) throw notFound(jdTaskResource.title);
        const t = transitionTo(jdTaskFlow, row.status, wanted, actorFacts(p, relationsOf(jdTaskFlow, p, row)));
        if (!t) throw badRequest(JD_MSG.statusUnreachable(codeLabel('jdTaskStatus', wanted) || String(wanted)));
        await runMove(app.flows, tx, app.flows.of(jdTaskFlow), p, { ...checked, id, action: t.action });
      }
    });
    return ok({ ids, status: wanted });
  });

  route(app, jdTaskCalls.siteAllFinished, listAccess, async ({ set }, req) => {
    const task = await visibleTask(db, principal(req), set.taskId);
    return ok(await siteProgress(db, task.id));
  });

  route(app, jdTaskCalls.startSubFlow, listAccess, async ({ path: { id }, body }, req) => {
    const result = await runMove(app.flows, db, app.flows.of(jdTaskFlow), principal(req), moveOf(body, id, 'startSite'));
    return ok(result, result.done);
  });
}

/** Whether every visit of a task is finished (as 提交监督材料 checks), and the places still open. */
export async function siteProgress(h: DbOrTx, taskId: number): Promise<{ finished: boolean; total: number; open: string[] }> {
  const visits = await h
    .select({ status: jdSitePlan.status, name: zpPlace.name })
    .from(jdSitePlan)
    .leftJoin(zpPlace, eq(zpPlace.id, jdSitePlan.placeId))
    .where(eq(jdSitePlan.taskId, taskId))
    .orderBy(asc(jdSitePlan.id));
  const open = visits.filter((v) => v.status !== JD_SITE_STATUS.finished).map((v) => v.name ?? '');
  return { finished: open.length === 0, total: visits.length, open };
}

