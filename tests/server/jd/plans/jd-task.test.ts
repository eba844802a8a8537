/**
 * 监督任务 through its calls: management enters a task by hand in a plan and gives it products,
 * changes or deletes it before it is sent, makes a plan's tasks, sends them; the units move them by
 * the status wanted, ask whether every visit is done and go on site. Each unit and enterprise sees
 * only its own tasks.
 */
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingYear } from '../../../../src/domain/beijingTime';
import { CERT_STATUS, JD_PLAN_STATUS, JD_SITE_STATUS, JD_TASK_STATUS, JD_TYPE } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { JD_TASK_ENDED } from '../../../../src/domain/workflows/jdTask';
import { jdPlan, jdProd, jdRecord, jdSitePhoto, jdSitePlan, jdTask, sysUser, zpCert } from '../../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
interface Page<T = Row> {
  content: T[];
  totalElements: number;
}

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
let enterprise: string;
let tester: string;
/** A second supervision unit's administrator. */
let otherUnit: Awaited<ReturnType<typeof actor>>;
let supervisionUnit: number;
let testingUnit: number;
let ownOrg: number;
let ownCerts: (typeof zpCert.$inferSelect)[];
let otherCerts: (typeof zpCert.$inferSelect)[];

const db = () => s.database.db;
const TK = JD_PATHS.task;
const S = JD_TASK_STATUS;
const orgOf = async (username: string) => (await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;
const taskOf = async (id: number) => (await db().select().from(jdTask).where(eq(jdTask.id, id)))[0];
const planOf = async (id: number) => (await db().select().from(jdPlan).where(eq(jdPlan.id, id)))[0];
const putTask = (token: string, body: Row) => s.call<Row>({ method: 'PUT', url: TK.prefix, token, payload: body });

let nextYear = 2040;
/** A draft plan (through the calls) of its own year over some certificates. */
async function planWith(certIds: number[], extra: Row = {}): Promise<number> {
  const year = nextYear++;
  const r = await s.call<Row>({
    method: 'PUT',
    url: JD_PATHS.plan.prefix,
    token: manager,
    payload: { name: `${year}年度监督计划`, year, jdType: String(JD_TYPE.annual), methods: '10,30', unitId: supervisionUnit, testUnitId: testingUnit, startDate: `${year}-01-01`, endDate: `${year}-12-31`, ...extra },
  });
  expect(r.body.code).toBe(200);
  const id = r.body.data.id as number;
  if (certIds.length) expect((await s.call({ method: 'PUT', url: JD_PATHS.prod.prefix, token: manager, payload: { planId: id, certIds: certIds.join(',') } })).body.code).toBe(200);
  return id;
}
const taskBody = (planId: number, extra: Row = {}): Row => ({ planId, orgId: ownOrg, startDate: '2040-03-01', endDate: '2040-10-31', ...extra });

beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, inspector, enterprise, tester] = await Promise.all(['manager', 'jd1_admin', 'inspector', 'enterprise', 'tester'].map((u) => s.signIn(u)));
  otherUnit = await actor(db(), 'jd2_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task, PERMS.jdTask.unitTask]);
  supervisionUnit = await orgOf('jd1_admin');
  testingUnit = await orgOf('tester');
  ownOrg = await orgOf('enterprise');
  ownCerts = await db().select().from(zpCert).where(and(eq(zpCert.orgId, ownOrg), eq(zpCert.status, CERT_STATUS.valid))).orderBy(zpCert.id);
  otherCerts = await db().select().from(zpCert).where(and(ne(zpCert.orgId, ownOrg), eq(zpCert.status, CERT_STATUS.valid))).orderBy(zpCert.id);
}, 120_000);
afterAll(() => s?.close());

