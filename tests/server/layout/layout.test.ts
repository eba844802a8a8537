/**
 * Layouts (ARCHITECTURE.md §4): GET /api/layout/{id} serves the effective layout (own, else a
 * role's, else the system one, else the shipped default), skips a stored document that no longer
 * validates, and answers unknown or malformed ids clearly; PUT saves the caller's own layout and
 * DELETE forgets it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LAYOUT_NOTICE, migrateLayout, type EffectiveLayout, type LayoutDocInput } from '../../../src/domain/layout';
import { DEFAULT_LAYOUTS } from '../../../src/layouts';
import { sysLayout, sysRole, sysUser } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
let manager: string;
let ids: { admin: number; manager: number; sysAdminRole: number; mngRole: number };

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.signIn('admin');
  manager = await s.signIn('manager');
  const db = s.database.db;
  const user = async (u: string) => (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, u)))[0].id;
  const role = async (c: string) => (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.code, c)))[0].id;
  ids = { admin: await user('admin'), manager: await user('manager'), sysAdminRole: await role('R_SYS_ADMIN'), mngRole: await role('R_MNG_USER') };
});
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  await s.database.db.delete(sysLayout);
});

const home = (title: string): LayoutDocInput => ({ ...(DEFAULT_LAYOUTS.home as LayoutDocInput), title });
const get = (id: string, token?: string) => s.call<EffectiveLayout>({ method: 'GET', url: `/api/layout/${id}`, token });
const store = (scope: 'user' | 'role' | 'system', ownerId: number | null, doc: unknown, layoutId = 'home') =>
  s.database.db.insert(sysLayout).values({ layoutId, scope, ownerId, doc });

describe('GET /api/layout/{id}', () => {
  it('asks for sign-in without a token', async () => {
    const r = await get('home');
    expect(r.body.code).toBe(401);
  });

  it('serves the shipped default when nothing is saved', async () => {
    const r = await get('home', admin);
    expect(r.body.code).toBe(200);
    const expected = migrateLayout(DEFAULT_LAYOUTS.home);
    expect(r.body.data).toEqual({ source: 'default', version: null, updateTime: null, doc: expected.ok && expected.value, notice: null });
  });

  it('answers an unknown layout with a 404 envelope', async () => {
    const r = await get('no-such-page', admin);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 404, msg: '页面布局 no-such-page 不存在', data: null });
  });

  it.each(['Home', 'home_page', 'a--b', 'x'.repeat(65), 'a%20b', '%E9%A6%96%E9%A1%B5'])('refuses the malformed id %s with a clear 400', async (id) => {
    const r = await get(id, admin);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('kebab-case');
  });

  it('prefers the user, then a role, then the system row, then the default', async () => {
    await store('system', null, home('系统首页'));
    expect((await get('home', admin)).body.data).toMatchObject({ source: 'system', version: 1, doc: { title: '系统首页' }, notice: null });

    await store('role', ids.sysAdminRole, home('管理员首页'));
    expect((await get('home', admin)).body.data).toMatchObject({ source: 'role', doc: { title: '管理员首页' } });
    // Another role's layout is not the manager's.
    expect((await get('home', manager)).body.data).toMatchObject({ source: 'system', doc: { title: '系统首页' } });

    await store('user', ids.admin, home('我的首页'));
    expect((await get('home', admin)).body.data).toMatchObject({ source: 'user', doc: { title: '我的首页' } });
    expect((await get('home', manager)).body.data).toMatchObject({ source: 'system' });
  });

  it('serves a layout saved only in the table (no shipped default)', async () => {
    await store('system', null, { ...home('看板'), id: 'stat-board' }, 'stat-board');
    expect((await get('stat-board', manager)).body.data).toMatchObject({ source: 'system', doc: { id: 'stat-board', title: '看板' } });
  });

  it('skips an invalid stored document, falls back, and says so', async () => {
    await store('role', ids.mngRole, home('管理端首页'));
    await store('user', ids.manager, { ...home('坏的'), items: [{ i: 'welcome', x: 20, y: 0, w: 9, h: 9 }] });
    const r = await get('home', manager);
    expect(r.body.data).toMatchObject({ source: 'role', doc: { title: '管理端首页' }, notice: LAYOUT_NOTICE.skippedInvalid });
  });

  it('falls back to the shipped default when every stored document is invalid', async () => {
    await store('system', null, { hello: 'world' });
    await store('user', ids.admin, { ...home('别的布局'), id: 'other' }); // valid, but for another id
    const r = await get('home', admin);
    expect(r.body.data).toMatchObject({ source: 'default', doc: { title: '首页' }, notice: LAYOUT_NOTICE.skippedInvalid });
  });

  it('answers 404 for an id whose only stored document is invalid and has no default', async () => {
    await store('system', null, { schemaVersion: 99 }, 'broken-page');
    expect((await get('broken-page', admin)).body.code).toBe(404);
  });
});

describe('PUT and DELETE /api/layout/{id}', () => {
  const put = (id: string, doc: unknown, token = manager, query = '') => s.call<EffectiveLayout>({ method: 'PUT', url: `/api/layout/${id}${query}`, payload: doc as object, token });

  it('saves the caller’s own layout, counting versions, and leaves others alone', async () => {
    const first = await put('home', home('我的'));
    expect(first.body).toMatchObject({ code: 200, data: { source: 'user', version: 1, doc: { title: '我的', grid: { cols: 24 } } } });
    const second = await put('home', home('我的 2'));
    expect(second.body.data).toMatchObject({ source: 'user', version: 2, doc: { title: '我的 2' } });
    expect((await get('home', admin)).body.data.source).toBe('default');
  });

  it('refuses a save based on an older version (someone saved since)', async () => {
    await put('home', home('一'));
    await put('home', home('二'), manager, '?version=1');
    const stale = await put('home', home('三'), manager, '?version=1');
    expect(stale.body).toMatchObject({ code: 409 });
    expect((await get('home', manager)).body.data.doc.title).toBe('二');
  });

  it('refuses an invalid document, a mismatched id and a malformed id with 400 and the reason', async () => {
    const bad = await put('home', { ...home('坏'), items: [] });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('没有位置');
    const other = await put('home', { ...home('别处'), id: 'elsewhere' });
    expect(other.body).toMatchObject({ code: 400 });
    expect(other.body.msg).toContain('不一致');
    expect((await put('Bad_Id', home('x'))).body.code).toBe(400);
    expect((await put('home', home('x'), manager, '?version=abc')).body.code).toBe(400);
    const huge = await put('home', { ...home('大'), vars: { blob: 'x'.repeat(300 * 1024) } });
    expect(huge.body).toMatchObject({ code: 400, msg: expect.stringContaining('过大') });
    expect((await get('home', manager)).body.data.source).toBe('default');
  });

  it('asks for sign-in to save', async () => {
    const r = await s.call({ method: 'PUT', url: '/api/layout/home', payload: home('x') as object });
    expect(r.body.code).toBe(401);
  });

  it('DELETE forgets the caller’s own layout and serves what is underneath', async () => {
    await store('system', null, home('系统'));
    await put('home', home('我的'));
    const r = await s.call<EffectiveLayout>({ method: 'DELETE', url: '/api/layout/home', token: manager });
    expect(r.body).toMatchObject({ code: 200, data: { source: 'system', doc: { title: '系统' } } });
    expect(await s.database.db.select().from(sysLayout).where(eq(sysLayout.scope, 'user'))).toHaveLength(0);
  });
});

describe('PUT /api/layout/{id}?scope=role|system (layout administrators)', () => {
  const put = (query: string, doc: unknown, token = admin) => s.call<EffectiveLayout>({ method: 'PUT', url: `/api/layout/home${query}`, payload: doc as object, token });

  it('saves a role’s default, which that role’s users then see, by role code or by id', async () => {
    const r = await put('?scope=role&roleId=R_MNG_USER', home('管理端默认'));
    expect(r.body).toMatchObject({ code: 200, msg: '已保存为角色的默认布局' });
    // The admin's own page is unchanged: the admin is not a 管理端用户.
    expect(r.body.data.source).toBe('default');
    expect((await get('home', manager)).body.data).toMatchObject({ source: 'role', version: 1, doc: { title: '管理端默认' } });
    await put(`?scope=role&roleId=${ids.mngRole}`, home('管理端默认 2'));
    expect((await get('home', manager)).body.data).toMatchObject({ source: 'role', version: 2, doc: { title: '管理端默认 2' } });
    const rows = await s.database.db.select().from(sysLayout);
    expect(rows).toMatchObject([{ scope: 'role', ownerId: ids.mngRole }]);
  });

  it('saves the system default, under a user’s own layout', async () => {
    await put('', home('管理员自己的'), manager); // the manager's own layout wins over the system one
    const r = await put('?scope=system', home('系统默认'));
    expect(r.body).toMatchObject({ code: 200, msg: '已保存为系统默认布局', data: { source: 'system', doc: { title: '系统默认' } } });
    expect((await get('home', manager)).body.data).toMatchObject({ source: 'user', doc: { title: '管理员自己的' } });
    await s.call({ method: 'DELETE', url: '/api/layout/home', token: manager });
    expect((await get('home', manager)).body.data).toMatchObject({ source: 'system', doc: { title: '系统默认' } });
  });

  it('refuses role and system saves to anyone else with 403, saving nothing', async () => {
    expect((await put('?scope=system', home('x'), manager)).body).toMatchObject({ code: 403, msg: '没有权限保存系统默认布局' });
    expect((await put('?scope=role&roleId=R_MNG_USER', home('x'), manager)).body).toMatchObject({ code: 403 });
    expect(await s.database.db.select().from(sysLayout)).toHaveLength(0);
  });

  it('answers a bad scope, a missing or unknown role with 400 and the reason', async () => {
    expect((await put('?scope=everyone', home('x'))).body).toMatchObject({ code: 400, msg: expect.stringContaining('scope') });
    expect((await put('?scope=role', home('x'))).body).toMatchObject({ code: 400, msg: expect.stringContaining('roleId') });
    expect((await put('?scope=role&roleId=R_NOBODY', home('x'))).body).toMatchObject({ code: 400, msg: '角色 R_NOBODY 不存在' });
    expect((await put('?scope=role&roleId=999999', home('x'))).body).toMatchObject({ code: 400, msg: '角色 999999 不存在' });
    expect(await s.database.db.select().from(sysLayout)).toHaveLength(0);
  });

  it('validates the document for every scope, naming the problem', async () => {
    const bad = await put('?scope=system', { ...home('坏'), items: [{ i: 'welcome', x: 20, y: 0, w: 9, h: 7 }, { i: 'todo', x: 0, y: 0, w: 9, h: 7 }] });
    expect(bad.body).toMatchObject({ code: 400, msg: expect.stringContaining('items.0.w：组件 welcome 超出了 24 列的网格') });
    expect(await s.database.db.select().from(sysLayout)).toHaveLength(0);
  });
});
