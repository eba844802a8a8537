/**
 * A supervision task's visits (one per place) through their calls: planned by the assigned unit
 * while it plans (a place of the task, products of the task made there; again for a place replaces
 * its visit), listed with their names, removed while planning, given their days; moved through
 * their sub-flow by the status wanted (all or nothing); their photos made into a Word file with the
 * pictures embedded, every file of the record downloadable by whoever sees the task.
 */
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_METHOD, JD_SITE_STATUS, JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import { jdDate, jdSitePlan, jdTask, zpPlace, zpProduct } from '../../../../server/db/schema';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt, type JdWorld } from '../../jdFixtures';

type Row = Record<string, unknown>;
const S = JD_TASK_STATUS;
const P = JD_PATHS.site;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
let tester: string;
let ent: string;
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

/** The products of the task made at a place (comma-joined ids). */
async function madeAt(w: JdWorld, placeId: number): Promise<string> {
  const rows = await db().select().from(zpProduct);
  return rows
    .filter((p) => w.productIds.includes(p.id) && (p.placeIds ?? String(p.placeId ?? '')).split(',').map(Number).includes(placeId))
    .map((p) => p.id)
    .join(',');
}

const planBody = async (w: JdWorld, placeId: number, extra: Row = {}) => ({ taskId: w.taskId, placeId, startDate: '2026-04-01', endDate: '2026-04-02', leaderName: '黄国平', memberNames: '刘洋', productIds: await madeAt(w, placeId), ...extra });

async function uploadPng(token: string, name: string): Promise<number> {
  const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token, ...multipartFile(name, PNG, 'image/png') });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.id;
}

