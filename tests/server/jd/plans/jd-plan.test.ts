/**
 * 监督计划 through its calls: management enters a draft plan, chooses valid certificates (each once a
 * year per type), sees them counted and exported, and what the year's annual supervision stands at;
 * nobody else sees plans.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingYear } from '../../../../src/domain/beijingTime';
import { CERT_STATUS, JD_PLAN_STATUS, JD_TASK_STATUS, JD_TYPE } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_CERT_PREFIX, JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdPlanFlow } from '../../../../src/domain/workflows/jdPlan';
import { jdPlan, jdProd, jdTask, sysUser, zpCert } from '../../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../../harness';
import { sheetRows } from '../../xlsx';

type Row = Record<string, unknown>;
interface Page<T = Row> {
  content: T[];
  totalElements: number;
}

let s: TestServer;
let manager: string;
let unitAdmin: string;
let enterprise: string;
let supervisionUnit: number;
let testingUnit: number;
/** Valid certificates of two enterprises (the demo `enterprise`'s first). */
let ownCerts: (typeof zpCert.$inferSelect)[];
let otherCerts: (typeof zpCert.$inferSelect)[];

const db = () => s.database.db;
const P = JD_PATHS.plan;
const THIS_YEAR = beijingYear();

const orgOf = async (username: string) => (await db().select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;
const planBody = (extra: Row = {}): Row => ({
  name: '2030年度圳品监督检查计划',
  year: 2030,
  jdType: String(JD_TYPE.annual),
  methods: '10,30',
  unitId: supervisionUnit,
  testUnitId: testingUnit,
  startDate: '2030-01-01',
  endDate: '2030-12-31',
  ...extra,
});
const putPlan = (token: string, body: Row) => s.call<Row>({ method: 'PUT', url: P.prefix, token, payload: body });
const addCerts = (token: string, planId: number, certIds: number[]) => s.call<Row[]>({ method: 'PUT', url: JD_PATHS.prod.prefix, token, payload: { planId, certIds: certIds.join(',') } });
const planOf = async (id: number) => (await db().select().from(jdPlan).where(eq(jdPlan.id, id)))[0];

/** A draft plan of `year` and `jdType` over some certificates, made through the calls. */
async function draftWith(year: number, jdType: number, certIds: number[]): Promise<number> {
  const r = await putPlan(manager, planBody({ name: `${year}年${jdType}类监督计划`, year, jdType: String(jdType), startDate: `${year}-01-01`, endDate: `${year}-12-31` }));
  expect(r.body.code).toBe(200);
  const id = r.body.data.id as number;
  if (certIds.length) expect((await addCerts(manager, id, certIds)).body.code).toBe(200);
  return id;
}

beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, enterprise] = await Promise.all([s.signIn('manager'), s.signIn('jd1_admin'), s.signIn('enterprise')]);
  supervisionUnit = await orgOf('jd1_admin');
  testingUnit = await orgOf('tester');
  const own = await orgOf('enterprise');
  ownCerts = await db().select().from(zpCert).where(and(eq(zpCert.orgId, own), eq(zpCert.status, CERT_STATUS.valid))).orderBy(zpCert.id);
  otherCerts = await db().select().from(zpCert).where(and(ne(zpCert.orgId, own), eq(zpCert.status, CERT_STATUS.valid))).orderBy(zpCert.id);
}, 120_000);
afterAll(() => s?.close());

