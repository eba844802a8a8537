/**
 * 监督报告 through its calls: one per on-site record, written by the assigned unit once management
 * checked the materials; saving generates its Word file (the task, every product's opinion and test
 * opinion, the report items, the nonconformities, the summary and the conclusion), the 监督检查书
 * (the report items and the observations) is generated from it, and the enterprise's previous
 * nonconformities are read with their explanations. Read back by the others; refused to anyone else.
 */
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_OPINION, JD_TASK_STATUS, TEST_OPINION } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_MSG, JD_PATHS } from '../../../../src/domain/resources/jd';
import { jdTaskFlow } from '../../../../src/domain/workflows/jdTask';
import { jdNon, jdNonExp, jdObserved, jdRecord, jdReport, jdRptItem, sysOrg, zpProduct } from '../../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
const S = JD_TASK_STATUS;
const R = JD_PATHS.report;

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
const call = <T = Row>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: Row) => s.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

async function wordText(url: string, token: string): Promise<string> {
  const res = await s.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
}

const report = (onSiteId: unknown, extra: Row = {}) => ({ onSiteId, reportDate: '2026-05-08', summary: '监督组按计划完成两个场所的现场监督和抽样。', conclusion: '企业基本符合“圳品”评价要求，一个产品抽检不合格。', ...extra });

