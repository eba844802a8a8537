/**
 * What a supervision visit records, through the calls of the spec's grammar (lst, create, update,
 * delete): the agenda, observations, nonconformities and the enterprise's explanations, the
 * enterprise's earlier nonconformities (copied in from its previous supervision, once each), the
 * report items, and the visit's photos. Written by the assigned unit while the task is on site
 * (report items: while the report is written), with its own uploads only; read by whoever sees
 * the task; another supervision unit sees none of it.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_SITE_STATUS, JD_TASK_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { EVAL_SITE_MSG } from '../../../../src/domain/resources/evalSite';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdHisNon, jdNon, jdNonExp, jdRptItem, jdSchedule, jdSitePhoto, jdSitePlan } from '../../../../server/db/schema';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt, type JdWorld } from '../../jdFixtures';

type Row = Record<string, unknown>;
const S = JD_TASK_STATUS;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let s: TestServer;
let manager: string;
let unitAdmin: string;
let inspector: string;
let tester: string;
let ent: string;
let other: string;
/** A task on site, and the unit's and the enterprise's uploads. */
let w: JdWorld;
const files: Record<string, number> = {};

const db = () => s.database.db;
const call = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: Row) => s.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

async function upload(token: string, name: string, bytes: Buffer, mime: string, type: string): Promise<number> {
  const r = await s.call<{ id: number }>({ method: 'POST', url: `/api/file/upload?type=${type}`, token, ...multipartFile(name, bytes, mime) });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.id;
}

beforeAll(async () => {
  s = await startTestServer();
  [manager, unitAdmin, inspector, tester, ent] = await Promise.all(['manager', 'jd1_admin', 'inspector', 'tester', 'enterprise'].map((u) => s.signIn(u)));
  other = (await actor(s.database.db, 'jd2_admin', '5', 'R_UNIT_ADMIN', [PERMS.jdTask.task])).token;
  w = await jdTaskAt(db(), S.siteSupervision);
  files.unitPng = await upload(inspector, '仓库.png', PNG, 'image/png', 'img');
  files.unitPdf = await upload(inspector, '整改说明.pdf', PDF, 'application/pdf', 'doc');
  files.entPng = await upload(ent, '企业的.png', PNG, 'image/png', 'img');
}, 120_000);
afterAll(() => s?.close());

/** Each of these callers is refused a write with this code, and the table keeps its rows. */
async function refusedWrites(path: string, create: Row, id: number, countRows: () => Promise<number>) {
  const before = await countRows();
  for (const token of [ent, manager, tester]) {
    expect((await call('PUT', path, token, create)).body.code).toBe(403);
    expect((await call('PUT', `${path}/${id}`, token, {})).body.code).toBe(403);
    expect((await call('DELETE', `${path}?ids=${id}`, token)).body.code).toBe(403);
  }
  expect((await call('PUT', path, other, create)).body.code).toBe(404);
  expect((await call('PUT', `${path}/${id}`, other, {})).body.code).toBe(404);
  expect((await call('DELETE', `${path}?ids=${id}`, other)).body.code).toBe(404);
  expect((await call('POST', `${path}/lst`, other, create)).body.code).toBe(404);
  expect(await countRows()).toBe(before);
}