describe('a plan', () => {
  it('is entered by management as a draft numbered JH + year, with its units named and nothing in it yet', async () => {
    const r = await putPlan(manager, planBody());
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ status: JD_PLAN_STATUS.draft, year: 2030, unitName: '深圳市圳品监督检查中心', testUnitName: '深圳市中测食品检测有限公司', prodCount: 0, taskCount: 0 });
    expect(r.body.data.code).toMatch(/^JH2030\d{4}$/);
    const again = await putPlan(manager, planBody({ name: '第二个计划' }));
    expect(Number(String(again.body.data.code).slice(-4))).toBe(Number(String(r.body.data.code).slice(-4)) + 1);
    const got = await s.call<Row>({ method: 'GET', url: `${P.prefix}/${String(r.body.data.id)}`, token: manager });
    expect(got.body.data).toMatchObject({ id: r.body.data.id, name: '2030年度圳品监督检查计划', unitName: '深圳市圳品监督检查中心' });
    const page = await s.call<Page>({ method: 'POST', url: `${P.prefix}/page`, token: manager, payload: { 'search.year_eq': 2030 } });
    expect(page.body.data.content.map((p) => p.id)).toEqual(expect.arrayContaining([r.body.data.id, again.body.data.id]));
  });

  it('refuses a unit of the wrong kind, sampling without a testing unit, dates out of order and missing fields', async () => {
    const wrong = await putPlan(manager, planBody({ unitId: testingUnit }));
    expect(wrong.body.code).toBe(400);
    expect(wrong.body.msg).toContain('监督机构');
    expect((await putPlan(manager, planBody({ testUnitId: supervisionUnit }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('检测机构') });
    expect((await putPlan(manager, planBody({ testUnitId: null }))).body).toMatchObject({ code: 400, msg: JD_MSG.testUnitNeeded });
    expect((await putPlan(manager, planBody({ endDate: '2029-12-31' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('结束日期不能早于开始日期') });
    expect((await putPlan(manager, planBody({ name: '' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('计划名称') });
    expect((await putPlan(manager, planBody({ methods: '10,77' }))).body.code).toBe(400);
    expect((await putPlan(manager, planBody({ year: 'soon' }))).body.code).toBe(400);
    // A plan that does not sample names no testing unit.
    const onSite = await putPlan(manager, planBody({ methods: '10' }));
    expect(onSite.body.data).toMatchObject({ testUnitId: null, testUnitName: null });
  });

  it('is management’s alone: no other role enters or reads one, and a unit given the list sees none', async () => {
    const r = await putPlan(manager, planBody({ name: '只给管理端看的计划' }));
    const id = r.body.data.id as number;
    expect((await putPlan(unitAdmin, planBody())).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: `${P.prefix}/page`, token: enterprise })).body.code).toBe(403);
    expect((await s.call({ method: 'GET', url: `${P.prefix}/${id}`, token: unitAdmin })).body.code).toBe(403);
    const otherUnit = await actor(db(), 'jd2_plan_reader', '5', 'T_JD_PLAN_READER', [PERMS.jdTask.plan]);
    expect((await s.call({ method: 'GET', url: `${P.prefix}/${id}`, token: otherUnit.token })).body.code).toBe(404);
    expect((await s.call<Page>({ method: 'POST', url: `${P.prefix}/page`, token: otherUnit.token })).body.data.totalElements).toBe(0);
  });

  it('is changed and deleted only as a draft, and its products go with it', async () => {
    const id = await draftWith(2033, JD_TYPE.annual, [otherCerts[0].id]);
    const moved = await s.call<Row>({ method: 'PUT', url: `${P.prefix}/${id}`, token: manager, payload: { name: '改名后的计划', year: 2034, startDate: '2034-01-01', endDate: '2034-12-31' } });
    expect(moved.body.data).toMatchObject({ name: '改名后的计划', year: 2034, prodCount: 1 });
    expect(moved.body.data.code).toMatch(/^JH2034\d{4}$/);
    expect((await s.call({ method: 'PUT', url: `${P.prefix}/${id}`, token: manager, payload: { endDate: '2033-01-01' } })).body.code).toBe(400);
    // The seeded plan under supervision cannot change.
    const [running] = await db().select().from(jdPlan).where(eq(jdPlan.status, JD_PLAN_STATUS.supervising)).limit(1);
    const refused = await s.call({ method: 'PUT', url: `${P.prefix}/${running.id}`, token: manager, payload: { name: '不能改' } });
    expect(refused.body).toMatchObject({ code: 400, msg: JD_MSG.planLocked('监督中') });
    expect((await planOf(running.id)).name).toBe(running.name);
    expect((await s.call({ method: 'DELETE', url: `${P.prefix}?ids=${id},${running.id}`, token: manager })).body.code).toBe(400);
    expect(await planOf(id)).toBeDefined();
    expect((await s.call({ method: 'DELETE', url: `${P.prefix}?ids=${id}`, token: manager })).body.code).toBe(200);
    expect(await planOf(id)).toBeUndefined();
    expect(await db().select().from(jdProd).where(eq(jdProd.planId, id))).toEqual([]);
    expect((await s.call({ method: 'DELETE', url: `${P.prefix}?ids=${id}`, token: manager })).body.code).toBe(404);
  });
});

describe('the products of a plan', () => {
  it('are valid certificates, each once in a year’s plans of one type', async () => {
    const id = await draftWith(2035, JD_TYPE.annual, []);
    const r = await addCerts(manager, id, [ownCerts[0].id, otherCerts[1].id]);
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((p) => p.certNo).sort()).toEqual([ownCerts[0].certNo, otherCerts[1].certNo].sort());
    expect(r.body.data[0]).toMatchObject({ planId: id, taskId: null, year: 2035, sampling: true });
    expect(r.body.data.every((p) => typeof p.orgName === 'string' && typeof p.productName === 'string')).toBe(true);
    // Again: nothing twice.
    expect((await addCerts(manager, id, [ownCerts[0].id])).body).toMatchObject({ code: 200, data: [] });
    const other = await draftWith(2035, JD_TYPE.annual, []);
    expect((await addCerts(manager, other, [ownCerts[0].id])).body).toMatchObject({ code: 400, msg: JD_MSG.certInPlan(ownCerts[0].certNo) });
    // Another type of the same year may take it.
    const key = await draftWith(2035, JD_TYPE.key, []);
    expect((await addCerts(manager, key, [ownCerts[0].id])).body.code).toBe(200);
    const [held] = await db().select().from(zpCert).where(ne(zpCert.status, CERT_STATUS.valid)).limit(1);
    expect((await addCerts(manager, other, [held.id])).body).toMatchObject({ code: 400, msg: JD_MSG.certNotValid(held.certNo) });
    expect((await addCerts(manager, other, [987654])).body).toMatchObject({ code: 400, msg: JD_MSG.certMissing });
    expect((await s.call({ method: 'PUT', url: JD_PATHS.prod.prefix, token: manager, payload: { certIds: '1' } })).body).toMatchObject({ code: 400, msg: JD_MSG.prodTarget });
    expect((await s.call({ method: 'PUT', url: JD_PATHS.prod.prefix, token: manager, payload: { planId: other, certIds: 'x' } })).body.code).toBe(400);
    expect(await db().select().from(jdProd).where(eq(jdProd.planId, other))).toEqual([]);
  });

  it('count the wall’s first tasks: a certificate supervised this year by one is in that year’s plan already', async () => {
    // A task brought over from before plans chose their certificates: it names its one certificate itself.
    const [cert] = await db().select().from(zpCert).where(eq(zpCert.status, CERT_STATUS.valid)).orderBy(desc(zpCert.id)).limit(1);
    await db().insert(jdTask).values({ code: 'JD20990001', year: THIS_YEAR, orgId: cert.orgId, productId: cert.productId, certId: cert.id, jdType: String(JD_TYPE.annual), methods: '10', status: JD_TASK_STATUS.passed, startDate: `${THIS_YEAR}-01-01`, endDate: `${THIS_YEAR}-12-31` });
    const id = await draftWith(THIS_YEAR, JD_TYPE.annual, []);
    expect((await addCerts(manager, id, [cert.id])).body).toMatchObject({ code: 400, msg: JD_MSG.certInPlan(cert.certNo) });
  });

  it('are taken only into a draft, by management, and changed or removed while it is one', async () => {
    const id = await draftWith(2036, JD_TYPE.annual, [otherCerts[2].id, otherCerts[3].id]);
    const [prod] = await db().select().from(jdProd).where(eq(jdProd.planId, id)).orderBy(jdProd.id);
    const changed = await s.call<Row>({ method: 'PUT', url: `${JD_PATHS.prod.prefix}/${prod.id}`, token: manager, payload: { sampling: false, remark: '只做现场检查' } });
    expect(changed.body.data).toMatchObject({ id: prod.id, sampling: false, remark: '只做现场检查' });
    expect((await s.call({ method: 'PUT', url: `${JD_PATHS.prod.prefix}/${prod.id}`, token: manager, payload: { remark: 'x'.repeat(501) } })).body.code).toBe(400);
    // A unit sees tasks, not plans: the product is not one it may see.
    expect((await s.call({ method: 'PUT', url: JD_PATHS.prod.prefix, token: unitAdmin, payload: { planId: id, certIds: String(otherCerts[4].id) } })).body).toMatchObject({ code: 403, msg: JD_MSG.noPlanEdit });
    expect((await s.call({ method: 'DELETE', url: `${JD_PATHS.prod.prefix}?ids=${prod.id}`, token: unitAdmin })).body.code).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `${JD_PATHS.prod.prefix}?ids=${prod.id}`, token: manager })).body.code).toBe(200);
    expect((await s.call<Row>({ method: 'GET', url: `${P.prefix}/${id}`, token: manager })).body.data.prodCount).toBe(1);
    // Once its tasks are made the plan is no longer a draft.
    expect((await s.call({ method: 'POST', url: `${jdPlanFlow.path}/move`, token: manager, payload: { id, action: 'createTasks' } })).body.code).toBe(200);
    expect((await addCerts(manager, id, [otherCerts[4].id])).body).toMatchObject({ code: 400, msg: JD_MSG.planLocked('待下发任务') });
  });

  it('are listed for the plan’s page, and exported as an Excel file that reads back', async () => {
    const id = await draftWith(2037, JD_TYPE.annual, [ownCerts[1].id, otherCerts[5].id]);
    const prods = await s.call<Row[]>({ method: 'GET', url: `${P.prods}?planId=${id}`, token: manager });
    expect(prods.body.data.map((p) => p.certNo).sort()).toEqual([ownCerts[1].certNo, otherCerts[5].certNo].sort());
    expect((await s.call({ method: 'GET', url: `${P.prods}?planId=x`, token: manager })).body.code).toBe(400);
    expect((await s.call({ method: 'GET', url: `${P.prods}?planId=${id}`, token: unitAdmin })).body.code).toBe(403);

    const r = await s.app.inject({ method: 'POST', url: P.prodExcel, headers: { 'x-token': manager }, payload: { planId: id } });
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const plan = await planOf(id);
    expect(String(r.headers['content-disposition'])).toContain(encodeURIComponent(`${plan.code}监督产品.xlsx`));
    const rows = await sheetRows(r.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual(expect.arrayContaining(['证书编号', '企业', '产品', '所在地区', '抽样检测']));
    const certNos = rows.slice(1).map((row) => row[header.indexOf('证书编号')]);
    expect(certNos.sort()).toEqual([ownCerts[1].certNo, otherCerts[5].certNo].sort());
    expect(rows.slice(1).every((row) => row[header.indexOf('抽样检测')] === '是')).toBe(true);
    expect(String(rows[1][header.indexOf('所在地区')])).toContain('/');
    expect((await s.call({ method: 'POST', url: P.prodExcel, token: manager, payload: { planId: 987654 } })).body.code).toBe(404);
    expect((await s.call({ method: 'POST', url: P.prodExcel, token: manager, payload: {} })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: P.prodExcel, token: unitAdmin, payload: { planId: id } })).body.code).toBe(403);
  });

  it('are counted by enterprise, category and district', async () => {
    const id = await draftWith(2038, JD_TYPE.annual, [ownCerts[0].id, ownCerts[1].id, otherCerts[6].id]);
    const r = await s.call<{ total: number; byOrg: Row[]; byCategory: Row[]; byArea: Row[] }>({ method: 'GET', url: `${P.classify}/${id}`, token: manager });
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.byOrg[0]).toMatchObject({ id: ownCerts[0].orgId, count: 2 });
    expect(r.body.data.byOrg.reduce((n, o) => n + Number(o.count), 0)).toBe(3);
    expect(r.body.data.byCategory.reduce((n, o) => n + Number(o.count), 0)).toBe(3);
    expect(r.body.data.byArea.every((a) => typeof a.name === 'string' && (a.name as string).length > 0)).toBe(true);
    expect((await s.call({ method: 'GET', url: `${P.classify}/987654`, token: manager })).body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: `${P.classify}/x`, token: manager })).body.code).toBe(400);
    expect((await s.call({ method: 'GET', url: `${P.classify}/${id}`, token: enterprise })).body.code).toBe(403);
  });
});

