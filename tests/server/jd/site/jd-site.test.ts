/**
 * The on-site record of a supervision task through its calls: read by whoever sees the task, made
 * and changed by the supervision unit assigned to it, its team kept on the task too; the 监督任务书
 * and 不符合项报告 generated as Word files that name what they must, read back by the others; the
 * task's products and places. Another supervision unit sees none of it (404 like a missing record).
 */
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdNon, jdNonExp, jdSite, jdTask, sysOrg, zpCert, zpPlace, zpProduct } from '../../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
const S = JD_TASK_STATUS;
const P = JD_PATHS.site;

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
let tester: string;
let ent: string;
/** The administrator of a second supervision unit, with the same permissions as the first. */
let other: string;

beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, inspector, tester, ent] = await Promise.all(['manager', 'jd1_admin', 'inspector', 'tester', 'enterprise'].map((u) => s.signIn(u)));
  other = (await actor(s.database.db, 'jd2_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task])).token;
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const get = <T = Row>(url: string, token: string) => s.call<T>({ method: 'GET', url, token });
const post = <T = Row>(url: string, token: string, payload: Row) => s.call<T>({ method: 'POST', url, token, payload });
const put = <T = Row>(url: string, token: string, payload: Row) => s.call<T>({ method: 'PUT', url, token, payload });

/** The text of a Word file the caller downloads at `url`. */
async function wordText(url: string, token: string): Promise<string> {
  const res = await s.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
  return xml.replace(/<[^>]+>/g, '');
}

describe('the on-site record', () => {
  it('is read by whoever sees the task, null before the unit accepted it, 404 for another unit', async () => {
    const w = await jdTaskAt(db(), S.confirmUnit);
    for (const token of [inspector, manager, ent, tester]) {
      const r = await get(`${P.byTask}?taskId=${w.taskId}`, token);
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ id: w.siteId, taskId: w.taskId, leaderName: '黄国平', taskBook: null, nonComBook: null });
    }
    expect((await get(`${P.prefix}/${w.siteId}`, ent)).body.data).toMatchObject({ id: w.siteId, taskCode: expect.stringMatching(/^JDT/) });
    const sent = await jdTaskAt(db(), S.sent);
    expect((await get(`${P.byTask}?taskId=${sent.taskId}`, inspector)).body).toMatchObject({ code: 200, data: null });
    expect((await get(`${P.byTask}?taskId=${w.taskId}`, other)).body.code).toBe(404);
    expect((await get(`${P.prefix}/${w.siteId}`, other)).body.code).toBe(404);
    expect((await get(`${P.byTask}?taskId=abc`, inspector)).body.code).toBe(400);
    expect((await get(`${P.prefix}/abc`, inspector)).body.code).toBe(400);
  });

  it('is made on first ask by the assigned unit only, once, with the task’s team', async () => {
    const w = await jdTaskAt(db(), S.drawPlan);
    // An older task whose acceptance made no record.
    await db().delete(jdSite).where(eq(jdSite.id, w.siteId as number));
    for (const token of [ent, manager, tester]) expect((await get(`${P.createOrQuery}?taskId=${w.taskId}`, token)).body.code).toBe(403);
    expect((await get(`${P.createOrQuery}?taskId=${w.taskId}`, other)).body.code).toBe(404);
    expect((await get(`${P.createOrQuery}?taskId=x`, inspector)).body.code).toBe(400);
    const made = await get<{ id: number; leaderName: string }>(`${P.createOrQuery}?taskId=${w.taskId}`, inspector);
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data.leaderName).toBe('黄国平');
    const again = await get<{ id: number }>(`${P.createOrQuery}?taskId=${w.taskId}`, ent);
    expect(again.body.data.id).toBe(made.body.data.id);
    expect(await db().select().from(jdSite).where(eq(jdSite.taskId, w.taskId))).toHaveLength(1);
    const sent = await jdTaskAt(db(), S.sent);
    expect((await get(`${P.createOrQuery}?taskId=${sent.taskId}`, unitAdmin)).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待机构接受') });
  });

  it('takes the team and a summary from the unit until the task is concluded, the team on the task too', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const r = await put<Row>(`${P.prefix}/${w.siteId}`, inspector, { summary: '现场查看了种植基地和仓库。', leaderName: '林嘉怡' });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ summary: '现场查看了种植基地和仓库。', leaderName: '林嘉怡', memberNames: '刘洋、陈静' });
    expect((await db().select().from(jdTask).where(eq(jdTask.id, w.taskId)))[0].leaderName).toBe('林嘉怡');
    expect((await put(`${P.prefix}/${w.siteId}`, inspector, { leaderName: 'Tom1' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('监督组长：') });
    for (const token of [ent, manager, tester]) expect((await put(`${P.prefix}/${w.siteId}`, token, { summary: '改' })).body.code).toBe(403);
    expect((await put(`${P.prefix}/${w.siteId}`, other, { summary: '改' })).body.code).toBe(404);
    const ended = await jdTaskAt(db(), S.passed);
    expect((await put(`${P.prefix}/${ended.siteId}`, inspector, { summary: '改' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('监督通过') });
    expect((await db().select().from(jdSite).where(eq(jdSite.id, w.siteId as number)))[0].summary).toBe('现场查看了种植基地和仓库。');
  });

  it('saves the team by the record or by the task (staffSave)', async () => {
    const w = await jdTaskAt(db(), S.confirmUnit);
    const byId = await put<Row>(P.staffSave, unitAdmin, { id: w.siteId, leaderName: '陈立新', memberNames: '王芳' });
    expect(byId.body.code, byId.body.msg).toBe(200);
    expect(byId.body.data).toMatchObject({ leaderName: '陈立新', memberNames: '王芳' });
    const byTask = await put<Row>(P.staffSave, inspector, { taskId: w.taskId, leaderName: '李文静' });
    expect(byTask.body.data).toMatchObject({ id: w.siteId, leaderName: '李文静', memberNames: null });
    expect((await db().select().from(jdTask).where(eq(jdTask.id, w.taskId)))[0]).toMatchObject({ leaderName: '李文静', memberNames: null });
    expect((await put(P.staffSave, unitAdmin, { id: w.siteId })).body).toMatchObject({ code: 400, msg: expect.stringContaining('监督组长') });
    expect((await put(P.staffSave, unitAdmin, { id: 'x', leaderName: '李文静' })).body.code).toBe(400);
    expect((await put(P.staffSave, ent, { id: w.siteId, leaderName: '李文静' })).body.code).toBe(403);
    expect((await put(P.staffSave, tester, { taskId: w.taskId, leaderName: '李文静' })).body.code).toBe(403);
    expect((await put(P.staffSave, other, { taskId: w.taskId, leaderName: '李文静' })).body.code).toBe(404);
  });
});

describe('the task book and the nonconformity report', () => {
  it('generates the 监督任务书 naming the enterprise, products, certificates, places, team and methods; the others read it', async () => {
    const w = await jdTaskAt(db(), S.drawPlan);
    expect((await post(P.taskBook, ent, { onSiteId: w.siteId })).body).toMatchObject({ code: 400, msg: JD_MSG.documentNone('监督任务书') });
    const r = await post<{ id: number; name: string; url: string }>(P.taskBook, inspector, { onSiteId: w.siteId });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.name).toMatch(/^监督任务书-JDT\d+\.docx$/);
    const text = await wordText(r.body.data.url, ent);
    const [org] = await db().select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, w.orgId));
    const [product] = await db().select({ name: zpProduct.name }).from(zpProduct).where(eq(zpProduct.id, w.productIds[0]));
    const [cert] = await db().select({ certNo: zpCert.certNo }).from(zpCert).where(eq(zpCert.id, w.certIds[0]));
    const [place] = await db().select({ name: zpPlace.name }).from(zpPlace).where(eq(zpPlace.id, w.placeIds[0]));
    for (const expected of ['监督任务书', org.name, product.name, cert.certNo, place.name, '黄国平', '刘洋、陈静', '现场检查', '抽样检测', '年度监督']) expect(text).toContain(expected);
    expect((await db().select().from(jdSite).where(eq(jdSite.id, w.siteId as number)))[0].taskBookFileId).toBe(r.body.data.id);
    // The enterprise and management read the one generated; the unit's generating again replaces it.
    expect((await post<{ id: number }>(P.taskBook, manager, { onSiteId: w.siteId })).body.data.id).toBe(r.body.data.id);
    expect((await get<Row>(`${P.prefix}/${w.siteId}`, ent)).body.data.taskBook).toMatchObject({ id: r.body.data.id });
    expect((await post(P.taskBook, other, { onSiteId: w.siteId })).body.code).toBe(404);
    expect((await post(P.taskBook, inspector, { onSiteId: 'x' })).body.code).toBe(400);
    expect((await post(P.taskBook, inspector, {})).body.code).toBe(400);
  });

  it('generates the 不符合项报告 with every nonconformity and its explanation, from on site on', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const siteId = w.siteId as number;
    const [non] = await db().insert(jdNon).values({ siteId, taskId: w.taskId, orgId: w.orgId, sitePlanId: w.sitePlanIds[0], productId: w.productIds[0], clause: '5.2 投入品管理', description: '农药仓库未上锁，领用无记录。', level: 2 }).returning();
    await db().insert(jdNonExp).values({ nonId: non.id, siteId, taskId: w.taskId, explanation: '仓库管理员临时外出。', correction: '加装门锁并建立领用台账。', verified: 1 });
    const r = await post<{ url: string }>(P.nonComBook, unitAdmin, { onSiteId: siteId });
    expect(r.body.code, r.body.msg).toBe(200);
    const text = await wordText(r.body.data.url, tester);
    for (const expected of ['不符合项报告', '5.2 投入品管理', '农药仓库未上锁，领用无记录。', '严重', '仓库管理员临时外出。', '加装门锁并建立领用台账。']) expect(text).toContain(expected);
    const early = await jdTaskAt(db(), S.drawPlan);
    expect((await post(P.nonComBook, inspector, { onSiteId: early.siteId })).body).toMatchObject({ code: 400, msg: JD_MSG.documentNone('不符合项报告') });
    expect((await post(P.nonComBook, other, { onSiteId: siteId })).body.code).toBe(404);
  });
});