describe('a task entered by hand', () => {
  it('takes its units, type, methods and year from the plan, and the enterprise’s products waiting in it', async () => {
    const planId = await planWith([ownCerts[0].id, ownCerts[1].id, otherCerts[0].id]);
    const r = await putTask(manager, taskBody(planId, { remark: '重点关注冷链' }));
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({
      status: S.draft,
      planId,
      orgId: ownOrg,
      unitId: supervisionUnit,
      testUnitId: testingUnit,
      jdType: String(JD_TYPE.annual),
      methods: '10,30',
      planName: expect.stringContaining('年度监督计划'),
      orgName: '深圳市鹏城绿源农业发展有限公司',
      unitName: '深圳市圳品监督检查中心',
      testUnitName: '深圳市中测食品检测有限公司',
    });
    const plan = await planOf(planId);
    expect(r.body.data.code).toMatch(new RegExp(`^JD${plan.year}\\d{4}$`));
    expect(String(r.body.data.productNames).split('、')).toHaveLength(2);
    const records = await db().select().from(jdRecord).where(eq(jdRecord.taskId, r.body.data.id as number));
    expect(records.map((x) => x.certNo).sort()).toEqual([ownCerts[0].certNo, ownCerts[1].certNo].sort());
    const got = await s.call<Row>({ method: 'GET', url: `${TK.prefix}/${String(r.body.data.id)}`, token: manager });
    expect(got.body.data).toMatchObject({ id: r.body.data.id, productNames: r.body.data.productNames });
    // One open task per enterprise and plan; the plan keeps what its task took from it.
    expect((await putTask(manager, taskBody(planId))).body).toMatchObject({ code: 400, msg: JD_MSG.taskExists(String(r.body.data.code)) });
    expect((await s.call({ method: 'PUT', url: `${JD_PATHS.plan.prefix}/${planId}`, token: manager, payload: { methods: '10' } })).body).toMatchObject({ code: 400, msg: JD_MSG.planFixed });
    expect((await s.call({ method: 'PUT', url: `${JD_PATHS.plan.prefix}/${planId}`, token: manager, payload: { name: '改个名字', methods: '10,30' } })).body.code).toBe(200);
  });

  it('refuses missing fields, dates out of order, an enterprise without valid certificates and an ended plan', async () => {
    const planId = await planWith([]);
    expect((await putTask(manager, { planId, orgId: ownOrg })).body).toMatchObject({ code: 400, msg: expect.stringContaining('开始日期') });
    expect((await putTask(manager, taskBody(planId, { endDate: '2040-01-01' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('结束日期不能早于开始日期') });
    expect((await putTask(manager, taskBody(planId, { orgId: 'abc' }))).body.code).toBe(400);
    const bare = await actor(db(), 'jd_bare_enterprise', '3', 'R_ORG_ADMIN');
    expect((await putTask(manager, taskBody(planId, { orgId: bare.orgId }))).body).toMatchObject({ code: 400, msg: JD_MSG.orgNoCerts });
    expect((await putTask(manager, taskBody(planId, { orgId: supervisionUnit }))).body.code).toBe(400);
    const [ended] = await db().select().from(jdPlan).where(eq(jdPlan.status, JD_PLAN_STATUS.completed)).limit(1);
    expect((await putTask(manager, taskBody(ended.id))).body).toMatchObject({ code: 400, msg: JD_MSG.planClosed('已完成') });
    expect((await putTask(manager, taskBody(987654))).body.code).toBe(404);
  });

  it('is management’s to enter, and neither the enterprise nor the units see it while it is a draft', async () => {
    const planId = await planWith([ownCerts[2].id]);
    expect((await putTask(unitAdmin, taskBody(planId))).body.code).toBe(403);
    expect((await putTask(enterprise, taskBody(planId))).body.code).toBe(403);
    const r = await putTask(manager, taskBody(planId));
    const id = r.body.data.id as number;
    expect((await s.call({ method: 'GET', url: `${TK.prefix}/${id}`, token: enterprise })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `${TK.prefix}/${id}`, token: otherUnit.token })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `${TK.prefix}/${id}`, token: inspector })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `${TK.prefix}/${id}`, token: manager })).body.code).toBe(200);
    const mine = await s.call<Page>({ method: 'POST', url: `${TK.prefix}/page`, token: enterprise, payload: { 'page.size': 200 } });
    expect(mine.body.data.content.every((t) => t.orgId === ownOrg && t.status !== S.draft && t.status !== S.release)).toBe(true);
    const theirs = await s.call<Page>({ method: 'POST', url: `${TK.prefix}/page`, token: otherUnit.token });
    expect(theirs.body.data.totalElements).toBe(0);
  });

  it('gets the enterprise’s valid certificates as products while it is not sent, each with its record', async () => {
    const planId = await planWith([]);
    const id = (await putTask(manager, taskBody(planId))).body.data.id as number;
    const add = (token: string, certIds: number[]) => s.call<Row[]>({ method: 'PUT', url: JD_PATHS.prod.prefix, token, payload: { taskId: id, certIds: certIds.join(',') } });
    const r = await add(manager, [ownCerts[0].id]);
    expect(r.body.data).toEqual([expect.objectContaining({ taskId: id, planId, certNo: ownCerts[0].certNo, recordStatus: 0, jdOpinion: 0 })]);
    expect((await add(manager, [otherCerts[1].id])).body).toMatchObject({ code: 400, msg: JD_MSG.certNotOrg });
    expect((await add(inspector, [ownCerts[1].id])).body).toMatchObject({ code: 403, msg: JD_MSG.noTaskEdit });
    expect((await s.call({ method: 'PUT', url: JD_PATHS.prod.prefix, token: manager, payload: { taskId: 987654, certIds: String(ownCerts[1].id) } })).body.code).toBe(404);
    // Its product's remark changes until it is sent; then neither products nor the task change.
    const [prod] = await db().select().from(jdProd).where(eq(jdProd.taskId, id));
    expect((await s.call<Row>({ method: 'PUT', url: `${JD_PATHS.prod.prefix}/${prod.id}`, token: manager, payload: { remark: '重点抽检' } })).body.data).toMatchObject({ remark: '重点抽检' });
    expect((await s.call({ method: 'POST', url: `${TK.prefix}/process/move`, token: manager, payload: { id, action: 'release' } })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: `${TK.submit}/${id}`, token: manager })).body.code).toBe(200);
    expect((await add(manager, [ownCerts[1].id])).body).toMatchObject({ code: 400, msg: JD_MSG.taskLocked('待机构接受') });
    expect((await s.call({ method: 'PUT', url: `${JD_PATHS.prod.prefix}/${prod.id}`, token: manager, payload: { remark: '不能改' } })).body.code).toBe(400);
    expect((await s.call({ method: 'DELETE', url: `${JD_PATHS.prod.prefix}?ids=${prod.id}`, token: manager })).body.code).toBe(400);
    expect((await s.call({ method: 'PUT', url: `${TK.prefix}/${id}`, token: manager, payload: { remark: '不能改' } })).body).toMatchObject({ code: 400, msg: JD_MSG.taskLocked('待机构接受') });
    expect((await taskOf(id)).remark).toBeNull();
  });

  it('is changed and deleted before it is sent: its products go back to the plan, its records go', async () => {
    const planId = await planWith([ownCerts[0].id, ownCerts[1].id]);
    const id = (await putTask(manager, taskBody(planId))).body.data.id as number;
    const changed = await s.call<Row>({ method: 'PUT', url: `${TK.prefix}/${id}`, token: manager, payload: { startDate: '2040-04-01', remark: '推迟一个月' } });
    expect(changed.body.data).toMatchObject({ startDate: '2040-04-01', remark: '推迟一个月' });
    expect((await s.call({ method: 'PUT', url: `${TK.prefix}/${id}`, token: unitAdmin, payload: { remark: 'x' } })).body.code).toBe(403);
    const sent = await jdTaskAt(db(), S.sent);
    expect((await s.call({ method: 'DELETE', url: `${TK.prefix}?ids=${id},${sent.taskId}`, token: manager })).body.code).toBe(400);
    expect(await taskOf(id)).toBeDefined();
    expect((await s.call({ method: 'DELETE', url: `${TK.prefix}?ids=${id}`, token: manager })).body.code).toBe(200);
    expect(await taskOf(id)).toBeUndefined();
    expect(await db().select().from(jdRecord).where(eq(jdRecord.taskId, id))).toEqual([]);
    const prods = await db().select().from(jdProd).where(eq(jdProd.planId, planId));
    expect(prods.map((p) => p.taskId)).toEqual([null, null]);
    // A new task for the enterprise takes them again.
    const again = await putTask(manager, taskBody(planId));
    expect(String(again.body.data.productNames).split('、')).toHaveLength(2);
  });
});

