/**
 * 整改 (rectification) of products whose supervision did not pass (flows: ./reformFlows.ts):
 *   GET  /api/jd/reform/{id}, POST /api/jd/reform/page|lst|export   rectifications in the caller's scope,
 *        with the task's code, the enterprise, the certificate and the supervision unit
 *   GET  /api/jd/reform/notice?id=                  the rectification's notice (made when missing)
 *   POST /api/jd/record/updateNoPassProd {ids (record ids), deadline, items, suspendCert?}
 *        management starts rectifying unpassed products, all or nothing
 *   PUT  /api/jd/reform/report {id, reportFileId, measures, annexIds?}
 *        the enterprise saves its rectification report and evidence while it rectifies (the `report` work)
 *   POST /api/jd/record/updateNopassAnnex {id, reportFileId, measures, annexIds?, opinion?}
 *        the enterprise saves its rectification report and submits it, in one
 *   POST /api/jd/record/updateReformViewMultiterm {ids, status, opinion?, values?, action?}
 *        moves by the status wanted, all or nothing (`action` names the move where two reach the same status)
 *   POST /api/jd/record/tayPassRecordPage           待验证产品: rectifications and exits awaiting verification (management)
 * The exit's calls are in ../exit/exit.ts, the daily job in ./reformJob.ts.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { codeLabel, JD_RECORD_STATUS, JD_TASK_STATUS, REFORM_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import type { ResourceDef } from '../../../../src/domain/resource';
import { EXPORT_MAX_ROWS } from '../../../../src/domain/resources';
import { failedSpotsText, JD_REFORM_MSG, JD_REFORM_PAGES, jdReformResource, nonconformitiesText, type JdFailure, type ToValidateRow } from '../../../../src/domain/resources/jdReform';
import { checkMove, type WorkflowDef } from '../../../../src/domain/workflows/engine';
import { EXIT_VERIFYING, jdExitFlow } from '../../../../src/domain/workflows/jdExit';
import { jdReformFlow, REFORM_VERIFYING } from '../../../../src/domain/workflows/jdReform';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { fileBaseInfo, jdExit, jdRecord, jdReform, jdTask, zpCert } from '../../../db/schema';
import { isManagement, principal, type Principal } from '../../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope';
import { toWorkbook } from '../../../http/export';
import { writeOpLog } from '../../../http/oplog';
import { route } from '../../../http/contract';
import { jdReformCalls, type listingCalls, type statusMoveBody } from '../../../../src/domain/calls/jdReform';
import { filtersToSql, parseQuery, sortToSql, toPage } from '../../../http/search';
import { actorFacts, moveBody, relationsOf, runMove, type FlowBinding, type Move } from '../../../http/workflow';
import { sendStoredFile } from '../../file/download';
import { exportFields, idsOf, orgNames, sendXlsx, taskCodes } from '../shared/present';
import { makeReformNotice, prefilledItems, REFORM_TEXT, reformScope, registerReformFlows, saveReformReport, type ReformRow } from './reformFlows';
import { failuresOf } from './reformFindings';
import { jdRecordScope } from '../shared/scope';

type Row = Record<string, unknown>;

/** A list of a flow's records joined with their certificate (its number and status searchable). */
export interface Listing {
  readonly def: ResourceDef;
  readonly table: PgTable;
  readonly idCol: AnyPgColumn;
  readonly certIdCol: AnyPgColumn;
  readonly scope: (p: Principal) => SQL | undefined;
  readonly present: (rows: Row[], h: DbOrTx) => Promise<Row[]>;
}

const columnsOf = (l: Listing): Record<string, AnyPgColumn> => ({ ...(getTableColumns(l.table) as unknown as Record<string, AnyPgColumn>), certNo: zpCert.certNo, certStatus: zpCert.status });

function listSearch(l: Listing, p: Principal, params: Record<string, unknown>, extra?: SQL) {
  const columns = columnsOf(l);
  const q = parseQuery(params, l.def.fields);
  const where = and(l.scope(p), filtersToSql(q.filters, columns), extra);
  const order = sortToSql(q.sort ?? { field: 'id', dir: 'desc' }, columns, l.idCol);
  return { q, where, order };
}

const selectJoined = (h: DbOrTx, l: Listing) => h.select(getTableColumns(l.table)).from(l.table).leftJoin(zpCert, eq(zpCert.id, l.certIdCol));

export async function listPage(db: Db, l: Listing, p: Principal, params: Record<string, unknown>, extra?: SQL) {
  const { q, where, order } = listSearch(l, p, params, extra);
  const [{ total }] = await db.select({ total: count() }).from(l.table).leftJoin(zpCert, eq(zpCert.id, l.certIdCol)).where(where);
  const rows = (await selectJoined(db, l).where(where).orderBy(...order).limit(q.size).offset((q.pn - 1) * q.size)) as Row[];
  return toPage(await l.present(rows, db), Number(total), q);
}

