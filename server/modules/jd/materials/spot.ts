/**
 * The testing unit's spot-test items of a task (jd_spot, jdSpotResource; ours in the spec's grammar:
 * the spec gives the item types, not the call), on the resource engine:
 *   POST /api/jd/spot/page (+ /export)   search; GET /api/jd/spot/{id}
 *   POST /api/jd/spot/lst {taskId}        a task's items, in the order recorded
 *   PUT  /api/jd/spot, PUT /api/jd/spot/{id}, DELETE /api/jd/spot?ids=
 * Read by whoever sees the task (management all, the task's units, the enterprise its own once
 * sent). Written by the testing unit of the task while it samples (JD_TASK_SAMPLING), and only on
 * a task that samples (JD_MSG.notSampling). The spot type follows the item type (spotTypeOf); a
 * product item names a product of the task (the prodId of its jd_prod); the test report is the
 * testing unit's own upload (a PDF or a picture of it); a sample number is used once in a task.
 *
 * After every write each product touched gets its test opinion on its record (jd_record): 不合格
 * when one of its product items is, 合格 when every item with a result is 合格, 无 while none is
 * tested. Writes lock the task row first, so a write and a move of the flow are judged one after
 * the other (a delete locks its items before the task, as an update does).
 */
import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SPOT_ITEM_TYPE, spotTypeOf, TEST_OPINION } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { refTokens } from '../../../../src/domain/resource';
import { hasSampling, JD_MSG, jdSpotResource } from '../../../../src/domain/resources/jd';
import { JD_TASK_SAMPLING } from '../../../../src/domain/workflows/jdTask';
import { UPLOAD_TYPES } from '../../../../src/domain/upload';
import type { Db, DbOrTx } from '../../../db/client';
import { fileBaseInfo, jdProd, jdRecord, jdSitePlan, jdSpot, jdTask, zpProduct } from '../../../db/schema';
import { principal, type Principal } from '../../../http/auth';
import { badRequest, notFound, ok } from '../../../http/envelope';
import { registerResource } from '../../../http/resource';
import { existingId, jdFileUrl, lockTask, type Row } from './matCommon';
import { route } from '../../../http/contract';
import { jdSpotCalls } from '../../../../src/domain/calls/jdTask';
import { assertTaskTestUnit, jdTaskScope, visibleTask, type JdTaskRow } from '../shared/scope';

type SpotRow = typeof jdSpot.$inferSelect;

/** Items of the tasks the caller sees. */
export const jdSpotScope = (p: Principal): SQL | undefined => {
  const tasks = jdTaskScope(p);
  return tasks ? sql`exists (select 1 from ${jdTask} where ${jdTask.id} = ${jdSpot.taskId} and ${tasks})` : undefined;
};

/** A task that samples, written by its testing unit while it samples. */
function assertSpotWriter(p: Principal, task: JdTaskRow): void {
  if (!hasSampling(task.methods)) throw badRequest(JD_MSG.notSampling);
  assertTaskTestUnit(p, task, JD_TASK_SAMPLING);
}

/**
 * The products' test opinions from their product items, `without` the items about to go. One
 * statement per product, reading only jd_spot inside its subquery, so it is judged on the rows as
 * they are now (the task is locked, so no other write of its items runs meanwhile).
 */
export async function refreshTestOpinions(tx: DbOrTx, taskId: number, prodIds: readonly (number | null | undefined)[], without: readonly number[] = []): Promise<void> {
  const ids = [...new Set(prodIds.filter((id): id is number => typeof id === 'number'))];
  const now = new Date();
  for (const prodId of ids) {
    const items = and(eq(jdSpot.taskId, taskId), eq(jdSpot.prodId, prodId), eq(jdSpot.itemType, SPOT_ITEM_TYPE.product), without.length ? notInArray(jdSpot.id, [...without]) : undefined);
    const opinion = sql`(select case when bool_or(${jdSpot.testOpinion} = ${TEST_OPINION.unqualified}) then ${TEST_OPINION.unqualified}::int when bool_or(${jdSpot.testOpinion} = ${TEST_OPINION.qualified}) then ${TEST_OPINION.qualified}::int else ${TEST_OPINION.none}::int end from ${jdSpot} where ${items})`;
    await tx.update(jdRecord).set({ testOpinion: opinion, updateTime: now }).where(and(eq(jdRecord.taskId, taskId), eq(jdRecord.prodId, prodId)));
  }
}