describe('a task by hand in a running plan', () => {
  it('does not take a certificate the plan supervised this year by one of the wall’s first tasks', async () => {
    const year = beijingYear();
    const [running] = await db().select().from(jdPlan).where(and(eq(jdPlan.year, year), eq(jdPlan.jdType, String(JD_TYPE.annual))));
    // A certificate the plan's products do not hold, of an enterprise with no open task in it, that a
    // first task of the plan supervised (brought over from before plans chose their certificates).
    const open = db().select({ orgId: jdTask.orgId }).from(jdTask).where(and(eq(jdTask.planId, running.id), notInArray(jdTask.status, [...JD_TASK_ENDED])));
    const chosen = db().select({ certId: jdProd.certId }).from(jdProd).where(eq(jdProd.planId, running.id));
    const [cert] = await db()
      .select()
      .from(zpCert)
      .where(and(eq(zpCert.status, CERT_STATUS.valid), notInArray(zpCert.orgId, open), notInArray(zpCert.id, chosen)))
      .orderBy(desc(zpCert.id))
      .limit(1);
    await db().insert(jdTask).values({ code: 'JD20990002', planId: running.id, year, orgId: cert.orgId, productId: cert.productId, certId: cert.id, jdType: String(JD_TYPE.annual), methods: '10', status: S.passed, startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    const r = await putTask(manager, taskBody(running.id, { orgId: cert.orgId }));
    expect(r.body.code).toBe(200);
    const add = await s.call({ method: 'PUT', url: JD_PATHS.prod.prefix, token: manager, payload: { taskId: r.body.data.id, certIds: String(cert.id) } });
    expect(add.body).toMatchObject({ code: 400, msg: JD_MSG.certInPlan(cert.certNo) });
  });
});

describe('a plan’s tasks', () => {
  it('are made one per enterprise, listed for the plan, and sent one by one until the plan is issued', async () => {
    const planId = await planWith([ownCerts[0].id, ownCerts[1].id, otherCerts[2].id]);
    expect((await s.call({ method: 'PUT', url: TK.addMultiple, token: unitAdmin, payload: { planId } })).body.code).toBe(403);
    const made = await s.call<Row>({ method: 'PUT', url: TK.addMultiple, token: manager, payload: { planId } });
    expect(made.body).toMatchObject({ code: 200, data: { id: planId, status: JD_PLAN_STATUS.tasksCreated, tasks: 2 } });
    expect((await s.call({ method: 'PUT', url: TK.addMultiple, token: manager, payload: { planId } })).body.code).toBe(400);
    expect((await s.call({ method: 'PUT', url: TK.addMultiple, token: manager, payload: {} })).body.code).toBe(400);

    const listed = await s.call<Row[]>({ method: 'POST', url: TK.planTasks, token: manager, payload: { planId } });
    expect(listed.body.data.map((t) => t.status)).toEqual([S.release, S.release]);
    expect(listed.body.data.find((t) => t.orgId === ownOrg)?.productNames).toBeTruthy();
    expect((await s.call({ method: 'POST', url: TK.planTasks, token: manager, payload: { planId: 987654 } })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: TK.planTasks, token: manager, payload: { planId: 'x' } })).body.code).toBe(400);

    // Sending: management only; before it is sent no unit even sees the task.
    const [first, second] = listed.body.data.map((t) => t.id as number);
    expect((await s.call({ method: 'POST', url: `${TK.submit}/${first}`, token: unitAdmin })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: `${TK.submit}/${first}`, token: otherUnit.token })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: `${TK.submit}/${first}`, token: manager })).body).toMatchObject({ code: 200, data: { status: S.sent } });
    expect((await s.call({ method: 'POST', url: `${TK.submit}/${first}`, token: manager })).body.code).toBe(400);
    expect((await planOf(planId)).status).toBe(JD_PLAN_STATUS.tasksCreated);
    expect((await s.call({ method: 'POST', url: `${TK.submit}/${second}`, token: manager })).body.code).toBe(200);
    expect((await planOf(planId)).status).toBe(JD_PLAN_STATUS.issued);
    // The unit sees the plan's tasks assigned to it; another unit none.
    expect((await s.call<Row[]>({ method: 'POST', url: TK.planTasks, token: inspector, payload: { planId } })).body.data).toHaveLength(2);
    expect((await s.call<Row[]>({ method: 'POST', url: TK.planTasks, token: otherUnit.token, payload: { planId } })).body.data).toEqual([]);
  });
});

