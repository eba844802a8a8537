/**
 * The products under supervision: certificates put into a plan, then into the task of their
 * enterprise (`jd_prod`), and the supervised products as a list.
 *   PUT    /api/jd/prod {planId, certIds}   valid certificates into a draft plan (each at most once a year per type)
 *   PUT    /api/jd/prod {taskId, certIds}   the enterprise's certificates into a task not yet sent (with their records)
 *   PUT    /api/jd/prod/{id} {sampling?, remark?}   while its plan or task may still change
 *   DELETE /api/jd/prod?ids=                 the same; a task's product takes its record with it
 *   GET    /api/jd/product/getJdProductPage   the supervised products, paged (search grammar)
 *   GET    /api/jd/product/getJdProductLst    the same, unpaged
 * A certificate's supervision in a year and type (`certSupervision`) is also what the plan's
 * certificate list and the annual figures read (plan.ts); a certificate is supervised once a year
 * per type (`certElsewhere`).
 */
import { and, asc, count, eq, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { CERT_STATUS, codeLabel, JD_PLAN_STATUS, JD_RECORD_STATUS, JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { fieldErrorText, validateRecord } from '../../../../src/domain/resource';
import { hasSampling, JD_MSG, jdPlanResource, jdProdResource, jdTaskResource } from '../../../../src/domain/resources/jd';
import { planWindow } from '../../../../src/domain/workflows/jdPlan';
import { JD_TASK_EDITABLE } from '../../../../src/domain/workflows/jdTask';
import type { Db, DbOrTx } from '../../../db/client';
import { jdPlan, jdProd, jdRecord, jdTask, proCategory, sysOrg, zpCert, zpProduct } from '../../../db/schema';
import { can, isManagement, principal, type Principal } from '../../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope';
import { route } from '../../../http/contract';
import { jdProdCalls } from '../../../../src/domain/calls/jdPlan';
import { filtersToSql, parseQuery, sortToSql, toPage } from '../../../http/search';
import { attachProds } from './flows';
import { jdProdScope, jdTaskScope } from '../shared/scope';

type Row = Record<string, unknown>;
type PlanRow = typeof jdPlan.$inferSelect;
type TaskRow = typeof jdTask.$inferSelect;
type ProdRow = typeof jdProd.$inferSelect;

const T = JD_TASK_STATUS;
const R = JD_RECORD_STATUS;

export const bodyOf = (raw: unknown): Row => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Row) : {});

/**
 * Every supervision of a certificate in one year and type: the flow's rows say it through a plan's
 * products (`fromProd`), the wall's first tasks (one certificate each, no products) say it
 * themselves, their record status read from the task's end.
 */
function certSupervisionRows(h: DbOrTx, year: number, jdType: string) {
  const viaProds = h
    .select({
      certId: sql<number>`${jdProd.certId}`.as('cert_id'),
      fromProd: sql<boolean>`true`.as('from_prod'),
      planId: sql<number | null>`${jdPlan.id}`.as('plan_id'),
      planName: sql<string | null>`${jdPlan.name}`.as('plan_name'),
      taskId: sql<number | null>`${jdProd.taskId}`.as('task_id'),
      taskStatus: sql<number | null>`${jdTask.status}`.as('task_status'),
      recordStatus: sql<number | null>`${jdRecord.status}`.as('record_status'),
    })
    .from(jdProd)
    .innerJoin(jdPlan, eq(jdPlan.id, jdProd.planId))
    .leftJoin(jdTask, eq(jdTask.id, jdProd.taskId))
    .leftJoin(jdRecord, and(eq(jdRecord.taskId, jdProd.taskId), eq(jdRecord.prodId, jdProd.id)))
    .where(and(eq(jdPlan.year, year), eq(jdPlan.jdType, jdType)));
  const firstTasks = h
    .select({
      certId: sql<number>`${jdTask.certId}`.as('cert_id'),
      fromProd: sql<boolean>`false`.as('from_prod'),
      planId: sql<number | null>`${jdPlan.id}`.as('plan_id'),
      planName: sql<string | null>`${jdPlan.name}`.as('plan_name'),
      taskId: sql<number | null>`${jdTask.id}`.as('task_id'),
      taskStatus: sql<number | null>`${jdTask.status}`.as('task_status'),
      recordStatus: sql<number | null>`case ${jdTask.status} when ${T.passed}::int then ${R.passed}::int when ${T.unpassed}::int then ${R.unpassed}::int else ${R.pending}::int end`.as('record_status'),
    })
    .from(jdTask)
    .leftJoin(jdPlan, eq(jdPlan.id, jdTask.planId))
    .where(and(isNotNull(jdTask.certId), eq(jdTask.year, year), eq(jdTask.jdType, jdType), notExists(h.select({ one: sql`1` }).from(jdProd).where(eq(jdProd.taskId, jdTask.id)))));
  return viaProds.unionAll(firstTasks).as('jd_sup_all');
}

