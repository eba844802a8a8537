/**
 * The evidence management decides on (监督任务 page: 文件核查通过 at 待文件核查, 监督通过 / 监督不通过 at
 * 待监督结论) and the enterprise reads on its own page (监督检查): every read the evidence cards make
 * (jd-site, jd-report, jd-spot, jd-records) answers both of them, while none of the writes the cards
 * would offer a unit does — so the cards, read only for them, neither fail nor offer what the server
 * refuses. The enterprise reads its own task's spot tests (items, results, each test report, the
 * stored 产品检测报告书), never another enterprise's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_TASK_STATUS, SPOT_ITEM_TYPE, spotTypeOf, TEST_OPINION } from '../../../../src/domain/codes';
import { JD_PATHS } from '../../../../src/domain/resources/jd';
import { fileBaseInfo, jdNon, jdReportBook, jdSpot } from '../../../../server/db/schema';
import { actor, multipartFile, startTestServer, type TestServer } from '../../harness';
import { jdTaskAt } from '../../jdFixtures';

type Row = Record<string, unknown>;
const S = JD_TASK_STATUS;

let s: TestServer;
let manager: string;
let ent: string;
let tester: string;
let otherEnt: string;

beforeAll(async () => {
  s = await startTestServer();
  [manager, ent, tester] = await Promise.all(['manager', 'enterprise', 'tester'].map((u) => s.signIn(u)));
  otherEnt = (await actor(s.database.db, 'qy98_admin', '3', 'R_ORG_ADMIN')).token;
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;

/** Every read of the evidence cards for the task, by path. */
function reads(taskId: number, onSiteId: number): { name: string; method: 'GET' | 'POST'; url: string; payload?: Row }[] {
  const lst = (p: string) => ({ name: p, method: 'POST' as const, url: `${p}/lst`, payload: { onSiteId } });
  return [
    { name: 'task', method: 'GET', url: `${JD_PATHS.task.prefix}/${taskId}` },
    { name: 'site', method: 'GET', url: `${JD_PATHS.site.byTask}?taskId=${taskId}` },
    { name: 'places', method: 'GET', url: `${JD_PATHS.site.placeProds}?taskId=${taskId}` },
    { name: 'visits', method: 'POST', url: JD_PATHS.site.lst, payload: { taskId } },
    { name: 'days', method: 'POST', url: JD_PATHS.date.lst, payload: { taskId } },
    { name: 'photos', method: 'POST', url: `${JD_PATHS.photo}/lst`, payload: { onSiteId } },
    lst(JD_PATHS.schedule),
    lst(JD_PATHS.observed),
    lst(JD_PATHS.non),
    lst(JD_PATHS.nonExp),
    lst(JD_PATHS.hisNon),
    lst(JD_PATHS.rptItem),
    { name: 'docReview', method: 'POST', url: JD_PATHS.docReview.get, payload: { onSiteId } },
    { name: 'docGroups', method: 'GET', url: `${JD_PATHS.docAnnex.items}?onSiteId=${onSiteId}` },
    { name: 'materials', method: 'GET', url: `${JD_PATHS.mat.getGd}?onSiteId=${onSiteId}&taskId=${taskId}` },
    { name: 'report', method: 'GET', url: `${JD_PATHS.report.byOnSite}?onSiteId=${onSiteId}` },
    { name: 'lastNon', method: 'POST', url: JD_PATHS.report.lastNonComp, payload: { onSiteId } },
    { name: 'records', method: 'GET', url: `${JD_PATHS.record.byTask}/${taskId}` },
    { name: 'recordsQuery', method: 'GET', url: `${JD_PATHS.record.byTaskQuery}?taskId=${taskId}` },
    { name: 'spots', method: 'POST', url: `${JD_PATHS.spot}/page?page.pn=1&page.size=20&search.taskId_eq=${taskId}` },
    { name: 'spotItems', method: 'POST', url: `${JD_PATHS.spot}/lst`, payload: { taskId } },
    { name: 'reportBook', method: 'GET', url: `${JD_PATHS.prod.storedReportBook}?taskId=${taskId}` },
    { name: 'taskProds', method: 'GET', url: `${JD_PATHS.site.taskProds}/${taskId}` },
  ];
}