describe('the agenda (schedule)', () => {
  it('is written by the unit on site, read by the others, refused to everyone else and outside the visit', async () => {
    const path = JD_PATHS.schedule;
    const body = { onSiteId: w.siteId, date: '2026-04-01', timeRange: '09:00-09:30', content: '首次会议', participants: '监督组、企业负责人' };
    const made = await call<Row>('PUT', path, inspector, body);
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ onSiteId: w.siteId, taskId: w.taskId, content: '首次会议' });
    const id = made.body.data.id as number;
    const changed = await call<Row>('PUT', `${path}/${id}`, unitAdmin, { content: '首次会议及文件审核' });
    expect(changed.body.data).toMatchObject({ id, content: '首次会议及文件审核', timeRange: '09:00-09:30' });
    expect((await call<Row[]>('POST', `${path}/lst`, ent, { onSiteId: w.siteId })).body.data.map((r) => r.content)).toEqual(['首次会议及文件审核']);
    expect((await call('PUT', path, inspector, { ...body, date: '明天' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('日期：') });
    expect((await call('PUT', path, inspector, { ...body, content: '' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('内容：') });
    expect((await call('PUT', `${path}/${id}`, inspector, { timeRange: 'x'.repeat(31) })).body.code).toBe(400);
    expect((await call('PUT', path, inspector, { ...body, onSiteId: 'x' })).body.code).toBe(400);
    expect((await call('POST', `${path}/lst`, inspector, {})).body.code).toBe(400);
    await refusedWrites(path, body, id, async () => (await db().select().from(jdSchedule)).length);
    const done = await jdTaskAt(db(), S.submitDoc);
    expect((await call('PUT', path, inspector, { ...body, onSiteId: done.siteId })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待文件核查') });
    expect((await call('DELETE', `${path}?ids=${id}`, inspector)).body).toMatchObject({ code: 200, data: 1 });
    expect(await db().select().from(jdSchedule).where(eq(jdSchedule.id, id))).toHaveLength(0);
  });
});

describe('observations and nonconformities', () => {
  it('records an observation at one of the task’s visits with the unit’s own pictures', async () => {
    const path = JD_PATHS.observed;
    const body = { onSiteId: w.siteId, onSitePlanId: w.sitePlanIds[0], clause: '4.1 产地环境', content: '基地周边无污染源。', conformity: 1, annexIds: String(files.unitPng) };
    const made = await call<Row>('PUT', path, inspector, body);
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ onSitePlanId: w.sitePlanIds[0], placeName: expect.any(String), files: [{ id: files.unitPng, name: '仓库.png' }] });
    const elsewhere = await jdTaskAt(db(), S.siteSupervision);
    expect((await call('PUT', path, inspector, { ...body, onSitePlanId: elsewhere.sitePlanIds[0] })).body).toMatchObject({ code: 400, msg: JD_MSG.visitNotInTask });
    expect((await call('PUT', path, inspector, { ...body, annexIds: String(files.entPng) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
    expect((await call('PUT', path, inspector, { ...body, annexIds: String(files.unitPdf) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.imagesOnly });
    expect((await call('PUT', path, inspector, { ...body, conformity: 5 })).body).toMatchObject({ code: 400, msg: expect.stringContaining('是否符合') });
    const id = made.body.data.id as number;
    expect((await call<Row>('PUT', `${path}/${id}`, inspector, { conformity: 0, onSitePlanId: null })).body.data).toMatchObject({ conformity: 0, onSitePlanId: null, placeName: null });
    expect((await call<Row[]>('POST', `${path}/lst`, tester, { onSiteId: w.siteId })).body.data).toHaveLength(1);
    await refusedWrites(path, body, id, async () => (await call<Row[]>('POST', `${path}/lst`, manager, { onSiteId: w.siteId })).body.data.length);
  });

  it('records a nonconformity of a task’s product with the enterprise’s explanations; removing it removes them', async () => {
    const body = { onSiteId: w.siteId, onSitePlanId: w.sitePlanIds[0], productId: w.productIds[0], clause: '5.2 投入品管理', description: '农药领用无记录。', level: 2, deadline: '2026-06-30' };
    const made = await call<Row>('PUT', JD_PATHS.non, inspector, body);
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ productId: w.productIds[0], productName: expect.any(String), orgId: w.orgId, level: 2 });
    const nonId = made.body.data.id as number;
    expect((await call('PUT', JD_PATHS.non, inspector, { ...body, productId: 999_999 })).body).toMatchObject({ code: 400, msg: JD_MSG.findingProductNotInTask });
    expect((await call('PUT', JD_PATHS.non, inspector, { ...body, level: 7 })).body.code).toBe(400);
    await refusedWrites(JD_PATHS.non, body, nonId, async () => (await db().select().from(jdNon)).length);

    const exp = { nonId, explanation: '领用台账未及时填写。', correction: '补记台账并培训仓管员。', verified: 1, annexIds: [files.unitPdf, files.unitPng] };
    const made2 = await call<Row>('PUT', JD_PATHS.nonExp, inspector, exp);
    expect(made2.body.code, made2.body.msg).toBe(200);
    expect(made2.body.data).toMatchObject({ nonId, onSiteId: w.siteId, files: [{ name: '整改说明.pdf' }, { name: '仓库.png' }] });
    expect((await call<Row[]>('POST', `${JD_PATHS.nonExp}/lst`, ent, { nonId })).body.data).toHaveLength(1);
    expect((await call<Row[]>('POST', `${JD_PATHS.nonExp}/lst`, ent, { onSiteId: w.siteId })).body.data).toHaveLength(1);
    expect((await call('POST', `${JD_PATHS.nonExp}/lst`, ent, {})).body).toMatchObject({ code: 400, msg: JD_MSG.nonOrSite });
    expect((await call('POST', `${JD_PATHS.nonExp}/lst`, other, { nonId })).body.code).toBe(404);
    expect((await call('PUT', JD_PATHS.nonExp, inspector, { ...exp, annexIds: String(files.entPng) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
    expect((await call('PUT', JD_PATHS.nonExp, inspector, { ...exp, explanation: '' })).body.code).toBe(400);
    expect((await call('PUT', JD_PATHS.nonExp, inspector, { ...exp, nonId: 987_654_321 })).body.code).toBe(404);
    expect((await call('PUT', JD_PATHS.nonExp, ent, exp)).body.code).toBe(403);
    expect((await call('PUT', JD_PATHS.nonExp, other, exp)).body.code).toBe(404);
    const expId = made2.body.data.id as number;
    expect((await call<Row>('PUT', `${JD_PATHS.nonExp}/${expId}`, inspector, { verified: 0 })).body.data).toMatchObject({ verified: 0 });

    // The nonconformity goes with its explanations, its ids sent as parameters of the body.
    expect((await call('DELETE', JD_PATHS.non, inspector, { ids: String(nonId) })).body).toMatchObject({ code: 200, data: 1 });
    expect(await db().select().from(jdNonExp).where(eq(jdNonExp.nonId, nonId))).toHaveLength(0);
  });
});

describe('the enterprise’s earlier nonconformities (his_non)', () => {
  it('copies in the nonconformities of its previous supervision once each, and takes rows by hand', async () => {
    const previous = await jdTaskAt(db(), S.passed);
    const earlier = await db()
      .insert(jdNon)
      .values([
        { siteId: previous.siteId as number, taskId: previous.taskId, orgId: previous.orgId, clause: '6.1 追溯记录', description: '批次记录不完整。' },
        { siteId: previous.siteId as number, taskId: previous.taskId, orgId: previous.orgId, clause: '6.3 标签标识', description: '标签未标注生产日期。' },
      ])
      .returning();
    const current = await jdTaskAt(db(), S.siteSupervision);
    const r = await call<Row[]>('POST', JD_PATHS.hisNonBatchSave, inspector, { onSiteId: current.siteId });
    expect(r.body).toMatchObject({ code: 200, msg: JD_MSG.historyImported(2) });
    expect(r.body.data.map((h) => h.clause)).toEqual(['6.1 追溯记录', '6.3 标签标识']);
    expect(r.body.data[0]).toMatchObject({ sourceNonId: earlier[0].id, sourceTaskId: previous.taskId, sourceTaskCode: expect.stringMatching(/^JDT/), corrected: 0, onSiteId: current.siteId });
    const again = await call<Row[]>('POST', JD_PATHS.hisNonBatchSave, unitAdmin, { onSiteId: current.siteId });
    expect(again.body).toMatchObject({ code: 200, msg: JD_MSG.historyImported(0) });
    expect(again.body.data).toHaveLength(2);
    const id = r.body.data[0].id as number;
    expect((await call<Row>('PUT', `${JD_PATHS.hisNon}/${id}`, inspector, { corrected: 1, remark: '已现场验证' })).body.data).toMatchObject({ corrected: 1, remark: '已现场验证' });
    const byHand = await call<Row>('PUT', JD_PATHS.hisNon, inspector, { onSiteId: current.siteId, clause: '7.2 人员培训', description: '上年度培训记录缺失。', corrected: 0 });
    expect(byHand.body.data).toMatchObject({ sourceNonId: null, sourceTaskCode: null });
    expect((await call<Row[]>('POST', `${JD_PATHS.hisNon}/lst`, ent, { onSiteId: current.siteId })).body.data).toHaveLength(3);
    expect((await call('PUT', JD_PATHS.hisNon, inspector, { onSiteId: current.siteId, clause: '7.2', description: '缺失', corrected: 3 })).body.code).toBe(400);
    for (const token of [ent, manager, tester]) expect((await call('POST', JD_PATHS.hisNonBatchSave, token, { onSiteId: current.siteId })).body.code).toBe(403);
    expect((await call('POST', JD_PATHS.hisNonBatchSave, other, { onSiteId: current.siteId })).body.code).toBe(404);
    expect((await call('POST', JD_PATHS.hisNonBatchSave, inspector, { onSiteId: 'x' })).body.code).toBe(400);
    expect((await call('POST', JD_PATHS.hisNonBatchSave, inspector, { onSiteId: previous.siteId })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('监督通过') });
    await refusedWrites(JD_PATHS.hisNon, { onSiteId: current.siteId, clause: '7.2', description: '缺失' }, id, async () => (await db().select().from(jdHisNon)).length);
  });
});

describe('the report items (rpt_item)', () => {
  it('are written while the report is, in their order, and not on site', async () => {
    const reporting = await jdTaskAt(db(), S.checkedDoc);
    const path = JD_PATHS.rptItem;
    const second = await call<Row>('PUT', path, inspector, { onSiteId: reporting.siteId, item: '产品标识', result: '标签规范。', conformity: 1, sort: 2 });
    expect(second.body.code, second.body.msg).toBe(200);
    await call('PUT', path, inspector, { onSiteId: reporting.siteId, item: '生产记录', result: '记录完整。', sort: 1 });
    expect((await call<Row[]>('POST', `${path}/lst`, ent, { onSiteId: reporting.siteId })).body.data.map((r) => r.item)).toEqual(['生产记录', '产品标识']);
    expect((await call('PUT', path, inspector, { onSiteId: reporting.siteId, item: '', result: '—' })).body.code).toBe(400);
    expect((await call('PUT', path, inspector, { onSiteId: w.siteId, item: '生产记录', result: '记录完整。' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('现场监督中') });
    await refusedWrites(path, { onSiteId: reporting.siteId, item: '生产记录', result: '—' }, second.body.data.id as number, async () => (await db().select().from(jdRptItem)).length);
  });
});

describe('the visit’s photos (site_photo)', () => {
  it('are the unit’s own pictures (mp4 for a video) while the visit is on site', async () => {
    const path = JD_PATHS.photo;
    const [visit] = w.sitePlanIds;
    const body = { onSitePlanId: visit, pictureType: '1', annexIds: [files.unitPng], description: '产品外包装' };
    const made = await call<Row>('PUT', path, inspector, body);
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ onSitePlanId: visit, onSiteId: w.siteId, pictureType: '1', pictureTypeLabel: '产品', files: [{ id: files.unitPng, url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${files.unitPng}` }] });
    const id = made.body.data.id as number;
    expect((await call('PUT', path, inspector, { ...body, annexIds: [files.entPng] })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
    expect((await call('PUT', path, inspector, { ...body, annexIds: [files.unitPdf] })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.imagesOnly });
    expect((await call('PUT', path, inspector, { ...body, pictureType: '7' })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.videoOnly });
    expect((await call('PUT', path, inspector, { ...body, pictureType: '9' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('图片类型') });
    expect((await call('PUT', path, inspector, { ...body, annexIds: '' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('照片或视频') });
    expect((await call('PUT', `${path}/${id}`, inspector, { pictureType: '7' })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.videoOnly });
    expect((await call<Row>('PUT', `${path}/${id}`, inspector, { pictureType: '2', description: '仓库' })).body.data).toMatchObject({ pictureType: '2', description: '仓库' });
    expect((await call<Row[]>('POST', `${path}/lst`, ent, { onSitePlanId: visit, pictureType: '2' })).body.data).toHaveLength(1);
    expect((await call<Row[]>('POST', `${path}/lst`, ent, { onSitePlanId: visit, pictureType: '1' })).body.data).toHaveLength(0);
    expect((await call('POST', `${path}/lst`, ent, { onSitePlanId: visit, pictureType: 'x' })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.badPictureType });
    await refusedWrites(path, body, id, async () => (await db().select().from(jdSitePhoto)).length);

    // A finished visit keeps its photos until it is reopened.
    await db().update(jdSitePlan).set({ status: JD_SITE_STATUS.finished }).where(eq(jdSitePlan.id, visit));
    expect((await call('DELETE', `${path}?ids=${id}`, inspector)).body).toMatchObject({ code: 400, msg: JD_MSG.visitClosed('已完成') });
    expect((await call('PUT', path, inspector, body)).body).toMatchObject({ code: 400, msg: JD_MSG.visitClosed('已完成') });
    await db().update(jdSitePlan).set({ status: JD_SITE_STATUS.onSite }).where(eq(jdSitePlan.id, visit));
    const done = await jdTaskAt(db(), S.submitDoc);
    expect((await call('PUT', path, inspector, { ...body, onSitePlanId: done.sitePlanIds[0] })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待文件核查') });
    expect((await call('DELETE', `${path}?ids=${id},987654321`, inspector)).body.code).toBe(404);
    expect((await call('DELETE', `${path}?ids=${id}`, inspector)).body).toMatchObject({ code: 200, data: 1 });
    expect(await db().select().from(jdSitePhoto).where(inArray(jdSitePhoto.id, [id]))).toHaveLength(0);
  });
});
