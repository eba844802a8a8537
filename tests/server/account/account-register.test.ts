/** Enterprise self-registration, the registration list, and the audit that lets the enterprise in. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, sysOrg, sysUser, zpRegister } from '../../../server/db/schema';
import { withUsccCheck } from '../../../src/domain/validators';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let manager: string;
beforeAll(async () => {
  s = await startTestServer();
  manager = await s.signIn('manager');
});
afterAll(async () => {
  await s?.close();
});

let n = 0;
/** A valid, new registration (unique username, mobile and credit code). */
const form = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `reg_user${n}`,
    password: 'Reg#2026a',
    confirmPassword: 'Reg#2026a',
    mobile: `1370000${String(1000 + n)}`,
    orgName: `深圳市测试注册${n}号食品有限公司`,
    creditCode: withUsccCheck(`91440300MA5G${String(10000 + n)}`),
    contact: '郭注册',
    email: 'reg@example.com',
    areaCode: '440305',
    ...over,
  };
};
const register = (payload: object) => s.call<{ id: number; username: string; orgId: number }>({ method: 'PUT', url: '/rst/zp_user/register', payload });

interface RegRow {
  id: number;
  username: string;
  status: number;
  orgName: string;
  creditCode: string;
  reason: string | null;
}
const regPage = (token: string | undefined, payload: object = {}) => s.call<{ content: RegRow[]; totalElements: number }>({ method: 'POST', url: '/api/zp_user/page', token, payload });
const audit = (token: string | undefined, payload: object) => s.call<{ id: number; status: number }>({ method: 'POST', url: '/api/zp_user/audit', token, payload });

describe('PUT /rst/zp_user/register', () => {
  it('creates the enterprise (type 3) and its user pending review, in one go', async () => {
    const f = form();
    const r = await register(f);
    expect(r.body).toMatchObject({ code: 200, msg: '已提交注册，请等待管理端审核' });
    const [u] = await s.database.db.select().from(sysUser).where(eq(sysUser.id, r.body.data.id));
    expect(u).toMatchObject({ username: f.username, status: 1, name: '郭注册', mobile: f.mobile });
    const [o] = await s.database.db.select().from(sysOrg).where(eq(sysOrg.id, r.body.data.orgId));
    expect(o).toMatchObject({ type: '3', name: f.orgName, code: f.creditCode, contact: '郭注册', region: 'SZ' });
    const [reg] = await s.database.db.select().from(zpRegister).where(eq(zpRegister.userId, u.id));
    expect(reg.status).toBe(1);
  });

  it('refuses bad input with clear messages and creates nothing', async () => {
    expect((await register(form({ username: '' }))).body.msg).toBe('用户名：请输入');
    expect((await register(form({ username: 'a-b' }))).body.msg).toContain('用户名只能由字母、数字、下划线组成');
    expect((await register(form({ password: 'abc123', confirmPassword: 'abc123' }))).body.msg).toContain('密码为6-20位字母+特殊字符+数字组合');
    expect((await register(form({ confirmPassword: 'Other#2026' }))).body.msg).toBe('检查，两次输入的密码是否一致');
    expect((await register(form({ mobile: '1234' }))).body.msg).toContain('请输入正确的手机号码');
    expect((await register(form({ creditCode: '91440300MA5G000000' }))).body.msg).toContain('请输入正确的统一社会信用代码');
    expect((await register(form({ orgName: '' }))).body.msg).toContain('企业名称：');
    expect((await register(form({ email: 'x@' }))).body.msg).toContain('邮箱格式如');
    const count = await s.database.db.select().from(sysOrg).where(eq(sysOrg.name, '深圳市测试注册3号食品有限公司'));
    expect(count).toEqual([]);
  });

  it('refuses a taken username, mobile or credit code', async () => {
    const first = form();
    expect((await register(first)).body.code).toBe(200);
    expect((await register(form({ username: first.username }))).body.msg).toBe(`用户名已存在：${first.username}`);
    expect((await register(form({ mobile: first.mobile }))).body.msg).toBe('该手机号码已被其他用户使用');
    expect((await register(form({ creditCode: first.creditCode }))).body.msg).toBe('该统一社会信用代码已注册');
  });

  it('accepts a lower-case credit code', async () => {
    const f = form();
    const r = await register({ ...f, creditCode: f.creditCode.toLowerCase() });
    expect(r.body.code).toBe(200);
  });

  it('checks the SMS code when one was sent for registration', async () => {
    const f = form();
    await s.call({ method: 'GET', url: `/sys/sms?mobile=${f.mobile}&type=register` });
    expect((await register(f)).body.msg).toBe('请输入短信验证码');
    expect((await register({ ...f, smsCode: '000000x' })).body.msg).toBe('短信验证码错误或已失效，请重新获取');
    const [row] = await s.database.db.select({ code: smsOutbox.code }).from(smsOutbox).where(and(eq(smsOutbox.mobile, f.mobile), eq(smsOutbox.purpose, 'register'))).orderBy(desc(smsOutbox.id)).limit(1);
    expect((await register({ ...f, smsCode: row.code })).body.code).toBe(200);
  });
});

