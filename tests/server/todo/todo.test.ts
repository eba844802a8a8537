/** POST /api/index/todoTaskList/{type} (calls document §7.6): the signed-in user's pending work. */
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_STATUS, EXIT_STATUS, JD_TASK_STATUS, PRODUCT_REVIEW, REFORM_STATUS, STAFF_VERIFY } from '../../../src/domain/codes';
import { EVAL_SAMPLE_STATUSES } from '../../../src/domain/resources/evalSite';
import { DONE_TASKS_PATH, TASK_COUNTS_PATH, TODO_ROUTES, type DoneTask, type TodoItem, type TodoList } from '../../../src/domain/todo';
import { JD_TASK_SAMPLING, jdTaskFlow } from '../../../src/domain/workflows/jdTask';
import { jdTask, msgInfo, sysOrg, sysUser, unitStaff, zpEval, zpProduct, zpRegister } from '../../../server/db/schema';
import { actor, startTestServer, type TestServer } from '../harness';
import { exitAt, jdTaskAt, reformAt } from '../jdFixtures';

let s: TestServer;
const tokens: Record<string, string> = {};
let pending: number;

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'enterprise', 'tester', 'jc1_admin', 'evaluator', 'inspector']) tokens[u] = await s.signIn(u);
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
    expect(r.body).toMatchObject({ code: 400, msg: '待办类型只能是 all、task、register、flow、msg' });
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
    expect(r.body.data).toMatchObject({ items: [], total: 0 });
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

const counts = async (u: string) => (await s.call<Record<string, number>>({ method: 'GET', url: TASK_COUNTS_PATH, token: tokens[u] })).body.data;
const orgOf = async (username: string) => (await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username)))[0].orgId as number;
/** Every item of a type and query, walking the pages. */
async function everyItem(type: string, token: string, query: string, size = 100): Promise<{ items: TodoItem[]; total: number }> {
  const items: TodoItem[] = [];
  for (let pn = 1; ; pn++) {
    const r = await todo(type, token, `?size=${size}&pn=${pn}${query}`);
    expect(r.body.code, r.body.msg).toBe(200);
    items.push(...r.body.data.items);
    if (items.length >= r.body.data.total || !r.body.data.items.length) return { items, total: r.body.data.total };
  }
}