describe('planning the visits', () => {
  it('plans a visit per place with products made there; again for a place replaces it; then the plan can be pushed', async () => {
    const w = await jdTaskAt(db(), S.confirmUnit);
    for (const placeId of w.placeIds) {
      const r = await post<Row>(P.createPlan, inspector, await planBody(w, placeId, { spotItemTypes: '1,2' }));
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ taskId: w.taskId, onSiteId: w.siteId, placeId, status: JD_SITE_STATUS.planned, placeName: expect.any(String), productNames: expect.any(String), orgId: w.orgId, unitId: w.unitId, testUnitId: w.testUnitId });
    }
    const replaced = await post<Row>(P.createPlan, unitAdmin, await planBody(w, w.placeIds[0], { startDate: '2026-05-06', endDate: '2026-05-06' }));
    expect(replaced.body.data).toMatchObject({ startDate: '2026-05-06' });
    const list = await post<Row[]>(P.lst, ent, { taskId: w.taskId });
    expect(list.body.data).toHaveLength(w.placeIds.length);
    expect(list.body.data.find((v) => v.placeId === w.placeIds[0])).toMatchObject({ startDate: '2026-05-06', placeName: expect.any(String) });
    const visitId = list.body.data[0].id as number;
    const products = await get<Row[]>(`${P.planProds}?onSitePlanId=${visitId}`, tester);
    expect(products.body.data.length).toBeGreaterThan(0);
    expect(products.body.data[0]).toMatchObject({ productName: expect.any(String), certNo: expect.any(String) });
    expect((await get<Row>(`${P.byPlan}/${visitId}`, ent)).body.data).toMatchObject({ id: w.siteId });
    const places = await get<{ onSitePlanId: number | null }[]>(`${P.placeProds}?taskId=${w.taskId}`, inspector);
    expect(places.body.data.every((p) => p.onSitePlanId !== null)).toBe(true);
    expect((await post(`${jdTaskFlow.path}/move`, inspector, { id: w.taskId, action: 'pushPlan' })).body.code).toBe(200);
  });

  it('refuses a place or product outside the task, bad dates, sampling items without sampling, the wrong actor and the wrong status', async () => {
    const w = await jdTaskAt(db(), S.confirmUnit);
    const [foreign] = await db().select({ id: zpPlace.id }).from(zpPlace).where(eq(zpPlace.orgId, w.orgId === 1 ? 2 : 1)).limit(1);
    expect((await post(P.createPlan, inspector, await planBody(w, foreign?.id ?? 999_999, { productIds: String(w.productIds[0]) }))).body).toMatchObject({ code: 400, msg: JD_MSG.placeNotInTask });
    expect((await post(P.createPlan, inspector, await planBody(w, w.placeIds[0], { productIds: '999999' }))).body).toMatchObject({ code: 400, msg: JD_MSG.productNotInTask });
    expect((await post(P.createPlan, inspector, await planBody(w, w.placeIds[0], { endDate: '2026-03-01' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('结束日期') });
    expect((await post(P.createPlan, inspector, await planBody(w, w.placeIds[0], { leaderName: '' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('组长') });
    expect((await post(P.createPlan, inspector, await planBody(w, w.placeIds[0], { spotItemTypes: '9' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('抽检项目') });
    const onSiteOnly = await jdTaskAt(db(), S.confirmUnit, { methods: String(JD_METHOD.onSite) });
    expect((await post(P.createPlan, inspector, await planBody(onSiteOnly, onSiteOnly.placeIds[0], { spotItemTypes: '1' }))).body).toMatchObject({ code: 400, msg: JD_MSG.notSampling });
    for (const token of [ent, manager, tester]) expect((await post(P.createPlan, token, await planBody(w, w.placeIds[0]))).body.code).toBe(403);
    expect((await post(P.createPlan, other, await planBody(w, w.placeIds[0]))).body.code).toBe(404);
    expect((await post(P.createPlan, inspector, { ...(await planBody(w, w.placeIds[0])), taskId: 'abc' })).body.code).toBe(400);
    const later = await jdTaskAt(db(), S.drawPlan);
    expect((await post(P.createPlan, inspector, await planBody(later, later.placeIds[0]))).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待现场监督') });
    expect(await db().select().from(jdSitePlan).where(eq(jdSitePlan.taskId, w.taskId))).toHaveLength(0);
    expect((await post(P.lst, other, { taskId: w.taskId })).body.code).toBe(404);
    expect((await post(P.lst, inspector, { taskId: 'x' })).body.code).toBe(400);
  });

  it('removes visits only while planning, by the unit, all or nothing', async () => {
    const w = await jdTaskAt(db(), S.confirmUnit);
    const made = await post<{ id: number }>(P.createPlan, inspector, await planBody(w, w.placeIds[0]));
    const id = made.body.data.id;
    await post(JD_PATHS.date.batchSave, inspector, { onSitePlanId: id, items: [{ date: '2026-04-01' }] });
    for (const token of [ent, manager]) expect((await get(`${P.delPlans}?ids=${id}`, token)).body.code).toBe(403);
    expect((await get(`${P.delPlans}?ids=${id}`, other)).body.code).toBe(404);
    expect((await get(`${P.delPlans}?ids=${id},987654321`, inspector)).body.code).toBe(404);
    expect((await get(`${P.delPlans}?ids=abc`, inspector)).body.code).toBe(400);
    const later = await jdTaskAt(db(), S.drawPlan);
    expect((await get(`${P.delPlans}?ids=${later.sitePlanIds[0]}`, inspector)).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待现场监督') });
    expect((await get(`${P.delPlans}?ids=${id}`, inspector)).body).toMatchObject({ code: 200, data: 1 });
    expect(await db().select().from(jdSitePlan).where(eq(jdSitePlan.id, id))).toHaveLength(0);
    expect(await db().select().from(jdDate).where(eq(jdDate.sitePlanId, id))).toHaveLength(0);
  });
});

describe('the visits’ days', () => {
  it('replaces a visit’s days while planning or on site, and lists them by visit or by task', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const [a, b] = w.sitePlanIds.length > 1 ? w.sitePlanIds : [w.sitePlanIds[0], w.sitePlanIds[0]];
    const r = await post<Row[]>(JD_PATHS.date.batchSave, inspector, { onSitePlanId: a, items: [{ date: '2026-04-02', memberNames: '刘洋' }, { date: '2026-04-01', remark: '首次会议' }] });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.map((d) => d.date)).toEqual(['2026-04-01', '2026-04-02']);
    expect(r.body.data[0]).toMatchObject({ onSitePlanId: a, taskId: w.taskId, remark: '首次会议', placeName: expect.any(String) });
    const again = await post<Row[]>(JD_PATHS.date.batchSave, unitAdmin, { onSitePlanId: a, items: [{ date: '2026-04-03' }] });
    expect(again.body.data.map((d) => d.date)).toEqual(['2026-04-03']);
    if (b !== a) await post(JD_PATHS.date.batchSave, inspector, { onSitePlanId: b, items: [{ date: '2026-04-05' }] });
    expect((await post<Row[]>(JD_PATHS.date.lst, ent, { onSitePlanId: a })).body.data.map((d) => d.date)).toEqual(['2026-04-03']);
    expect((await post<Row[]>(JD_PATHS.date.lst, manager, { taskId: w.taskId })).body.data.length).toBe(b !== a ? 2 : 1);
    expect((await post(JD_PATHS.date.batchSave, inspector, { onSitePlanId: a, items: [{ date: '2026-04-03' }, { date: '2026-04-03' }] })).body).toMatchObject({ code: 400, msg: JD_MSG.dateTwice('2026-04-03') });
    expect((await post(JD_PATHS.date.batchSave, inspector, { onSitePlanId: a, items: [{ date: 'tomorrow' }] })).body).toMatchObject({ code: 400, msg: expect.stringContaining('日期') });
    expect((await post(JD_PATHS.date.batchSave, inspector, { onSitePlanId: a, items: 'x' })).body.code).toBe(400);
    for (const token of [ent, manager, tester]) expect((await post(JD_PATHS.date.batchSave, token, { onSitePlanId: a, items: [] })).body.code).toBe(403);
    expect((await post(JD_PATHS.date.batchSave, other, { onSitePlanId: a, items: [] })).body.code).toBe(404);
    expect((await post(JD_PATHS.date.lst, other, { onSitePlanId: a })).body.code).toBe(404);
    expect((await post(JD_PATHS.date.lst, inspector, {})).body.code).toBe(400);
    const done = await jdTaskAt(db(), S.submitDoc);
    expect((await post(JD_PATHS.date.batchSave, inspector, { onSitePlanId: done.sitePlanIds[0], items: [] })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待文件核查') });
    expect((await db().select().from(jdDate).where(eq(jdDate.sitePlanId, a))).map((d) => d.date)).toEqual(['2026-04-03']);
  });
});

describe('the visits’ sub-flow and photos', () => {
  it('finishes a visit with a photo by the status wanted, reopens it with a reason, all or nothing', async () => {
    // A task whose products are made at two places: its first product at a second place of the enterprise too.
    const first = await jdTaskAt(db(), S.draft);
    const others = (await db().select().from(zpPlace).where(eq(zpPlace.orgId, first.orgId))).filter((p) => !first.placeIds.includes(p.id));
    const [second] = others.length ? others : await db().insert(zpPlace).values({ orgId: first.orgId, type: '2', name: '第二配送中心', address: '深圳市宝安区宝安大道1号' }).returning();
    await db().update(zpProduct).set({ placeIds: [...first.placeIds, second.id].join(',') }).where(eq(zpProduct.id, first.productIds[0]));
    const w = await jdTaskAt(db(), S.siteSupervision);
    const [visit] = w.sitePlanIds;
    expect((await post(P.status, inspector, { id: visit, status: JD_SITE_STATUS.finished })).body).toMatchObject({ code: 400, msg: JD_MSG.noPhoto });
    const fileId = await uploadPng(inspector, '仓库.png');
    expect((await put(JD_PATHS.photo, inspector, { onSitePlanId: visit, pictureType: '2', annexIds: String(fileId), description: '仓库全景' })).body.code).toBe(200);
    for (const token of [ent, manager, tester]) expect((await post(P.status, token, { id: visit, status: JD_SITE_STATUS.finished })).body.code).toBe(403);
    expect((await post(P.status, other, { id: visit, status: JD_SITE_STATUS.finished })).body.code).toBe(404);
    expect((await post(P.status, inspector, { id: visit, status: 'done' })).body).toMatchObject({ code: 400, msg: JD_MSG.statusCode });
    expect((await post(P.status, inspector, { id: visit, status: JD_SITE_STATUS.planned })).body).toMatchObject({ code: 400, msg: JD_MSG.cannotMoveTo('待监督') });
    expect((await post(P.status, inspector, { ids: `${visit}`, status: JD_SITE_STATUS.finished })).body).toMatchObject({ code: 200, data: { ids: [visit], status: JD_SITE_STATUS.finished } });
    expect((await post(P.status, inspector, { id: visit, status: JD_SITE_STATUS.onSite })).body.code).toBe(400);
    expect((await post(P.status, inspector, { id: visit, status: JD_SITE_STATUS.onSite, opinion: '补拍产品照片' })).body.code).toBe(200);
    // The second visit has no photo, so neither visit moves.
    expect(w.sitePlanIds.length).toBeGreaterThan(1);
    const r = await post(P.status, inspector, { ids: w.sitePlanIds.join(','), status: JD_SITE_STATUS.finished });
    expect(r.body).toMatchObject({ code: 400, msg: JD_MSG.noPhoto });
    const rows = await db().select().from(jdSitePlan).where(eq(jdSitePlan.taskId, w.taskId));
    expect(rows.every((v) => v.status === JD_SITE_STATUS.onSite)).toBe(true);
    const flow = await get<{ history: { action: string }[] }>(`/api/jd/site/process/flow?id=${visit}`, ent);
    expect(flow.body.data.history.map((h) => h.action)).toEqual(['finish', 'reopen']);
  });

  it('makes the visit’s photos a Word file with the pictures embedded; the others read it and download its files', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const [visit] = w.sitePlanIds;
    expect((await get(`${P.pictureWord}?onSitePlanId=${visit}`, inspector)).body).toMatchObject({ code: 400, msg: JD_MSG.noPhoto });
    expect((await get(`${P.pictureWord}?onSitePlanId=${visit}`, ent)).body).toMatchObject({ code: 400, msg: JD_MSG.documentNone('现场照片') });
    const fileId = await uploadPng(inspector, '首次会议.png');
    await put(JD_PATHS.photo, inspector, { onSitePlanId: visit, pictureType: '4', annexIds: [fileId], description: '首次会议签到' });
    const r = await get<{ id: number; name: string; url: string }>(`${P.pictureWord}?onSitePlanId=${visit}`, unitAdmin);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.url).toBe(`${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${r.body.data.id}`);
    const res = await s.app.inject({ method: 'GET', url: r.body.data.url, headers: { 'x-token': ent } });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    for (const expected of ['现场监督照片', '会议', '首次会议签到', '首次会议.png']) expect(text).toContain(expected);
    const media = Object.keys(zip.files).filter((n) => n.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect((await zip.file(media[0])!.async('nodebuffer')).equals(PNG)).toBe(true);
    expect((await db().select().from(jdSitePlan).where(eq(jdSitePlan.id, visit)))[0].pictureFileId).toBe(r.body.data.id);
    expect((await get<{ id: number }>(`${P.pictureWord}?onSitePlanId=${visit}`, manager)).body.data.id).toBe(r.body.data.id);
    expect((await get(`${P.pictureWord}?onSitePlanId=${visit}`, other)).body.code).toBe(404);
    expect((await get(`${P.pictureWord}?onSitePlanId=abc`, inspector)).body.code).toBe(400);

    // The photo itself: the enterprise and the testing unit download it; another unit cannot; a file the record does not hold is a 404.
    const photo = await s.app.inject({ method: 'GET', url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${fileId}`, headers: { 'x-token': tester } });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${fileId}`, other)).body.code).toBe(404);
    const loose = await uploadPng(inspector, '无关.png');
    expect((await get(`${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${loose}`, ent)).body.code).toBe(404);
    expect((await get(`${JD_PATHS.mat.download}?taskId=${w.taskId}&id=x`, ent)).body.code).toBe(400);
  });

  it('starts every visit with its task and no sooner', async () => {
    const w = await jdTaskAt(db(), S.drawPlan);
    expect((await post(P.status, inspector, { id: w.sitePlanIds[0], status: JD_SITE_STATUS.onSite })).body).toMatchObject({ code: 400, msg: '监督任务不在现场监督中（当前状态为“待现场监督”）' });
    expect((await post(`${jdTaskFlow.path}/move`, inspector, { id: w.taskId, action: 'startSite' })).body.code).toBe(200);
    expect((await db().select().from(jdTask).where(eq(jdTask.id, w.taskId)))[0].status).toBe(S.siteSupervision);
    const visits = await post<Row[]>(P.lst, inspector, { taskId: w.taskId });
    expect(visits.body.data.every((v) => v.status === JD_SITE_STATUS.onSite)).toBe(true);
  });
});