/**
 * Each certificate's supervision in one year and type, one row per certificate: the plan that
 * covers it, its task and its record. Where a certificate has several, the one in a plan and the
 * latest task win.
 */
export function certSupervision(h: DbOrTx, year: number, jdType: string) {
  const all = certSupervisionRows(h, year, jdType);
  return h
    .selectDistinctOn([all.certId], { certId: all.certId, planId: all.planId, planName: all.planName, taskId: all.taskId, taskStatus: all.taskStatus, recordStatus: all.recordStatus })
    .from(all)
    .orderBy(all.certId, sql`${all.planId} is null`, sql`${all.taskId} desc nulls last`)
    .as('jd_sup');
}

/** What a supervised product shows: the plan product with its certificate, enterprise, task and record. */
const prodSelection = {
  id: jdProd.id,
  planId: jdProd.planId,
  planName: jdPlan.name,
  taskId: jdProd.taskId,
  taskCode: jdTask.code,
  certId: jdProd.certId,
  certNo: zpCert.certNo,
  orgId: jdProd.orgId,
  orgName: sysOrg.name,
  productId: jdProd.productId,
  productName: sql<string | null>`coalesce(${zpCert.productName}, ${zpProduct.name})`,
  categoryId: zpCert.categoryId,
  categoryName: proCategory.name,
  areaCode: zpCert.areaCode,
  year: jdPlan.year,
  jdType: jdPlan.jdType,
  taskStatus: jdTask.status,
  recordId: jdRecord.id,
  jdOpinion: jdRecord.jdOpinion,
  testOpinion: jdRecord.testOpinion,
  recordStatus: jdRecord.status,
  sampling: jdProd.sampling,
  remark: jdProd.remark,
  createTime: jdProd.createTime,
};

/** The columns the supervised products' search fields (jdProdResource) filter and sort by. */
const PROD_COLUMNS: Readonly<Record<string, AnyPgColumn>> = {
  id: jdProd.id,
  planId: jdProd.planId,
  taskId: jdProd.taskId,
  taskCode: jdTask.code,
  certId: jdProd.certId,
  certNo: zpCert.certNo,
  orgId: jdProd.orgId,
  productName: zpCert.productName,
  year: jdPlan.year,
  jdType: jdPlan.jdType,
  taskStatus: jdTask.status,
  recordStatus: jdRecord.status,
  sampling: jdProd.sampling,
};

function joinProd<Q extends PgSelect>(q: Q) {
  return q
    .innerJoin(jdPlan, eq(jdPlan.id, jdProd.planId))
    .innerJoin(zpCert, eq(zpCert.id, jdProd.certId))
    .leftJoin(zpProduct, eq(zpProduct.id, jdProd.productId))
    .leftJoin(sysOrg, eq(sysOrg.id, jdProd.orgId))
    .leftJoin(proCategory, eq(proCategory.id, zpCert.categoryId))
    .leftJoin(jdTask, eq(jdTask.id, jdProd.taskId))
    .leftJoin(jdRecord, and(eq(jdRecord.taskId, jdProd.taskId), eq(jdRecord.prodId, jdProd.id)));
}