describe('the testing unit’s 待办 (a party with work in the record’s status)', () => {
  let testOrg: number;
  let evalIds: number[];
  let taskIds: number[];
  let idle: number;

  beforeAll(async () => {
    const db = s.database.db;
    testOrg = await orgOf('tester');
    // One application on site and one supervision task sampling for the demo testing unit at least, and one task of it not sampling yet.
    const [onSite] = await db.select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.siteEval)).orderBy(zpEval.id).limit(1);
    await db.update(zpEval).set({ testUnitId: testOrg }).where(eq(zpEval.id, onSite.id));
    await jdTaskAt(db, JD_TASK_STATUS.siteSupervision);
    idle = (await jdTaskAt(db, JD_TASK_STATUS.confirmUnit)).taskId;
    evalIds = (await db.select({ id: zpEval.id }).from(zpEval).where(and(eq(zpEval.testUnitId, testOrg), inArray(zpEval.status, [...EVAL_SAMPLE_STATUSES])))).map((r) => r.id);
    taskIds = (await db.select({ id: jdTask.id }).from(jdTask).where(and(eq(jdTask.testUnitId, testOrg), inArray(jdTask.status, [...JD_TASK_SAMPLING])))).map((r) => r.id);
  });

  it('lists every application on site it tests, opening the sampling page, for its people of both roles', async () => {
    expect(evalIds.length).toBeGreaterThan(0);
    for (const who of ['tester', 'jc1_admin']) {
      const { items, total } = await everyItem('flow', tokens[who], '&flow=evaluation');
      expect(total).toBe(evalIds.length);
      expect(items.map((i) => i.id).sort()).toEqual(evalIds.map((id) => `flow-evaluation-${id}`).sort());
      for (const i of items) {
        expect(i.route).toBe(`/views/eval-sampling-task?id=${i.id.split('-').pop()}`);
        expect(EVAL_SAMPLE_STATUSES).toContain(i.status);
        expect(i.title).toMatch(/^圳品评价：.+（.+）$/);
      }
    }
  });

  it('lists every supervision task it samples, and none it does not sample yet', async () => {
    const { items, total } = await everyItem('flow', tokens.tester, `&flow=${jdTaskFlow.key}`);
    expect(total).toBe(taskIds.length);
    expect(items.map((i) => i.id).sort()).toEqual(taskIds.map((id) => `flow-jdTask-${id}`).sort());
    expect(items.every((i) => i.route.startsWith('/views/jd-sampling?id='))).toBe(true);
    expect(items.some((i) => i.id === `flow-jdTask-${idle}`)).toBe(false);
  });

  it('counts them on its menu pages and in the groups', async () => {
    const c = await counts('tester');
    expect(c['/views/eval-sampling-task']).toBe(evalIds.length);
    expect(c['/views/jd-sampling']).toBe(taskIds.length);
    const r = await todo('task', tokens.tester);
    const groups = r.body.data.groups ?? [];
    expect(groups.find((g) => g.key === 'evaluation')?.count).toBe(evalIds.length);
    expect(groups.find((g) => g.key === 'jdTask')?.count).toBe(taskIds.length);
    expect(r.body.data.kinds?.task).toBe(r.body.data.total);
  });

  it('is not the evaluation institution’s task twice where it is also the testing unit', async () => {
    const db = s.database.db;
    const unitOrg = await orgOf('evaluator');
    const [row] = await db.select({ id: zpEval.id, testUnitId: zpEval.testUnitId }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.siteEval)).orderBy(sql`${zpEval.id} desc`).limit(1);
    await db.update(zpEval).set({ unitId: unitOrg, testUnitId: unitOrg }).where(eq(zpEval.id, row.id));
    const { items } = await everyItem('flow', tokens.evaluator, '&flow=evaluation');
    expect(items.filter((i) => i.id === `flow-evaluation-${row.id}`)).toHaveLength(1);
    await db.update(zpEval).set({ testUnitId: row.testUnitId }).where(eq(zpEval.id, row.id));
  });

  it('hears when a supervision task starts on site, and gets it as a task', async () => {
    const w = await jdTaskAt(s.database.db, JD_TASK_STATUS.drawPlan);
    const [{ code }] = await s.database.db.select({ code: jdTask.code }).from(jdTask).where(eq(jdTask.id, w.taskId));
    expect((await todo('flow', tokens.tester, `?size=100&flow=jdTask`)).body.data.items.some((i) => i.id === `flow-jdTask-${w.taskId}`)).toBe(false);
    const moved = await s.call({ method: 'POST', url: `${jdTaskFlow.path}/move`, token: tokens.inspector, payload: { id: w.taskId, action: 'startSite' } });
    expect(moved.body.code, moved.body.msg).toBe(200);
    const testerId = (await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'tester')))[0].id;
    const msgs = await s.database.db.select().from(msgInfo).where(and(eq(msgInfo.userId, testerId), like(msgInfo.title, `%${code}%`)));
    expect(msgs).toHaveLength(1);
    expect(msgs[0]).toMatchObject({ component: '/views/jd-sampling', readStatus: 0 });
    expect(JSON.parse(msgs[0].param ?? '{}')).toEqual({ id: w.taskId });
    expect(msgs[0].content).toContain('录入检测结果');
    const items = (await todo('flow', tokens.tester, `?size=100&flow=jdTask`)).body.data.items;
    expect(items.find((i) => i.id === `flow-jdTask-${w.taskId}`)).toMatchObject({ route: `/views/jd-sampling?id=${w.taskId}`, statusLabel: expect.any(String) });
  });

  it('hears when an evaluation it tests goes on site', async () => {
    const db = s.database.db;
    const [row] = await db.select({ id: zpEval.id, code: zpEval.code }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.confirmSitePlan)).orderBy(zpEval.id).limit(1);
    expect(row).toBeDefined();
    await db.update(zpEval).set({ unitId: await orgOf('evaluator'), testUnitId: testOrg }).where(eq(zpEval.id, row.id));
    const moved = await s.call({ method: 'POST', url: '/api/eval/base/process/move', token: tokens.evaluator, payload: { id: row.id, action: 'startSite' } });
    expect(moved.body.code, moved.body.msg).toBe(200);
    const jcAdmin = (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'jc1_admin')))[0].id;
    const msgs = await db.select().from(msgInfo).where(and(eq(msgInfo.userId, jcAdmin), like(msgInfo.title, `%${row.code}%`), eq(msgInfo.component, '/views/eval-sampling-task')));
    expect(msgs).toHaveLength(1);
    expect((await todo('flow', tokens.jc1_admin, '?size=100&flow=evaluation')).body.data.items.some((i) => i.id === `flow-evaluation-${row.id}`)).toBe(true);
  });
});

describe('the enterprise’s supervision work in its 待办', () => {
  it('has its rectification and its exit objection, each opening its page, and 待整改 counts the rectification', async () => {
    const db = s.database.db;
    const before = (await counts('enterprise')).reform ?? 0;
    const reform = await reformAt(db, REFORM_STATUS.rectifying);
    const exit = await exitAt(db, EXIT_STATUS.objection);
    const { items } = await everyItem('flow', tokens.enterprise, '');
    expect(items.find((i) => i.id === `flow-jdReform-${reform.reformId}`)?.route).toMatch(new RegExp(`\\?id=${reform.reformId}$`));
    expect(items.find((i) => i.id === `flow-jdExit-${exit.exitId}`)?.route).toMatch(new RegExp(`\\?id=${exit.exitId}$`));
    expect((await counts('enterprise')).reform).toBe(before + 1);
  });
});

