/**
 * The supervision flows' own calls (POST {flow}/process/move, GET {flow}/process/flow): the moves'
 * checked facts and what they carry along (the plan following its tasks, the visits their task).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_PLAN_STATUS, JD_RECORD_STATUS, JD_SITE_STATUS, JD_TASK_STATUS } from '../../../src/domain/codes';
import { jdPlanFlow } from '../../../src/domain/workflows/jdPlan';
import { jdSiteFlow } from '../../../src/domain/workflows/jdSite';
import { jdTaskFlow } from '../../../src/domain/workflows/jdTask';
import { flowLog, jdPlan, jdProd, jdRecord, jdSitePhoto, jdSitePlan, jdTask, zpCert } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';
import { jdTaskAt } from '../jdFixtures';

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, inspector] = await Promise.all([s.signIn('manager'), s.signIn('jd1_admin'), s.signIn('inspector')]);
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const move = (path: string, token: string, payload: Record<string, unknown>) => s.call({ method: 'POST', url: `${path}/move`, token, payload });
const taskOf = async (id: number) => (await db().select().from(jdTask).where(eq(jdTask.id, id)))[0];
const planOf = async (id: number) => (await db().select().from(jdPlan).where(eq(jdPlan.id, id)))[0];

describe('a task', () => {
  it('is accepted by the supervision unit with its team, and its plan goes under supervision by itself', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.sent);
    expect((await planOf(w.planId)).status).toBe(JD_PLAN_STATUS.issued);
    const r = await move(jdTaskFlow.path, unitAdmin, { id: w.taskId, action: 'accept', values: { leaderName: '黄国平', memberNames: '刘洋' } });
    expect(r.body.code).toBe(200);
    expect((await taskOf(w.taskId)).leaderName).toBe('黄国平');
    expect((await planOf(w.planId)).status).toBe(JD_PLAN_STATUS.supervising);
    const log = await db().select().from(flowLog).where(eq(flowLog.recordId, w.planId));
    expect(log.find((l) => l.flowKey === jdPlanFlow.key)).toMatchObject({ actorId: null, actorName: '系统', toStatus: JD_PLAN_STATUS.supervising });
  });

  it('needs a visit at every place before its plan is pushed, and starts every visit when it goes on site', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.confirmUnit);
    const refused = await move(jdTaskFlow.path, inspector, { id: w.taskId, action: 'pushPlan' });
    expect(refused.body).toMatchObject({ code: 400 });
    expect(refused.body.msg).toContain('以下场所还没有现场计划');
    const started = await jdTaskAt(db(), JD_TASK_STATUS.drawPlan);
    expect((await move(jdTaskFlow.path, inspector, { id: started.taskId, action: 'startSite' })).body.code).toBe(200);
    const visits = await db().select().from(jdSitePlan).where(eq(jdSitePlan.taskId, started.taskId));
    expect(visits.map((v) => v.status)).toEqual(visits.map(() => JD_SITE_STATUS.onSite));
  });

  it('offers 提交监督报告 blocked until the report is saved, saying so and where, before the click', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.checkedDoc);
    const flow = await s.call<{ actions: { action: string; blockedBy: { text: string; work: string | null; page: string | null }[] }[]; work: { key: string; done: boolean }[] }>({ method: 'GET', url: `${jdTaskFlow.path}/flow?id=${w.taskId}`, token: inspector });
    const submit = flow.body.data.actions.find((a) => a.action === 'submitReport');
    expect(submit?.blockedBy[0]).toMatchObject({ text: jdTaskFlow.guards?.reportSaved.text, work: 'report', page: expect.stringContaining(`?id=${w.taskId}`) });
    expect(flow.body.data.work).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'report', done: false })]));
    const refused = await move(jdTaskFlow.path, inspector, { id: w.taskId, action: 'submitReport' });
    expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining(jdTaskFlow.guards?.reportSaved.text ?? '?') });
  });

  it('finishes a visit only with a photo, and submits its materials only when every visit is finished', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.siteSupervision);
    const [visit] = w.sitePlanIds;
    expect((await move(jdTaskFlow.path, inspector, { id: w.taskId, action: 'submitDoc' })).body.msg).toContain('现场监督还未完成');
    expect((await move(jdSiteFlow.path, inspector, { id: visit, action: 'finish' })).body.msg).toBe('请先上传现场照片');
    await db().insert(jdSitePhoto).values({ sitePlanId: visit, siteId: w.siteId as number, taskId: w.taskId, pictureType: '2', annexIds: '1' });
    expect((await move(jdSiteFlow.path, inspector, { id: visit, action: 'finish' })).body.code).toBe(200);
    expect((await move(jdTaskFlow.path, inspector, { id: w.taskId, action: 'submitDoc' })).body.code).toBe(200);
  });

  it('concludes as its products’ results say, and its plan completes with its last task', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.report, { failing: 1 });
    const pass = await move(jdTaskFlow.path, manager, { id: w.taskId, action: 'pass' });
    expect(pass.body.code).toBe(400);
    expect(pass.body.msg).toContain('以下产品监督不通过');
    expect((await taskOf(w.taskId)).status).toBe(JD_TASK_STATUS.report);
    expect((await move(jdTaskFlow.path, manager, { id: w.taskId, action: 'fail', opinion: '一个产品抽检不合格' })).body.code).toBe(200);
    const records = await db().select().from(jdRecord).where(eq(jdRecord.taskId, w.taskId));
    expect(records.map((r) => r.status).sort()).toEqual([JD_RECORD_STATUS.passed, JD_RECORD_STATUS.unpassed]);
    expect((await taskOf(w.taskId)).conclusion).toBe('一个产品抽检不合格');
    expect((await planOf(w.planId)).status).toBe(JD_PLAN_STATUS.completed);
  });

  it('refuses a unit that is not assigned, and hides the task from another enterprise', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.sent);
    const tester = await s.signIn('tester');
    expect((await move(jdTaskFlow.path, tester, { id: w.taskId, action: 'accept', values: { leaderName: '周晓燕' } })).body.code).toBe(403);
    const flow = await s.call<{ actions: { action: string }[] }>({ method: 'GET', url: `${jdTaskFlow.path}/flow?id=${w.taskId}`, token: unitAdmin });
    expect(flow.body.data.actions.map((a) => a.action)).toEqual(['accept', 'reject']);
  });
});

describe('a plan', () => {
  it('makes one task per enterprise of its products and issues them all', async () => {
    const w = await jdTaskAt(db(), JD_TASK_STATUS.release);
    // A draft plan over the same certificates (a plan of another year), then its tasks.
    const [plan] = await db().insert(jdPlan).values({ code: 'JHTEST0001', name: '测试计划', year: 2099, jdType: '1', methods: '10', unitId: w.unitId, startDate: '2099-01-01', endDate: '2099-12-31', status: JD_PLAN_STATUS.draft }).returning();
    // Before its certificates are chosen, 创建监督任务 is offered blocked with the guard's words, and refused with them.
    const blocked = async () => (await s.call<{ actions: { action: string; blockedBy: { text: string; work: string | null }[] }[] }>({ method: 'GET', url: `${jdPlanFlow.path}/flow?id=${plan.id}`, token: manager })).body.data.actions.find((a) => a.action === 'createTasks')?.blockedBy;
    expect(await blocked()).toEqual([expect.objectContaining({ text: jdPlanFlow.guards?.productsChosen.text, work: 'products' })]);
    expect((await move(jdPlanFlow.path, manager, { id: plan.id, action: 'createTasks' })).body).toMatchObject({ code: 400, msg: jdPlanFlow.guards?.productsChosen.text });
    await db().insert(jdProd).values(w.certIds.map((certId, i) => ({ planId: plan.id, certId, productId: w.productIds[i], orgId: w.orgId })));
    expect(await blocked()).toEqual([]);
    expect((await move(jdPlanFlow.path, manager, { id: plan.id, action: 'createTasks' })).body.code).toBe(200);
    const tasks = await db().select().from(jdTask).where(eq(jdTask.planId, plan.id));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ status: JD_TASK_STATUS.release, orgId: w.orgId, unitId: w.unitId, year: 2099, code: 'JD20990001' });
    // Each product's record keeps the certificate's number and product name as supervised (the lists search them).
    const records = await db().select().from(jdRecord).where(eq(jdRecord.taskId, tasks[0].id));
    const certs = await db().select().from(zpCert).where(inArray(zpCert.id, w.certIds));
    expect(records.map((r) => [r.certNo, r.productName]).sort()).toEqual(certs.map((c) => [c.certNo, c.productName]).sort());
    expect((await move(jdPlanFlow.path, manager, { id: plan.id, action: 'issue' })).body.code).toBe(200);
    expect((await taskOf(tasks[0].id)).status).toBe(JD_TASK_STATUS.sent);
    expect((await planOf(plan.id)).status).toBe(JD_PLAN_STATUS.issued);
  });
});
