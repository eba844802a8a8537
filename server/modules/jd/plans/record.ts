/**
 * 监督记录: each product's result in a task (the unit's opinion, the test opinion, management's
 * conclusion), seen by whoever sees the task.
 *   POST /api/jd/record/page|lst|export, GET /api/jd/record/{id}
 *   PUT  /api/jd/record/{id} {remark?, jdOpinion?}   the remark (management, or the unit until the task ends);
 *        the opinion only by the supervision unit while the report is written
 *   POST /api/jd/record/noPassRecordPage            不通过列表: records at 不通过, paged (the same filters), each with reformId and reformStatus
 *   POST /api/jd/record/selectJdRecodTotalCount     {total, pending, passed, unpassed} (optional filters)
 *   GET  /api/jd/record/getJdRecordByTaskId/{taskId}, GET /api/jd/record/byTask?taskId=   a task's records
 *   POST /api/jd/record/findRecordByTaskId {taskId}  {records, total, passed, unpassed, pending}
 *   PUT  /api/jd/record/findRecordByProdIds {prodIds}   the records of these plan products
 *   POST /api/jd/record/updateJdOpt {items: [{id, jdOpinion, remark?}]}   the unit's opinions, all or nothing
 *   POST /api/jd/record/updateJdStatusMultiterm {ids, status}   management's result per product (监督报告 only)
 *   POST /api/jd/record/updJdType {ids, jdType}       management: the supervision type of records
 *   POST /api/jd/record/jdExportRecordPage, POST /api/jd/record/jdExportRecord   the export's rows, and its .xlsx
 */
