/** Product categories (calls document §7.8) and the product-type lookup (§7.2). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proCategory, sysUser, zpProduct } from '../../../server/db/schema';
import { CATEGORY_MSG, type CategoryNode } from '../../../src/domain/resources/category';
import { actor, startTestServer, type TestServer } from '../harness';


type Category = typeof proCategory.$inferSelect;

describe('product categories', () => {
  let s: TestServer;
  let admin: string;
  let ent: string;
  const byName = async (name: string) => (await s.database.db.select().from(proCategory).where(eq(proCategory.name, name)))[0];
  const create = (body: Record<string, unknown>, token = admin) => s.call<Category & { parentName: string }>({ method: 'PUT', url: '/api/pro/category', token, payload: body });
  const lst = (query: string, token = admin) => s.call<CategoryNode[]>({ method: 'POST', url: `/api/pro/category/lst?${query}`, token });

  beforeAll(async () => {
    s = await startTestServer();
    admin = (await actor(s.database.db, 'cat_admin', '1', 'R_SYS_ADMIN')).token;
    ent = (await actor(s.database.db, 'cat_ent', '3', 'T_CAT_ENT')).token;
  });
  afterAll(() => s?.close());

  it('serves the product types as the first level of the lookup, as a tree when level_lte is given', async () => {
    const r = await lst('search.level_lte=2', ent);
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((n) => n.name)).toEqual(['果蔬类', '肉禽类', '水产类', '预包装类']);
    expect(r.body.data.map((n) => n.productType)).toEqual(['0', '1', '2', '3']);
    const fruitVeg = r.body.data[0];
    expect(fruitVeg).toMatchObject({ level: 1, pid: 0, properties: { leaf: false } });
    expect(fruitVeg.children?.map((c) => c.name)).toEqual(['蔬菜', '水果']);
    expect(fruitVeg.children?.[0].children).toBeUndefined();

    const lazy = await lst(`search.pid_eq=${(await byName('蔬菜')).id}`, ent);
    expect(lazy.body.data.map((n) => n.name)).toContain('叶菜类');
    expect(lazy.body.data.every((n) => n.level === 3 && n.properties.leaf && n.children === undefined)).toBe(true);

    const root = await byName('水产类');
    const branch = await lst(`search.pids_like=,${root.id},`, ent);
    expect(branch.body.data.map((n) => n.name)).toEqual(expect.arrayContaining(['淡水鱼', '海水鱼', '虾蟹贝', '藻类', '石斑鱼']));
    expect(branch.body.data.every((n) => n.productType === '2')).toBe(true);
  });

  it('creates under a parent: level, pids and product type from the parent; the parent is no longer a leaf', async () => {
    const parent = await byName('叶菜类');
    expect(parent.leaf).toBe(true);
    const r = await create({ pid: parent.id, name: '广东菜心', code: 'CX01', seq: 3 });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ pid: parent.id, level: 4, pids: `${parent.pids}${parent.id},`, productType: '0', leaf: true, enabled: true, parentName: '叶菜类' });
    expect((await byName('叶菜类')).leaf).toBe(false);
    const got = await s.call<Category & { parentName: string }>({ method: 'GET', url: `/api/pro/category/${r.body.data.id}`, token: admin });
    expect(got.body.data).toMatchObject({ name: '广东菜心', parentName: '叶菜类' });
  });

  it('refuses bad input with a clear 400', async () => {
    const veg = await byName('蔬菜');
    const cases: [Record<string, unknown>, string][] = [
      [{ pid: veg.id }, '分类名称：请输入'],
      [{ name: '无上级' }, '上级分类：'],
      [{ pid: 99999999, name: '孤儿' }, CATEGORY_MSG.parentMissing],
      [{ pid: 'abc', name: 'x' }, '请输入整数'],
      [{ pid: veg.id, name: '长'.repeat(101) }, '最多输入100个字符'],
      [{ pid: veg.id, name: '叶菜类' }, CATEGORY_MSG.duplicateName('叶菜类')],
      [{ pid: veg.id, name: '编码错', code: '含 空格' }, '分类编码：'],
    ];
    for (const [body, msg] of cases) {
      const r = await create(body);
      expect(r.body.code, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    const root = await byName('果蔬类');
    expect((await s.call({ method: 'PUT', url: `/api/pro/category/${root.id}`, token: admin, payload: { name: '改名' } })).body).toMatchObject({ code: 400, msg: CATEGORY_MSG.rootFixed });
  });

  it('moves a branch: descendants follow with new pids, level and product type; never into its own branch', async () => {
    const fruit = await byName('水果');
    const berries = await byName('浆果类');
    const child = (await create({ pid: berries.id, name: '树莓' })).body.data;
    const packaged = await byName('预包装类');
    const moved = await s.call<Category>({ method: 'PUT', url: `/api/pro/category/${berries.id}`, token: admin, payload: { pid: packaged.id } });
    expect(moved.body).toMatchObject({ code: 200, data: { level: 2, pids: `,${packaged.id},`, productType: '3' } });
    expect(await byName('树莓')).toMatchObject({ level: 3, pids: `,${packaged.id},${berries.id},`, productType: '3' });
    const into = await s.call({ method: 'PUT', url: `/api/pro/category/${berries.id}`, token: admin, payload: { pid: child.id } });
    expect(into.body).toMatchObject({ code: 400, msg: CATEGORY_MSG.intoOwnBranch });
    // And back, so the rest of the file sees the seeded tree.
    await s.call({ method: 'PUT', url: `/api/pro/category/${berries.id}`, token: admin, payload: { pid: fruit.id } });
    expect(await byName('树莓')).toMatchObject({ level: 4, productType: '0' });
  });

  it('disables a branch and hides it from enterprises; enabling a node brings its ancestors back', async () => {
    const fish = await byName('海水鱼');
    const off = await s.call<{ enabled: boolean; changed: number }>({ method: 'PUT', url: `/api/pro/category/updEnabled/${fish.id}`, token: admin, payload: { enabled: false } });
    expect(off.body).toMatchObject({ code: 200, data: { enabled: false, changed: 4 } });
    expect((await byName('石斑鱼')).enabled).toBe(false);
    const seen = await lst('search.level_lte=3', ent);
    const aquatic = seen.body.data.find((n) => n.name === '水产类');
    expect(aquatic?.children?.map((c) => c.name)).not.toContain('海水鱼');
    const adminView = await lst('search.level_lte=3');
    expect(adminView.body.data.find((n) => n.name === '水产类')?.children?.find((c) => c.name === '海水鱼')?.properties.enabled).toBe(false);

    const grouper = await byName('石斑鱼');
    const on = await s.call({ method: 'PUT', url: `/api/pro/category/updEnabled/${grouper.id}`, token: admin, payload: { enabled: '1' } });
    expect(on.body.code).toBe(200);
    expect((await byName('海水鱼')).enabled).toBe(true);
    expect((await byName('金鲳鱼')).enabled).toBe(false);
    // For an enterprise, 海水鱼 now has one visible child.
    const lazy = await lst(`search.pid_eq=${fish.id}`, ent);
    expect(lazy.body.data.map((n) => n.name)).toEqual(['石斑鱼']);

    const bad = await s.call({ method: 'PUT', url: `/api/pro/category/updEnabled/${fish.id}`, token: admin, payload: { enabled: 'maybe' } });
    expect(bad.body).toMatchObject({ code: 400, msg: CATEGORY_MSG.enabledInvalid });
    expect((await s.call({ method: 'PUT', url: '/api/pro/category/updEnabled/99999999', token: admin, payload: { enabled: true } })).body.code).toBe(404);
  });

  it('refuses to delete a category with children, one products use, or a product type; deleting the last child makes the parent a leaf', async () => {
    const veg = await byName('蔬菜');
    const withChildren = await s.call({ method: 'DELETE', url: `/api/pro/category?ids=${veg.id}`, token: admin });
    expect(withChildren.body).toMatchObject({ code: 400, msg: CATEGORY_MSG.hasChildren('蔬菜') });
    const root = await byName('果蔬类');
    expect((await s.call({ method: 'DELETE', url: `/api/pro/category?ids=${root.id}`, token: admin })).body).toMatchObject({ code: 400, msg: CATEGORY_MSG.rootFixed });

    const tea = await byName('绿茶');
    const [{ orgId }] = await s.database.db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, 'cat_ent'));
    const seeded = (await s.database.db.select({ id: zpProduct.id }).from(zpProduct).where(eq(zpProduct.categoryId, tea.id))).length;
    await s.database.db.insert(zpProduct).values({ orgId: orgId!, name: '高山绿茶', categoryId: tea.id, productType: '3' });
    expect((await s.call({ method: 'DELETE', url: `/api/pro/category?ids=${tea.id}`, token: admin })).body).toMatchObject({ code: 400, msg: CATEGORY_MSG.inUse('绿茶', seeded + 1) });

    const leafy = await byName('叶菜类');
    const cx = await byName('广东菜心');
    const del = await s.call({ method: 'DELETE', url: `/api/pro/category?ids=${cx.id}`, token: admin });
    expect(del.body).toMatchObject({ code: 200, data: 1 });
    expect((await byName('叶菜类')).leaf).toBe(true);
    expect(leafy.leaf).toBe(false);
    expect((await s.call({ method: 'DELETE', url: '/api/pro/category?ids=abc', token: admin })).body.code).toBe(400);
  });

  it('answers the management tree (sync) ordered by seq', async () => {
    type Node = Category & { children?: Node[] };
    const r = await s.call<Node[]>({ method: 'POST', url: '/api/pro/category/sync', token: admin });
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((n) => n.name)).toEqual(['果蔬类', '肉禽类', '水产类', '预包装类']);
    const meat = r.body.data[1].children ?? [];
    expect(meat.map((n) => n.name)).toEqual(['畜肉', '禽肉', '禽蛋']);
    expect(meat.map((n) => n.seq)).toEqual([1, 2, 3]);
  });

  it('checks permissions: an enterprise user may look up but not manage', async () => {
    const veg = await byName('蔬菜');
    expect((await create({ pid: veg.id, name: '越权' }, ent)).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/pro/category/page', token: ent })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/pro/category/sync', token: ent })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/pro/category/updEnabled/${veg.id}`, token: ent, payload: { enabled: false } })).body.code).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/pro/category?ids=${veg.id}`, token: ent })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/pro/category/lst' })).body.code).toBe(401);
  });

  it('pages with the search grammar and never answers abuse with a 500', async () => {
    const page = await s.call<{ content: Category[]; totalElements: number }>({ method: 'POST', url: '/api/pro/category/page', token: admin, payload: { 'page.size': 5, 'search.name_like': '鱼' } });
    expect(page.body.code).toBe(200);
    expect(page.body.data.content.length).toBeLessThanOrEqual(5);
    expect(page.body.data.content.every((c) => c.name.includes('鱼'))).toBe(true);
    for (const [url, payload] of [
      ['/api/pro/category/page', { 'search.password_eq': 'x' }],
      ['/api/pro/category/page', { 'page.size': 100000 }],
      ['/api/pro/category/page', { 'search.name_like': "' or 1=1 --" }],
      ['/api/pro/category/lst', { 'search.level_lte': "1 or 1=1 --" }],
      ['/api/pro/category/lst', { 'search.pids_like': "%' or '1'='1" }],
      ['/api/pro/category/lst', { 'search.__proto___eq': '1' }],
    ] as const) {
      const r = await s.call({ method: 'POST', url, token: admin, payload });
      expect(r.status, JSON.stringify(payload)).toBeLessThan(500);
      expect([200, 400], JSON.stringify(payload)).toContain(r.body.code);
    }
    expect((await s.call({ method: 'POST', url: '/api/pro/category/page', token: admin, payload: { 'page.size': 100000 } })).body.code).toBe(400);
  });
});