/** page, lst, export and get of a listing, by its calls. */
export function registerListing(app: FastifyInstance, db: Db, l: Listing, calls: ReturnType<typeof listingCalls>, perm: string): void {
  const access = { access: 'perm', perm } as const;
  route(app, calls.page, access, async ({ set }, req) => ok(await listPage(db, l, principal(req), set)));
  route(app, calls.lst, access, async ({ set }, req) => {
    const { where, order } = listSearch(l, principal(req), set);
    return ok(await l.present((await selectJoined(db, l).where(where).orderBy(...order).limit(EXPORT_MAX_ROWS)) as Row[], db));
  });
  route(app, calls.export, access, async ({ set }, req, reply) => {
    const p = principal(req);
    const { q, where, order } = listSearch(l, p, set);
    const rows = await l.present((await selectJoined(db, l).where(where).orderBy(...order).limit(EXPORT_MAX_ROWS)) as Row[], db);
    const file = await toWorkbook(l.def.title, exportFields(l.def.fields), rows);
    await writeOpLog(db, p, 'EXPORT', l.def.name, null, { filters: q.filters, rows: rows.length }, req.ip);
    return sendXlsx(reply, `${l.def.title}.xlsx`, file);
  });
  route(app, calls.one, access, async ({ path: { id } }, req) => {
    const [row] = (await db.select().from(l.table).where(and(l.scope(principal(req)), eq(l.idCol, id)))) as Row[];
    if (!row) throw notFound(l.def.title);
    return ok((await l.present([row], db))[0]);
  });
}

/** The certificates' numbers and statuses of the rows. */
export async function certFacts(h: DbOrTx, rows: readonly Row[]): Promise<Map<number, { certNo: string; status: number }>> {
  const ids = idsOf(rows, 'certId');
  if (!ids.length) return new Map();
  const certs = await h.select({ id: zpCert.id, certNo: zpCert.certNo, status: zpCert.status }).from(zpCert).where(inArray(zpCert.id, ids));
  return new Map(certs.map((c) => [c.id, { certNo: c.certNo, status: c.status }]));
}

const NO_FAILURE: JdFailure = { spots: [], nons: [] };

/** Rectifications with the task's code, the enterprise's and the unit's names, the certificate's number and status. */
export async function presentReforms(rows: Row[], h: DbOrTx): Promise<Row[]> {
  const recordIds = idsOf(rows, 'recordId');
  const [codes, orgs, certs, records] = await Promise.all([
    taskCodes(h, idsOf(rows, 'taskId')),
    orgNames(h, idsOf(rows, 'orgId', 'unitId')),
    certFacts(h, rows),
    recordIds.length ? h.select({ id: jdRecord.id, taskId: jdRecord.taskId, prodId: jdRecord.prodId, productId: jdRecord.productId, testOpinion: jdRecord.testOpinion }).from(jdRecord).where(inArray(jdRecord.id, recordIds)) : Promise.resolve([]),
  ]);
  const failures = await failuresOf(h, records);
  const testOpinion = new Map(records.map((r) => [r.id, r.testOpinion]));
  return rows.map((r) => ({
    ...r,
    // What failed: the product's test result, its failing spot results and the nonconformities.
    testOpinion: testOpinion.get(r.recordId as number) ?? null,
    failedSpots: failedSpotsText(failures.get(r.recordId as number) ?? NO_FAILURE) || null,
    nonconformities: nonconformitiesText(failures.get(r.recordId as number) ?? NO_FAILURE) || null,
    taskCode: codes.get(r.taskId as number) ?? null,
    orgName: orgs.get(r.orgId as number) ?? null,
    unitName: typeof r.unitId === 'number' ? (orgs.get(r.unitId) ?? null) : null,
    certNo: certs.get(r.certId as number)?.certNo ?? null,
    certStatus: certs.get(r.certId as number)?.status ?? null,
  }));
}

/**
 * The move of a record that reaches `wanted` from where it stands, for this caller: the one their
 * actor rule fits; where two fit (异议成立 and 驳回异议 both end a rectification), `action` says which.
 */
