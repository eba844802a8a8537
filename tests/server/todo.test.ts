/** POST /api/index/todoTaskList/{type} (calls document §7.6): the signed-in user's pending work. */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REVIEW, STAFF_VERIFY } from '../../src/domain/codes';
import { DONE_TASKS_PATH, TASK_COUNTS_PATH, TODO_ROUTES, type DoneTask, type TodoList } from '../../src/domain/todo';
import { sysOrg, unitStaff, zpProduct, zpRegister } from '../../server/db/schema';
import { actor, startTestServer, type TestServer } from './harness';

let s: TestServer;
const tokens: Record<string, string> = {};
let pending: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'enterprise']) tokens[u] = await s.signIn(u);
  [{ n: pending }] = await s.database.db.select({ n: count() }).from(zpRegister).where(eq(zpRegister.status, 1));
});
afterAll(async () => {
  await s?.close();
});

const todo = (type: string, token?: string, query = '') => s.call<TodoList>({ method: 'POST', url: `/api/index/todoTaskList/${type}${query}`, token });

describe('POST /api/index/todoTaskList/{type}', () => {
  it('asks for sign-in without a token', async () => {
    expect((await todo('all')).body.code).toBe(401);
  });

  it('refuses an unknown type with a clear 400', async () => {
    const r = await todo('everything', tokens.admin);
    expect(r.body).toMatchObject({ code: 400, msg: '待办类型只能是 all、register、flow、msg' });
  });

  it('lists pending registrations for management, newest first, each opening the audit page', async () => {
    expect(pending).toBeGreaterThan(0); // the demo world has registrations awaiting audit
    for (const who of ['admin', 'manager']) {
      const r = await todo('register', tokens[who]);
      expect(r.body.code).toBe(200);
      const { items, total } = r.body.data;
      expect(total).toBe(pending);
      expect(items.length).toBe(Math.min(pending, 10));
      for (const item of items) {
        expect(item).toMatchObject({ type: 'register', route: TODO_ROUTES.register, id: expect.stringMatching(/^register-\d+$/), title: expect.stringMatching(/^企业注册待审核：/) });
        expect(Number.isNaN(Date.parse(item.createTime))).toBe(false);
      }
      const times = items.map((i) => i.createTime);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it('bounds the items with size but still counts them all', async () => {
    const r = await todo('register', tokens.admin, '?size=1');
    expect(r.body.data.items).toHaveLength(1);
    expect(r.body.data.total).toBe(pending);
    for (const bad of ['0', '101', 'x', '1.5']) expect((await todo('register', tokens.admin, `?size=${bad}`)).body.code).toBe(400);
  });

  it('shows a new registration at the top', async () => {
    const db = s.database.db;
    const [org] = await db.insert(sysOrg).values({ name: '深圳市新注册食品有限公司', type: '3' }).returning({ id: sysOrg.id });
    await db.insert(zpRegister).values({ userId: 999_999, orgId: org.id, status: 1 });
    const r = await todo('register', tokens.manager);
    expect(r.body.data.items[0].title).toBe('企业注册待审核：深圳市新注册食品有限公司');
    expect(r.body.data.total).toBe(pending + 1);
    await db.delete(zpRegister).where(and(eq(zpRegister.orgId, org.id), eq(zpRegister.userId, 999_999)));
  });

  it('gives someone without the registration permission no registrations', async () => {
    const r = await todo('register', tokens.enterprise);
    expect(r.body).toMatchObject({ code: 200, data: { items: [], total: 0 } });
  });

  it('limits a non-management holder of the permission to their own organisation', async () => {
    const a = await actor(s.database.db, 'todo_unit', '2', 'R_TODO_TEST', ['zp:register:list']);
    const r = await todo('register', a.token);
    expect(r.body.data).toEqual({ items: [], total: 0 });
    await s.database.db.insert(zpRegister).values({ userId: 888_888, orgId: a.orgId, status: 1 });
    const mine = await todo('register', a.token);
    expect(mine.body.data.total).toBe(1);
  });

  it('lists the caller’s unread messages, each opening where the message leads', async () => {
    const r = await todo('msg', tokens.enterprise);
    expect(r.body.code).toBe(200);
    expect(r.body.data.total).toBeGreaterThan(0);
    for (const item of r.body.data.items) expect(item).toMatchObject({ type: 'msg', id: expect.stringMatching(/^msg-\d+$/), route: expect.stringMatching(/^\//) });
    const count = await s.call<number>({ method: 'POST', url: '/api/msg/info/count', token: tokens.enterprise, payload: { read: 0 } });
    expect(r.body.data.total).toBe(count.body.data);
    // 'all' adds the other kinds: the enterprise's products waiting for it in the review flow.
    const flows = await todo('flow', tokens.enterprise);
    const all = await todo('all', tokens.enterprise);
    expect(all.body.data.total).toBe(count.body.data + flows.body.data.total);
  });
});

describe('GET /api/index/taskCounts (the menu badges)', () => {
  it("counts each caller's open workflow tasks by the page they are worked on", async () => {
    const counts = async (u: string) => (await s.call<Record<string, number>>({ method: 'GET', url: TASK_COUNTS_PATH, token: tokens[u] })).body.data;
    const db = s.database.db;
    const [{ n: pendingProducts }] = await db.select({ n: count() }).from(zpProduct).where(eq(zpProduct.reviewStatus, PRODUCT_REVIEW.pending));
    const [{ n: pendingStaff }] = await db.select({ n: count() }).from(unitStaff).where(eq(unitStaff.status, STAFF_VERIFY.pending));
    const manager = await counts('manager');
    expect(manager['/views/org-product-review']).toBe(Number(pendingProducts));
    expect(manager['/views/org-unit-staff']).toBe(Number(pendingStaff));
    // The enterprise's own drafts and failed products wait for it on its products page.
    const [{ orgId }] = await db.select({ orgId: zpProduct.orgId }).from(zpProduct).innerJoin(sysOrg, eq(sysOrg.id, zpProduct.orgId)).where(eq(sysOrg.name, '深圳市鹏城绿源农业发展有限公司')).limit(1);
    const [{ n: waiting }] = await db.select({ n: count() }).from(zpProduct).where(and(eq(zpProduct.orgId, orgId), inArray(zpProduct.reviewStatus, [PRODUCT_REVIEW.draft, PRODUCT_REVIEW.failed])));
    const enterprise = await counts('enterprise');
    expect(enterprise['/views/zp-product'] ?? 0).toBe(Number(waiting));
    expect(enterprise['/views/org-product-review']).toBeUndefined();
  });
});

describe('POST /api/index/doneTaskList (流程任务 已办)', () => {
  it('lists the moves the user made, newest first, with labels and the record page while the user sees it', async () => {
    const r = await s.call<{ content: DoneTask[]; totalElements: number }>({ method: 'POST', url: `${DONE_TASKS_PATH}?page.size=5`, token: tokens.manager });
    expect(r.body.code).toBe(200);
    expect(r.body.data.totalElements).toBeGreaterThan(5);
    expect(r.body.data.content).toHaveLength(5);
    const times = r.body.data.content.map((t) => t.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const first = r.body.data.content[0];
    expect(first).toMatchObject({ flowTitle: expect.any(String), actionLabel: expect.any(String), fromLabel: expect.not.stringMatching(/^-?\d+$/), toLabel: expect.not.stringMatching(/^-?\d+$/), route: expect.stringMatching(/^\/views\/.+\?id=\d+$/) });
  });

  it('is the user’s own: another user’s moves are not in it; a bad page is refused', async () => {
    const mine = await s.call<{ content: DoneTask[] }>({ method: 'POST', url: `${DONE_TASKS_PATH}?page.size=500`, token: tokens.enterprise });
    const managers = await s.call<{ content: DoneTask[] }>({ method: 'POST', url: `${DONE_TASKS_PATH}?page.size=500`, token: tokens.manager });
    const ids = new Set(managers.body.data.content.map((t) => t.id));
    expect(mine.body.data.content.some((t) => ids.has(t.id))).toBe(false);
    expect((await s.call({ method: 'POST', url: `${DONE_TASKS_PATH}?page.size=0`, token: tokens.enterprise })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: DONE_TASKS_PATH })).body.code).toBe(401);
  });
});