describe('the evidence on the management and enterprise task pages', () => {
  it.each([
    ['待文件核查', S.submitDoc],
    ['待监督结论', S.report],
    ['监督不通过', S.unpassed],
  ])('is read by management at %s, with the nonconformities found', async (_label, status) => {
    const w = await jdTaskAt(db(), status);
    const siteId = w.siteId as number;
    await db().insert(jdNon).values({ siteId, taskId: w.taskId, orgId: w.orgId, sitePlanId: w.sitePlanIds[0], productId: w.productIds[0], clause: '5.2 投入品管理', description: '农药仓库未上锁。', level: 2 });
    for (const r of reads(w.taskId, siteId)) {
      const res = await s.call<unknown>({ method: r.method, url: r.url, token: manager, payload: r.payload });
      expect(res.body.code, `${r.name}: ${res.body.msg}`).toBe(200);
    }
    const non = await s.call<Row[]>({ method: 'POST', url: `${JD_PATHS.non}/lst`, token: manager, payload: { onSiteId: siteId } });
    expect(non.body.data).toEqual([expect.objectContaining({ clause: '5.2 投入品管理', level: 2 })]);
  });

  it('is read by the enterprise on its own task once it is concluded 不通过', async () => {
    const w = await jdTaskAt(db(), S.unpassed);
    for (const r of reads(w.taskId, w.siteId as number)) {
      const res = await s.call<unknown>({ method: r.method, url: r.url, token: ent, payload: r.payload });
      expect(res.body.code, `${r.name}: ${res.body.msg}`).toBe(200);
    }
  });

  describe('the spot tests of the enterprise’s own products', () => {
    let w: Awaited<ReturnType<typeof jdTaskAt>>;
    let spotId: number;
    const upload = async (name: string) => {
      const r = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload', token: tester, ...multipartFile(name, Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`), 'application/pdf') });
      expect(r.body.code, r.body.msg).toBe(200);
      return r.body.data.id;
    };

    beforeAll(async () => {
      // A task concluded 不通过 whose testing unit recorded a failing product item with its report and made the report book.
      w = await jdTaskAt(db(), S.unpassed);
      const report = await upload('检测报告-菜心.pdf');
      const [spot] = await db()
        .insert(jdSpot)
        .values({ taskId: w.taskId, prodId: w.prodIds[0], itemType: SPOT_ITEM_TYPE.product, spotType: spotTypeOf(SPOT_ITEM_TYPE.product), sampleName: '菜心', sampleNo: 'CY-EVID-01', sampleDate: '2026-04-01', testItems: '镉', result: '镉 0.3 mg/kg，超标', testOpinion: TEST_OPINION.unqualified, reportAnnexId: String(report) })
        .returning({ id: jdSpot.id });
      spotId = spot.id;
      const book = await upload('产品检测报告书.pdf');
      const [file] = await db().select({ sha256: fileBaseInfo.sha256 }).from(fileBaseInfo).where(eq(fileBaseInfo.id, book));
      await db().insert(jdReportBook).values({ taskId: w.taskId, fileId: book, sha256: file.sha256 });
    });

    it('are the enterprise’s to read: the items with their results, each test report, the stored 产品检测报告书', async () => {
      const items = await s.call<Row[]>({ method: 'POST', url: `${JD_PATHS.spot}/lst`, token: ent, payload: { taskId: w.taskId } });
      expect(items.body.data).toEqual([expect.objectContaining({ id: spotId, sampleName: '菜心', result: '镉 0.3 mg/kg，超标', testOpinion: TEST_OPINION.unqualified, reportName: '检测报告-菜心.pdf' })]);
      const report = await s.app.inject({ method: 'GET', url: String(items.body.data[0].reportUrl), headers: { 'x-token': ent } });
      expect(report.statusCode).toBe(200);
      const book = await s.call<{ name: string; url: string } | null>({ method: 'GET', url: `${JD_PATHS.prod.storedReportBook}?taskId=${w.taskId}`, token: ent });
      expect(book.body.data).toMatchObject({ name: '产品检测报告书.pdf' });
      expect((await s.app.inject({ method: 'GET', url: book.body.data!.url, headers: { 'x-token': ent } })).statusCode).toBe(200);
      // A task without a book answers none.
      const bare = await jdTaskAt(db(), S.unpassed);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.prod.storedReportBook}?taskId=${bare.taskId}`, token: ent })).body).toMatchObject({ code: 200, data: null });
    });

    it('are never another enterprise’s', async () => {
      expect((await s.call({ method: 'POST', url: `${JD_PATHS.spot}/lst`, token: otherEnt, payload: { taskId: w.taskId } })).body.code).toBe(404);
      expect((await s.call({ method: 'GET', url: `${JD_PATHS.prod.storedReportBook}?taskId=${w.taskId}`, token: otherEnt })).body.code).toBe(404);
      const page = await s.call<{ content: Row[] }>({ method: 'POST', url: `${JD_PATHS.spot}/page?search.taskId_eq=${w.taskId}`, token: otherEnt });
      expect(page.body.data.content).toEqual([]);
      const [spot] = await db().select({ reportAnnexId: jdSpot.reportAnnexId }).from(jdSpot).where(eq(jdSpot.id, spotId));
      expect((await s.app.inject({ method: 'GET', url: `${JD_PATHS.mat.download}?taskId=${w.taskId}&id=${spot.reportAnnexId}`, headers: { 'x-token': otherEnt } })).json()).toMatchObject({ code: 404 });
    });

    it('are never the enterprise’s to write', async () => {
      const before = await db().select().from(jdSpot).where(eq(jdSpot.taskId, w.taskId));
      const writes: { name: string; method: 'PUT' | 'POST' | 'DELETE'; url: string; payload?: Row }[] = [
        { name: 'add', method: 'PUT', url: JD_PATHS.spot, payload: { taskId: w.taskId, itemType: SPOT_ITEM_TYPE.irrigationWater, sampleName: '灌溉水', sampleNo: 'CY-EVID-02', sampleDate: '2026-04-01' } },
        { name: 'change', method: 'PUT', url: `${JD_PATHS.spot}/${spotId}`, payload: { testOpinion: TEST_OPINION.qualified } },
        { name: 'remove', method: 'DELETE', url: `${JD_PATHS.spot}?ids=${spotId}` },
        { name: 'reportBook', method: 'POST', url: JD_PATHS.prod.reportBook, payload: { taskId: w.taskId } },
      ];
      for (const x of writes) {
        const res = await s.call({ method: x.method, url: x.url, token: ent, payload: x.payload });
        expect(res.body.code, `${x.name}: ${res.body.code} ${res.body.msg}`).toBe(403);
      }
      expect(await db().select().from(jdSpot).where(eq(jdSpot.taskId, w.taskId))).toEqual(before);
    });
  });

  it('refuses management every write the cards offer the unit (so the cards offer none to it)', async () => {
    const w = await jdTaskAt(db(), S.submitDoc);
    const onSiteId = w.siteId as number;
    const writes: { name: string; method: 'PUT' | 'POST'; url: string; payload: Row }[] = [
      { name: 'team', method: 'PUT', url: JD_PATHS.site.staffSave, payload: { id: onSiteId, leaderName: '张三' } },
      { name: 'non', method: 'PUT', url: JD_PATHS.non, payload: { onSiteId, clause: '1', description: 'x', level: 1 } },
      { name: 'report', method: 'PUT', url: JD_PATHS.report.prefix, payload: { onSiteId, reportDate: '2026-01-01', summary: 'x', conclusion: 'x' } },
      { name: 'material', method: 'POST', url: JD_PATHS.matItem.updAnnex, payload: { onSiteId, groupKey: 'photos', annexIds: '' } },
      { name: 'spot', method: 'PUT', url: JD_PATHS.spot, payload: { taskId: w.taskId, itemType: 2, sampleName: '水样' } },
      { name: 'reportBook', method: 'POST', url: JD_PATHS.prod.reportBook, payload: { taskId: w.taskId } },
    ];
    for (const x of writes) {
      const res = await s.call({ method: x.method, url: x.url, token: manager, payload: x.payload });
      expect([400, 403], `${x.name}: ${res.body.code} ${res.body.msg}`).toContain(res.body.code);
    }
  });
});