/** The test report: one file, the caller's organisation's own upload, a PDF or a picture. */
async function checkReport(tx: DbOrTx, p: Principal, raw: unknown): Promise<string | null> {
  const tokens = refTokens(raw);
  if (!tokens.length) return null;
  const id = Number(tokens[0]);
  const [file] = tokens.length === 1 && /^\d{1,9}$/.test(tokens[0]) ? await tx.select({ orgId: fileBaseInfo.orgId, ext: fileBaseInfo.ext }).from(fileBaseInfo).where(eq(fileBaseInfo.id, id)) : [];
  if (!file || p.orgId === null || file.orgId !== p.orgId || !(UPLOAD_TYPES.pdf as readonly string[]).includes(file.ext.toLowerCase())) throw badRequest(JD_MSG.reportNotOwn);
  return String(id);
}

async function checkProduct(tx: DbOrTx, taskId: number, prodId: unknown): Promise<number> {
  if (prodId === null || prodId === undefined) throw badRequest(JD_MSG.spotProductNeeded);
  const [prod] = await tx.select({ id: jdProd.id }).from(jdProd).where(and(eq(jdProd.id, prodId as number), eq(jdProd.taskId, taskId)));
  if (!prod) throw badRequest(JD_MSG.spotProductNotInTask);
  return prod.id;
}

async function checkVisit(tx: DbOrTx, taskId: number, sitePlanId: unknown): Promise<number | null> {
  if (sitePlanId === null || sitePlanId === undefined) return null;
  const [visit] = await tx.select({ id: jdSitePlan.id }).from(jdSitePlan).where(and(eq(jdSitePlan.id, sitePlanId as number), eq(jdSitePlan.taskId, taskId)));
  if (!visit) throw badRequest(JD_MSG.spotPlanNotInTask);
  return visit.id;
}

async function checkSampleNo(tx: DbOrTx, taskId: number, sampleNo: string, self: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: jdSpot.id })
    .from(jdSpot)
    .where(and(eq(jdSpot.taskId, taskId), eq(jdSpot.sampleNo, sampleNo), self !== null ? ne(jdSpot.id, self) : undefined))
    .limit(1);
  if (taken) throw badRequest(JD_MSG.sampleNoTaken(sampleNo));
}

/** Items as the calls answer them: the task's code, the product's name, the visit as onSitePlanId, the report's name and address. */
async function presentSpots(rows: Row[], h: DbOrTx): Promise<Row[]> {
  const spots = rows.map((r) => r as SpotRow);
  const taskIds = [...new Set(spots.map((s) => s.taskId))];
  const prodIds = [...new Set(spots.map((s) => s.prodId).filter((id): id is number => id !== null))];
  const reportIds = [...new Set(spots.flatMap((s) => refTokens(s.reportAnnexId).map(Number)).filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31))];
  const [tasks, prods, reports] = await Promise.all([
    taskIds.length ? h.select({ id: jdTask.id, code: jdTask.code }).from(jdTask).where(inArray(jdTask.id, taskIds)) : [],
    prodIds.length ? h.select({ id: jdProd.id, name: zpProduct.name }).from(jdProd).innerJoin(zpProduct, eq(zpProduct.id, jdProd.productId)).where(inArray(jdProd.id, prodIds)) : [],
    reportIds.length ? h.select({ id: fileBaseInfo.id, name: fileBaseInfo.name }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, reportIds)) : [],
  ]);
  const code = new Map(tasks.map((t) => [t.id, t.code]));
  const product = new Map(prods.map((x) => [x.id, x.name]));
  const report = new Map(reports.map((f) => [f.id, f.name]));
  return spots.map(({ sitePlanId, ...s }) => {
    const reportId = s.reportAnnexId ? Number(s.reportAnnexId) : null;
    const reportName = reportId !== null ? (report.get(reportId) ?? null) : null;
    return {
      ...s,
      onSitePlanId: sitePlanId,
      taskCode: code.get(s.taskId) ?? null,
      productName: s.prodId !== null ? (product.get(s.prodId) ?? null) : null,
      reportName,
      reportUrl: reportId !== null && reportName !== null ? jdFileUrl(s.taskId, reportId) : null,
    };
  });
}