describe('paging, filters and order', () => {
  it('keeps messages apart: task lists registrations and flow tasks, msg the messages, and kinds counts both', async () => {
    const task = await todo('task', tokens.manager, '?size=100');
    expect(task.body.data.items.every((i) => i.type !== 'msg')).toBe(true);
    const msg = await todo('msg', tokens.manager, '?size=1');
    expect(task.body.data.kinds).toEqual({ task: task.body.data.total, msg: msg.body.data.total });
    const all = await todo('all', tokens.manager);
    expect(all.body.data.total).toBe(task.body.data.total + msg.body.data.total);
    expect(all.body.data.items).toHaveLength(10);
  });

  it('pages through every task in the database, newest first, each once', async () => {
    const first = await todo('task', tokens.manager, '?size=7');
    const total = first.body.data.total;
    expect(total).toBeGreaterThan(14);
    const { items } = await everyItem('task', tokens.manager, '', 7);
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.id)).size).toBe(total);
    const times = items.map((i) => i.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.data).toMatchObject({ pn: 1, size: 7 });
    // A page past the end is empty, with the total.
    expect((await todo('task', tokens.manager, `?size=7&pn=${Math.ceil(total / 7) + 1}`)).body.data).toMatchObject({ items: [], total });
    // The search grammar's page parameters work too.
    expect((await todo('task', tokens.manager, '?page.size=7&page.pn=2')).body.data.items.map((i) => i.id)).toEqual(items.slice(7, 14).map((i) => i.id));
  });

  it('puts what has waited longest first when asked, its age from the record’s last update', async () => {
    const db = s.database.db;
    const [row] = await db.select({ id: zpEval.id }).from(zpEval).where(eq(zpEval.status, EVAL_STATUS.technicalPass)).orderBy(zpEval.id).limit(1);
    const old = new Date(Date.UTC(2020, 0, 2, 3, 4, 5));
    await db.update(zpEval).set({ updateTime: old }).where(eq(zpEval.id, row.id));
    const r = await todo('task', tokens.manager, '?size=5&order=oldest');
    expect(r.body.data.items[0]).toMatchObject({ id: `flow-evaluation-${row.id}`, createTime: old.toISOString(), status: EVAL_STATUS.technicalPass });
    const times = r.body.data.items.map((i) => i.createTime);
    expect([...times].sort()).toEqual(times);
  });

  it('filters by flow and by status, counting every flow and each flow’s statuses', async () => {
    const r = await todo('task', tokens.manager, '?size=1');
    const evaluation = r.body.data.groups?.find((g) => g.key === 'evaluation');
    expect(evaluation?.count).toBeGreaterThan(0);
    expect(evaluation?.statuses?.reduce((n, x) => n + x.count, 0)).toBe(evaluation?.count);
    // 技术评审通过 waits for management to put it to a review meeting (提交评审会): found by its status.
    const tech = evaluation?.statuses?.find((x) => x.status === EVAL_STATUS.technicalPass);
    expect(tech?.label).toBeTruthy();
    const byFlow = await everyItem('task', tokens.manager, '&flow=evaluation');
    expect(byFlow.total).toBe(evaluation?.count);
    expect(byFlow.items.every((i) => i.group === 'evaluation' && i.id.startsWith('flow-evaluation-'))).toBe(true);
    const byStatus = await everyItem('task', tokens.manager, `&flow=evaluation&status=${EVAL_STATUS.technicalPass}`);
    expect(byStatus.total).toBe(tech?.count);
    expect(byStatus.items.every((i) => i.status === EVAL_STATUS.technicalPass)).toBe(true);
    // The filters leave the counts of every group as they are.
    expect((await todo('task', tokens.manager, `?flow=evaluation&status=${EVAL_STATUS.technicalPass}`)).body.data.groups).toEqual(r.body.data.groups);
    const registrations = await todo('task', tokens.manager, '?flow=register&size=100');
    expect(registrations.body.data.items.every((i) => i.type === 'register')).toBe(true);
  });

  it('refuses bad parameters with a clear 400', async () => {
    const bad: [string, string][] = [
      ['?status=16', '按状态筛选时请同时指定流程(flow)'],
      ['?flow=nothing', '参数 flow 无效：没有“nothing”这一类待办'],
      ['?flow=evaluation&status=9999', '参数 status 无效：圳品评价没有状态“9999”'],
      ['?flow=evaluation&status=x', '参数 status 无效：圳品评价没有状态“x”'],
      ['?order=random', '参数 order 只能是 newest、oldest'],
      ['?pn=0', '参数 pn 必须是正整数'],
      ['?flow=msg', '参数 flow 无效：没有“msg”这一类待办'],
    ];
    for (const [q, msg] of bad) expect((await todo('task', tokens.manager, q)).body, q).toMatchObject({ code: 400, msg });
  });
});

describe('GET /api/index/taskCounts (the menu badges)', () => {
  it("counts each caller's open workflow tasks by the page they are worked on", async () => {
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