import { and, asc, count, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { CODE_LISTS, codeLabel, JD_RECORD_STATUS, JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { type FieldError, fieldErrorText, validateRecord } from '../../../../src/domain/resource';
import { EXPORT_MAX_ROWS } from '../../../../src/domain/resources';
import { JD_LIMITS, JD_MSG, JD_OPINIONS, jdRecordResource } from '../../../../src/domain/resources/jd';
import { JD_TASK_ENDED, JD_TASK_REPORTING } from '../../../../src/domain/workflows/jdTask';
import type { Db, DbOrTx } from '../../../db/client';
import { jdRecord, jdTask } from '../../../db/schema';
import { isManagement, principal, type Principal } from '../../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope';
import { toWorkbook } from '../../../http/export';
import { writeOpLog } from '../../../http/oplog';
import { registerResource } from '../../../http/resource';
import { route } from '../../../http/contract';
import { jdOpinionItem, jdRecordCalls as C } from '../../../../src/domain/calls/jdRecord';
import { refusalText } from '../../../../src/domain/calls/call';
import { filtersToSql, parseQuery, sortToSql, toPage } from '../../../http/search';
import { exportFields, presentRecords, sendXlsx } from '../shared/present';
import { reformsOfRecords } from '../reform/reform';
import { assertTaskStatus, assertTaskUnit, isTaskUnit, jdRecordScope, visibleTask } from '../shared/scope';

type Row = Record<string, unknown>;
type RecordRow = typeof jdRecord.$inferSelect;

const R = JD_RECORD_STATUS;
const RECORD_COLUMNS = getTableColumns(jdRecord) as unknown as Readonly<Record<string, AnyPgColumn>>;
const RESULTS: readonly number[] = [R.passed, R.unpassed];

/** Records matching the search (jdRecordResource's fields) within the caller's scope, and `extra`. */
function recordSearch(p: Principal, params: Record<string, unknown>, extra?: SQL) {
  const q = parseQuery(params, jdRecordResource.fields);
  const where = and(jdRecordScope(p), filtersToSql(q.filters, RECORD_COLUMNS), extra);
  const order = sortToSql(q.sort ?? { field: 'id', dir: 'desc' }, RECORD_COLUMNS, jdRecord.id);
  return { q, where, order };
}

async function recordPage(db: Db, p: Principal, params: Record<string, unknown>, extra?: SQL) {
  const { q, where, order } = recordSearch(p, params, extra);
  const [{ total }] = await db.select({ total: count() }).from(jdRecord).where(where);
  const rows = await db.select().from(jdRecord).where(where).orderBy(...order).limit(q.size).offset((q.pn - 1) * q.size);
  return toPage(await presentRecords(rows, db), Number(total), q);
}

/** Totals by result (a badge's figures). */
async function totalsOf(h: DbOrTx, where: SQL | undefined): Promise<{ total: number; pending: number; passed: number; unpassed: number }> {
  const rows = await h.select({ status: jdRecord.status, n: count() }).from(jdRecord).where(where).groupBy(jdRecord.status);
  const of = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { total: rows.reduce((n, r) => n + Number(r.n), 0), pending: of(R.pending), passed: of(R.passed), unpassed: of(R.unpassed) };
}

/** A task's records (the task seen by the caller, else 404), with their products' names. */
async function recordsOfTask(db: Db, p: Principal, taskId: number): Promise<Row[]> {
  const task = await visibleTask(db, p, taskId);
  return presentRecords(await db.select().from(jdRecord).where(eq(jdRecord.taskId, task.id)).orderBy(asc(jdRecord.id)), db);
}

/** A record the caller sees and its task, locked for a change (404 otherwise). */
async function lockedRecord(tx: DbOrTx, p: Principal, id: number): Promise<{ record: RecordRow; task: typeof jdTask.$inferSelect }> {
  const [record] = await tx.select().from(jdRecord).where(and(jdRecordScope(p), eq(jdRecord.id, id))).for('update');
  if (!record) throw notFound(jdRecordResource.title);
  const [task] = await tx.select().from(jdTask).where(eq(jdTask.id, record.taskId));
  return { record, task };
}

const fieldError = (r: { error: FieldError }) => badRequest(fieldErrorText(r.error));

/** One opinion of `updateJdOpt`, checked as the record's own fields are. */
function opinionItem(raw: unknown): { id: number; jdOpinion: number; remark?: string | null } {
  const parsed = jdOpinionItem.safeParse(raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {});
  if (!parsed.success) throw badRequest(refusalText(jdOpinionItem, parsed.error.issues[0]));
  const { id, ...item } = parsed.data;
  const checked = validateRecord(jdRecordResource, { jdOpinion: item.jdOpinion, ...(item.remark === undefined ? {} : { remark: item.remark }) }, 'update');
  if (!checked.ok) throw fieldError(checked);
  const jdOpinion = checked.value.jdOpinion;
  if (typeof jdOpinion !== 'number' || !JD_OPINIONS.includes(jdOpinion)) throw badRequest(JD_MSG.opinionWanted);
  return { id, jdOpinion, ...('remark' in checked.value ? { remark: checked.value.remark as string | null } : {}) };
}

function assertManagement(p: Principal): void {
  if (!isManagement(p)) throw forbidden(JD_MSG.managementOnly);
}

export function registerRecords(app: FastifyInstance, db: Db): void {
  const list = PERMS.jdTask.task;
  registerResource(app, db, {
    resource: 'jdRecord',
    table: jdRecord,
    scope: jdRecordScope,
    present: presentRecords,
    async beforeWrite({ tx, user }, value, id) {
      const { task } = await lockedRecord(tx, user, id as number);
      if (value.jdOpinion === null) delete value.jdOpinion;
      if ('jdOpinion' in value) {
        assertTaskUnit(user, task, JD_TASK_REPORTING);
        if (!JD_OPINIONS.includes(value.jdOpinion as number)) throw badRequest(JD_MSG.opinionWanted);
      }
      if ('remark' in value && !isManagement(user)) {
        if (!isTaskUnit(user, task)) throw forbidden(JD_MSG.notAssigned);
        if (JD_TASK_ENDED.includes(task.status)) throw badRequest(JD_MSG.notNow(codeLabel('jdTaskStatus', task.status)));
      }
      return value;
    },
  });

  const listAccess = { access: 'perm', perm: list } as const;
  const managementAccess = { access: 'perm', perm: PERMS.jdTask.taskEdit } as const;

  // Each unpassed product with its rectification (reformId, reformStatus; null before the task concluded).
  route(app, C.noPassPage, { access: 'perm', perm: PERMS.jdReform.nonPass }, async ({ set }, req) => {
    const page = await recordPage(db, principal(req), set, eq(jdRecord.status, R.unpassed));
    const reforms = await reformsOfRecords(db, page.content.map((r) => r.id as number));
    return ok({ ...page, content: page.content.map((r) => ({ ...r, reformId: reforms.get(r.id as number)?.id ?? null, reformStatus: reforms.get(r.id as number)?.status ?? null })) });
  });

  route(app, C.totals, listAccess, async ({ set }, req) => {
    const { where } = recordSearch(principal(req), set);
    return ok(await totalsOf(db, where));
  });

  route(app, C.byTask, listAccess, async ({ path }, req) => ok(await recordsOfTask(db, principal(req), path.taskId)));

  route(app, C.byTaskQuery, listAccess, async ({ query }, req) => ok(await recordsOfTask(db, principal(req), query.taskId)));

  route(app, C.findByTask, listAccess, async ({ set }, req) => {
    const records = await recordsOfTask(db, principal(req), set.taskId);
    const of = (s: number) => records.filter((r) => r.status === s).length;
    return ok({ records, total: records.length, passed: of(R.passed), unpassed: of(R.unpassed), pending: of(R.pending) });
  });

  route(app, C.byProds, listAccess, async ({ set: { prodIds } }, req) => {
    const rows = await db.select().from(jdRecord).where(and(jdRecordScope(principal(req)), inArray(jdRecord.prodId, prodIds))).orderBy(asc(jdRecord.id));
    return ok(await presentRecords(rows, db));
  });

  route(app, C.opinion, { access: 'perm', perm: PERMS.jdTask.unitTask }, async ({ body }, req) => {
    const p = principal(req);
    const raw = body.items;
    if (!Array.isArray(raw) || !raw.length) throw badRequest(JD_MSG.itemsNeeded);
    if (raw.length > JD_LIMITS.items) throw badRequest(JD_MSG.tooManyItems(JD_LIMITS.items));
    const items = raw.map(opinionItem);
    await db.transaction(async (tx) => {
      for (const item of items) {
        const { task } = await lockedRecord(tx, p, item.id);
        assertTaskUnit(p, task, JD_TASK_REPORTING);
        await tx
          .update(jdRecord)
          .set({ jdOpinion: item.jdOpinion, ...('remark' in item ? { remark: item.remark ?? null } : {}), updateTime: new Date() })
          .where(eq(jdRecord.id, item.id));
      }
    });
    return ok({ count: items.length });
  });

  route(app, C.statusMulti, managementAccess, async ({ body }, req) => {
    const p = principal(req);
    const ids = body.ids;
    const status = Number(body.status);
    if (typeof body.status === 'boolean' || !RESULTS.includes(status)) throw badRequest(JD_MSG.resultWanted);
    assertManagement(p);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const { task } = await lockedRecord(tx, p, id);
        // Management judges each product while the report is before it; concluding the task applies the rest.
        assertTaskStatus(task, [JD_TASK_STATUS.report]);
        await tx.update(jdRecord).set({ status, updateTime: new Date() }).where(eq(jdRecord.id, id));
      }
    });
    return ok({ ids, status });
  });

  route(app, C.jdType, managementAccess, async ({ body }, req) => {
    const p = principal(req);
    const ids = body.ids;
    const jdType = typeof body.jdType === 'string' || typeof body.jdType === 'number' ? String(body.jdType).trim() : '';
    if (!CODE_LISTS.jdType.items.some((i) => String(i.value) === jdType)) throw badRequest(JD_MSG.jdTypeWanted);
    assertManagement(p);
    await db.transaction(async (tx) => {
      for (const id of ids) await lockedRecord(tx, p, id);
      await tx.update(jdRecord).set({ jdType, updateTime: new Date() }).where(inArray(jdRecord.id, ids));
    });
    return ok({ ids, jdType });
  });

  route(app, C.exportPage, listAccess, async ({ set }, req) => ok(await recordPage(db, principal(req), set)));

  route(app, C.exportExcel, listAccess, async ({ set }, req, reply) => {
    const p = principal(req);
    const { q, where, order } = recordSearch(p, set);
    const rows = await presentRecords(await db.select().from(jdRecord).where(where).orderBy(...order).limit(EXPORT_MAX_ROWS), db);
    const file = await toWorkbook(jdRecordResource.title, exportFields(jdRecordResource.fields), rows);
    await writeOpLog(db, p, 'EXPORT', jdRecordResource.name, null, { filters: q.filters, rows: rows.length }, req.ip);
    return sendXlsx(reply, `${jdRecordResource.title}.xlsx`, file);
  });
}