describe('the registration list', () => {
  it('lists pending and rejected registrations with the organisation, and filters by status', async () => {
    const r = await regPage(manager);
    expect(r.body.code).toBe(200);
    expect(r.body.data.content.every((x) => x.status === 1 || x.status === 2)).toBe(true);
    expect(r.body.data.content.map((x) => x.username)).toEqual(expect.arrayContaining(['pending', 'rejected']));
    const pending = r.body.data.content.find((x) => x.username === 'pending') as RegRow;
    expect(pending.orgName).toBe('深圳市新禾农业科技有限公司');
    expect(pending.creditCode).toMatch(/^91440310/);
    const passed = await regPage(manager, { 'search.status_eq': 0, 'page.size': 100 });
    expect(passed.body.data.content.map((x) => x.username)).toContain('enterprise');
    expect(passed.body.data.content.every((x) => x.status === 0)).toBe(true);
    const byName = await regPage(manager, { search: { orgName_like: '新禾' } });
    expect(byName.body.data.content.map((x) => x.username)).toEqual(['pending']);
    expect((await regPage(manager, { 'search.reason_like': 'x' })).body.code).toBe(400);
  });

  it('is 401 without sign-in and 403 for an enterprise', async () => {
    expect((await regPage(undefined)).body.code).toBe(401);
    expect((await regPage(await s.signIn('enterprise'))).body.code).toBe(403);
  });
});

describe('POST /api/zp_user/audit', () => {
  it('passes a registration: status 0, R_ORG_ADMIN, and the user signs in as organisation admin', async () => {
    const f = form();
    const { id } = (await register(f)).body.data;
    const before = await s.call<{ info: { sysUser: { status: number; roleCodes: string } } }>({ method: 'POST', url: '/api/sysuser/cur', token: await s.signIn(f.username, f.password) });
    expect(before.body.data.info.sysUser).toMatchObject({ status: 1, roleCodes: '' });
    const r = await audit(manager, { id, pass: true });
    expect(r.body).toMatchObject({ code: 200, data: { id, status: 0 } });
    const cur = await s.call<{ info: { sysUser: { status: number; roleCodes: string }; sysOrg: { type: string } } }>({
      method: 'POST',
      url: '/api/sysuser/cur',
      token: await s.signIn(f.username, f.password),
    });
    expect(cur.body.data.info.sysUser).toMatchObject({ status: 0, roleCodes: 'R_ORG_ADMIN' });
    expect(cur.body.data.info.sysOrg.type).toBe('3');
    const [reg] = await s.database.db.select().from(zpRegister).where(eq(zpRegister.userId, id));
    expect(reg).toMatchObject({ status: 0, auditUserName: '陈志远' });
    expect(reg.auditTime).toBeInstanceOf(Date);
  });

  it('rejects with a reason, which the user then sees at sign-in', async () => {
    const f = form();
    const { id } = (await register(f)).body.data;
    const token = await s.signIn(f.username, f.password);
    expect((await audit(manager, { id, pass: false })).body).toMatchObject({ code: 400, msg: '审核不通过时请填写原因' });
    expect((await audit(manager, { id, pass: false, reason: '企业名称与执照不符' })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(401);
    const login = await s.call({ method: 'POST', url: '/login', payload: { username: f.username, password: f.password } });
    expect(login.body.msg).toBe('注册审核未通过：企业名称与执照不符，请联系管理员');
    const rejected = await regPage(manager, { 'search.username_eq': f.username });
    expect(rejected.body.data.content[0]).toMatchObject({ status: 2, reason: '企业名称与执照不符' });
  });

  it('audits only a pending user, once', async () => {
    const { id } = (await register(form())).body.data;
    expect((await audit(manager, { id, pass: true })).body.code).toBe(200);
    expect((await audit(manager, { id, pass: true })).body).toMatchObject({ code: 400, msg: '该用户不是待审核状态，不能审核' });
    const [staff] = await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'staff'));
    expect((await audit(manager, { id: staff.id, pass: true })).body.code).toBe(404);
    expect((await audit(manager, { id: 'x', pass: true })).body.code).toBe(400);
    expect((await audit(manager, { id })).body.msg).toBe('请选择审核结果');
  });

  it('is 401 without sign-in and 403 for an enterprise administrator', async () => {
    const [p] = await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'pending'));
    expect((await audit(undefined, { id: p.id, pass: true })).body.code).toBe(401);
    expect((await audit(await s.signIn('enterprise'), { id: p.id, pass: true })).body.code).toBe(403);
  });
});