/** Supervised products matching `where`, in the given order (default: as they were added). */
export async function prodRows(h: DbOrTx, where: SQL | undefined, order: SQL[] = [asc(jdProd.id)], limit = 5000, offset = 0): Promise<Row[]> {
  return joinProd(h.select(prodSelection).from(jdProd).$dynamic()).where(where).orderBy(...order).limit(limit).offset(offset);
}

async function prodCount(h: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await joinProd(h.select({ total: count() }).from(jdProd).$dynamic()).where(where);
  return Number(total);
}

/** The search of the supervised products (jdProdResource's fields) within the caller's scope. */
function prodSearch(p: Principal, params: Record<string, unknown>) {
  const q = parseQuery(params, jdProdResource.fields);
  const where = and(jdProdScope(p), filtersToSql(q.filters, PROD_COLUMNS));
  const order = sortToSql(q.sort ?? { field: 'id', dir: 'desc' }, PROD_COLUMNS, jdProd.id);
  return { q, where, order };
}

/**
 * Certificates among `certIds` already supervised in this year and type other than as products of
 * plan `planId` (in another plan, or by one of the wall's first tasks): the first one's number, or null.
 */
export async function certElsewhere(tx: DbOrTx, certIds: readonly number[], year: number, jdType: string, planId: number): Promise<string | null> {
  if (!certIds.length) return null;
  const sup = certSupervisionRows(tx, year, jdType);
  const [taken] = await tx
    .select({ certNo: zpCert.certNo })
    .from(sup)
    .innerJoin(zpCert, eq(zpCert.id, sup.certId))
    .where(and(inArray(sup.certId, [...certIds]), sql`not (${sup.fromProd} and ${sup.planId} = ${planId}::int)`))
    .orderBy(asc(zpCert.certNo))
    .limit(1);
  return taken?.certNo ?? null;
}

/** The certificates named, locked while they are placed (two plans never take one at once); each must be valid. */
async function validCerts(tx: DbOrTx, certIds: readonly number[]): Promise<(typeof zpCert.$inferSelect)[]> {
  const certs = await tx.select().from(zpCert).where(inArray(zpCert.id, [...certIds])).orderBy(asc(zpCert.id)).for('update');
  if (certs.length !== certIds.length) throw badRequest(JD_MSG.certMissing);
  const invalid = certs.find((c) => c.status !== CERT_STATUS.valid);
  if (invalid) throw badRequest(JD_MSG.certNotValid(invalid.certNo));
  return certs;
}

/** Whether a plan product may still change: while its task may, or (without a task) while its plan is a draft or still running. */
function assertProdEditable(prod: ProdRow, plan: PlanRow, task: TaskRow | undefined): void {
  if (task) {
    if (!JD_TASK_EDITABLE.includes(task.status)) throw badRequest(JD_MSG.taskLocked(codeLabel('jdTaskStatus', task.status)));
    return;
  }
  // A product left without a task in a running plan (its task was deleted) may change until the plan ends.
  const waiting = prod.taskId === null && plan.status !== JD_PLAN_STATUS.completed;
  if (!planWindow('products').includes(plan.status) && !waiting) throw badRequest(JD_MSG.planLocked(codeLabel('jdPlanStatus', plan.status)));
}

/** Management with the edit permission of what the product hangs from (the plan, or the task). */
function assertMayEdit(p: Principal, inTask: boolean): void {
  if (inTask ? !can(p, PERMS.jdTask.taskEdit) : !can(p, PERMS.jdTask.planEdit)) throw forbidden(inTask ? JD_MSG.noTaskEdit : JD_MSG.noPlanEdit);
  if (!isManagement(p)) throw forbidden(JD_MSG.managementOnly);
}

