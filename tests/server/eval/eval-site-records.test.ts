/**
 * What the on-site evaluation records, through its calls: the institution's and the testing unit's
 * photo and video records (现场记录) by picture type, the testing unit's samples and test opinions,
 * the institution's recommendation per product, and the sampling report (a Word file that opens and
 * names the products and their opinions). Each call: success, bad input, the wrong role, another
 * organisation's application (404) and the wrong status (400).
 */
import JSZip from 'jszip';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeLabel, EVAL_PRODUCT_STATUS, EVAL_STATUS, RECOMMEND, TEST_OPINION } from '../../../src/domain/codes';
import { EVAL_SITE_MSG, EVAL_SITE_PATHS, PICTURE_TYPE, type EvalSampleRow, type EvalSamplingReport, type EvalSiteGroup, type EvalSiteRecord } from '../../../src/domain/resources/evalSite';
import { beijingDate } from '../../../src/domain/beijingTime';
import { sysOrg, sysUser, zpEval, zpEvalGcAnnex, zpEvalProduct, zpEvalSample, zpEvalSitePlan, zpProduct } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The smallest MP4 the content check accepts: an ftyp box (isom) and an mdat box. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 0x10]), Buffer.from('mdat'), Buffer.alloc(8, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function multipart(filename: string, bytes: Buffer, type: string) {
  const boundary = '----zpSiteRecords';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('on-site records, samples and the sampling report', () => {
  let s: TestServer;
  let unit: string;
  let tester: string;
  let mng: string;
  let ent: string;
  /** The application on site, assigned to the demo evaluator's institution and the demo tester's unit. */
  let evalId: number;
  let productIds: number[];
  let productNames: string[];
  let planId: number;
  /** Another enterprise's application, assigned to another institution and no testing unit. */
  let foreignId: number;
  let foreignRecordId: number;
  /** An application of the demo evaluator's before the visit (文审通过). */
  let earlyId: number;
  /** The institution's record of 现场 photos, made by the first test. */
  let recordId: number;
  const files: Record<string, number> = {};

  const upload = async (token: string, name: string, bytes: Buffer, mime: string, type: string) => {
    const r = await s.call<{ id: number }>({ method: 'POST', url: `/api/file/upload?type=${type}`, token, ...multipart(name, bytes, mime) });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.id;
  };
  const create = (token: string, extra: Row = {}) =>
    s.call<EvalSiteRecord>({ method: 'PUT', url: EVAL_SITE_PATHS.record, token, payload: { evalId, sitePlanId: planId, pictureType: PICTURE_TYPE.XC, annexIds: `${files.unitPng},${files.unitPng2}`, description: '生产区全景', takenTime: '2026-11-20 10:30:00', ...extra } });
  const sample = (token: string, items: Row[], id = evalId) => s.call<EvalSampleRow[]>({ method: 'POST', url: EVAL_SITE_PATHS.sample, token, payload: { evalId: id, items } });
  const item = (k: number, extra: Row = {}): Row => ({ productId: productIds[k], sampleNo: `YP-${k + 1}`, sampleDate: '2026-11-20', testOpinion: TEST_OPINION.qualified, ...extra });
  const recommend = (token: string, items: Row[], id = evalId) => s.call<EvalSampleRow[]>({ method: 'POST', url: EVAL_SITE_PATHS.recommend, token, payload: { evalId: id, items } });
  const report = (token: string, id = evalId) => s.call<EvalSamplingReport>({ method: 'POST', url: EVAL_SITE_PATHS.samplingReport, token, payload: { evalId: id } });
  const move = (token: string, action: string) => s.call({ method: 'POST', url: '/api/eval/base/process/move', token, payload: { id: evalId, action } });

  beforeAll(async () => {
    s = await startTestServer();
    [unit, tester, mng] = await Promise.all(['evaluator', 'tester', 'manager'].map((u) => s.signIn(u)));
    const db = s.database.db;
    const orgOf = async (username: string) => (await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;
    const [unitOrg, testOrg] = [await orgOf('evaluator'), await orgOf('tester')];
    // The seeded application on site with the most products, given to the demo institution and testing unit,
    // its seeded samples taken away so the test enters them.
    const onSite = await db.select().from(zpEval).where(eq(zpEval.status, EVAL_STATUS.siteEval)).orderBy(sql`length(${zpEval.productIds}) desc`, zpEval.id);
    const row = onSite[0];
    evalId = row.id;
    await db.update(zpEval).set({ unitId: unitOrg, testUnitId: testOrg }).where(eq(zpEval.id, evalId));
    // Its plans copy the application's organisations (as a move that assigns it would have left them).
    await db.update(zpEvalSitePlan).set({ unitId: unitOrg, testUnitId: testOrg }).where(eq(zpEvalSitePlan.evalId, evalId));
    await db.delete(zpEvalSample).where(eq(zpEvalSample.evalId, evalId));
    await db.update(zpEvalProduct).set({ testOpinion: null, recommend: null }).where(eq(zpEvalProduct.evalId, evalId));
    // Two products at least, so one can pass its test and the other fail: add another of the enterprise's where the seed gave one.
    if (row.productIds.split(',').length < 2) {
      const [another] = await db.select({ id: zpProduct.id }).from(zpProduct).where(and(eq(zpProduct.orgId, row.orgId), ne(zpProduct.id, Number(row.productIds)))).limit(1);
      await db.insert(zpEvalProduct).values({ evalId, productId: another.id, status: EVAL_PRODUCT_STATUS.managementConfirmed });
      await db.update(zpEval).set({ productIds: `${row.productIds},${another.id}` }).where(eq(zpEval.id, evalId));
    }
    const products = await db.select({ id: zpEvalProduct.productId, name: zpProduct.name }).from(zpEvalProduct).innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId)).where(eq(zpEvalProduct.evalId, evalId)).orderBy(zpEvalProduct.id);
    productIds = products.map((p) => p.id);
    expect(productIds.length).toBeGreaterThan(1);
    productNames = products.map((p) => p.name);
    [{ id: planId }] = await db.select({ id: zpEvalSitePlan.id }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, evalId)).orderBy(zpEvalSitePlan.id).limit(1);
    const [owner] = await db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.orgId, row.orgId)).limit(1);
    ent = await s.signIn(owner.username);

    // Another enterprise's application with seeded records, assigned to another institution.
    const [other] = await db
      .select({ id: zpEval.id })
      .from(zpEval)
      .where(and(ne(zpEval.orgId, row.orgId), inArray(zpEval.id, db.select({ id: zpEvalGcAnnex.evalId }).from(zpEvalGcAnnex))))
      .limit(1);
    foreignId = other.id;
    const [otherUnit] = await db.select({ id: sysOrg.id }).from(sysOrg).where(and(sql`',' || ${sysOrg.type} || ',' like '%,2,%'`, ne(sysOrg.id, unitOrg), ne(sysOrg.id, testOrg))).limit(1);
    await db.update(zpEval).set({ unitId: otherUnit.id, testUnitId: null, status: EVAL_STATUS.siteEval }).where(eq(zpEval.id, foreignId));
    await db.update(zpEvalSitePlan).set({ unitId: otherUnit.id, testUnitId: null }).where(eq(zpEvalSitePlan.evalId, foreignId));
    [{ id: foreignRecordId }] = await db.select({ id: zpEvalGcAnnex.id }).from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.evalId, foreignId)).limit(1);

    const [early] = await db.select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.docPass)).limit(1);
    earlyId = early.id;
    await db.update(zpEval).set({ unitId: unitOrg, testUnitId: testOrg }).where(eq(zpEval.id, earlyId));

    files.unitPng = await upload(unit, '全景.png', PNG, 'image/png', 'img');
    files.unitPng2 = await upload(unit, '仓库.png', PNG, 'image/png', 'img');
    files.unitMp4 = await upload(unit, '现场.mp4', MP4, 'video/mp4', 'mp4');
    files.testPng = await upload(tester, '样品.png', PNG, 'image/png', 'img');
    files.testPdf = await upload(tester, '检测报告.pdf', PDF, 'application/pdf', 'doc');
    files.entPng = await upload(ent, '企业的.png', PNG, 'image/png', 'img');
  }, 60_000);
  afterAll(async () => s?.close());

  describe('现场记录', () => {
    it('the institution records photos of a place; everyone who sees the application reads them, grouped by picture type', async () => {
      const r = await create(unit);
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ evalId, sitePlanId: planId, pictureType: PICTURE_TYPE.XC, pictureTypeLabel: '现场', description: '生产区全景', orgName: expect.any(String), sitePlanName: expect.any(String) });
      expect(r.body.data.files.map((f) => f.name)).toEqual(['全景.png', '仓库.png']);
      // Written without a zone, so on the Beijing clock: 10:30 there is 02:30 UTC.
      expect(r.body.data.takenTime).toBe('2026-11-20T02:30:00.000Z');
      recordId = r.body.data.id;

      const list = await s.call<EvalSiteRecord[]>({ method: 'POST', url: EVAL_SITE_PATHS.list, token: ent, payload: { evalId, pictureType: PICTURE_TYPE.XC, sitePlanId: planId } });
      expect(list.body.data.map((x) => x.id)).toContain(recordId);
      expect((await s.call<EvalSiteRecord[]>({ method: 'POST', url: EVAL_SITE_PATHS.list, token: ent, payload: { evalId, pictureType: PICTURE_TYPE.VIDEO } })).body.data).toEqual([]);

      const grouped = await s.call<EvalSiteGroup[]>({ method: 'POST', url: EVAL_SITE_PATHS.grouped, token: mng, payload: { evalId } });
      expect(grouped.body.data.map((g) => g.code)).toEqual(['CP', 'XC', 'QY', 'HY', 'XCXC', 'MCHY', 'VIDEO']);
      const xc = grouped.body.data.find((g) => g.code === 'XC') as EvalSiteGroup;
      const mine = xc.files.filter((f) => f.recordId === recordId);
      expect(mine.map((f) => f.name)).toEqual(['全景.png', '仓库.png']);
      // Each file names its record's organisation: the page offers changing a record to that organisation only.
      expect(mine.map((f) => f.orgId)).toEqual([r.body.data.orgId, r.body.data.orgId]);

      // The testing unit and the enterprise download the institution's photo through the application, inline on request.
      const file = await s.app.inject({ method: 'GET', url: `${mine[0].url}&disposition=inline`, headers: { 'x-token': tester } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(String(file.headers['content-disposition'])).toMatch(/^inline/);
      const byEnt = await s.app.inject({ method: 'GET', url: mine[0].url, headers: { 'x-token': ent } });
      expect(byEnt.statusCode).toBe(200);
      expect(byEnt.rawPayload.equals(PNG)).toBe(true);
      // A file of no record of the application is not served through it.
      expect((await s.call({ method: 'GET', url: `${EVAL_SITE_PATHS.download}?evalId=${evalId}&id=${files.entPng}`, token: ent })).body.code).toBe(404);
    });

    it('takes a video as mp4 only, and pictures as images only', async () => {
      expect((await create(unit, { pictureType: PICTURE_TYPE.VIDEO, annexIds: String(files.unitMp4) })).body.code).toBe(200);
      expect((await create(unit, { pictureType: PICTURE_TYPE.VIDEO, annexIds: String(files.unitPng) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.videoOnly });
      expect((await create(unit, { pictureType: PICTURE_TYPE.HY, annexIds: String(files.unitMp4) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.imagesOnly });
    });

    it('refuses a bad picture type, another organisation’s or a missing file, a bad date, another application’s plan, no files', async () => {
      expect((await create(unit, { pictureType: '9' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('图片类型：') });
      expect((await create(unit, { annexIds: String(files.entPng) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
      expect((await create(unit, { annexIds: String(files.testPng) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
      expect((await create(unit, { annexIds: '987654321' })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
      expect((await create(unit, { annexIds: 'abc' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('照片/视频：') });
      expect((await create(unit, { annexIds: '' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('照片/视频：') });
      expect((await create(unit, { takenTime: '2026-13-45' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('拍摄时间：') });
      const [foreignPlan] = await s.database.db.select({ id: zpEvalSitePlan.id }).from(zpEvalSitePlan).where(ne(zpEvalSitePlan.evalId, evalId)).limit(1);
      expect((await create(unit, { sitePlanId: foreignPlan.id })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.sitePlanNotOfEval });
      expect((await create(unit, { description: '长'.repeat(501) })).body).toMatchObject({ code: 400, msg: expect.stringContaining('说明：') });
      expect((await s.call({ method: 'POST', url: EVAL_SITE_PATHS.list, token: unit, payload: { evalId, pictureType: 'CP' } })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.badPictureType });
      expect((await s.call({ method: 'POST', url: EVAL_SITE_PATHS.list, token: unit, payload: { evalId: 'x' } })).body.code).toBe(400);
    });

    it('the testing unit records product pictures only; the enterprise and management record nothing', async () => {
      const cp = await create(tester, { pictureType: PICTURE_TYPE.CP, annexIds: String(files.testPng), description: '抽样产品' });
      expect(cp.body.code, cp.body.msg).toBe(200);
      expect((await create(tester, { pictureType: PICTURE_TYPE.XC, annexIds: String(files.testPng) })).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.typeNotAllowed('现场') });
      expect((await create(ent, { annexIds: String(files.entPng) })).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notWriter });
      expect((await create(mng)).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notWriter });
      // A record is changed by its own organisation only.
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${recordId}`, token: tester, payload: { description: '改' } })).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notRecordOrg });
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${cp.body.data.id}`, token: unit, payload: { description: '改' } })).body.code).toBe(403);
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${recordId}`, token: ent, payload: { description: '改' } })).body.code).toBe(403);
    });

    it('updates a record and replaces its files, judging the files again', async () => {
      const upd = await s.call<EvalSiteRecord>({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${recordId}`, token: unit, payload: { description: '原料仓库', takenTime: '2026-11-20T11:00:00+08:00' } });
      expect(upd.body.code, upd.body.msg).toBe(200);
      expect(upd.body.data).toMatchObject({ description: '原料仓库', takenTime: '2026-11-20T03:00:00.000Z', annexIds: `${files.unitPng},${files.unitPng2}` });
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${recordId}`, token: unit, payload: { pictureType: PICTURE_TYPE.VIDEO } })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.videoOnly });
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${recordId}`, token: unit, payload: { takenTime: 'yesterday' } })).body.code).toBe(400);
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/987654321`, token: unit, payload: { description: 'x' } })).body.code).toBe(404);

      const up = (token: string, annexIds: unknown, id: unknown = recordId) => s.call<EvalSiteRecord>({ method: 'POST', url: EVAL_SITE_PATHS.files, token, payload: { id, annexIds } });
      const replaced = await up(unit, [files.unitPng2]);
      expect(replaced.body.code, replaced.body.msg).toBe(200);
      expect(replaced.body.data.files.map((f) => f.name)).toEqual(['仓库.png']);
      expect((await up(unit, String(files.entPng))).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
      expect((await up(unit, '')).body).toMatchObject({ code: 400, msg: expect.stringContaining('照片/视频：') });
      expect((await up(tester, String(files.testPng))).body.code).toBe(403);
      expect((await up(mng, String(files.unitPng))).body.code).toBe(403);
      expect((await up(unit, String(files.unitPng), 'abc')).body.code).toBe(400);
      const [stored] = await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, recordId));
      expect(stored.annexIds).toBe(String(files.unitPng2));
    });

    it('changes a record as the page sends it: its files, description and time at once, a cleared description and time as null', async () => {
      const put = (token: string, payload: Row, id: unknown = recordId) => s.call<EvalSiteRecord>({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${id}`, token, payload });
      const r = await put(unit, { annexIds: `${files.unitPng2},${files.unitPng}`, description: null, takenTime: null });
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ id: recordId, pictureType: PICTURE_TYPE.XC, annexIds: `${files.unitPng2},${files.unitPng}`, description: null, takenTime: null });
      expect(r.body.data.files.map((f) => f.name)).toEqual(['仓库.png', '全景.png']);
      const [changed] = await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, recordId));

      // Files judged as on adding: the organisation's own, of the type's kind, at least one; the description's length; a numeric id.
      expect((await put(unit, { annexIds: String(files.entPng) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.fileNotOwn });
      expect((await put(unit, { annexIds: String(files.unitMp4) })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.imagesOnly });
      expect((await put(unit, { annexIds: '' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('照片/视频：') });
      expect((await put(unit, { description: '长'.repeat(501) })).body).toMatchObject({ code: 400, msg: expect.stringContaining('说明：') });
      expect((await put(unit, { description: 'x' }, 'abc')).body.code).toBe(400);
      // Management and the enterprise change nobody's records.
      expect((await put(mng, { description: '改' })).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notWriter });
      expect((await put(ent, { description: '改' })).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notWriter });
      const [after] = await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, recordId));
      expect(after).toEqual(changed);

      // The testing unit changes its own product pictures.
      const list = await s.call<EvalSiteRecord[]>({ method: 'POST', url: EVAL_SITE_PATHS.list, token: tester, payload: { evalId, pictureType: PICTURE_TYPE.CP } });
      const own = list.body.data.find((x) => x.description === '抽样产品') as EvalSiteRecord;
      expect((await put(tester, { description: '抽样产品（菜心）' }, own.id)).body).toMatchObject({ code: 200, data: { description: '抽样产品（菜心）' } });
    });

    it('removes a record of its own organisation only', async () => {
      const del = (token: string, ids: string) => s.call({ method: 'DELETE', url: `${EVAL_SITE_PATHS.record}?ids=${ids}`, token });
      const extra = await create(unit, { pictureType: PICTURE_TYPE.QY, annexIds: String(files.unitPng) });
      const id = extra.body.data.id;
      expect((await del(tester, String(id))).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notRecordOrg });
      expect((await del(ent, String(id))).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notWriter });
      expect((await del(mng, String(id))).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notWriter });
      // Bad input: no ids, not numbers, a record that is not there.
      expect((await s.call({ method: 'DELETE', url: EVAL_SITE_PATHS.record, token: unit })).body.code).toBe(400);
      expect((await del(unit, 'abc')).body.code).toBe(400);
      expect((await del(unit, '987654321')).body.code).toBe(404);
      // Several at once: one of another organisation's refuses them all, and nothing is removed.
      const [theirs] = await s.database.db.select({ id: zpEvalGcAnnex.id }).from(zpEvalGcAnnex).where(and(eq(zpEvalGcAnnex.evalId, evalId), eq(zpEvalGcAnnex.description, '抽样产品（菜心）')));
      expect((await del(unit, `${id},${theirs.id}`)).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notRecordOrg });
      expect(await s.database.db.select({ id: zpEvalGcAnnex.id }).from(zpEvalGcAnnex).where(inArray(zpEvalGcAnnex.id, [id, theirs.id]))).toHaveLength(2);

      expect((await del(unit, String(id))).body.code).toBe(200);
      expect(await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, id))).toEqual([]);
      // The testing unit removes its own product pictures.
      const cp = await create(tester, { pictureType: PICTURE_TYPE.CP, annexIds: String(files.testPng), sitePlanId: null });
      expect((await del(tester, String(cp.body.data.id))).body.code).toBe(200);
    });

    it('answers 404 for another organisation’s application and its records, which stay as they were', async () => {
      const [before] = await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, foreignRecordId));
      for (const token of [unit, tester, ent]) {
        expect((await create(token, { evalId: foreignId })).body.code).toBe(404);
        expect((await s.call({ method: 'POST', url: EVAL_SITE_PATHS.list, token, payload: { evalId: foreignId } })).body.code).toBe(404);
        expect((await s.call({ method: 'POST', url: EVAL_SITE_PATHS.grouped, token, payload: { evalId: foreignId } })).body.code).toBe(404);
        expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${foreignRecordId}`, token, payload: { description: '改' } })).body.code).toBe(404);
        expect((await s.call({ method: 'POST', url: EVAL_SITE_PATHS.files, token, payload: { id: foreignRecordId, annexIds: String(files.unitPng) } })).body.code).toBe(404);
        expect((await s.call({ method: 'DELETE', url: `${EVAL_SITE_PATHS.record}?ids=${foreignRecordId}`, token })).body.code).toBe(404);
        expect((await s.call({ method: 'GET', url: `${EVAL_SITE_PATHS.download}?evalId=${foreignId}&id=${before.annexIds.split(',')[0]}`, token })).body.code).toBe(404);
      }
      const [after] = await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, foreignRecordId));
      expect(after).toEqual(before);
      // Management sees every application's records.
      expect((await s.call<EvalSiteRecord[]>({ method: 'POST', url: EVAL_SITE_PATHS.list, token: mng, payload: { evalId: foreignId } })).body.data.length).toBeGreaterThan(0);
    });

    it('is written only while the application is on site', async () => {
      const early = await create(unit, { evalId: earlyId, sitePlanId: null });
      expect(early.body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.recordClosed(codeLabel('evalStatus', EVAL_STATUS.docPass)) });
    });
  });

  describe('抽样检测 and 推荐意见', () => {
    it('refuses bad samples: a bad or future date, an opinion out of range or none, a product or report not the application’s, a product twice', async () => {
      const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      expect(tomorrow > beijingDate()).toBe(true);
      const cases: [Row, string][] = [
        [item(0, { sampleDate: '2026-02-30x' }), '抽样日期'],
        [item(0, { sampleDate: tomorrow }), EVAL_SITE_MSG.sampleDateFuture],
        [item(0, { testOpinion: 3 }), '检测意见'],
        [item(0, { testOpinion: 0 }), EVAL_SITE_MSG.testOpinionNone],
        [item(0, { testOpinion: 'x' }), '检测意见'],
        [item(0, { sampleNo: '' }), '样品编号'],
        [item(0, { productId: 987654321 }), EVAL_SITE_MSG.productNotApplied(1)],
        [item(0, { reportAnnexId: files.entPng }), EVAL_SITE_MSG.reportNotOwn(1)],
        [item(0, { reportAnnexId: files.unitMp4 }), EVAL_SITE_MSG.reportNotOwn(1)],
      ];
      for (const [it, msg] of cases) expect((await sample(tester, [it])).body, JSON.stringify(it)).toMatchObject({ code: 400, msg: expect.stringContaining(msg) });
      expect((await sample(tester, [item(0), item(0, { sampleNo: 'YP-9' })])).body).toMatchObject({ code: 400, msg: expect.stringContaining(EVAL_SITE_MSG.productTwice(2)) });
      expect((await sample(tester, [])).body.code).toBe(400);
      expect((await s.call({ method: 'POST', url: EVAL_SITE_PATHS.sample, token: tester, payload: { evalId, items: 'x' } })).body.code).toBe(400);
      expect(await s.database.db.select().from(zpEvalSample).where(eq(zpEvalSample.evalId, evalId))).toEqual([]);
    });

    it('takes samples from the testing unit only, and no report before every product has a test opinion', async () => {
      for (const token of [unit, ent, mng]) expect((await sample(token, [item(0)])).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notTestingUnit });
      expect((await report(ent)).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.reportNone });
      expect((await s.call({ method: 'GET', url: `${EVAL_SITE_PATHS.samplingReport}?evalId=${evalId}`, token: tester })).body).toMatchObject({ code: 200, data: null });
      const first = await sample(tester, [item(0, { reportAnnexId: files.testPdf })]);
      expect(first.body.code, first.body.msg).toBe(200);
      expect(first.body.data[0]).toMatchObject({ productId: productIds[0], productName: productNames[0], sampleNo: 'YP-1', sampleDate: '2026-11-20', testOpinion: 1, testOpinionLabel: '合格', reportName: '检测报告.pdf', sampledByName: '周晓燕' });
      expect(first.body.data[1]).toMatchObject({ productId: productIds[1], sampleId: null, testOpinion: null });
      expect((await report(tester)).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.opinionsMissing(productNames.slice(1).join('、')) });
      expect((await sample(tester, [item(1, { sampleNo: 'YP-1' })])).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.sampleNoTaken(1, 'YP-1') });
      // The rest unqualified; sent again, a product's sample is replaced.
      const rest = productIds.slice(1).map((_, k) => item(k + 1, { testOpinion: TEST_OPINION.unqualified }));
      const all = await sample(tester, [item(0, { sampleNo: 'YP-1A' }), ...rest]);
      expect(all.body.code, all.body.msg).toBe(200);
      expect(all.body.data[0]).toMatchObject({ sampleNo: 'YP-1A', reportAnnexId: null });
      const marks = await s.database.db.select({ productId: zpEvalProduct.productId, testOpinion: zpEvalProduct.testOpinion }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId)).orderBy(zpEvalProduct.id);
      expect(marks.map((m) => m.testOpinion)).toEqual(productIds.map((_, k) => (k === 0 ? TEST_OPINION.qualified : TEST_OPINION.unqualified)));
      const read = await s.call<EvalSampleRow[]>({ method: 'GET', url: `${EVAL_SITE_PATHS.samples}?evalId=${evalId}`, token: ent });
      expect(read.body.data.map((r) => r.productName)).toEqual(productNames);
    });

    it('generates the sampling report as a Word file naming the enterprise, the products and their opinions; others read it', async () => {
      const r = await report(tester);
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data.name).toMatch(/^抽样报告-PJ\d+\.docx$/);
      const file = await s.app.inject({ method: 'GET', url: r.body.data.url, headers: { 'x-token': ent } });
      expect(file.statusCode).toBe(200);
      const xml = await (await JSZip.loadAsync(file.rawPayload)).file('word/document.xml')!.async('string');
      const [{ orgName }] = await s.database.db.select({ orgName: sysOrg.name }).from(zpEval).innerJoin(sysOrg, eq(sysOrg.id, zpEval.orgId)).where(eq(zpEval.id, evalId));
      for (const text of [orgName, '深圳市中测食品检测有限公司', '抽样报告', 'YP-1A', ...productNames, '合格']) expect(xml).toContain(text);
      expect(xml).toContain('不合格');
      const read = await report(ent);
      expect(read.body).toMatchObject({ code: 200, data: { id: r.body.data.id } });
      expect((await report(mng)).body.data.id).toBe(r.body.data.id);
      // GET reads without generating, for the writers too.
      for (const token of [tester, unit, ent]) expect((await s.call<EvalSamplingReport>({ method: 'GET', url: `${EVAL_SITE_PATHS.samplingReport}?evalId=${evalId}`, token })).body.data).toMatchObject({ id: r.body.data.id, url: r.body.data.url });
    });

    it('takes the recommendation from the institution on site; a place’s visit ends only with its record and its products recommended', async () => {
      const all = productIds.map((productId) => ({ productId, recommend: RECOMMEND.yes }));
      const plans = await s.database.db.select({ id: zpEvalSitePlan.id, productIds: zpEvalSitePlan.productIds }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, evalId)).orderBy(zpEvalSitePlan.id);
      const finish = (id: number) => s.call({ method: 'POST', url: '/api/eval/siteplan/doFlowFinishUpd', token: unit, payload: { id } });
      const first = await finish(plans[0].id);
      expect(first.body).toMatchObject({ code: 400, msg: expect.stringContaining('推荐意见') });
      for (const token of [tester, ent, mng]) expect((await recommend(token, all)).body).toMatchObject({ code: 403, msg: EVAL_SITE_MSG.notInstitution });
      expect((await recommend(unit, [{ productId: productIds[0], recommend: 5 }])).body).toMatchObject({ code: 400, msg: expect.stringContaining('推荐意见') });
      expect((await recommend(unit, [{ productId: productIds[0], recommend: RECOMMEND.no }])).body).toMatchObject({ code: 400, msg: expect.stringContaining(EVAL_SITE_MSG.remarkNeeded) });
      expect((await recommend(unit, [{ productId: 987654321, recommend: RECOMMEND.yes }])).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.recommendProductNotApplied(1) });
      const items = productIds.map((productId, k) => (k === 0 ? { productId, recommend: RECOMMEND.yes } : { productId, recommend: RECOMMEND.no, remark: '产品抽样检测不合格' }));
      const r = await recommend(unit, items);
      expect(r.body.code, r.body.msg).toBe(200);
      expect(r.body.data.map((x) => x.recommend)).toEqual(items.map((x) => x.recommend));
      expect(r.body.data[1].recommendRemark).toBe('产品抽样检测不合格');
      const marks = await s.database.db.select({ recommend: zpEvalProduct.recommend }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId)).orderBy(zpEvalProduct.id);
      expect(marks.map((m) => m.recommend)).toEqual(items.map((x) => x.recommend));
      // The visit of each place closed, then 完成现场评价; records and samples are still taken at 评价确认.
      for (const pl of plans) expect((await finish(pl.id)).body.code).toBe(200);
      expect((await move(unit, 'finishSite')).body.code).toBe(200);
      expect((await create(tester, { pictureType: PICTURE_TYPE.CP, annexIds: String(files.testPng) })).body.code).toBe(200);
      expect((await sample(tester, [item(0, { sampleNo: 'YP-1A' })])).body.code).toBe(200);
    });

    it('closes records, samples and recommendations after archiving; the report is still generated until the evaluation report', async () => {
      // 归档 needs the file complete: the document review report generated, the notice and its stamped copy on file.
      const review = await s.call<{ id: number }>({ method: 'POST', url: '/api/eval/doc/review/updateEvalDocReport', token: unit, payload: { evalId } });
      expect(review.body.code, review.body.msg).toBe(200);
      await s.database.db.update(zpEval).set({ noticeFileId: review.body.data.id, noticeAnnexId: review.body.data.id }).where(eq(zpEval.id, evalId));
      const archived = await move(unit, 'archive');
      expect(archived.body.code, archived.body.msg).toBe(200);
      const status = codeLabel('evalStatus', EVAL_STATUS.checkedDoc);
      expect((await create(unit)).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.recordClosed(status) });
      // Nor changed or removed: the record stays as it was.
      const [before] = await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, recordId));
      expect((await s.call({ method: 'PUT', url: `${EVAL_SITE_PATHS.record}/${recordId}`, token: unit, payload: { description: '改' } })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.recordClosed(status) });
      expect((await s.call({ method: 'DELETE', url: `${EVAL_SITE_PATHS.record}?ids=${recordId}`, token: unit })).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.recordClosed(status) });
      expect(await s.database.db.select().from(zpEvalGcAnnex).where(eq(zpEvalGcAnnex.id, recordId))).toEqual([before]);
      expect((await sample(tester, [item(0)])).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.sampleClosed(status) });
      expect((await recommend(unit, [{ productId: productIds[0], recommend: RECOMMEND.pending }])).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.recommendClosed(status) });
      const again = await report(unit);
      expect(again.body.code, again.body.msg).toBe(200);
      expect((await report(ent)).body.data.id).toBe(again.body.data.id);
      // Before the visit, nobody generates it.
      expect((await report(tester, earlyId)).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.reportClosed(codeLabel('evalStatus', EVAL_STATUS.docPass)) });
      expect((await sample(tester, [item(0)], earlyId)).body).toMatchObject({ code: 400, msg: EVAL_SITE_MSG.sampleClosed(codeLabel('evalStatus', EVAL_STATUS.docPass)) });
    });

    it('answers 404 for another organisation’s application', async () => {
      const [product] = await s.database.db.select({ id: zpEvalProduct.productId }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, foreignId)).limit(1);
      const before = await s.database.db.select().from(zpEvalProduct).where(eq(zpEvalProduct.evalId, foreignId));
      for (const token of [unit, tester, ent]) {
        expect((await sample(token, [{ ...item(0), productId: product.id }], foreignId)).body.code).toBe(404);
        expect((await recommend(token, [{ productId: product.id, recommend: RECOMMEND.no, remark: '不' }], foreignId)).body.code).toBe(404);
        expect((await report(token, foreignId)).body.code).toBe(404);
        expect((await s.call({ method: 'GET', url: `${EVAL_SITE_PATHS.samples}?evalId=${foreignId}`, token })).body.code).toBe(404);
      }
      expect(await s.database.db.select().from(zpEvalProduct).where(eq(zpEvalProduct.evalId, foreignId))).toEqual(before);
      expect((await s.call({ method: 'GET', url: `${EVAL_SITE_PATHS.samples}?evalId=987654321987`, token: unit })).body.code).toBe(404);
    });
  });

  describe('the demo world', () => {
    it('gives the applications from 现场评价 on photos on disk and qualified samples of their products', async () => {
      const db = s.database.db;
      const recorded = await db.select({ evalId: zpEvalGcAnnex.evalId, pictureType: zpEvalGcAnnex.pictureType, annexIds: zpEvalGcAnnex.annexIds }).from(zpEvalGcAnnex).where(ne(zpEvalGcAnnex.evalId, evalId));
      const apps = new Set(recorded.map((r) => r.evalId));
      expect(apps.size).toBeGreaterThan(5);
      expect(new Set(recorded.map((r) => r.pictureType))).toEqual(new Set([PICTURE_TYPE.CP, PICTURE_TYPE.XC, PICTURE_TYPE.HY, PICTURE_TYPE.XCXC, PICTURE_TYPE.MCHY]));
      // One made in the portal (the history's were brought over without records).
      const passed = await db.select({ id: zpEval.id }).from(zpEval).where(and(eq(zpEval.status, EVAL_STATUS.passed), isNotNull(zpEval.createBy))).limit(1);
      const grouped = await s.call<EvalSiteGroup[]>({ method: 'POST', url: EVAL_SITE_PATHS.grouped, token: mng, payload: { evalId: passed[0].id } });
      const photo = grouped.body.data.find((g) => g.code === 'XC')?.files[0];
      expect(photo).toBeDefined();
      const bytes = await s.app.inject({ method: 'GET', url: photo!.url, headers: { 'x-token': mng } });
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const samples = await s.call<EvalSampleRow[]>({ method: 'GET', url: `${EVAL_SITE_PATHS.samples}?evalId=${passed[0].id}`, token: mng });
      expect(samples.body.data.length).toBeGreaterThan(0);
      expect(samples.body.data.every((r) => r.testOpinion === TEST_OPINION.qualified && r.sampleNo)).toBe(true);
    });
  });
});