describe('the certificates a plan may cover', () => {
  it('are the valid ones (and those the year’s supervision took), each with the plan, task and result it has in the year and type asked', async () => {
    const id = await draftWith(2039, JD_TYPE.renewal, [otherCerts[7].id]);
    const [{ valid }] = await db().select({ valid: count() }).from(zpCert).where(eq(zpCert.status, CERT_STATUS.valid));
    const all = await s.call<Page>({ method: 'POST', url: P.certPage, token: manager, payload: { 'page.size': 200 } });
    // A certificate no longer valid is listed only where this year's annual supervision took it.
    const gone = all.body.data.content.filter((c) => c.certStatus !== CERT_STATUS.valid);
    expect(gone.every((c) => c.inPlan === true || c.taskId !== null)).toBe(true);
    expect(all.body.data.totalElements).toBe(valid + gone.length);
    expect(all.body.data.content[0]).toMatchObject({ year: THIS_YEAR, jdType: String(JD_TYPE.annual) });
    const asked = await s.call<Page>({ method: 'POST', url: P.certPage, token: manager, payload: { 'search.year_eq': 2039, 'search.jdType_eq': String(JD_TYPE.renewal), 'search.inPlan_eq': true } });
    expect(asked.body.data.content).toEqual([expect.objectContaining({ id: otherCerts[7].id, inPlan: true, planId: id, planName: '2039年2类监督计划', taskStatus: null, recordStatus: null })]);
    const notIn = await s.call<Page>({ method: 'POST', url: `${JD_CERT_PREFIX}/page`, token: manager, payload: { 'search.year_eq': 2039, 'search.jdType_eq': String(JD_TYPE.renewal), 'search.inPlan_eq': false } });
    expect(notIn.body.data.totalElements).toBe(valid - 1);
    const named = await s.call<Page>({ method: 'POST', url: P.certPage, token: manager, payload: { 'search.certNo_like': ownCerts[0].certNo } });
    expect(named.body.data.content).toEqual([expect.objectContaining({ certNo: ownCerts[0].certNo, orgName: '深圳市鹏城绿源农业发展有限公司' })]);
    expect(typeof named.body.data.content[0].areaName).toBe('string');
  });

  it('show this year’s annual supervision of the wall’s first tasks', async () => {
    const r = await s.call<Page>({ method: 'POST', url: P.certPage, token: manager, payload: { 'search.inPlan_eq': 'true', 'page.size': 200 } });
    expect(r.body.data.totalElements).toBeGreaterThan(0);
    expect(r.body.data.content.every((c) => c.planName === `${THIS_YEAR}年度圳品监督检查计划` && typeof c.taskStatus === 'number')).toBe(true);
  });

  it('refuse a filter they do not have, and callers without the plan list', async () => {
    expect((await s.call({ method: 'POST', url: P.certPage, token: manager, payload: { 'search.status_eq': 1 } })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: P.certPage, token: manager, payload: { 'search.year_eq': 'x' } })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: P.certPage, token: unitAdmin })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: `${JD_CERT_PREFIX}/page`, token: enterprise })).body.code).toBe(403);
  });

  it('are exported with the same filters as an Excel file that reads back', async () => {
    const r = await s.app.inject({ method: 'POST', url: `${JD_CERT_PREFIX}/export`, headers: { 'x-token': manager }, payload: { 'search.year_eq': 2039, 'search.jdType_eq': String(JD_TYPE.renewal), 'search.inPlan_eq': true } });
    const rows = await sheetRows(r.rawPayload);
    const header = rows[0] as string[];
    expect(header).toEqual(expect.arrayContaining(['证书编号', '企业', '已纳入计划', '监督计划']));
    expect(rows).toHaveLength(2);
    expect(rows[1][header.indexOf('证书编号')]).toBe(otherCerts[7].certNo);
    expect(rows[1][header.indexOf('已纳入计划')]).toBe('是');
    expect(rows[1][header.indexOf('监督计划')]).toBe('2039年2类监督计划');
    // A date is an Excel date of that day (midnight UTC: Excel keeps no zone), not text.
    const [y, m, d] = String(otherCerts[7].expireDate).split('-').map(Number);
    expect(rows[1][header.indexOf('有效期至')]).toEqual(new Date(Date.UTC(y, m - 1, d)));
    expect(JSON.parse((await s.app.inject({ method: 'POST', url: `${JD_CERT_PREFIX}/export`, headers: { 'x-token': unitAdmin } })).body)).toMatchObject({ code: 403 });
  });
});