async function lockedPlan(tx: DbOrTx, id: number): Promise<PlanRow> {
  const [plan] = await tx.select().from(jdPlan).where(eq(jdPlan.id, id)).for('update');
  if (!plan) throw notFound(jdPlanResource.title);
  return plan;
}

/** Valid certificates into a draft plan; those already in it are left as they are. */
async function addToPlan(tx: DbOrTx, planId: number, certIds: number[]): Promise<number[]> {
  const plan = await lockedPlan(tx, planId);
  if (!planWindow('products').includes(plan.status)) throw badRequest(JD_MSG.planLocked(codeLabel('jdPlanStatus', plan.status)));
  const certs = await validCerts(tx, certIds);
  const taken = await certElsewhere(tx, certIds, plan.year, plan.jdType, plan.id);
  if (taken) throw badRequest(JD_MSG.certInPlan(taken));
  const added = await tx
    .insert(jdProd)
    .values(certs.map((c) => ({ planId: plan.id, certId: c.id, productId: c.productId, orgId: c.orgId, sampling: hasSampling(plan.methods) })))
    .onConflictDoNothing()
    .returning({ id: jdProd.id });
  return added.map((r) => r.id);
}

/** The enterprise's valid certificates into its task (not yet sent): each becomes a product of the plan in the task, with its record. */
async function addToTask(tx: DbOrTx, p: Principal, taskId: number, certIds: number[]): Promise<number[]> {
  const [task] = await tx.select().from(jdTask).where(and(jdTaskScope(p), eq(jdTask.id, taskId))).for('update');
  if (!task) throw notFound(jdTaskResource.title);
  if (!JD_TASK_EDITABLE.includes(task.status)) throw badRequest(JD_MSG.taskLocked(codeLabel('jdTaskStatus', task.status)));
  // One of the wall's first tasks without a plan has nowhere to put products.
  if (task.planId === null) throw badRequest(JD_MSG.taskLocked(codeLabel('jdTaskStatus', task.status)));
  const plan = await lockedPlan(tx, task.planId);
  const certs = await validCerts(tx, certIds);
  if (certs.some((c) => c.orgId !== task.orgId)) throw badRequest(JD_MSG.certNotOrg);
  const inPlan = await tx.select().from(jdProd).where(and(eq(jdProd.planId, plan.id), inArray(jdProd.certId, certIds)));
  const elsewhere = inPlan.find((x) => x.taskId !== null && x.taskId !== task.id);
  if (elsewhere) throw badRequest(JD_MSG.certInPlan(certs.find((c) => c.id === elsewhere.certId)?.certNo ?? ''));
  const fresh = certs.filter((c) => !inPlan.some((x) => x.certId === c.id));
  const taken = await certElsewhere(tx, fresh.map((c) => c.id), plan.year, plan.jdType, plan.id);
  if (taken) throw badRequest(JD_MSG.certInPlan(taken));
  const inserted = fresh.length
    ? await tx
        .insert(jdProd)
        .values(fresh.map((c) => ({ planId: plan.id, certId: c.id, productId: c.productId, orgId: c.orgId, sampling: hasSampling(task.methods) })))
        .returning({ id: jdProd.id })
    : [];
  // Products of the plan waiting without a task join it too; those already in it stay.
  const joining = [...inPlan.filter((x) => x.taskId === null).map((x) => x.id), ...inserted.map((r) => r.id)];
  await attachProds(tx, task.id, plan, joining);
  await tx.update(jdTask).set({ updateTime: new Date() }).where(eq(jdTask.id, task.id));
  return joining;
}

