/**
 * The evidence management decides on (监督任务 page: 文件核查通过 at 待文件核查, 监督通过 / 监督不通过 at
 * 待监督结论) and the enterprise reads on its own page (监督检查): every read the evidence cards make
 * (jd-site, jd-report, jd-spot, jd-records) answers both of them, while none of the writes the cards
 * would offer a unit does — so the cards, read only for them, neither fail nor offer what the server
 * refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_TASK_STATUS } from '../../src/domain/codes';
import { JD_PATHS } from '../../src/domain/resources/jd';
import { jdNon } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';
import { jdTaskAt } from './jdFixtures';

type Row = Record<string, unknown>;
const S = JD_TASK_STATUS;

let s: TestServer;
let manager: string;
let ent: string;

beforeAll(async () => {
  s = await startTestServer();
  [manager, ent] = await Promise.all(['manager', 'enterprise'].map((u) => s.signIn(u)));
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
      // The spot items are 监督抽检's (its permission is not the enterprise's): its page does not show them.
      if (r.name === 'spots') continue;
      const res = await s.call<unknown>({ method: r.method, url: r.url, token: ent, payload: r.payload });
      expect(res.body.code, `${r.name}: ${res.body.msg}`).toBe(200);
    }
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