export function registerSpots(app: FastifyInstance, db: Db): void {
  const read = PERMS.jdTask.task;
  registerResource(app, db, {
    resource: 'jdSpot',
    table: jdSpot,
    scope: jdSpotScope,
    present: presentSpots,
    async beforeWrite({ tx, user }, value, id) {
      const { onSitePlanId, ...rest } = value;
      const out: Row = { ...rest };
      if (id === null) {
        const seen = await visibleTask(tx, user, value.taskId);
        const task = await lockTask(tx, seen.id);
        assertSpotWriter(user, task);
        const itemType = Number(value.itemType);
        out.spotType = spotTypeOf(itemType);
        if (itemType === SPOT_ITEM_TYPE.product) out.prodId = await checkProduct(tx, task.id, value.prodId);
        else if (value.prodId !== null && value.prodId !== undefined) throw badRequest(JD_MSG.spotProductOnlyForProduct);
        else out.prodId = null;
        out.sitePlanId = await checkVisit(tx, task.id, onSitePlanId);
        await checkSampleNo(tx, task.id, String(value.sampleNo), null);
        out.reportAnnexId = await checkReport(tx, user, value.reportAnnexId);
        out.createBy = user.id;
        return out;
      }
      // The engine found and locked the item in the caller's scope; its task is locked next.
      const [stored] = await tx.select().from(jdSpot).where(eq(jdSpot.id, id as number));
      if (!stored) throw notFound(jdSpotResource.title);
      const task = await lockTask(tx, stored.taskId);
      assertSpotWriter(user, task);
      const itemType = 'itemType' in value ? Number(value.itemType) : stored.itemType;
      if ('itemType' in value) out.spotType = spotTypeOf(itemType);
      if (itemType === SPOT_ITEM_TYPE.product) {
        if ('prodId' in value || stored.prodId === null) out.prodId = await checkProduct(tx, task.id, 'prodId' in value ? value.prodId : stored.prodId);
      } else {
        if (value.prodId !== null && value.prodId !== undefined) throw badRequest(JD_MSG.spotProductOnlyForProduct);
        out.prodId = null;
      }
      if ('onSitePlanId' in value) out.sitePlanId = await checkVisit(tx, task.id, onSitePlanId);
      if ('sampleNo' in value) await checkSampleNo(tx, task.id, String(value.sampleNo), stored.id);
      if ('reportAnnexId' in value) out.reportAnnexId = await checkReport(tx, user, value.reportAnnexId);
      return out;
    },
    async afterWrite({ tx }, row, before) {
      await refreshTestOpinions(tx, row.taskId as number, [row.prodId as number | null, before?.prodId as number | null | undefined]);
    },
    async beforeDelete({ tx, user }, ids) {
      const spotIds = ids.map(Number);
      const rows = await tx.select().from(jdSpot).where(inArray(jdSpot.id, spotIds)).orderBy(jdSpot.id).for('update');
      for (const taskId of [...new Set(rows.map((r) => r.taskId))].sort((a, b) => a - b)) {
        const task = await lockTask(tx, taskId);
        assertSpotWriter(user, task);
        await refreshTestOpinions(
          tx,
          taskId,
          rows.filter((r) => r.taskId === taskId).map((r) => r.prodId),
          spotIds,
        );
      }
    },
  });

  route(app, jdSpotCalls.lst, { access: 'perm', perm: read }, async ({ set }, req) => {
    const task = await visibleTask(db, principal(req), existingId(set.taskId, 'taskId', '监督任务'));
    const rows = await db.select().from(jdSpot).where(eq(jdSpot.taskId, task.id)).orderBy(jdSpot.id);
    return ok(await presentSpots(rows, db));
  });
}
