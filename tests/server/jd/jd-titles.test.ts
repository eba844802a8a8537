/**
 * What messages, 待办 and 已办 call supervision records: the enterprise, the products or the place
 * people know, never an internal id (现场监督计划63).
 */
import { and, desc, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JD_SITE_STATUS, JD_TASK_STATUS } from '../../../src/domain/codes';
import { JD_PATHS } from '../../../src/domain/resources/jd';
import type { TodoList } from '../../../src/domain/todo';
import { jdRecord, msgInfo, sysOrg, zpPlace } from '../../../server/db/schema';
import { multipartFile, startTestServer, type TestServer } from '../harness';
import { jdTaskAt } from '../jdFixtures';

const S = JD_TASK_STATUS;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let s: TestServer;
let manager: string;
let inspector: string;

beforeAll(async () => {
  s = await startTestServer();
  [manager, inspector] = await Promise.all(['manager', 'inspector'].map((u) => s.signIn(u)));
}, 120_000);
afterAll(() => s?.close());

const db = () => s.database.db;
const orgName = async (id: number) => (await db().select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, id)))[0].name;

describe('the titles of supervision records', () => {
  it('names a visit in its messages by the enterprise, the place and the task, not by its id, and opens its task', async () => {
    const w = await jdTaskAt(db(), S.siteSupervision);
    const [visit] = w.sitePlanIds;
    const up = await s.call<{ id: number }>({ method: 'POST', url: '/api/file/upload?type=img', token: inspector, ...multipartFile('仓库.png', PNG, 'image/png') });
    expect((await s.call({ method: 'PUT', url: JD_PATHS.photo, token: inspector, payload: { onSitePlanId: visit, pictureType: '2', annexIds: String(up.body.data.id) } })).body.code).toBe(200);
    const [{ id: before }] = await db().select({ id: msgInfo.id }).from(msgInfo).orderBy(desc(msgInfo.id)).limit(1);
    expect((await s.call({ method: 'POST', url: JD_PATHS.site.status, token: inspector, payload: { id: visit, status: JD_SITE_STATUS.finished } })).body.code).toBe(200);
    const sent = await db().select().from(msgInfo).where(and(gt(msgInfo.id, before), like(msgInfo.title, '现场监督：%')));
    expect(sent.length).toBeGreaterThan(0);
    const [place] = await db().select({ name: zpPlace.name }).from(zpPlace).where(eq(zpPlace.id, w.placeIds[0]));
    for (const m of sent) {
      expect(m.title).not.toMatch(/现场监督计划|#\d/);
      expect(m.title).toContain(await orgName(w.orgId));
      expect(m.title).toContain(place.name);
      // The enterprise is told on its own 监督检查 page, opened with the visit's task.
      expect(m.component).toBe('/views/jd-org-task');
      expect(JSON.parse(m.param ?? '{}')).toEqual({ id: w.taskId });
    }
  });

  it('names a task in 待办 by the enterprise and its products', async () => {
    const w = await jdTaskAt(db(), S.submitDoc);
    const todo = await s.call<TodoList>({ method: 'POST', url: '/api/index/todoTaskList/flow?size=100', token: manager });
    const products = (await db().select({ name: jdRecord.productName }).from(jdRecord).where(eq(jdRecord.taskId, w.taskId))).map((r) => r.name);
    const item = todo.body.data.items.find((i) => i.route?.endsWith(`id=${w.taskId}`) && i.title.startsWith('监督任务：'));
    expect(item?.title).toContain(await orgName(w.orgId));
    for (const name of products.slice(0, 3)) expect(item?.title).toContain(name);
  });
});
