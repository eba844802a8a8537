/**
 * Rectification (整改): opened when a task concludes 不通过, started by management (deadline, items,
 * the certificate suspended), the enterprise's report, the unit's audit, the failure notice, the
 * objection and management's judgment; the calls of the spec that do it, their refusals, the lists,
 * 待验证产品, the menu counter and the daily job. The whole road to an exit is in jd-exit.test.ts.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, EXIT_SOURCE, EXIT_STATUS, JD_TASK_STATUS, REFORM_RESULT, REFORM_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_REFORM_MSG, JD_REFORM_PATHS, type ToValidateRow } from '../../../../src/domain/resources/jdReform';
import { TASK_COUNTS_PATH } from '../../../../src/domain/todo';
import { certificateFlow } from '../../../../src/domain/workflows/certificate';
import { jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import { jdReformFlow, REFORM_LAPSE } from '../../../../src/domain/workflows/jdReform';
import { flowLog, jdExit, jdReform, msgPush, sysUser, zpCert } from '../../../../server/db/schema';
import { addDays } from '../../../../server/modules/cert/expiry';
import { runReformJob } from '../../../../server/modules/jd/reform/reformJob';
import { beijingDate } from '../../../../src/domain/beijingTime';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { freshCerts, jdTaskAt, reformAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
let s: TestServer;
let manager: string;
let inspector: string;
let enterprise: string;
let otherEnterprise: string;
let otherUnit: string;
beforeAll(async () => {
  s = await startTestServer();
  [manager, inspector, enterprise] = await Promise.all([s.signIn('manager'), s.signIn('inspector'), s.signIn('enterprise')]);
  otherEnterprise = (await actor(s.database.db, 'reform_other_ent', '3', 'R_ORG_ADMIN', [PERMS.jdReform.list, PERMS.jdExit.list])).token;
  otherUnit = (await actor(s.database.db, 'reform_other_unit', '5', 'R_UNIT_ADMIN', [PERMS.jdReform.list, PERMS.jdReform.nonPass])).token;
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const flows = () => s.app.flows;
const post = <T = unknown>(url: string, token: string, payload: Record<string, unknown>) => s.call<T>({ method: 'POST', url, token, payload });
const reformOf = async (id: number) => (await db().select().from(jdReform).where(eq(jdReform.id, id)))[0];
const certOf = async (id: number) => (await db().select().from(zpCert).where(eq(zpCert.id, id)))[0];
const today = beijingDate();
const upload = async (token: string, name: string) => (await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token, ...multipartFile(name, Buffer.from(`%PDF-1.4 ${name}`)) })).body.data.id;

describe('a task concluded 不通过', () => {
  it('opens a rectification at 待启动 for each unpassed product, with the task, certificate, enterprise and unit', async () => {
    const certIds = await freshCerts(db(), 2);
    const w = await jdTaskAt(db(), JD_TASK_STATUS.report, { certIds, failing: 1 });
    const r = await post(`${jdTaskFlow.path}/move`, manager, { id: w.taskId, action: 'fail', opinion: '一个产品抽检不合格' });
    expect(r.body.code).toBe(200);
    const reforms = await db().select().from(jdReform).where(eq(jdReform.taskId, w.taskId));
    expect(reforms).toHaveLength(1);
    expect(reforms[0]).toMatchObject({ status: REFORM_STATUS.awaitStart, certId: certIds[1], orgId: w.orgId, unitId: w.unitId, productName: expect.any(String) });
    const page = await post<{ content: Row[] }>(`/api/jd/record/noPassRecordPage?search.taskId_eq=${w.taskId}`, manager, {});
    expect(page.body.data.content).toEqual([expect.objectContaining({ reformId: reforms[0].id, reformStatus: REFORM_STATUS.awaitStart })]);
  });
});

describe('POST record/updateNoPassProd (启动整改)', () => {
  it('starts rectifying, suspends the certificate through its own flow and makes the notice', async () => {
    const w = await reformAt(db(), REFORM_STATUS.awaitStart);
    const [record] = w.recordIds.slice(-1);
    const r = await post(JD_REFORM_PATHS.startReform, manager, { ids: [record], deadline: addDays(today, 30), items: '完善农药使用记录', suspendCert: 1 });
    expect(r.body).toMatchObject({ code: 200, data: { ids: [w.reformId] } });
    const reform = await reformOf(w.reformId);
    expect(reform).toMatchObject({ status: REFORM_STATUS.rectifying, deadline: addDays(today, 30), items: '完善农药使用记录', suspendCert: 1, noticeFileId: expect.any(String) });
    const cert = await certOf(w.certId);
    expect(cert).toMatchObject({ status: CERT_STATUS.suspended, reason: '完善农药使用记录' });
    const log = await db().select().from(flowLog).where(and(eq(flowLog.flowKey, certificateFlow.key), eq(flowLog.recordId, w.certId)));
    expect(log).toEqual([expect.objectContaining({ action: 'suspend', toStatus: CERT_STATUS.suspended, actorName: expect.any(String) })]);
    const notice = await s.app.inject({ method: 'GET', url: `${JD_REFORM_PATHS.reformNotice}?id=${w.reformId}`, headers: { 'x-token': enterprise } });
    expect(notice.statusCode).toBe(200);
    // The enterprise sees the notice by its name among its files, as its record page shows it.
    const info = await s.call<Row[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${reform.noticeFileId}`, token: enterprise });
    expect(info.body.data).toEqual([expect.objectContaining({ name: expect.stringMatching(/整改通知书.*\.docx$/) })]);
    expect((await s.call<Row[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${reform.noticeFileId}`, token: otherEnterprise })).body.data).toEqual([]);
    expect(notice.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a past deadline, missing items, a product that passed, one already started, all or nothing', async () => {
    const a = await reformAt(db(), REFORM_STATUS.awaitStart);
    const b = await reformAt(db(), REFORM_STATUS.rectifying);
    const failed = (w: { recordIds: number[] }) => w.recordIds[w.recordIds.length - 1];
    expect((await post(JD_REFORM_PATHS.startReform, manager, { ids: [failed(a)], deadline: addDays(today, -1), items: 'x' })).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.deadlinePast });
    expect((await post(JD_REFORM_PATHS.startReform, manager, { ids: [failed(a)], deadline: addDays(today, 3) })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.startReform, manager, { ids: [failed(a)], deadline: 'soon', items: 'x' })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.startReform, manager, { ids: [a.recordIds[0]], deadline: addDays(today, 3), items: 'x' })).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.notUnpassed });
    expect((await post(JD_REFORM_PATHS.startReform, manager, { ids: 'x', deadline: addDays(today, 3), items: 'x' })).body.code).toBe(400);
    const both = await post(JD_REFORM_PATHS.startReform, manager, { ids: [failed(a), failed(b)], deadline: addDays(today, 3), items: 'x' });
    expect(both.body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.reformExists });
    expect((await reformOf(a.reformId)).status).toBe(REFORM_STATUS.awaitStart);
  });

  it('opens the rectification of a product that failed without one, and starts it', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.unpassed, { certIds: await freshCerts(db(), 1), failing: 1 });
    const r = await post<{ ids: number[] }>(JD_REFORM_PATHS.startReform, manager, { ids: w.recordIds, deadline: addDays(today, 5), items: '复检' });
    expect(r.body.code).toBe(200);
    expect(await reformOf(r.body.data.ids[0])).toMatchObject({ recordId: w.recordIds[0], status: REFORM_STATUS.rectifying, unitId: w.unitId, suspendCert: null });
  });

  it('is management’s: the unit and enterprises are refused, another unit does not see the record', async () => {
    const w = await reformAt(db(), REFORM_STATUS.awaitStart);
    const payload = { ids: [w.recordIds[w.recordIds.length - 1]], deadline: addDays(today, 3), items: 'x' };
    expect((await post(JD_REFORM_PATHS.startReform, inspector, payload)).body.code).toBe(403);
    expect((await post(JD_REFORM_PATHS.startReform, enterprise, payload)).body.code).toBe(403);
    expect((await post(JD_REFORM_PATHS.startReform, otherUnit, payload)).body.code).toBe(404);
    expect((await reformOf(w.reformId)).status).toBe(REFORM_STATUS.awaitStart);
  });
});

describe('POST record/updateNopassAnnex (提交整改报告)', () => {
  it('takes the enterprise’s report, measures and evidence', async () => {
    const w = await reformAt(db(), REFORM_STATUS.rectifying);
    const report = await upload(enterprise, '整改报告.pdf');
    const evidence = await upload(enterprise, '证明.pdf');
    const r = await post(JD_REFORM_PATHS.submitReport, enterprise, { id: w.reformId, reportFileId: report, measures: '建立台账', annexIds: String(evidence) });
    expect(r.body.code).toBe(200);
    expect(await reformOf(w.reformId)).toMatchObject({ status: REFORM_STATUS.audit, reportFileId: String(report), measures: '建立台账', annexIds: String(evidence) });
    // The unit that audits reads the report and the evidence; another unit does not.
    const info = (token: string) => s.call<Row[]>({ method: 'POST', url: `/api/filebaseinfo/lst?search.id_in=${report},${evidence}`, token });
    expect((await info(inspector)).body.data.map((f) => f.id).sort()).toEqual([report, evidence].sort());
    expect((await info(otherUnit)).body.data).toEqual([]);
  });

  it('offers 提交整改报告 blocked until the report is saved (PUT reform/report), and refuses it with the same words', async () => {
    const w = await reformAt(db(), REFORM_STATUS.rectifying);
    type Flow = { actions: { action: string; blockedBy: { text: string; work: string | null; page: string | null }[] }[]; work: { key: string; done: boolean }[] };
    const flow = async () => (await s.call<Flow>({ method: 'GET', url: `${jdReformFlow.path}/flow?id=${w.reformId}`, token: enterprise })).body.data;
    const text = jdReformFlow.guards?.reportFiled.text ?? '?';
    const before = await flow();
    expect(before.actions.find((a) => a.action === 'submit')?.blockedBy).toEqual([expect.objectContaining({ text: `${text}（尚缺整改报告、整改措施）`, work: 'report', page: expect.stringContaining(`?id=${w.reformId}`) })]);
    expect(before.work).toEqual([expect.objectContaining({ key: 'report', done: false })]);
    expect((await post(`${jdReformFlow.path}/move`, enterprise, { id: w.reformId, action: 'submit' })).body).toMatchObject({ code: 400, msg: `${text}（尚缺整改报告、整改措施）` });
    const report = await upload(enterprise, '整改报告3.pdf');
    const evidence = await upload(enterprise, '证明3.pdf');
    const put = (token: string, payload: Row) => s.call({ method: 'PUT', url: JD_REFORM_PATHS.reformReport, token, payload });
    // Only the enterprise writes it, with its own file, only while it rectifies.
    expect((await put(manager, { id: w.reformId, reportFileId: report, measures: '建立台账' })).body.code).toBe(403);
    expect((await put(enterprise, { id: w.reformId, reportFileId: await upload(manager, '管理端3.pdf'), measures: '建立台账' })).body.code).toBe(400);
    expect((await put(enterprise, { id: w.reformId, reportFileId: report, measures: '建立台账', annexIds: String(evidence) })).body.code).toBe(200);
    const after = await flow();
    expect(after.actions.find((a) => a.action === 'submit')?.blockedBy).toEqual([]);
    expect(after.work).toEqual([expect.objectContaining({ key: 'report', done: true })]);
    expect((await post(`${jdReformFlow.path}/move`, enterprise, { id: w.reformId, action: 'submit' })).body.code).toBe(200);
    expect(await reformOf(w.reformId)).toMatchObject({ status: REFORM_STATUS.audit, reportFileId: String(report), measures: '建立台账', annexIds: String(evidence) });
    expect((await put(enterprise, { id: w.reformId, reportFileId: report, measures: '再改' })).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.reportClosed('待机构审核') });
  });

  it('refuses missing measures, another’s file, management, and another enterprise', async () => {
    const w = await reformAt(db(), REFORM_STATUS.rectifying);
    const report = await upload(enterprise, '整改报告2.pdf');
    expect((await post(JD_REFORM_PATHS.submitReport, enterprise, { id: w.reformId, reportFileId: report })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.submitReport, enterprise, { id: 'abc', reportFileId: report, measures: 'x' })).body.code).toBe(400);
    const theirs = await upload(manager, '管理端.pdf');
    expect((await post(JD_REFORM_PATHS.submitReport, enterprise, { id: w.reformId, reportFileId: theirs, measures: 'x' })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.submitReport, manager, { id: w.reformId, reportFileId: theirs, measures: 'x' })).body.code).toBe(403);
    expect((await post(JD_REFORM_PATHS.submitReport, otherEnterprise, { id: w.reformId, reportFileId: report, measures: 'x' })).body.code).toBe(404);
    expect((await reformOf(w.reformId)).status).toBe(REFORM_STATUS.rectifying);
  });
});

describe('POST record/updateReformViewMultiterm (moves by status)', () => {
  it('passes an audited rectification and restores the suspended certificate (as the system, for the unit)', async () => {
    const w = await reformAt(db(), REFORM_STATUS.audit, { suspended: true });
    const r = await post(JD_REFORM_PATHS.reformStatus, inspector, { ids: [w.reformId], status: REFORM_STATUS.ended, opinion: '整改到位' });
    expect(r.body.code).toBe(200);
    expect(await reformOf(w.reformId)).toMatchObject({ status: REFORM_STATUS.ended, result: REFORM_RESULT.passed, endTime: expect.any(Date) });
    expect((await certOf(w.certId)).status).toBe(CERT_STATUS.valid);
    const log = await db().select().from(flowLog).where(and(eq(flowLog.flowKey, certificateFlow.key), eq(flowLog.recordId, w.certId)));
    expect(log.map((l) => l.action)).toEqual(['restore']);
  });

  it('keeps the certificate suspended while another rectification of it is open', async () => {
    const w = await reformAt(db(), REFORM_STATUS.audit, { suspended: true });
    const other = await jdTaskAt(db(), JD_TASK_STATUS.unpassed, { certIds: [w.certId], failing: 1 });
    await db().insert(jdReform).values({ recordId: other.recordIds[0], taskId: other.taskId, certId: w.certId, productId: w.productIds[0], orgId: w.orgId, unitId: w.unitId, status: REFORM_STATUS.rectifying });
    expect((await post(JD_REFORM_PATHS.reformStatus, inspector, { ids: [w.reformId], status: REFORM_STATUS.ended })).body.code).toBe(200);
    expect((await certOf(w.certId)).status).toBe(CERT_STATUS.suspended);
  });

  it('asks which move when two reach the status, and upholds an objection with the action named', async () => {
    const w = await reformAt(db(), REFORM_STATUS.judgment, { suspended: true });
    const unclear = await post(JD_REFORM_PATHS.reformStatus, manager, { ids: [w.reformId], status: REFORM_STATUS.ended, opinion: '异议成立' });
    expect(unclear.body.code).toBe(400);
    expect(unclear.body.msg).toContain('uphold');
    expect((await post(JD_REFORM_PATHS.reformStatus, manager, { ids: [w.reformId], status: REFORM_STATUS.ended, opinion: '异议成立', action: 'uphold' })).body.code).toBe(200);
    expect(await reformOf(w.reformId)).toMatchObject({ result: REFORM_RESULT.upheld, exitId: null });
    expect((await certOf(w.certId)).status).toBe(CERT_STATUS.valid);
  });

  it('refuses a bad status, a status out of reach, the wrong role and another enterprise', async () => {
    const w = await reformAt(db(), REFORM_STATUS.audit);
    expect((await post(JD_REFORM_PATHS.reformStatus, inspector, { ids: [w.reformId], status: 'done' })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.reformStatus, inspector, { ids: [w.reformId], status: REFORM_STATUS.judgment })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.reformStatus, enterprise, { ids: [w.reformId], status: REFORM_STATUS.ended })).body.code).toBe(403);
    expect((await post(JD_REFORM_PATHS.reformStatus, inspector, { ids: [w.reformId], status: REFORM_STATUS.sendNotice })).body.code).toBe(400);
    expect((await post(JD_REFORM_PATHS.reformStatus, otherEnterprise, { ids: [w.reformId], status: REFORM_STATUS.ended })).body.code).toBe(404);
    expect((await reformOf(w.reformId)).status).toBe(REFORM_STATUS.audit);
  });

  it('fails, notifies with an objection deadline and a Word notice; the enterprise accepts and the exit opens', async () => {
    const w = await reformAt(db(), REFORM_STATUS.audit);
    expect((await post(JD_REFORM_PATHS.reformStatus, inspector, { ids: [w.reformId], status: REFORM_STATUS.sendNotice, opinion: '证据不足' })).body.code).toBe(200);
    expect((await post(JD_REFORM_PATHS.reformStatus, manager, { ids: [w.reformId], status: REFORM_STATUS.objection, values: { objectionDeadline: addDays(today, -2) } })).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.deadlinePast });
    expect((await post(JD_REFORM_PATHS.reformStatus, manager, { ids: [w.reformId], status: REFORM_STATUS.objection, values: { objectionDeadline: addDays(today, 10) } })).body.code).toBe(200);
    const notified = await reformOf(w.reformId);
    expect(notified).toMatchObject({ status: REFORM_STATUS.objection, objectionDeadline: addDays(today, 10), noticeFileId: expect.any(String) });
    expect((await post(JD_REFORM_PATHS.reformStatus, enterprise, { ids: [w.reformId], status: REFORM_STATUS.ended, opinion: '接受' })).body.code).toBe(200);
    const ended = await reformOf(w.reformId);
    expect(ended).toMatchObject({ status: REFORM_STATUS.ended, result: REFORM_RESULT.exit, exitId: expect.any(Number) });
    const [exit] = await db().select().from(jdExit).where(eq(jdExit.id, ended.exitId as number));
    expect(exit).toMatchObject({ status: EXIT_STATUS.awaitNotice, source: EXIT_SOURCE.reform, reformId: w.reformId, certId: w.certId, reason: '整改不合格，企业接受处理。\n企业意见：接受\n原整改要求：完善农药使用记录并复检' });
  });
});

describe('the lists', () => {
  it('shows each caller its rectifications with the joined facts, and hides others’', async () => {
    const w = await reformAt(db(), REFORM_STATUS.rectifying);
    const page = await post<{ content: Row[]; totalElements: number }>(`${JD_REFORM_PATHS.reform}/page?search.id_eq=${w.reformId}`, enterprise, {});
    expect(page.body.data.content).toEqual([expect.objectContaining({ id: w.reformId, taskCode: expect.any(String), orgName: expect.any(String), productName: expect.any(String), certNo: expect.stringMatching(/^SZP-/), certStatus: CERT_STATUS.valid, unitName: expect.any(String) })]);
    expect((await s.call({ method: 'GET', url: `${JD_REFORM_PATHS.reform}/${w.reformId}`, token: inspector })).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: `${JD_REFORM_PATHS.reform}/${w.reformId}`, token: otherEnterprise })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `${JD_REFORM_PATHS.reform}/${w.reformId}`, token: otherUnit })).body.code).toBe(404);
    expect((await post<{ totalElements: number }>(`${JD_REFORM_PATHS.reform}/page?search.id_eq=${w.reformId}`, otherEnterprise, {})).body.data.totalElements).toBe(0);
    expect((await post(`${JD_REFORM_PATHS.reform}/page?search.nosuch_eq=1`, manager, {})).body.code).toBe(400);
    const certNo = (await certOf(w.certId)).certNo;
    expect((await post<Row[]>(`${JD_REFORM_PATHS.reform}/lst?search.certNo_like=${certNo}`, manager, {})).body.data).toHaveLength(1);
  });

  it('lists 待验证产品 for management only', async () => {
    const w = await reformAt(db(), REFORM_STATUS.audit);
    const r = await post<{ content: ToValidateRow[]; totalElements: number }>(`${JD_REFORM_PATHS.toValidatePage}?page.size=500`, manager, {});
    expect(r.body.code).toBe(200);
    expect(r.body.data.content).toContainEqual(expect.objectContaining({ kind: 'reform', id: w.reformId, statusLabel: '待机构审核', route: `/views/jd-reform?id=${w.reformId}` }));
    expect((await post(JD_REFORM_PATHS.toValidatePage, enterprise, {})).body.code).toBe(403);
    expect((await post(JD_REFORM_PATHS.toValidatePage, inspector, {})).body.code).toBe(403);
  });

  it('counts the caller’s open rectifications under the menu counter reform, as 待办 does', async () => {
    await reformAt(db(), REFORM_STATUS.objection);
    const counts = async (token: string) => (await s.call<Record<string, number>>({ method: 'GET', url: TASK_COUNTS_PATH, token })).body.data;
    const [{ mng }] = await db().select({ mng: count() }).from(jdReform).where(inArray(jdReform.status, [REFORM_STATUS.awaitStart, REFORM_STATUS.sendNotice, REFORM_STATUS.judgment]));
    expect((await counts(manager)).reform ?? 0).toBe(Number(mng));
    const [{ orgId }] = await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    const [{ own }] = await db().select({ own: count() }).from(jdReform).where(and(eq(jdReform.orgId, orgId as number), inArray(jdReform.status, [REFORM_STATUS.rectifying, REFORM_STATUS.objection])));
    const mine = await counts(enterprise);
    expect(mine.reform).toBe(Number(own));
    expect(mine['/views/jd-reform']).toBe(Number(own));
  });
});

describe('the daily job', () => {
  it('ends a rectification whose objection deadline passed and opens the exit; reminds once per deadline', async () => {
    const lapsed = await reformAt(db(), REFORM_STATUS.objection);
    await db().update(jdReform).set({ objectionDeadline: addDays(today, -1) }).where(eq(jdReform.id, lapsed.reformId));
    const due = await reformAt(db(), REFORM_STATUS.rectifying);
    await db().update(jdReform).set({ deadline: addDays(today, 2) }).where(eq(jdReform.id, due.reformId));
    const before = await db().select({ n: count() }).from(msgPush);
    const first = await runReformJob(flows(), db(), today);
    expect(first.reformsLapsed).toBeGreaterThanOrEqual(1);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const ended = await reformOf(lapsed.reformId);
    expect(ended).toMatchObject({ status: REFORM_STATUS.ended, result: REFORM_RESULT.exit, exitId: expect.any(Number) });
    const log = await db().select().from(flowLog).where(and(eq(flowLog.recordId, lapsed.reformId), eq(flowLog.action, REFORM_LAPSE.action)));
    expect(log).toEqual([expect.objectContaining({ actorId: null, actorName: '系统', opinion: REFORM_LAPSE.reason })]);
    expect((await reformOf(due.reformId)).remindedFor).toBe(addDays(today, 2));
    const [{ n: afterFirst }] = await db().select({ n: count() }).from(msgPush);
    expect(Number(afterFirst)).toBeGreaterThan(Number(before[0].n));
    expect(await runReformJob(flows(), db(), today)).toEqual({ reformsLapsed: 0, exitsLapsed: 0, reminded: 0 });
  });
});