describe('the spec’s moves of a task', () => {
  it('names the flow’s steps for the steps bar by its key or its FLOW_JD_ process', async () => {
    const r = await s.call<{ status: number; label: string }[]>({ method: 'GET', url: `${TK.flowNames}?ProcDefId=jdTask`, token: inspector });
    expect(r.body.data[0]).toEqual({ status: S.draft, label: '草稿' });
    expect(r.body.data.at(-1)).toEqual({ status: S.passed, label: '监督通过' });
    expect(r.body.data.map((x) => x.status)).toContain(S.report);
    expect((await s.call({ method: 'GET', url: `${TK.flowNames}?ProcDefId=FLOW_JD_TASK`, token: enterprise })).body.data).toEqual(r.body.data);
    expect((await s.call({ method: 'GET', url: `${TK.flowNames}?ProcDefId=FLOW_PJ_1`, token: manager })).body).toMatchObject({ code: 400, msg: JD_MSG.unknownFlow('FLOW_PJ_1') });
    expect((await s.call({ method: 'GET', url: TK.flowNames, token: manager })).body).toMatchObject({ code: 400, msg: JD_MSG.flowNeeded });
  });

  it('moves tasks by the status wanted, all or nothing, by the actor the flow names', async () => {
    const a = await jdTaskAt(db(), S.sent);
    const b = await jdTaskAt(db(), S.confirmUnit);
    const accept = (token: string, ids: number[]) => s.call({ method: 'POST', url: TK.status, token, payload: { ids: ids.join(','), status: S.confirmUnit, values: { leaderName: '黄国平', memberNames: '刘洋' } } });
    expect((await accept(unitAdmin, [a.taskId, b.taskId])).body.code).toBe(400);
    expect((await taskOf(a.taskId)).status).toBe(S.sent);
    expect((await accept(inspector, [a.taskId])).body.code).toBe(403);
    expect((await accept(otherUnit.token, [a.taskId])).body.code).toBe(404);
    expect((await accept(unitAdmin, [a.taskId])).body).toMatchObject({ code: 200, data: { ids: [a.taskId], status: S.confirmUnit } });
    expect(await taskOf(a.taskId)).toMatchObject({ status: S.confirmUnit, leaderName: '黄国平' });
    expect((await s.call({ method: 'POST', url: TK.status, token: manager, payload: { ids: String(b.taskId), status: 'x' } })).body).toMatchObject({ code: 400, msg: JD_MSG.statusNeeded });
    expect((await s.call({ method: 'POST', url: TK.status, token: manager, payload: { ids: String(b.taskId), status: 12345 } })).body.code).toBe(400);
    // A stop needs its reason.
    expect((await s.call({ method: 'POST', url: TK.status, token: manager, payload: { ids: String(b.taskId), status: S.stopped } })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: TK.status, token: manager, payload: { ids: String(b.taskId), status: S.stopped, opinion: '企业已停产' } })).body.code).toBe(200);
    expect((await taskOf(b.taskId)).status).toBe(S.stopped);
  });

  it('says whether every visit is finished, naming the places still open', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const ask = (token: string, taskId: unknown = w.taskId) => s.call<{ finished: boolean; total: number; open: string[] }>({ method: 'POST', url: TK.siteAllFinished, token, payload: { taskId } });
    const open = await ask(inspector);
    expect(open.body.data).toMatchObject({ finished: false, total: w.sitePlanIds.length });
    expect(open.body.data.open).toHaveLength(w.sitePlanIds.length);
    expect(open.body.data.open.every((n) => n.length > 0)).toBe(true);
    for (const id of w.sitePlanIds) {
      await db().insert(jdSitePhoto).values({ sitePlanId: id, siteId: w.siteId as number, taskId: w.taskId, pictureType: '2', annexIds: '1' });
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.site.prefix}/process/move`, token: inspector, payload: { id, action: 'finish' } })).body.code).toBe(200);
    }
    expect((await ask(manager)).body.data).toEqual({ finished: true, total: w.sitePlanIds.length, open: [] });
    expect((await ask(otherUnit.token)).body.code).toBe(404);
    expect((await ask(inspector, 'x')).body.code).toBe(400);
  });

  it('goes on site with every visit started, by the supervision unit', async () => {
    const w = await jdTaskAt(db(), S.drawPlan);
    expect((await s.call({ method: 'PUT', url: `${TK.startSubFlow}/${w.taskId}`, token: tester })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: `${TK.startSubFlow}/${w.taskId}`, token: otherUnit.token })).body.code).toBe(404);
    expect((await s.call({ method: 'PUT', url: `${TK.startSubFlow}/x`, token: inspector })).body.code).toBe(400);
    expect((await s.call({ method: 'PUT', url: `${TK.startSubFlow}/${w.taskId}`, token: inspector })).body).toMatchObject({ code: 200, data: { status: S.siteSupervision } });
    const visits = await db().select().from(jdSitePlan).where(eq(jdSitePlan.taskId, w.taskId));
    expect(visits.map((v) => v.status)).toEqual(visits.map(() => JD_SITE_STATUS.onSite));
    expect((await s.call({ method: 'PUT', url: `${TK.startSubFlow}/${w.taskId}`, token: inspector })).body.code).toBe(400);
  });
});