/** A product with its plan and task, if the caller sees it (404 otherwise), locked for a change. */
async function visibleProd(tx: DbOrTx, p: Principal, id: number): Promise<{ prod: ProdRow; plan: PlanRow; task: TaskRow | undefined }> {
  const [prod] = await tx.select().from(jdProd).where(and(jdProdScope(p), eq(jdProd.id, id))).for('update');
  if (!prod) throw notFound(jdProdResource.title);
  const [plan] = await tx.select().from(jdPlan).where(eq(jdPlan.id, prod.planId));
  const [task] = prod.taskId === null ? [] : await tx.select().from(jdTask).where(eq(jdTask.id, prod.taskId));
  return { prod, plan, task };
}

export function registerProducts(app: FastifyInstance, db: Db): void {
  // Whoever sees tasks reaches these; writing needs management with the plan's or the task's edit permission.
  const taskList = { access: 'perm', perm: PERMS.jdTask.task } as const;

  route(app, jdProdCalls.add, taskList, async ({ body }, req) => {
    const p = principal(req);
    const target = body.taskId !== undefined ? { toTask: true, id: body.taskId } : body.planId !== undefined ? { toTask: false, id: body.planId } : null;
    if (!target || (body.taskId !== undefined && body.planId !== undefined)) throw badRequest(JD_MSG.prodTarget);
    const certIds = [...new Set(body.certIds)];
    assertMayEdit(p, target.toTask);
    const prodIds = await db.transaction((tx) => (target.toTask ? addToTask(tx, p, target.id, certIds) : addToPlan(tx, target.id, certIds)));
    const rows = prodIds.length ? await prodRows(db, inArray(jdProd.id, prodIds)) : [];
    return ok(rows, rows.length ? JD_MSG.prodsAdded(rows.length) : JD_MSG.prodsAllThere);
  });

  route(app, jdProdCalls.update, taskList, async ({ path: { id }, body }, req) => {
    const p = principal(req);
    const checked = validateRecord(jdProdResource, body, 'update');
    if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
    await db.transaction(async (tx) => {
      const { prod, plan, task } = await visibleProd(tx, p, id);
      assertMayEdit(p, prod.taskId !== null);
      assertProdEditable(prod, plan, task);
      const { sampling, remark } = checked.value as { sampling?: boolean | null; remark?: string | null };
      const set: Partial<ProdRow> = {};
      if (sampling !== undefined) set.sampling = sampling ?? false;
      if (remark !== undefined) set.remark = remark;
      if (Object.keys(set).length) await tx.update(jdProd).set(set).where(eq(jdProd.id, id));
    });
    return ok((await prodRows(db, eq(jdProd.id, id)))[0]);
  });

  const remove = async (ids: number[], p: Principal) => {
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const { prod, plan, task } = await visibleProd(tx, p, id);
        assertMayEdit(p, prod.taskId !== null);
        assertProdEditable(prod, plan, task);
        if (prod.taskId !== null) await tx.delete(jdRecord).where(and(eq(jdRecord.taskId, prod.taskId), eq(jdRecord.prodId, prod.id)));
        await tx.delete(jdProd).where(eq(jdProd.id, prod.id));
      }
    });
    return ok(ids.length);
  };
  // The calls document writes `DELETE /api/jd/prod/?ids=`: both forms answer.
  route(app, jdProdCalls.remove, taskList, async ({ set: { ids } }, req) => remove(ids, principal(req)));
  route(app, jdProdCalls.removeSlash, taskList, async ({ set: { ids } }, req) => remove(ids, principal(req)));

  route(app, jdProdCalls.page, taskList, async ({ query }, req) => {
    const { q, where, order } = prodSearch(principal(req), query);
    const [total, rows] = await Promise.all([prodCount(db, where), prodRows(db, where, order, q.size, (q.pn - 1) * q.size)]);
    return ok(toPage(rows, total, q));
  });

  route(app, jdProdCalls.lst, taskList, async ({ query }, req) => {
    const { where, order } = prodSearch(principal(req), query);
    return ok(await prodRows(db, where, order));
  });
}