describe('the task’s products and places', () => {
  it('lists the products with certificate, category and places, and the places with the products made there', async () => {
    const w = await jdTaskAt(db(), S.confirmUnit);
    const prods = await get<Row[]>(`${P.taskProds}/${w.taskId}`, ent);
    expect(prods.body.code, prods.body.msg).toBe(200);
    expect(prods.body.data.map((p) => p.prodId)).toEqual(w.prodIds);
    expect(prods.body.data[0]).toMatchObject({ certId: w.certIds[0], certNo: expect.any(String), productId: w.productIds[0], productName: expect.any(String), placeNames: expect.any(String) });
    const places = await get<Row[]>(`${P.places}?id=${w.taskId}`, inspector);
    expect(places.body.data.map((p) => p.id).sort()).toEqual([...w.placeIds].sort());
    const withProducts = await get<{ id: number; products: { id: number }[]; onSitePlanId: number | null }[]>(`${P.placeProds}?taskId=${w.taskId}`, manager);
    expect(withProducts.body.data).toHaveLength(w.placeIds.length);
    expect(withProducts.body.data.flatMap((p) => p.products.map((x) => x.id)).every((id) => w.productIds.includes(id))).toBe(true);
    expect(withProducts.body.data.every((p) => p.onSitePlanId === null)).toBe(true);
    for (const url of [`${P.taskProds}/${w.taskId}`, `${P.places}?id=${w.taskId}`, `${P.placeProds}?taskId=${w.taskId}`]) expect((await get(url, other)).body.code).toBe(404);
    expect((await get(`${P.taskProds}/abc`, inspector)).body.code).toBe(400);
    expect((await get(`${P.placeProds}?taskId=`, inspector)).body.code).toBe(400);
  });
});
