/**
 * The testing unit's spot items of a supervision task and the product report book: written by the
 * task's testing unit while it samples, each product's test opinion following its product items,
 * read by whoever sees the task; the 产品检测报告书 generated as a Word file, unzipped and read,
 * and answered by its content hash. Every call: success, bad input, the wrong role (403), another
 * testing unit or enterprise (404), the statuses that refuse, and nothing changes on a refusal.
 */
import crypto from 'node:crypto';
import JSZip from 'jszip';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_METHOD, JD_TASK_STATUS, SPOT_ITEM_TYPE, SPOT_TYPE, TEST_OPINION, testOpinionLabel, testOpinionTally } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { JD_MSG, JD_PATHS, type JdReportBook } from '../../../../src/domain/resources/jd';
import { jdProd, jdRecord, jdSpot, jdTask, sysOrg, zpCert, zpProduct } from '../../../../server/db/schema';
import { PRODUCT_COLUMNS } from '../../../../server/modules/jd/materials/spotBook';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt, type JdWorld } from '../../jdFixtures';

const S = JD_TASK_STATUS;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

type Row = Record<string, unknown>;
type Spot = Row & { id: number; prodId: number | null; spotType: number; testOpinion: number };

describe('spot items and the product report book', () => {
  let s: TestServer;
  let tester: string, jc1: string, inspector: string, ent: string, manager: string, otherTester: string, otherEnt: string;
  let w: JdWorld;
  const files: Record<string, number> = {};
  let productNames: string[];

  const upload = async (token: string, name: string, bytes: Buffer, mime: string) => {
    const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', token, ...multipartFile(name, bytes, mime) });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.id;
  };
  const create = (token: string, payload: Row) => s.call<Spot>({ method: 'PUT', url: JD_PATHS.spot, token, payload });
  const update = (token: string, id: number, payload: Row) => s.call<Spot>({ method: 'PUT', url: `${JD_PATHS.spot}/${id}`, token, payload });
  const remove = (token: string, ids: string) => s.call({ method: 'DELETE', url: `${JD_PATHS.spot}?ids=${ids}`, token });
  const opinions = async (world: JdWorld = w) => (await s.database.db.select({ prodId: jdRecord.prodId, testOpinion: jdRecord.testOpinion }).from(jdRecord).where(inArray(jdRecord.id, world.recordIds)).orderBy(jdRecord.prodId)).map((r) => r.testOpinion);
  const snapshot = async () => JSON.stringify({ spots: await s.database.db.select().from(jdSpot).orderBy(jdSpot.id), records: await s.database.db.select().from(jdRecord).where(inArray(jdRecord.id, w.recordIds)).orderBy(jdRecord.id) });
  const setStatus = (taskId: number, status: number) => s.database.db.update(jdTask).set({ status }).where(eq(jdTask.id, taskId));
  const item = (extra: Row = {}): Row => ({ taskId: w.taskId, itemType: SPOT_ITEM_TYPE.product, prodId: w.prodIds[0], sampleName: '菜心', sampleNo: `CY-${crypto.randomUUID().slice(0, 8)}`, sampleDate: '2026-04-01', testItems: '农药残留', ...extra });

  beforeAll(async () => {
    s = await startTestServer();
    [tester, jc1, inspector, ent, manager] = await Promise.all(['tester', 'jc1_admin', 'inspector', 'enterprise', 'manager'].map((u) => s.signIn(u)));
    otherTester = (await actor(s.database.db, 'jc9_admin', '4', 'R_UNIT_ADMIN', [PERMS.jdTask.task, PERMS.jdTask.sampling])).token;
    otherEnt = (await actor(s.database.db, 'qy99_admin', '3', 'R_ORG_ADMIN')).token;
    w = await jdTaskAt(s.database.db, S.siteSupervision);
    productNames = (await s.database.db.select({ name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, w.productIds))).map((p) => p.name);
    files.report = await upload(tester, '检测报告-菜心.pdf', PDF('report'), 'application/pdf');
    files.reportPng = await upload(jc1, '检测报告扫描件.png', PNG, 'image/png');
    files.unitPdf = await upload(inspector, '监督机构的文件.pdf', PDF('unit'), 'application/pdf');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  describe('spot items', () => {
    const made: Record<string, Spot> = {};

    it("records a product item of a product of the task, its spot type derived, the product's record untested until a result", async () => {
      const r = await create(tester, item({ sampleNo: 'CY2026-001', onSitePlanId: w.sitePlanIds[0], reportAnnexId: files.report }));
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ taskId: w.taskId, itemType: SPOT_ITEM_TYPE.product, spotType: SPOT_TYPE.product, prodId: w.prodIds[0], onSitePlanId: w.sitePlanIds[0], testOpinion: TEST_OPINION.none, productName: productNames[0], reportName: '检测报告-菜心.pdf' });
      expect(r.body.data.taskCode).toMatch(/^JDT/);
      expect(r.body.data.reportUrl).toBe(`${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${files.report}`);
      expect('sitePlanId' in r.body.data).toBe(false);
      made.first = r.body.data;
      expect(await opinions()).toEqual([TEST_OPINION.none, TEST_OPINION.none]);
      // The enterprise downloads the report through the task.
      const pdf = await s.app.inject({ method: 'GET', url: r.body.data.reportUrl as string, headers: { 'x-token': ent } });
      expect(pdf.rawPayload.equals(PDF('report'))).toBe(true);
    });

    it("gives the product its test opinion: qualified when all its tested items are, unqualified when one is", async () => {
      const r = await update(jc1, made.first.id, { testOpinion: TEST_OPINION.qualified, result: '未检出' });
      expect(r.body.code, r.body.msg).toBe(200);
      expect(await opinions()).toEqual([TEST_OPINION.qualified, TEST_OPINION.none]);
      // An untested item of the same product does not change it.
      const pending = await create(tester, item({ reportAnnexId: files.reportPng }));
      expect(pending.body.code, pending.body.msg).toBe(200);
      expect(await opinions()).toEqual([TEST_OPINION.qualified, TEST_OPINION.none]);
      const bad = await update(tester, pending.body.data.id, { testOpinion: TEST_OPINION.unqualified, result: '毒死蜱 0.08 mg/kg，超标' });
      expect(bad.body.code, bad.body.msg).toBe(200);
      expect(await opinions()).toEqual([TEST_OPINION.unqualified, TEST_OPINION.none]);
      made.bad = bad.body.data;
    });

    it('records water, soil and other items without a product; an item turned away from a product frees it', async () => {
      const water = await create(tester, item({ itemType: SPOT_ITEM_TYPE.irrigationWater, prodId: null, sampleName: '灌溉水' }));
      expect(water.body.code, water.body.msg).toBe(200);
      expect(water.body.data).toMatchObject({ spotType: SPOT_TYPE.waterSoil, prodId: null, productName: null });
      made.water = water.body.data;
      const moved = await update(tester, made.bad.id, { itemType: SPOT_ITEM_TYPE.other });
      expect(moved.body.code, moved.body.msg).toBe(200);
      expect(moved.body.data).toMatchObject({ spotType: SPOT_TYPE.other, prodId: null });
      expect(await opinions()).toEqual([TEST_OPINION.qualified, TEST_OPINION.none]);
      // Back to a product: the other one this time.
      const back = await update(tester, made.bad.id, { itemType: SPOT_ITEM_TYPE.product, prodId: w.prodIds[1] });
      expect(back.body.data).toMatchObject({ spotType: SPOT_TYPE.product, prodId: w.prodIds[1] });
      expect(await opinions()).toEqual([TEST_OPINION.qualified, TEST_OPINION.unqualified]);
    });

    it('refuses bad items with the field named, and nothing changes', async () => {
      const other = await jdTaskAt(s.database.db, S.siteSupervision);
      const before = await snapshot();
      const cases: [Row, unknown][] = [
        [item({ prodId: null }), JD_MSG.spotProductNeeded],
        [item({ prodId: other.prodIds[0] }), JD_MSG.spotProductNotInTask],
        [item({ itemType: SPOT_ITEM_TYPE.soil }), JD_MSG.spotProductOnlyForProduct],
        [item({ onSitePlanId: other.sitePlanIds[0] }), JD_MSG.spotPlanNotInTask],
        [item({ sampleNo: 'CY2026-001' }), JD_MSG.sampleNoTaken('CY2026-001')],
        [item({ reportAnnexId: files.unitPdf }), JD_MSG.reportNotOwn],
        [item({ reportAnnexId: `${files.report},${files.reportPng}` }), expect.stringMatching(/^检测报告：/)],
        [item({ sampleName: '' }), expect.stringMatching(/^样品名称：/)],
        [item({ itemType: 9 }), expect.stringMatching(/^抽检项目类型：/)],
        [item({ sampleDate: '2026-13-40' }), expect.stringMatching(/^抽样日期：/)],
        [item({ testOpinion: 5 }), expect.stringMatching(/^检测结论：/)],
        [item({ taskId: undefined }), expect.stringMatching(/^监督任务：/)],
      ];
      for (const [payload, msg] of cases) expect((await create(tester, payload)).body, JSON.stringify(payload).slice(0, 120)).toMatchObject({ code: 400, msg });
      expect((await update(tester, made.first.id, { prodId: other.prodIds[0] })).body).toMatchObject({ code: 400, msg: JD_MSG.spotProductNotInTask });
      expect((await update(tester, made.water.id, { prodId: w.prodIds[0] })).body).toMatchObject({ code: 400, msg: JD_MSG.spotProductOnlyForProduct });
      expect((await update(tester, made.water.id, { sampleNo: 'CY2026-001' })).body).toMatchObject({ code: 400, msg: JD_MSG.sampleNoTaken('CY2026-001') });
      expect(await snapshot()).toBe(before);
    });

    it('is written by the testing unit of the task alone: 403 for the supervision unit, management and the enterprise, 404 for another testing unit', async () => {
      const before = await snapshot();
      for (const token of [inspector, manager]) {
        expect((await create(token, item())).body).toMatchObject({ code: 403, msg: JD_MSG.notTestUnit });
        expect((await update(token, made.first.id, { result: '改' })).body).toMatchObject({ code: 403, msg: JD_MSG.notTestUnit });
        expect((await remove(token, String(made.first.id))).body).toMatchObject({ code: 403, msg: JD_MSG.notTestUnit });
      }
      // The enterprise holds no sampling permission at all.
      expect((await create(ent, item())).body.code).toBe(403);
      expect((await remove(ent, String(made.first.id))).body.code).toBe(403);
      expect((await create(otherTester, item())).body.code).toBe(404);
      expect((await update(otherTester, made.first.id, { result: '改' })).body.code).toBe(404);
      expect((await remove(otherTester, String(made.first.id))).body.code).toBe(404);
      expect(await snapshot()).toBe(before);
    });

    it('is written from the visit until the report is submitted, and only on a task that samples', async () => {
      const before = await snapshot();
      for (const [status, label] of [[S.drawPlan, '待现场监督'], [S.report, '待监督结论'], [S.passed, '监督通过']] as const) {
        await setStatus(w.taskId, status);
        expect((await create(tester, item())).body).toMatchObject({ code: 400, msg: JD_MSG.notNow(label) });
        expect((await update(tester, made.first.id, { result: '改' })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow(label) });
        expect((await remove(tester, String(made.first.id))).body).toMatchObject({ code: 400, msg: JD_MSG.notNow(label) });
      }
      await setStatus(w.taskId, S.siteSupervision);
      expect(await snapshot()).toBe(before);
      for (const status of [S.submitDoc, S.checkedDoc]) {
        await setStatus(w.taskId, status);
        expect((await update(tester, made.water.id, { result: `${status}` })).body.code).toBe(200);
      }
      await setStatus(w.taskId, S.siteSupervision);
      // A task without sampling, though a testing unit was named on it.
      const onSite = await jdTaskAt(s.database.db, S.siteSupervision, { methods: String(JD_METHOD.onSite) });
      const [testUnit] = await s.database.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.name, '深圳市中测食品检测有限公司'));
      await s.database.db.update(jdTask).set({ testUnitId: testUnit.id }).where(eq(jdTask.id, onSite.taskId));
      expect((await create(tester, item({ taskId: onSite.taskId, prodId: onSite.prodIds[0] }))).body).toMatchObject({ code: 400, msg: JD_MSG.notSampling });
    });

    it("is read by whoever sees the task: one item, the task's list, the page; not by another enterprise or testing unit", async () => {
      for (const token of [ent, inspector, manager, tester]) {
        const one = await s.call<Spot>({ method: 'GET', url: `${JD_PATHS.spot}/${made.first.id}`, token });
        expect(one.body.data, token).toMatchObject({ id: made.first.id, productName: productNames[0] });
      }
      for (const token of [otherEnt, otherTester]) expect((await s.call({ method: 'GET', url: `${JD_PATHS.spot}/${made.first.id}`, token })).body.code).toBe(404);
      const list = await s.call<Spot[]>({ method: 'POST', url: `${JD_PATHS.spot}/lst`, token: ent, payload: { taskId: w.taskId } });
      expect(list.body.code, list.body.msg).toBe(200);
      const ids = (await s.database.db.select({ id: jdSpot.id }).from(jdSpot).where(eq(jdSpot.taskId, w.taskId)).orderBy(jdSpot.id)).map((x) => x.id);
      expect(list.body.data.map((x) => x.id)).toEqual(ids);
      expect(ids).toEqual(expect.arrayContaining([made.first.id, made.bad.id, made.water.id]));
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.spot}/lst`, token: otherTester, payload: { taskId: w.taskId } })).body.code).toBe(404);
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.spot}/lst`, token: ent, payload: {} })).body).toMatchObject({ code: 400, msg: '参数 taskId 不能为空' });
      const page = await s.call<{ content: Spot[]; totalElements: number }>({ method: 'POST', url: `${JD_PATHS.spot}/page`, token: ent, payload: { 'search.taskId_eq': w.taskId, 'search.itemType_eq': SPOT_ITEM_TYPE.irrigationWater } });
      expect(page.body.data.content.map((x) => x.id)).toEqual([made.water.id]);
      const theirs = await s.call<{ content: Spot[]; totalElements: number }>({ method: 'POST', url: `${JD_PATHS.spot}/page`, token: otherEnt, payload: {} });
      expect(theirs.body.data.totalElements).toBe(0);
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.spot}/page`, token: ent, payload: { 'search.sampleName_like': '菜' } })).body.code).toBe(400);
      const excel = await s.app.inject({ method: 'POST', url: `${JD_PATHS.spot}/export`, payload: { 'search.taskId_eq': w.taskId }, headers: { 'x-token': manager } });
      expect(excel.statusCode).toBe(200);
      expect(excel.headers['content-type']).toContain('spreadsheetml');
    });

    it('removes items, and the products follow', async () => {
      expect(await opinions()).toEqual([TEST_OPINION.qualified, TEST_OPINION.unqualified]);
      const r = await remove(tester, String(made.bad.id));
      expect(r.body.code, r.body.msg).toBe(200);
      expect(await opinions()).toEqual([TEST_OPINION.qualified, TEST_OPINION.none]);
      expect((await remove(tester, 'x')).body.code).toBe(400);
    });
  });

  describe('产品检测报告书', () => {
    let book: JdReportBook;

    it('is generated by the testing unit as a Word file of the products, their items and results, and the testing unit', async () => {
      await create(tester, item({ prodId: w.prodIds[1], sampleNo: 'CY2026-009', testOpinion: TEST_OPINION.unqualified, result: '镉 0.3 mg/kg，超标' }));
      const r = await s.call<JdReportBook>({ method: 'POST', url: JD_PATHS.prod.reportBook, token: tester, payload: { taskId: w.taskId } });
      expect(r.body.code, r.body.msg).toBe(200);
      book = r.body.data;
      expect(book).toMatchObject({ taskId: w.taskId, name: expect.stringMatching(/^产品检测报告书-JDT\d+\.docx$/), hash: expect.stringMatching(/^[0-9a-f]{64}$/), url: `${JD_PATHS.prod.reportBook}/${book.hash}` });
      const file = await s.app.inject({ method: 'POST', url: book.url, headers: { 'x-token': ent } });
      expect(file.statusCode).toBe(200);
      expect(crypto.createHash('sha256').update(file.rawPayload).digest('hex')).toBe(book.hash);
      const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
      for (const text of ['监督抽检产品检测报告书', ...productNames, 'CY2026-001', 'CY2026-009', '镉 0.3 mg/kg，超标', '灌溉水', '合格', '不合格', '深圳市中测食品检测有限公司', '深圳市圳品监督检查中心', '深圳市鹏城绿源农业发展有限公司']) expect(xml, text).toContain(text);
      // Not tested yet reads in the test-opinion code list's one word (the water item has no opinion).
      const spots = await s.database.db.select({ testOpinion: jdSpot.testOpinion }).from(jdSpot).where(eq(jdSpot.taskId, w.taskId));
      const tally = { qualified: 0, unqualified: 0, none: 0 };
      for (const x of spots) tally[x.testOpinion === TEST_OPINION.qualified ? 'qualified' : x.testOpinion === TEST_OPINION.unqualified ? 'unqualified' : 'none'] += 1;
      expect(tally.none).toBeGreaterThan(0);
      expect(xml).toContain(`${testOpinionTally(tally, '', '项')}。`);
      expect(xml).toContain(`<w:t xml:space="preserve">${testOpinionLabel(TEST_OPINION.none)}</w:t>`);
      for (const other of ['待检测', '未检测']) expect(xml).not.toContain(other);
      // The products' table: fixed columns, the certificate number's wide enough for SZP-2024-000011 on one line.
      const products = xml.slice(xml.indexOf('<w:tbl>'), xml.indexOf('</w:tbl>'));
      expect(products).toContain('<w:tblLayout w:type="fixed"/>');
      expect([...products.matchAll(/<w:gridCol w:w="(\d+)"\/>/g)].map((m) => Number(m[1]))).toEqual(Object.values(PRODUCT_COLUMNS));
      const certNos = await s.database.db.select({ certNo: zpCert.certNo }).from(jdProd).innerJoin(zpCert, eq(zpCert.id, jdProd.certId)).where(eq(jdProd.taskId, w.taskId));
      const cells = [...products.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([tc]) => ({ width: Number(/<w:tcW [^>]*w:w="(\d+)"/.exec(tc)?.[1]), text: [...tc.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('') }));
      expect(certNos.length).toBeGreaterThan(0);
      for (const { certNo } of certNos) expect(cells.find((c) => c.text === certNo)).toEqual({ width: PRODUCT_COLUMNS.certNo, text: certNo });
    });

    it('is generated by the supervision unit too; read by hash by whoever sees the task, by nobody else', async () => {
      const r = await s.call<JdReportBook>({ method: 'POST', url: JD_PATHS.prod.reportBook, token: inspector, payload: { taskId: w.taskId } });
      expect(r.body.code, r.body.msg).toBe(200);
      for (const token of [manager, inspector, tester]) expect((await s.app.inject({ method: 'POST', url: book.url, headers: { 'x-token': token } })).statusCode).toBe(200);
      for (const token of [otherTester, otherEnt]) expect((await s.call({ method: 'POST', url: book.url, token })).body.code).toBe(404);
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.prod.reportBook}/${'0'.repeat(64)}`, token: manager })).body.code).toBe(404);
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.prod.reportBook}/xyz`, token: manager })).body).toMatchObject({ code: 400, msg: JD_MSG.badHash });
    });

    it('is refused to the enterprise and management (403), another testing unit (404), bad input (400)', async () => {
      for (const token of [ent, manager]) expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token, payload: { taskId: w.taskId } })).body).toMatchObject({ code: 403, msg: JD_MSG.notBookWriter });
      expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token: otherTester, payload: { taskId: w.taskId } })).body.code).toBe(404);
      expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token: tester, payload: { taskId: 'a' } })).body).toMatchObject({ code: 400, msg: '参数 taskId 必须是数字' });
      expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token: tester, payload: {} })).body).toMatchObject({ code: 400, msg: '参数 taskId 不能为空' });
    });

    it('needs a task that samples, in its sampling window, with at least one item', async () => {
      const empty = await jdTaskAt(s.database.db, S.siteSupervision);
      expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token: tester, payload: { taskId: empty.taskId } })).body).toMatchObject({ code: 400, msg: JD_MSG.noSpots });
      const onSite = await jdTaskAt(s.database.db, S.siteSupervision, { methods: String(JD_METHOD.onSite) });
      expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token: inspector, payload: { taskId: onSite.taskId } })).body).toMatchObject({ code: 400, msg: JD_MSG.notSampling });
      await setStatus(w.taskId, S.report);
      expect((await s.call({ method: 'POST', url: JD_PATHS.prod.reportBook, token: tester, payload: { taskId: w.taskId } })).body).toMatchObject({ code: 400, msg: JD_MSG.notNow('待监督结论') });
      // What was generated stays readable.
      expect((await s.app.inject({ method: 'POST', url: book.url, headers: { 'x-token': ent } })).statusCode).toBe(200);
      await setStatus(w.taskId, S.siteSupervision);
    });
  });
});
