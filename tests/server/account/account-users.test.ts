/** User administration (/api/sysuser): the resource calls, disable, resetPwd, grantRole, and the organisation scope. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysToken, sysUser } from '../../../server/db/schema';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let admin: string;
let ent: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.signIn('admin');
  ent = await s.signIn('enterprise');
});
afterAll(async () => {
  await s?.close();
});

type User = Record<string, unknown> & { id: number; username: string; orgId: number | null; roleCodes: string };
interface Page<T> {
  content: T[];
  totalElements: number;
  number: number;
}

const idOf = async (username: string) => {
  const [u] = await s.database.db.select({ id: sysUser.id, orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.username, username));
  return u;
};
const lastLog = async (op: string) => {
  const [row] = await s.database.db.select().from(sysLog).where(and(eq(sysLog.op, op), eq(sysLog.resource, 'sysuser'))).orderBy(desc(sysLog.id)).limit(1);
  return row;
};
const page = (token: string | undefined, payload: object = {}) => s.call<Page<User>>({ method: 'POST', url: '/api/sysuser/page', token, payload });

describe('listing users', () => {
  it('pages all users for management, with role codes and organisation names, never the password hash', async () => {
    const r = await page(admin, { 'page.pn': 1, 'page.size': 10 });
    expect(r.body.code).toBe(200);
    expect(r.body.data.totalElements).toBeGreaterThan(40);
    expect(r.body.data.content).toHaveLength(10);
    expect(r.body.data.number).toBe(0);
    for (const u of r.body.data.content) {
      expect(u).not.toHaveProperty('passwordHash');
      expect(u).toHaveProperty('roleCodes');
      expect(u).toHaveProperty('orgName');
    }
  });

  it('filters by the whitelisted fields and refuses others with a clear 400', async () => {
    const r = await page(admin, { search: { username_like: 'qy0', status_eq: 0, disabled_eq: false } });
    expect(r.body.data.content.every((u) => u.username.includes('qy0'))).toBe(true);
    const byOrg = await page(admin, { 'search.orgId_eq': (await idOf('enterprise')).orgId });
    expect(byOrg.body.data.content.map((u) => u.username)).toEqual(expect.arrayContaining(['enterprise', 'staff']));
    const bad = await page(admin, { 'search.passwordHash_eq': 'x' });
    expect(bad.body).toMatchObject({ code: 400 });
    expect(bad.body.msg).toContain('passwordHash');
    expect((await page(admin, { 'search.username_gt': 'a' })).body.code).toBe(400);
  });

  it('lst replies a plain list', async () => {
    const r = await s.call<User[]>({ method: 'POST', url: '/api/sysuser/lst', token: admin, payload: { 'search.username_eq': 'staff' } });
    expect(r.body.data.map((u) => u.username)).toEqual(['staff']);
  });

  it("shows an enterprise administrator only their own organisation's users", async () => {
    const own = (await idOf('enterprise')).orgId;
    const r = await page(ent, { 'page.size': 100 });
    expect(r.body.code).toBe(200);
    expect(r.body.data.content.length).toBeGreaterThanOrEqual(2);
    expect(r.body.data.content.every((u) => u.orgId === own)).toBe(true);
  });

  it("shows an institution administrator only their own organisation's users", async () => {
    const own = (await idOf('evaluator')).orgId;
    const r = await page(await s.signIn('evaluator'), { 'page.size': 100 });
    expect(r.body.code).toBe(200);
    expect(r.body.data.content.every((u) => u.orgId === own)).toBe(true);
  });

  it('is 401 without sign-in and 403 for a role without the permission', async () => {
    expect((await page(undefined)).body.code).toBe(401);
    const staff = await s.signIn('staff');
    expect((await page(staff)).body).toMatchObject({ code: 403 });
    expect((await s.call({ method: 'GET', url: `/api/sysuser/${(await idOf('enterprise')).id}`, token: staff })).body.code).toBe(403);
  });
});

describe("another organisation's user is not found (404), never data", () => {
  it("while the administrator's own organisation's user is found", async () => {
    const r = await s.call<User>({ method: 'GET', url: `/api/sysuser/${(await idOf('staff')).id}`, token: ent });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ username: 'staff', roleCodes: 'R_ORG_USER' });
    expect(r.body.data).not.toHaveProperty('passwordHash');
  });

  it('for GET, PUT, DELETE, disable, resetPwd and grantRole by an enterprise administrator', async () => {
    const other = (await idOf('qy03_admin')).id;
    const calls = [
      s.call({ method: 'GET', url: `/api/sysuser/${other}`, token: ent }),
      s.call({ method: 'PUT', url: `/api/sysuser/${other}`, token: ent, payload: { name: '改名字' } }),
      s.call({ method: 'DELETE', url: `/api/sysuser?ids=${other}`, token: ent }),
      s.call({ method: 'POST', url: '/api/sysuser/disable', token: ent, payload: { ids: String(other), disabled: true } }),
      s.call({ method: 'POST', url: '/api/sysuser/resetPwd', token: ent, payload: { id: other } }),
      s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: ent, payload: { userId: other, roleCodes: 'R_ORG_USER' } }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r.body).toMatchObject({ code: 404, msg: '用户不存在或无权访问', data: null });
    }
    const [still] = await s.database.db.select({ name: sysUser.name, disabled: sysUser.disabled }).from(sysUser).where(eq(sysUser.id, other));
    expect(still.name).not.toBe('改名字');
    expect(still.disabled).toBe(false);
  });
});

describe('creating and changing users', () => {
  it('creates a user with a hashed password and the given roles; the user can sign in', async () => {
    const org = (await idOf('evaluator')).orgId;
    const r = await s.call<User>({
      method: 'PUT',
      url: '/api/sysuser',
      token: admin,
      payload: { username: 'new_eval', password: 'Start#2026', name: '郑新', mobile: '13712340001', email: 'zheng@example.com', sex: '1', orgId: org, roleCodes: 'R_UNIT_USER' },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data).not.toHaveProperty('passwordHash');
    expect(r.body.data).not.toHaveProperty('password');
    expect(r.body.data.roleCodes).toBe('R_UNIT_USER');
    const [row] = await s.database.db.select({ hash: sysUser.passwordHash, pwd: sysUser.pwdUpdateTime }).from(sysUser).where(eq(sysUser.username, 'new_eval'));
    expect(row.hash).toMatch(/^\$argon2/);
    expect(row.pwd).toBeNull();
    expect((await lastLog('INSERT')).detail).not.toMatch(/Start#2026|argon2/);
    expect(await s.signIn('new_eval', 'Start#2026')).toBeTruthy();
  });

  it('refuses a missing or weak password, a bad username, a bad mobile and a taken username with clear messages', async () => {
    const put = (payload: object) => s.call({ method: 'PUT', url: '/api/sysuser', token: admin, payload: { name: '测试用户', ...payload } });
    expect((await put({ username: 'no_pwd' })).body).toMatchObject({ code: 400, msg: '密码：请输入' });
    expect((await put({ username: 'weak_pwd', password: 'abcdef' })).body).toMatchObject({ code: 400, msg: '密码：密码为6-20位字母+特殊字符+数字组合' });
    expect((await put({ username: '1bad', password: 'Start#2026' })).body.msg).toContain('用户名：');
    expect((await put({ username: 'bad_mobile', password: 'Start#2026', mobile: '123' })).body.msg).toBe('手机号码：请输入正确的手机号码');
    expect((await put({ username: 'staff', password: 'Start#2026' })).body).toMatchObject({ code: 400, msg: '用户名已存在：staff' });
    expect((await put({ username: 'dup_mobile', password: 'Start#2026', mobile: '13800000006' })).body).toMatchObject({ code: 400, msg: '该手机号码已被其他用户使用' });
  });

  it("stamps an enterprise administrator's new user with their own organisation and its ordinary role", async () => {
    const own = (await idOf('enterprise')).orgId;
    const other = (await idOf('qy03_admin')).orgId;
    const r = await s.call<User>({ method: 'PUT', url: '/api/sysuser', token: ent, payload: { username: 'ent_new', password: 'Start#2026', name: '钱多多', orgId: other } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.orgId).toBe(own);
    expect(r.body.data.roleCodes).toBe('R_ORG_USER');
  });

  it('updates a user and logs it', async () => {
    const id = (await idOf('new_eval')).id;
    const r = await s.call<User>({ method: 'PUT', url: `/api/sysuser/${id}`, token: admin, payload: { name: '郑新新', password: 'ignored#1A' } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.name).toBe('郑新新');
    expect(await s.signIn('new_eval', 'Start#2026')).toBeTruthy();
    expect((await lastLog('UPDATE')).recordId).toBe(String(id));
    expect((await s.call({ method: 'PUT', url: `/api/sysuser/${id}`, token: admin, payload: { username: 'staff' } })).body.msg).toBe('用户名已存在：staff');
  });

  it('deletes users, but nobody deletes themselves', async () => {
    const me = (await idOf('admin')).id;
    expect((await s.call({ method: 'DELETE', url: `/api/sysuser?ids=${me}`, token: admin })).body).toMatchObject({ code: 400, msg: '不能删除当前登录用户' });
    const entMe = (await idOf('enterprise')).id;
    expect((await s.call({ method: 'DELETE', url: `/api/sysuser?ids=${entMe}`, token: ent })).body.code).toBe(400);
    const victim = await s.signIn('ent_new', 'Start#2026');
    const id = (await idOf('ent_new')).id;
    expect((await s.call({ method: 'DELETE', url: `/api/sysuser?ids=${id}`, token: ent })).body).toMatchObject({ code: 200, data: 1 });
    expect(await idOf('ent_new')).toBeUndefined();
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token: victim })).body.code).toBe(401);
    expect((await s.call({ method: 'DELETE', url: '/api/sysuser?ids=abc', token: admin })).body.code).toBe(400);
  });
});

describe('POST /api/sysuser/disable', () => {
  it('disables (signing the user out everywhere) and enables again', async () => {
    const id = (await idOf('new_eval')).id;
    const token = await s.signIn('new_eval', 'Start#2026');
    expect((await s.call({ method: 'POST', url: '/api/sysuser/disable', token: admin, payload: { ids: [id], disabled: true } })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(401);
    expect(await s.database.db.select().from(sysToken).where(eq(sysToken.userId, id))).toEqual([]);
    const refused = await s.call({ method: 'POST', url: '/login', payload: { username: 'new_eval', password: 'Start#2026' } });
    expect(refused.body.msg).toBe('账号已被停用，请联系管理员');
    expect((await s.call({ method: 'POST', url: '/api/sysuser/disable', token: admin, payload: { ids: String(id), disabled: false } })).body.code).toBe(200);
    expect(await s.signIn('new_eval', 'Start#2026')).toBeTruthy();
  });

  it('does not let anyone disable themselves, and needs ids', async () => {
    const me = (await idOf('admin')).id;
    expect((await s.call({ method: 'POST', url: '/api/sysuser/disable', token: admin, payload: { ids: me, disabled: true } })).body.msg).toBe('不能停用当前登录用户');
    expect((await s.call({ method: 'POST', url: '/api/sysuser/disable', token: admin, payload: {} })).body).toMatchObject({ code: 400, msg: '参数 ids 不能为空' });
  });
});

describe('POST /api/sysuser/resetPwd', () => {
  it('sets a generated password shown once, clears the password-update time and signs the user out', async () => {
    const id = (await idOf('new_eval')).id;
    const token = await s.signIn('new_eval', 'Start#2026');
    const r = await s.call<{ password: string }>({ method: 'POST', url: '/api/sysuser/resetPwd', token: admin, payload: { id } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])(?=.*[!@#$%^&*]).{12}$/);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(401);
    expect(await s.signIn('new_eval', r.body.data.password)).toBeTruthy();
    const [row] = await s.database.db.select({ pwd: sysUser.pwdUpdateTime }).from(sysUser).where(eq(sysUser.id, id));
    expect(row.pwd).toBeNull();
  });

  it('takes a chosen password when it follows the rule', async () => {
    const id = (await idOf('new_eval')).id;
    expect((await s.call({ method: 'POST', url: '/api/sysuser/resetPwd', token: admin, payload: { id, password: '123' } })).body.msg).toContain('密码为6-20位字母+特殊字符+数字组合');
    const r = await s.call({ method: 'POST', url: '/api/sysuser/resetPwd', token: admin, payload: { id, password: 'Chosen#2026' } });
    expect(r.body).toMatchObject({ code: 200, data: null });
    expect(await s.signIn('new_eval', 'Chosen#2026')).toBeTruthy();
  });
});

describe('POST /api/sysuser/grantRole', () => {
  it('replaces the roles and writes a GRANT log row', async () => {
    const id = (await idOf('new_eval')).id;
    const r = await s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: admin, payload: { userId: id, roleCodes: ['R_UNIT_ADMIN', 'R_UNIT_USER'] } });
    expect(r.body.code).toBe(200);
    const [log] = await s.database.db.select().from(sysLog).where(eq(sysLog.op, 'GRANT')).orderBy(desc(sysLog.id)).limit(1);
    expect(log).toMatchObject({ resource: 'sysuser', recordId: String(id) });
    expect(log.detail).toContain('R_UNIT_ADMIN');
    const cur = await s.call<{ info: { sysUser: { roleCodes: string } } }>({ method: 'POST', url: '/api/sysuser/cur', token: await s.signIn('new_eval', 'Chosen#2026') });
    expect(cur.body.data.info.sysUser.roleCodes.split(',').sort()).toEqual(['R_UNIT_ADMIN', 'R_UNIT_USER']);
  });

  it('refuses unknown roles, a missing role list and one’s own roles', async () => {
    const id = (await idOf('new_eval')).id;
    expect((await s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: admin, payload: { userId: id, roleCodes: 'R_NOPE' } })).body.msg).toBe('角色不存在：R_NOPE');
    expect((await s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: admin, payload: { userId: id } })).body.msg).toBe('请选择角色');
    const me = (await idOf('admin')).id;
    expect((await s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: admin, payload: { userId: me, roleCodes: 'R_MNG_USER' } })).body.code).toBe(400);
  });

  it('lets an enterprise administrator grant only enterprise roles, within the organisation', async () => {
    const staff = (await idOf('staff')).id;
    const up = await s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: ent, payload: { userId: staff, roleCodes: 'R_MNG_USER' } });
    expect(up.body.code).toBe(403);
    expect(up.body.msg).toContain('管理端用户');
    expect((await s.call({ method: 'POST', url: '/api/sysuser/grantRole', token: ent, payload: { userId: staff, roleCodes: 'R_ORG_USER' } })).body.code).toBe(200);
  });
});
