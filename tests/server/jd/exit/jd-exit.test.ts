/**
 * Exit (退出): the whole road from a failed supervision through rectification, notice, objection and
 * judgment to the exit, its approval and the certificate cancelled (public verification, the
 * catalogue, the open supervision stopped); exits opened by hand; the exit calls, their refusals and
 * lists; the daily job's lapse.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_STATUS, EXIT_SOURCE, EXIT_STATUS, JD_TASK_STATUS, REFORM_RESULT, REFORM_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { CATALOGUE_PREFIX } from '../../../../src/domain/resources/cert';
import { JD_REFORM_MSG, JD_REFORM_PATHS } from '../../../../src/domain/resources/jdReform';
import { certificateFlow } from '../../../../src/domain/workflows/certificate';
import { EXIT_LAPSE } from '../../../../src/domain/workflows/jdExit';
import { jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import { flowLog, jdExit, jdReform, jdTask, zpCert } from '../../../../server/db/schema';
import { addDays } from '../../../../server/modules/cert/expiry';
import { runReformJob } from '../../../../server/modules/jd/reform/reformJob';
import { beijingDate } from '../../../../src/domain/beijingTime';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { exitAt, freshCerts, jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
let s: TestServer;
let manager: string;
let officer: string;
let inspector: string;
let enterprise: string;
let otherEnterprise: string;
beforeAll(async () => {
  s = await startTestServer();
  [manager, officer, inspector, enterprise] = await Promise.all([s.signIn('manager'), s.signIn('mng_cert'), s.signIn('inspector'), s.signIn('enterprise')]);
  otherEnterprise = (await actor(s.database.db, 'exit_other_ent', '3', 'R_ORG_ADMIN', [PERMS.jdReform.list, PERMS.jdExit.list])).token;
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const flows = () => s.app.flows;
const today = beijingDate();
const post = <T = unknown>(url: string, token: string, payload: Record<string, unknown>) => s.call<T>({ method: 'POST', url, token, payload });
const ok = async (p: Promise<{ body: { code: number; msg: string } }>) => {
  const r = await p;
  // The message shows in the diff when a move is refused.
  expect({ code: r.body.code, msg: r.body.msg }).toEqual({ code: 200, msg: expect.any(String) });
  return r;
};
const exitOf = async (id: number) => (await db().select().from(jdExit).where(eq(jdExit.id, id)))[0];
const certOf = async (id: number) => (await db().select().from(zpCert).where(eq(zpCert.id, id)))[0];
const taskOf = async (id: number) => (await db().select().from(jdTask).where(eq(jdTask.id, id)))[0];
const exitStatus = (token: string, ids: number[], status: number, extra: Row = {}) => post(JD_REFORM_PATHS.exitStatus, token, { ids, status, ...extra });
const reformStatus = (token: string, ids: number[], status: number, extra: Row = {}) => post(JD_REFORM_PATHS.reformStatus, token, { ids, status, ...extra });

describe('the road from a failed supervision to the product leaving 圳品', () => {
  it('fails, rectifies, fails again, objects, is rejected, exits, is approved and the certificate is cancelled', async () => {
    // The fixture fails the last certificate by id.
    const [other, failing] = await freshCerts(db(), 2);
    const w = await jdTaskAt(db(), JD_TASK_STATUS.report, { certIds: [other, failing], failing: 1 });
    // Open supervision elsewhere: one task of this product alone, one with another held product too.
    const alone = await jdTaskAt(db(), JD_TASK_STATUS.sent, { certIds: [failing] });
    const shared = await jdTaskAt(db(), JD_TASK_STATUS.sent, { certIds: [failing, other] });
    const certNo = (await certOf(failing)).certNo;
    const listed = async () => (await post<{ totalElements: number }>(`${CATALOGUE_PREFIX}/page?search.certNo_like=${certNo}`, manager, {})).body.data.totalElements;
    expect(await listed()).toBe(1);

    await ok(post(`${jdTaskFlow.path}/move`, manager, { id: w.taskId, action: 'fail', opinion: '抽检不合格' }));
    const [reform] = await db().select().from(jdReform).where(eq(jdReform.taskId, w.taskId));
    await ok(post(JD_REFORM_PATHS.startReform, manager, { ids: [reform.recordId], deadline: addDays(today, 20), items: '查明原因并复检', suspendCert: 1 }));
    expect((await certOf(failing)).status).toBe(CERT_STATUS.suspended);
    const report = (await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=doc', token: enterprise, ...multipartFile('整改报告.pdf', Buffer.from('%PDF-1.4 r')) })).body.data.id;
    await ok(post(JD_REFORM_PATHS.submitReport, enterprise, { id: reform.id, reportFileId: report, measures: '更换供应商' }));
    await ok(reformStatus(inspector, [reform.id], REFORM_STATUS.sendNotice, { opinion: '复检仍不合格' }));
    await ok(reformStatus(manager, [reform.id], REFORM_STATUS.objection, { values: { objectionDeadline: addDays(today, 7) } }));
    await ok(reformStatus(enterprise, [reform.id], REFORM_STATUS.judgment, { opinion: '检测方法有误' }));
    await ok(reformStatus(manager, [reform.id], REFORM_STATUS.ended, { action: 'reject', opinion: '异议不成立' }));
    const ended = (await db().select().from(jdReform).where(eq(jdReform.id, reform.id)))[0];
    expect(ended).toMatchObject({ result: REFORM_RESULT.exit, exitId: expect.any(Number) });
    const exitId = ended.exitId as number;
    expect(await exitOf(exitId)).toMatchObject({ status: EXIT_STATUS.awaitNotice, source: EXIT_SOURCE.reform, reason: '整改不合格，企业异议被驳回。\n管理端意见：异议不成立\n原整改要求：查明原因并复检' });

    await ok(exitStatus(manager, [exitId], EXIT_STATUS.objection, { values: { objectionDeadline: addDays(today, 7) } }));
    expect((await exitOf(exitId)).noticeFileId).toEqual(expect.any(String));
    const notice = await s.app.inject({ method: 'GET', url: `${JD_REFORM_PATHS.exitNotice}?id=${exitId}`, headers: { 'x-token': enterprise } });
    expect(notice.statusCode).toBe(200);
    expect(notice.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await ok(exitStatus(enterprise, [exitId], EXIT_STATUS.judgment, { opinion: '请求复核' }));
    await ok(exitStatus(manager, [exitId], EXIT_STATUS.approval, { opinion: '维持退出' }));
    await ok(exitStatus(manager, [exitId], EXIT_STATUS.certCancel, { opinion: '批准退出' }));
    expect((await exitStatus(officer, [exitId], EXIT_STATUS.ended, { opinion: '注销证书' })).body.code).toBe(400);
    await ok(exitStatus(officer, [exitId], EXIT_STATUS.ended, { opinion: '注销证书', values: { certOutcome: CERT_STATUS.cancelled } }));

    expect(await exitOf(exitId)).toMatchObject({ status: EXIT_STATUS.ended, certOutcome: CERT_STATUS.cancelled, endTime: expect.any(Date) });
    expect((await certOf(failing)).status).toBe(CERT_STATUS.cancelled);
    const certLog = await db().select().from(flowLog).where(and(eq(flowLog.flowKey, certificateFlow.key), eq(flowLog.recordId, failing)));
    expect(certLog.map((l) => l.action)).toEqual(['suspend', 'cancel']);
    const verify = await s.call<Row>({ method: 'GET', url: `/rst/cert/verify?no=${certNo}` });
    expect(verify.body.data).toMatchObject({ found: true, status: CERT_STATUS.cancelled, statusLabel: '已注销', held: false });
    expect(await listed()).toBe(0);
    expect((await taskOf(alone.taskId)).status).toBe(JD_TASK_STATUS.stopped);
    expect((await taskOf(shared.taskId)).status).toBe(JD_TASK_STATUS.sent);
    const stopLog = await db().select().from(flowLog).where(and(eq(flowLog.flowKey, jdTaskFlow.key), eq(flowLog.recordId, alone.taskId)));
    expect(stopLog).toEqual([expect.objectContaining({ actorName: '系统', toStatus: JD_TASK_STATUS.stopped, opinion: expect.stringContaining(certNo) })]);
    const exited = await post<{ content: Row[] }>(`${JD_REFORM_PATHS.exitedPage}?search.id_eq=${exitId}`, officer, {});
    expect(exited.body.data.content).toEqual([expect.objectContaining({ id: exitId, certNo, certStatus: CERT_STATUS.cancelled })]);
  });
});

describe('PUT exit (by hand)', () => {
  it('opens a violation exit for management and a request for the enterprise’s own certificate', async () => {
    const [a, b] = await freshCerts(db(), 2);
    const m = await s.call<Row>({ method: 'PUT', url: JD_REFORM_PATHS.exit, token: manager, payload: { certId: a, source: EXIT_SOURCE.violation, reason: '违规使用禁用农药' } });
    expect(m.body.code).toBe(200);
    expect(await exitOf(m.body.data.id as number)).toMatchObject({ status: EXIT_STATUS.awaitNotice, source: EXIT_SOURCE.violation, createBy: expect.any(Number) });
    expect((await s.call({ method: 'PUT', url: JD_REFORM_PATHS.exit, token: manager, payload: { certId: a, source: EXIT_SOURCE.violation, reason: '再次' } })).body.msg).toBe(JD_REFORM_MSG.exitOpen((await certOf(a)).certNo));
    const e = await s.call<Row>({ method: 'PUT', url: JD_REFORM_PATHS.exit, token: enterprise, payload: { certId: b, source: EXIT_SOURCE.request, reason: '产品停产' } });
    expect(e.body.code).toBe(200);
    expect(await exitOf(e.body.data.id as number)).toMatchObject({ status: EXIT_STATUS.approval, source: EXIT_SOURCE.request });
  });

  it('refuses the wrong source, another’s certificate, one not held, bad input and the wrong role', async () => {
    const [c] = await freshCerts(db(), 1);
    const [cancelled] = await freshCerts(db(), 1, { status: CERT_STATUS.cancelled });
    const put = (token: string, payload: Row) => s.call({ method: 'PUT', url: JD_REFORM_PATHS.exit, token, payload });
    expect((await put(enterprise, { certId: c, source: EXIT_SOURCE.violation, reason: 'x' })).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.violationByManagement });
    expect((await put(manager, { certId: c, source: EXIT_SOURCE.request, reason: 'x' })).body.code).toBe(400);
    expect((await put(manager, { certId: c, source: EXIT_SOURCE.reform, reason: 'x' })).body.code).toBe(400);
    expect((await put(otherEnterprise, { certId: c, source: EXIT_SOURCE.request, reason: 'x' })).body).toMatchObject({ code: 403, msg: JD_REFORM_MSG.requestOwnOnly });
    expect((await put(manager, { certId: cancelled, source: EXIT_SOURCE.violation, reason: 'x' })).body.code).toBe(400);
    expect((await put(manager, { certId: 'abc', source: EXIT_SOURCE.violation, reason: 'x' })).body.code).toBe(400);
    expect((await put(manager, { certId: c, source: 9, reason: 'x' })).body.code).toBe(400);
    expect((await put(manager, { certId: c, source: EXIT_SOURCE.violation })).body.code).toBe(400);
    expect((await put(manager, { certId: 987654321, source: EXIT_SOURCE.violation, reason: 'x' })).body.code).toBe(400);
    expect((await put(officer, { certId: c, source: EXIT_SOURCE.violation, reason: 'x' })).body.code).toBe(403);
    expect((await put(inspector, { certId: c, source: EXIT_SOURCE.violation, reason: 'x' })).body.code).toBe(403);
    expect(await db().select().from(jdExit).where(eq(jdExit.certId, c))).toHaveLength(0);
  });
});

describe('the exit calls', () => {
  it('shows the enterprise its own exits only, management all', async () => {
    const x = await exitAt(db(), EXIT_STATUS.objection);
    const page = await post<{ content: Row[] }>(`${JD_REFORM_PATHS.exit}/page?search.id_eq=${x.exitId}`, enterprise, {});
    expect(page.body.data.content).toEqual([expect.objectContaining({ id: x.exitId, certNo: expect.any(String), orgName: expect.any(String), certStatus: CERT_STATUS.valid })]);
    expect((await s.call({ method: 'GET', url: `${JD_REFORM_PATHS.exit}/${x.exitId}`, token: officer })).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: `${JD_REFORM_PATHS.exit}/${x.exitId}`, token: otherEnterprise })).body.code).toBe(404);
    expect((await exitStatus(otherEnterprise, [x.exitId], EXIT_STATUS.approval)).body.code).toBe(404);
    expect((await post(`${JD_REFORM_PATHS.exit}/lst`, inspector, {})).body.code).toBe(403);
    expect((await post(JD_REFORM_PATHS.exitedPage, enterprise, {})).body.code).toBe(403);
  });

  it('moves by status: the enterprise accepts, management withdraws; refusals change nothing', async () => {
    const x = await exitAt(db(), EXIT_STATUS.objection);
    expect((await exitStatus(manager, [x.exitId], EXIT_STATUS.approval)).body.code).toBe(403);
    expect((await exitStatus(enterprise, [x.exitId], EXIT_STATUS.ended)).body.code).toBe(400);
    expect((await exitStatus(enterprise, [x.exitId], 'x' as never)).body.code).toBe(400);
    await ok(exitStatus(enterprise, [x.exitId], EXIT_STATUS.approval));
    expect((await exitStatus(manager, [x.exitId], EXIT_STATUS.cancelled)).body.code).toBe(400);
    await ok(exitStatus(manager, [x.exitId], EXIT_STATUS.cancelled, { opinion: '企业已整改到位' }));
    expect(await exitOf(x.exitId)).toMatchObject({ status: EXIT_STATUS.cancelled, endTime: expect.any(Date) });
    expect((await certOf(x.certId)).status).toBe(CERT_STATUS.valid);
  });

  it('upholds an objection (the exit cancelled, the certificate kept), and has no notice before one is sent', async () => {
    const x = await exitAt(db(), EXIT_STATUS.judgment);
    await ok(exitStatus(manager, [x.exitId], EXIT_STATUS.cancelled, { opinion: '异议成立' }));
    expect((await exitOf(x.exitId)).status).toBe(EXIT_STATUS.cancelled);
    const fresh = await exitAt(db(), EXIT_STATUS.awaitNotice);
    expect((await s.call({ method: 'GET', url: `${JD_REFORM_PATHS.exitNotice}?id=${fresh.exitId}`, token: manager })).body.code).toBe(400);
    expect((await exitStatus(manager, [fresh.exitId], EXIT_STATUS.objection, { values: { objectionDeadline: addDays(today, -1) } })).body).toMatchObject({ code: 400, msg: JD_REFORM_MSG.deadlinePast });
  });

  it('revokes the certificate when the officer says so, and lists the exit among 待验证产品 while management decides', async () => {
    const x = await exitAt(db(), EXIT_STATUS.approval, { certStatus: CERT_STATUS.suspended });
    const v = await post<{ content: Row[] }>(`${JD_REFORM_PATHS.toValidatePage}?page.size=500`, manager, {});
    expect(v.body.data.content).toContainEqual(expect.objectContaining({ kind: 'exit', id: x.exitId, statusLabel: '待批准退出' }));
    await ok(exitStatus(manager, [x.exitId], EXIT_STATUS.certCancel, { opinion: '批准退出' }));
    await ok(exitStatus(officer, [x.exitId], EXIT_STATUS.ended, { opinion: '撤销', values: { certOutcome: CERT_STATUS.revoked } }));
    expect((await certOf(x.certId)).status).toBe(CERT_STATUS.revoked);
  });
});

describe('the daily job', () => {
  it('moves an exit whose objection deadline passed to 待审批, as the system', async () => {
    const x = await exitAt(db(), EXIT_STATUS.objection);
    await db().update(jdExit).set({ objectionDeadline: addDays(today, -1) }).where(eq(jdExit.id, x.exitId));
    const r = await runReformJob(flows(), db(), today);
    expect(r.exitsLapsed).toBeGreaterThanOrEqual(1);
    expect((await exitOf(x.exitId)).status).toBe(EXIT_LAPSE.to);
    const log = await db().select().from(flowLog).where(and(eq(flowLog.recordId, x.exitId), eq(flowLog.action, EXIT_LAPSE.action)));
    expect(log).toEqual([expect.objectContaining({ actorName: '系统', fromStatus: EXIT_STATUS.objection, toStatus: EXIT_STATUS.approval })]);
  });
});