export function moveTo(def: WorkflowDef, b: FlowBinding, p: Principal, row: Row, wanted: number, action: string | null): string {
  const status = Number(row[b.statusColumn]);
  const into = def.transitions.filter((t) => t.to === wanted && (t.from as readonly number[]).includes(status));
  if (!into.length) throw badRequest(`不能从“${codeLabel(def.statusCodes, status)}”改为“${codeLabel(def.statusCodes, wanted) || String(wanted)}”`);
  if (action !== null) {
    if (!into.some((t) => t.action === action)) throw badRequest(`操作 ${action.slice(0, 30)} 不能改为“${codeLabel(def.statusCodes, wanted)}”`);
    return action;
  }
  const facts = actorFacts(p, relationsOf(b.def, p, row));
  const fitting = into.filter((t) => checkMove(def, t.action, status, facts, '-').ok);
  if (fitting.length > 1) throw badRequest(REFORM_TEXT.ambiguous(fitting.map((t) => `${t.action} ${t.label}`).join('、')));
  return (fitting[0] ?? into[0]).action;
}

/** `{ids, status, opinion?, annexIds?, values?, action?}` of a call that moves records by the status wanted. */
export function statusBody(body: z.output<typeof statusMoveBody>): { ids: number[]; wanted: number; action: string | null; move: Omit<Move, 'id' | 'action'> } {
  const { ids } = body;
  const wanted = Number(body.status);
  if (body.status === undefined || body.status === null || body.status === '' || typeof body.status === 'boolean' || !Number.isInteger(wanted)) throw badRequest('参数 status 必须是状态代码');
  if (body.action !== undefined && body.action !== null && (typeof body.action !== 'string' || !body.action.trim())) throw badRequest('参数 action 必须是操作名称');
  const action = typeof body.action === 'string' ? body.action.trim() : null;
  const { opinion, annexIds, values } = moveBody({ id: ids[0], action: 'status', opinion: body.opinion, annexIds: body.annexIds, values: body.values });
  return { ids, wanted, action, move: { opinion, annexIds, values } };
}

/** Sends a stored notice (by its file id), as an attachment or (disposition=inline) to open. */
export async function sendNotice(req: FastifyRequest, reply: FastifyReply, db: Db, config: Config, fileId: number, disposition: unknown): Promise<FastifyReply> {
  const [file] = await db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, fileId));
  if (!file) throw notFound('通知书');
  return sendStoredFile(req, reply, file, config.filesDir, disposition);
}

export const reformListing: Listing = { def: jdReformResource, table: jdReform, idCol: jdReform.id, certIdCol: jdReform.certId, scope: reformScope, present: presentReforms };

/** A route's day (YYYY-MM-DD) as the rows' `since`. */
const isoOf = (t: unknown) => (t instanceof Date ? t.toISOString() : new Date(0).toISOString());