describe('the plan’s pickers and the annual view', () => {
  it('offers the supervision units and the testing units', async () => {
    const r = await s.call<{ supervision: Row[]; testing: Row[] }>({ method: 'POST', url: P.unitOrgs, token: manager });
    expect(r.body.data.supervision).toEqual(expect.arrayContaining([{ id: supervisionUnit, name: '深圳市圳品监督检查中心' }]));
    expect(r.body.data.testing.map((u) => u.id)).toContain(testingUnit);
    expect(r.body.data.testing.map((u) => u.id)).not.toContain(supervisionUnit);
    expect((await s.call({ method: 'POST', url: P.unitOrgs, token: enterprise })).body.code).toBe(403);
  });

  it('counts a year’s annual supervision of the valid certificates as plans and tasks take them', async () => {
    const figures = async (year: number) => (await s.call<Row>({ method: 'GET', url: `${P.annual}?year=${year}`, token: manager })).body.data;
    const before = await figures(2031);
    expect(before).toMatchObject({ year: 2031, planned: 0, inTask: 0, done: 0, passed: 0, unpassed: 0 });
    expect(before.due).toBeGreaterThan(2);
    const id = await draftWith(2031, JD_TYPE.annual, [ownCerts[0].id, ownCerts[1].id]);
    expect(await figures(2031)).toMatchObject({ due: before.due, planned: 2, inTask: 0 });
    expect((await s.call({ method: 'PUT', url: JD_PATHS.task.addMultiple, token: manager, payload: { planId: id } })).body.code).toBe(200);
    expect(await figures(2031)).toMatchObject({ planned: 2, inTask: 2, done: 0 });
    // This year's: the seeded tasks' conclusions count.
    const now = await figures(THIS_YEAR);
    expect(now.done).toBe(Number(now.passed) + Number(now.unpassed));
    expect(Number(now.planned)).toBeGreaterThan(0);
    expect((await s.call({ method: 'GET', url: `${P.annual}?year=20x1`, token: manager })).body.code).toBe(400);
    expect((await s.call({ method: 'GET', url: P.annual, token: manager })).body.data).toMatchObject({ year: THIS_YEAR });
    expect((await s.call({ method: 'GET', url: P.annual, token: unitAdmin })).body.code).toBe(403);
    const tasks = await db().select().from(jdTask).where(eq(jdTask.planId, id));
    expect(tasks.map((t) => t.status)).toEqual([JD_TASK_STATUS.release]);
  });
});