describe('the supervision report', () => {
  it('is saved once per record by the unit while reporting, and its Word file names the products’ opinions, items and nonconformities', async () => {
    const w = await jdTaskAt(db(), S.checkedDoc);
    const siteId = w.siteId as number;
    await db().update(jdRecord).set({ jdOpinion: JD_OPINION.pass, testOpinion: TEST_OPINION.qualified }).where(eq(jdRecord.id, w.recordIds[0]));
    await db().update(jdRecord).set({ jdOpinion: JD_OPINION.fail, testOpinion: TEST_OPINION.unqualified, remark: '农残超标' }).where(eq(jdRecord.id, w.recordIds[1]));
    await db().insert(jdRptItem).values({ siteId, taskId: w.taskId, item: '生产过程控制', result: '按规程生产，记录完整。', conformity: 1 });
    await db().insert(jdNon).values({ siteId, taskId: w.taskId, orgId: w.orgId, clause: '5.2 投入品管理', description: '农药领用无记录。' });
    expect((await call('GET', `${R.byOnSite}?onSiteId=${siteId}`, ent)).body).toMatchObject({ code: 200, data: null });

    const made = await call<{ id: number; file: { url: string; name: string } }>('PUT', R.prefix, inspector, report(siteId));
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data).toMatchObject({ onSiteId: siteId, taskId: w.taskId, reportDate: '2026-05-08', file: { name: expect.stringMatching(/^监督报告-JDT\d+\.docx$/) }, checkBook: null });
    const text = await wordText(made.body.data.file.url, ent);
    const [org] = await db().select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, w.orgId));
    const products = await db().select({ id: zpProduct.id, name: zpProduct.name }).from(zpProduct);
    for (const expected of ['监督报告', org.name, ...w.productIds.map((id) => products.find((p) => p.id === id)?.name ?? '?'), '通过', '不通过', '合格', '不合格', '农残超标', '生产过程控制', '5.2 投入品管理', '农药领用无记录。', report(siteId).summary, report(siteId).conclusion]) {
      expect(text).toContain(expected);
    }
    expect((await call('PUT', R.prefix, unitAdmin, report(siteId))).body).toMatchObject({ code: 400, msg: JD_MSG.reportExists });

    // Changed: the file is generated again.
    const changed = await call<{ fileId: number; conclusion: string; file: { url: string } }>('PUT', `${R.prefix}/${made.body.data.id}`, unitAdmin, { conclusion: '企业符合要求。' });
    expect(changed.body.code, changed.body.msg).toBe(200);
    expect(changed.body.data.fileId).not.toBe((made.body.data as unknown as { fileId: number }).fileId);
    expect(await wordText(changed.body.data.file.url, manager)).toContain('企业符合要求。');
    const read = await call<Row>('GET', `${R.byOnSite}?onSiteId=${siteId}`, tester);
    expect(read.body.data).toMatchObject({ id: made.body.data.id, conclusion: '企业符合要求。' });

    // The report lets the unit submit it (the flow's check).
    expect((await call('POST', `${jdTaskFlow.path}/move`, inspector, { id: w.taskId, action: 'submitReport' })).body.code).toBe(200);
    expect((await call('PUT', `${R.prefix}/${made.body.data.id}`, inspector, { conclusion: '改' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待监督结论') });
  });

  it('refuses bad input, anyone but the unit, another unit and the wrong status, and nothing changes', async () => {
    const w = await jdTaskAt(db(), S.checkedDoc);
    const siteId = w.siteId as number;
    expect((await call('PUT', R.prefix, inspector, report(siteId, { reportDate: '2026-13-45' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('报告日期') });
    expect((await call('PUT', R.prefix, inspector, report(siteId, { summary: '' }))).body).toMatchObject({ code: 400, msg: expect.stringContaining('监督概况') });
    expect((await call('PUT', R.prefix, inspector, report('x'))).body.code).toBe(400);
    for (const token of [ent, manager, tester]) expect((await call('PUT', R.prefix, token, report(siteId))).body.code).toBe(403);
    expect((await call('PUT', R.prefix, other, report(siteId))).body.code).toBe(404);
    expect((await call('GET', `${R.byOnSite}?onSiteId=${siteId}`, other)).body.code).toBe(404);
    expect((await call('GET', `${R.byOnSite}?onSiteId=x`, ent)).body.code).toBe(400);
    const onSite = await jdTaskAt(db(), S.siteSupervision);
    expect((await call('PUT', R.prefix, inspector, report(onSite.siteId))).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('现场监督中') });
    expect(await db().select().from(jdReport).where(eq(jdReport.siteId, siteId))).toHaveLength(0);
    const withReport = await jdTaskAt(db(), S.report);
    const [row] = await db().select().from(jdReport).where(eq(jdReport.siteId, withReport.siteId as number));
    for (const token of [ent, manager]) expect((await call('PUT', `${R.prefix}/${row.id}`, token, { conclusion: '改' })).body.code).toBe(403);
    expect((await call('PUT', `${R.prefix}/${row.id}`, other, { conclusion: '改' })).body.code).toBe(404);
    expect((await call('PUT', `${R.prefix}/abc`, inspector, { conclusion: '改' })).body.code).toBe(400);
    expect((await db().select().from(jdReport).where(eq(jdReport.id, row.id)))[0].conclusion).toBe(row.conclusion);
  });
});

describe('the check book and the previous nonconformities', () => {
  it('generates the 监督检查书 with the report items and the observations, once the report is saved', async () => {
    const w = await jdTaskAt(db(), S.checkedDoc);
    const siteId = w.siteId as number;
    await db().insert(jdRptItem).values({ siteId, taskId: w.taskId, item: '产品标识', result: '标签规范。', conformity: 1 });
    await db().insert(jdObserved).values({ siteId, taskId: w.taskId, sitePlanId: w.sitePlanIds[0], clause: '4.1 产地环境', content: '基地周边无污染源。', conformity: 1 });
    expect((await call('POST', R.checkBook, inspector, { onSiteId: siteId })).body).toMatchObject({ code: 400, msg: JD_MSG.reportMissing });
    expect((await call('POST', R.checkBook, ent, { onSiteId: siteId })).body).toMatchObject({ code: 400, msg: JD_MSG.documentNone('监督检查书') });
    await call('PUT', R.prefix, inspector, report(siteId));
    const r = await call<{ id: number; url: string; name: string }>('POST', R.checkBook, inspector, { onSiteId: siteId });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.name).toMatch(/^监督检查书-JDT\d+\.docx$/);
    const text = await wordText(r.body.data.url, ent);
    for (const expected of ['监督检查书', '产品标识', '标签规范。', '4.1 产地环境', '基地周边无污染源。', '符合']) expect(text).toContain(expected);
    expect((await call<{ id: number }>('POST', R.checkBook, ent, { onSiteId: siteId })).body.data.id).toBe(r.body.data.id);
    expect((await call<Row>('GET', `${R.byOnSite}?onSiteId=${siteId}`, manager)).body.data).toMatchObject({ checkBookFileId: r.body.data.id, checkBook: { id: r.body.data.id } });
    expect((await call('POST', R.checkBook, other, { onSiteId: siteId })).body.code).toBe(404);
    expect((await call('POST', R.checkBook, inspector, { onSiteId: [] })).body.code).toBe(400);
  });

  it('lists the enterprise’s nonconformities at its previous supervision, each with its explanations', async () => {
    const previous = await jdTaskAt(db(), S.unpassed);
    const [non] = await db().insert(jdNon).values({ siteId: previous.siteId as number, taskId: previous.taskId, orgId: previous.orgId, productId: previous.productIds[0], clause: '6.1 追溯记录', description: '批次记录不完整。' }).returning();
    await db().insert(jdNonExp).values({ nonId: non.id, siteId: previous.siteId as number, taskId: previous.taskId, explanation: '记录员离职未交接。', correction: '重新指定记录员。' });
    const current = await jdTaskAt(db(), S.siteSupervision);
    const r = await call<Row[]>('POST', R.lastNonComp, ent, { onSiteId: current.siteId });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ id: non.id, taskId: previous.taskId, taskCode: expect.stringMatching(/^JDT/), clause: '6.1 追溯记录', productName: expect.any(String), explanations: [{ explanation: '记录员离职未交接。', correction: '重新指定记录员。' }] });
    // The next supervision reads the one before it, which found nothing.
    const next = await jdTaskAt(db(), S.siteSupervision, { orgId: previous.orgId });
    expect((await call<Row[]>('POST', R.lastNonComp, inspector, { onSiteId: next.siteId })).body.data).toEqual([]);
    expect((await call('POST', R.lastNonComp, other, { onSiteId: current.siteId })).body.code).toBe(404);
    expect((await call('POST', R.lastNonComp, inspector, { onSiteId: 'x' })).body.code).toBe(400);
  });
});