export function registerReform(app: FastifyInstance, db: Db, config: Config): void {
  registerReformFlows(app, db, config);
  const listPerm = PERMS.jdReform.list;
  const listAccess = { access: 'perm', perm: listPerm } as const;

  route(app, jdReformCalls.notice, listAccess, async ({ query: { id, disposition } }, req, reply) => {
    const p = principal(req);
    const [row] = await db.select().from(jdReform).where(and(reformScope(p), eq(jdReform.id, id)));
    if (!row) throw notFound(jdReformResource.title);
    if (row.noticeFileId) return sendNotice(req, reply, db, config, Number(row.noticeFileId), disposition);
    if (row.deadline === null) throw badRequest(REFORM_TEXT.noNotice);
    const fileId = await db.transaction((tx) => makeReformNotice(tx, config, p, row));
    return sendNotice(req, reply, db, config, fileId, disposition);
  });

  registerListing(app, db, reformListing, jdReformCalls.listing, listPerm);

  route(app, jdReformCalls.start, { access: 'perm', perm: PERMS.jdReform.nonPass }, async ({ body }, req) => {
    const p = principal(req);
    const { ids } = body;
    const { opinion } = moveBody({ id: ids[0], action: 'start', opinion: body.opinion });
    const values = { deadline: body.deadline, items: body.items, ...(body.suspendCert === undefined ? {} : { suspendCert: body.suspendCert }) };
    const reformIds = await db.transaction(async (tx) => {
      const out: number[] = [];
      for (const recordId of ids) {
        const [record] = await tx.select().from(jdRecord).where(and(jdRecordScope(p), eq(jdRecord.id, recordId)));
        if (!record) throw notFound('监督记录');
        const [task] = await tx.select({ status: jdTask.status, unitId: jdTask.unitId }).from(jdTask).where(eq(jdTask.id, record.taskId));
        if (record.status !== JD_RECORD_STATUS.unpassed || task?.status !== JD_TASK_STATUS.unpassed) throw badRequest(JD_REFORM_MSG.notUnpassed);
        // A product that failed where no rectification was opened for it (a world seeded without them) gets its own now.
        const [found] = await tx.select().from(jdReform).where(eq(jdReform.recordId, recordId));
        const reform =
          found ??
          (
            await tx
              .insert(jdReform)
              .values({ recordId, taskId: record.taskId, certId: record.certId, productId: record.productId, productName: record.productName, orgId: record.orgId, unitId: task.unitId, status: REFORM_STATUS.awaitStart, items: prefilledItems((await failuresOf(tx, [record])).get(record.id)) })
              .returning()
          )[0];
        if (reform.status !== REFORM_STATUS.awaitStart) throw badRequest(JD_REFORM_MSG.reformExists);
        await runMove(app.flows, tx, app.flows.of(jdReformFlow), p, { id: reform.id, action: 'start', opinion, annexIds: null, values });
        out.push(reform.id);
      }
      return out;
    });
    return ok({ ids: reformIds }, '整改已启动');
  });

  // The spec's call saves the report and submits it, in one transaction: refused as a whole.
  route(app, jdReformCalls.submitReport, listAccess, async ({ body }, req) => {
    const p = principal(req);
    const move = moveBody({ id: body.id, action: 'submit', opinion: body.opinion });
    const result = await db.transaction(async (tx) => {
      await saveReformReport(tx, p, move.id, { reportFileId: body.reportFileId, measures: body.measures, annexIds: body.annexIds });
      return runMove(app.flows, tx, app.flows.of(jdReformFlow), p, move);
    });
    return ok(result, result.done);
  });

  route(app, jdReformCalls.report, listAccess, async ({ body }, req) => {
    const saved = await db.transaction((tx) => saveReformReport(tx, principal(req), body.id, body));
    return ok(saved, '整改报告已保存');
  });

  route(app, jdReformCalls.status, listAccess, async ({ body }, req) => {
    const p = principal(req);
    const { ids, wanted, action, move } = statusBody(body);
    const b = app.flows.of(jdReformFlow);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const [row] = (await tx.select().from(jdReform).where(and(reformScope(p), eq(jdReform.id, id)))) as Row[];
        if (!row) throw notFound(jdReformResource.title);
        await runMove(app.flows, tx, b, p, { ...move, id, action: moveTo(jdReformFlow, b, p, row, wanted, action) });
      }
    });
    return ok({ ids, status: wanted });
  });

  route(app, jdReformCalls.toValidate, { access: 'perm', perm: PERMS.jdExit.toValidate }, async ({ set }, req) => {
    const p = principal(req);
    if (!isManagement(p)) throw forbidden('待验证产品只对管理端开放');
    const q = parseQuery(set, {});
    const take = q.pn * q.size;
    const reformWhere = inArray(jdReform.status, [...REFORM_VERIFYING]);
    const exitWhere = inArray(jdExit.status, [...EXIT_VERIFYING]);
    const [[{ reforms }], [{ exits }], reformRows, exitRows] = await Promise.all([
      db.select({ reforms: count() }).from(jdReform).where(reformWhere),
      db.select({ exits: count() }).from(jdExit).where(exitWhere),
      db.select().from(jdReform).where(reformWhere).orderBy(desc(jdReform.updateTime), desc(jdReform.id)).limit(take),
      db.select().from(jdExit).where(exitWhere).orderBy(desc(jdExit.updateTime), desc(jdExit.id)).limit(take),
    ]);
    const [orgs, certs] = await Promise.all([orgNames(db, idsOf([...reformRows, ...exitRows] as Row[], 'orgId')), certFacts(db, [...reformRows, ...exitRows] as Row[])]);
    const row = (kind: 'reform' | 'exit', r: ReformRow | typeof jdExit.$inferSelect): ToValidateRow => ({
      kind,
      id: r.id,
      productName: r.productName,
      certNo: certs.get(r.certId)?.certNo ?? null,
      orgName: orgs.get(r.orgId) ?? null,
      status: r.status,
      statusLabel: codeLabel(kind === 'reform' ? jdReformFlow.statusCodes : jdExitFlow.statusCodes, r.status),
      since: isoOf(r.updateTime),
      route: `${kind === 'reform' ? JD_REFORM_PAGES.reform : JD_REFORM_PAGES.exitDecide}?id=${r.id}`,
    });
    const all = [...reformRows.map((r) => row('reform', r)), ...exitRows.map((r) => row('exit', r))].sort((a, b) => b.since.localeCompare(a.since) || b.id - a.id);
    return ok(toPage(all.slice((q.pn - 1) * q.size, take), Number(reforms) + Number(exits), q));
  });
}

/** The rectification of each record (不通过列表's reformId and reformStatus). */
export async function reformsOfRecords(h: DbOrTx, recordIds: readonly number[]): Promise<Map<number, { id: number; status: number }>> {
  if (!recordIds.length) return new Map();
  const rows = await h.select({ id: jdReform.id, recordId: jdReform.recordId, status: jdReform.status }).from(jdReform).where(inArray(jdReform.recordId, [...recordIds])).orderBy(asc(jdReform.id));
  return new Map(rows.map((r) => [r.recordId, { id: r.id, status: r.status }]));
}
