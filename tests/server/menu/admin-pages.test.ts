/**
 * The system-administration pages' own calls: the layout list and restore
 * (POST /api/layout/page|known|restore), menu reordering (POST /api/sysmenu/reorder), the role list
 * with user counts and a role's menus (POST /api/sysrole/lst|menus), and the sys-role page in the
 * catalogue.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnownLayout, LayoutRow } from '../../../src/domain/layoutAdmin';
import type { Page } from '../../../src/domain/page';
import { DEFAULT_LAYOUTS } from '../../../src/layouts';
import { sysLayout, sysLog, sysMenu, sysRole, sysUser, sysUserRole } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const t: Record<string, string> = {};
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'manager', 'enterprise']) t[u] = await s.signIn(u);
});
afterAll(async () => {
  await s?.close();
});

const idOf = async (username: string) => (await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;
const roleIdOf = async (code: string) => (await s.database.db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, code)))[0].id;
const doc = (layoutId: string, title: string) => ({ ...(DEFAULT_LAYOUTS[layoutId] as object), title });

describe('POST /api/layout/page', () => {
  it('lists every shipped default and each stored layout with its owner', async () => {
    const db = s.database.db;
    await db.delete(sysLayout);
    await db.insert(sysLayout).values([
      { layoutId: 'home', scope: 'user', ownerId: await idOf('manager'), doc: doc('home', '我的首页') },
      { layoutId: 'home', scope: 'role', ownerId: await roleIdOf('R_MNG_USER'), doc: doc('home', '管理端首页') },
      { layoutId: 'sys-user', scope: 'system', ownerId: null, doc: doc('sys-user', '用户') },
    ]);
    const r = await s.call<Page<LayoutRow>>({ method: 'POST', url: '/api/layout/page?page.size=500', token: t.admin });
    expect(r.body.code).toBe(200);
    const rows = r.body.data.content;
    expect(r.body.data.totalElements).toBe(Object.keys(DEFAULT_LAYOUTS).length + 3);
    const home = rows.filter((x) => x.layoutId === 'home');
    expect(home.map((x) => x.scope)).toEqual(['default', 'role', 'user']);
    expect(home[1]).toMatchObject({ title: '管理端首页', ownerName: expect.stringContaining('R_MNG_USER'), version: 1, hasDefault: true });
    expect(home[2].ownerName).toContain('manager');
    expect(rows.find((x) => x.layoutId === 'sys-user' && x.scope === 'default')?.menus).toBe('用户管理');
  });

  it('filters by scope and id, and refuses an unknown filter with a clear 400', async () => {
    const r = await s.call<Page<LayoutRow>>({ method: 'POST', url: '/api/layout/page?search.scope_eq=user', token: t.admin });
    expect(r.body.data.content.map((x) => x.scope)).toEqual(['user']);
    const byId = await s.call<Page<LayoutRow>>({ method: 'POST', url: '/api/layout/page?search.layoutId_like=sys-me', token: t.admin });
    expect(byId.body.data.content.map((x) => x.layoutId)).toEqual(['sys-menu', 'sys-menu-form']);
    const bad = await s.call({ method: 'POST', url: '/api/layout/page?search.doc_like=x', token: t.admin });
    expect(bad.body.code).toBe(400);
  });

  it('is for layout administrators only', async () => {
    expect((await s.call({ method: 'POST', url: '/api/layout/page', token: t.enterprise })).body.code).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/layout/page' })).body.code).toBe(401);
  });
});

describe('POST /api/layout/known', () => {
  const board = (id: string, title: string) => ({ ...(DEFAULT_LAYOUTS.home as object), id, title });
  const known = async (token: string) => {
    const r = await s.call<KnownLayout[]>({ method: 'POST', url: '/api/layout/known', token });
    expect(r.body.code).toBe(200);
    return r.body.data;
  };
  const enterpriseRole = async () =>
    (await s.database.db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, await idOf('enterprise'))))[0].id;

  beforeAll(async () => {
    await s.database.db.insert(sysLayout).values([
      { layoutId: 'my-board', scope: 'system', ownerId: null, doc: board('my-board', '看板') },
      { layoutId: 'manager-board', scope: 'user', ownerId: await idOf('manager'), doc: board('manager-board', '经理的私人看板') },
      { layoutId: 'mng-board', scope: 'role', ownerId: await roleIdOf('R_MNG_USER'), doc: board('mng-board', '管理端看板') },
      { layoutId: 'org-board', scope: 'role', ownerId: await enterpriseRole(), doc: board('org-board', '企业看板') },
      { layoutId: 'own-board', scope: 'user', ownerId: await idOf('enterprise'), doc: board('own-board', '我的看板') },
    ]);
  });

  it('offers the shipped layouts and the system ones to any signed-in user', async () => {
    const data = await known(t.enterprise);
    expect(data).toContainEqual({ id: 'sys-menu', title: '菜单管理', hasDefault: true });
    expect(data).toContainEqual({ id: 'my-board', title: '看板', hasDefault: false });
  });

  it("names to anyone else only their own and their roles' saved layouts, never other people's", async () => {
    const ids = (await known(t.enterprise)).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(['own-board', 'org-board']));
    expect(ids).not.toContain('manager-board');
    expect(ids).not.toContain('mng-board');
    expect(JSON.stringify(await known(t.enterprise))).not.toContain('经理的私人看板');
  });

  it('names every saved layout to the administrator (the menu tree mounts them)', async () => {
    // A holder of only the menu or only the layout permission: tests/server/http/hardening-input.test.ts.
    expect((await known(t.admin)).map((l) => l.id)).toEqual(expect.arrayContaining(['my-board', 'manager-board', 'mng-board', 'org-board', 'own-board']));
  });
});

describe('POST /api/layout/restore', () => {
  it('deletes the stored rows so the next layout down applies, and logs it', async () => {
    const db = s.database.db;
    const [row] = await db.insert(sysLayout).values({ layoutId: 'sys-org', scope: 'system', ownerId: null, doc: doc('sys-org', '改过的组织管理') }).returning({ id: sysLayout.id });
    const before = await s.call<{ doc: { title: string }; source: string }>({ method: 'GET', url: '/api/layout/sys-org', token: t.manager });
    expect(before.body.data.source).toBe('system');
    const r = await s.call<{ count: number }>({ method: 'POST', url: '/api/layout/restore', payload: { ids: String(row.id) }, token: t.admin });
    expect(r.body).toMatchObject({ code: 200, data: { count: 1 } });
    const after = await s.call<{ doc: { title: string }; source: string }>({ method: 'GET', url: '/api/layout/sys-org', token: t.manager });
    expect(after.body.data).toMatchObject({ source: 'default', doc: { title: '组织管理' } });
    const logs = await db.select().from(sysLog).where(eq(sysLog.resource, 'layout'));
    expect(logs.some((l) => l.op === 'DELETE' && l.recordId === String(row.id))).toBe(true);
  });

  it('answers bad ids and default rows clearly, and refuses non-administrators', async () => {
    expect((await s.call({ method: 'POST', url: '/api/layout/restore', payload: {}, token: t.admin })).body).toMatchObject({ code: 400, msg: '请选择要恢复的布局' });
    expect((await s.call({ method: 'POST', url: '/api/layout/restore', payload: { ids: 'default:home' }, token: t.admin })).body).toMatchObject({ code: 400, msg: '默认布局无需恢复' });
    expect((await s.call({ method: 'POST', url: '/api/layout/restore', payload: { ids: 'x' }, token: t.admin })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/layout/restore', payload: { ids: '1' }, token: t.manager })).body.code).toBe(403);
  });
});

describe('POST /api/sysmenu/reorder', () => {
  const children = async (pid: number) =>
    (await s.database.db.select({ id: sysMenu.id, seq: sysMenu.seq }).from(sysMenu).where(eq(sysMenu.pid, pid))).sort((a, b) => a.seq - b.seq || a.id - b.id).map((m) => m.id);
  const group = async (title: string) => (await s.database.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.title, title)))[0].id;

  it('rewrites seq in the given order, and the user tree follows', async () => {
    const sys = await group('系统管理');
    const ids = await children(sys);
    const reversed = [...ids].reverse();
    const r = await s.call<{ id: number; seq: number }[]>({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: sys, ids: reversed.join(',') }, token: t.admin });
    expect(r.body.code).toBe(200);
    expect(r.body.data.map((x) => x.seq)).toEqual(reversed.map((_, k) => (k + 1) * 10));
    expect(await children(sys)).toEqual(reversed);
    const cur = await s.call<{ title: string; children: { id: number }[] }[]>({ method: 'POST', url: '/api/sysmenu/cur', token: t.admin });
    expect(cur.body.data.find((g) => g.title === '系统管理')?.children.map((c) => c.id)).toEqual(reversed);
  });

  it('moves an item to another group', async () => {
    const sys = await group('系统管理');
    const msg = await group('消息中心');
    const [moving] = await children(sys);
    const r = await s.call({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: msg, ids: [moving, ...(await children(msg))].join(',') }, token: t.admin });
    expect(r.body.code).toBe(200);
    expect((await children(msg))[0]).toBe(moving);
    expect(await children(sys)).not.toContain(moving);
  });

  it('refuses a stale sibling list, a loop and unknown ids with clear 400s, and non-editors with 403', async () => {
    const sys = await group('系统管理');
    const ids = await children(sys);
    const stale = await s.call({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: sys, ids: ids.slice(1).join(',') }, token: t.admin });
    expect(stale.body.code).toBe(400);
    expect(stale.body.msg).toContain('请刷新后重试');
    const loop = await s.call({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: ids[0], ids: String(sys) }, token: t.admin });
    expect(loop.body).toMatchObject({ code: 400, msg: '上级菜单：不能选择自身或下级菜单' });
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: sys, ids: '99999' }, token: t.admin })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: 'abc', ids: '1' }, token: t.admin })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/sysmenu/reorder', payload: { pid: sys, ids: ids.join(',') }, token: t.manager })).body.code).toBe(403);
  });
});

describe('roles', () => {
  it('lists the eight roles with their user counts', async () => {
    const r = await s.call<{ code: string; tag: string; userCount: number }[]>({ method: 'POST', url: '/api/sysrole/lst', token: t.admin });
    expect(r.body.data).toHaveLength(8);
    const admin = r.body.data.find((x) => x.code === 'R_SYS_ADMIN');
    expect(admin?.userCount).toBeGreaterThanOrEqual(1);
    expect(r.body.data.every((x) => Number.isInteger(x.userCount))).toBe(true);
  });

  it("gives a role's menus as the whole tree plus its granted ids", async () => {
    const mng = await roleIdOf('R_MNG_USER');
    const r = await s.call<{ all: boolean; tree: { title: string }[]; granted: number[] }>({ method: 'POST', url: '/api/sysrole/menus', payload: { roleId: mng }, token: t.admin });
    expect(r.body.code).toBe(200);
    expect(r.body.data.all).toBe(false);
    expect(r.body.data.tree.map((g) => g.title)).toContain('系统管理');
    expect(r.body.data.granted.length).toBeGreaterThan(0);
    const sysAdmin = await s.call<{ all: boolean }>({ method: 'POST', url: '/api/sysrole/menus', payload: { roleId: await roleIdOf('R_SYS_ADMIN') }, token: t.admin });
    expect(sysAdmin.body.data.all).toBe(true);
    expect((await s.call({ method: 'POST', url: '/api/sysrole/menus', payload: {}, token: t.admin })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/sysrole/menus', payload: { roleId: 99999 }, token: t.admin })).body).toMatchObject({ code: 400, msg: '角色：角色不存在' });
    expect((await s.call({ method: 'POST', url: '/api/sysrole/menus', payload: { roleId: mng }, token: t.enterprise })).body.code).toBe(403);
  });

  it('grants 角色管理 to the application administrator', async () => {
    const [page] = await s.database.db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.path, '/views/sys-role'));
    expect(page).toBeDefined();
    const app = await s.call<{ granted: number[] }>({ method: 'POST', url: '/api/sysrole/menus', payload: { roleId: await roleIdOf('R_APP_ADMIN') }, token: t.admin });
    expect(app.body.data.granted).toContain(page.id);
    const mng = await s.call<{ granted: number[] }>({ method: 'POST', url: '/api/sysrole/menus', payload: { roleId: await roleIdOf('R_MNG_USER') }, token: t.admin });
    expect(mng.body.data.granted).not.toContain(page.id);
  });
});
