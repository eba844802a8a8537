/**
 * The account calls a signed-in person makes: sign-in and out, SMS codes, who am I, the
 * complete-user dialog, roles, token rotation. (Captcha and lockouts: account-guard.test.ts;
 * user administration: account-users.test.ts; registration and passwords: account-register.test.ts.)
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, sysLog, sysToken, sysUser } from '../../../server/db/schema';
import { hashToken } from '../../../server/http/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsLine } from '../../../server/seed';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** Each test signs in from its own address, so failures in one never lock another out. */
let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;

const latestCode = async (mobile: string, purpose: string) => {
  const [row] = await s.database.db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, purpose)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.code;
};

interface CurReply {
  id: number;
  name: string;
  token?: string;
  info: {
    sysUser: Record<string, unknown> & { roleCodes: string; status: number };
    sysOrg: { type: string; name: string } | null;
    sysAdmin: boolean;
    appAdmin: boolean;
    roles: { code: string; name: string; tag: string }[];
    perms: string;
  };
}

describe('POST /login', () => {
  it('signs in with username and password and replies token, id, name, avatar, mobile', async () => {
    const r = await s.call<{ token: string; id: number; name: string; avatar: string | null; mobile: string }>({
      method: 'POST',
      url: '/login',
      payload: { username: 'enterprise', password: DEMO_PASSWORD, code: '', uuid: '' },
    });
    expect(r.body.code).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(['avatar', 'id', 'mobile', 'name', 'token']);
    expect(r.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(r.body.data.name).toBe('王建华');
    const [u] = await s.database.db.select({ t: sysUser.lastLoginTime, ip: sysUser.lastLoginIp }).from(sysUser).where(eq(sysUser.username, 'enterprise'));
    expect(u.t).toBeInstanceOf(Date);
    expect(u.ip).toBeTruthy();
  });

  it('accepts the mobile number as the username', async () => {
    const r = await s.call<{ name: string }>({ method: 'POST', url: '/login', payload: { username: '13800000006', password: DEMO_PASSWORD } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.name).toBe('王建华');
  });

  it('does not tell a wrong password from an unknown user', async () => {
    const ip = freshIp();
    const wrong = await s.call({ method: 'POST', url: '/login', remoteAddress: ip, payload: { username: 'manager', password: 'Wrong#123' } });
    const unknown = await s.call({ method: 'POST', url: '/login', remoteAddress: ip, payload: { username: 'nobody_here', password: 'Wrong#123' } });
    expect(wrong.body).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(unknown.body).toMatchObject({ code: 400, msg: '用户名或密码错误' });
    expect(wrong.status).toBe(200);
  });

  it('asks for the missing field', async () => {
    expect((await s.call({ method: 'POST', url: '/login', payload: { password: 'x' } })).body).toMatchObject({ code: 400, msg: '请输入用户名' });
    expect((await s.call({ method: 'POST', url: '/login', payload: { username: 'admin' } })).body).toMatchObject({ code: 400, msg: '请输入密码' });
    expect((await s.call({ method: 'POST', url: '/login', payload: '{bad', headers: { 'content-type': 'application/json' } })).body.code).toBe(400);
  });

  it('refuses a disabled user, and a rejected registration with its remark; lets a pending one in', async () => {
    await s.database.db.update(sysUser).set({ disabled: true }).where(eq(sysUser.username, 'jc2_admin'));
    const disabled = await s.call({ method: 'POST', url: '/login', remoteAddress: freshIp(), payload: { username: 'jc2_admin', password: DEMO_PASSWORD } });
    expect(disabled.body).toMatchObject({ code: 400, msg: '账号已被停用，请联系管理员' });
    await s.database.db.update(sysUser).set({ disabled: false }).where(eq(sysUser.username, 'jc2_admin'));

    const rejected = await s.call({ method: 'POST', url: '/login', payload: { username: 'rejected', password: DEMO_PASSWORD } });
    expect(rejected.body.code).toBe(400);
    expect(rejected.body.msg).toContain('注册审核未通过');
    expect(rejected.body.msg).toContain('营业执照扫描件不清晰');

    const pending = await s.call({ method: 'POST', url: '/login', payload: { username: 'pending', password: DEMO_PASSWORD } });
    expect(pending.body.code).toBe(200);
  });
});

describe('GET /logout', () => {
  it('revokes the token', async () => {
    const token = await s.signIn('staff');
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: '/logout', token })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(401);
  });

  it('answers 200 without a token or with a dead one', async () => {
    expect((await s.call({ method: 'GET', url: '/logout' })).body.code).toBe(200);
    expect((await s.call({ method: 'GET', url: '/logout', token: 'not-a-token' })).body.code).toBe(200);
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code to an account mobile, checks it without using it, and signs in with it', async () => {
    const sent = await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000007&type=login' });
    expect(sent.body.code).toBe(200);
    const code = await latestCode('13800000007', 'login');
    expect(code).toMatch(/^\d{6}$/);
    const check = await s.call<boolean>({ method: 'GET', url: `/sys/sms/check?mobile=13800000007&type=login&code=${code}` });
    expect(check.body).toMatchObject({ code: 200, data: true });
    const login = await s.call<{ token: string; name: string }>({ method: 'POST', url: '/sms/login', payload: { mobile: '13800000007', smsCode: code } });
    expect(login.body.code).toBe(200);
    expect(login.body.data.name).toBe('李婷');
    // Used up: the same code does not sign in twice.
    const again = await s.call({ method: 'POST', url: '/sms/login', remoteAddress: freshIp(), payload: { mobile: '13800000007', smsCode: code } });
    expect(again.body).toMatchObject({ code: 400, msg: '短信验证码错误或已失效，请重新获取' });
  });

  it('refuses a bad mobile and an unknown type', async () => {
    expect((await s.call({ method: 'GET', url: '/sys/sms?mobile=12345&type=login' })).body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    expect((await s.call({ method: 'GET', url: '/sys/sms?mobile=13912345678&type=hack' })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/sms/login', payload: { mobile: 'abc', smsCode: '1' } })).body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
  });

  it('replies the same for a mobile without an account but writes no code', async () => {
    const r = await s.call({ method: 'GET', url: '/sys/sms?mobile=13911112222&type=login' });
    const known = await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000002&type=reset' });
    expect(r.body).toEqual(known.body);
    expect(await latestCode('13911112222', 'login')).toBeUndefined();
    // Registration codes go to any valid number.
    await s.call({ method: 'GET', url: '/sys/sms?mobile=13911113333&type=register' });
    expect(await latestCode('13911113333', 'register')).toMatch(/^\d{6}$/);
  });

  it('sends at most one code per mobile per minute', async () => {
    expect((await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000005&type=login' })).body.code).toBe(200);
    const soon = await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000005&type=reset' });
    expect(soon.body.code).toBe(400);
    expect(soon.body.msg).toMatch(/验证码发送过于频繁，请 \d+ 秒后再试/);
  });

  it('kills a code after 5 wrong tries, checks included', async () => {
    await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000004&type=login' });
    const code = (await latestCode('13800000004', 'login')) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await s.call<boolean>({ method: 'GET', url: `/sys/sms/check?mobile=13800000004&type=login&code=${wrong}` })).body.data).toBe(false);
    for (let i = 0; i < 2; i++) expect((await s.call({ method: 'POST', url: '/sms/login', remoteAddress: ip, payload: { mobile: '13800000004', smsCode: wrong } })).body.code).toBe(400);
    const right = await s.call({ method: 'POST', url: '/sms/login', remoteAddress: ip, payload: { mobile: '13800000004', smsCode: code } });
    expect(right.body.code).toBe(400);
  });

  it('does not accept an expired code', async () => {
    await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000003&type=login' });
    const code = (await latestCode('13800000003', 'login')) as string;
    await s.database.db.update(smsOutbox).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsOutbox.mobile, '13800000003'));
    expect((await s.call<boolean>({ method: 'GET', url: `/sys/sms/check?mobile=13800000003&type=login&code=${code}` })).body.data).toBe(false);
  });
});

describe('POST /api/sysuser/cur', () => {
  const expected: Record<string, { orgType: string | null; roles: string[]; status: number }> = {
    admin: { orgType: '1', roles: ['R_SYS_ADMIN'], status: 0 },
    manager: { orgType: '1', roles: ['R_MNG_USER'], status: 0 },
    evaluator: { orgType: '2,4', roles: ['R_UNIT_ADMIN'], status: 0 },
    inspector: { orgType: '5', roles: ['R_UNIT_USER'], status: 0 },
    tester: { orgType: '4', roles: ['R_UNIT_USER'], status: 0 },
    enterprise: { orgType: '3', roles: ['R_ORG_ADMIN'], status: 0 },
    staff: { orgType: '3', roles: ['R_ORG_USER'], status: 0 },
    pending: { orgType: '3', roles: [], status: 1 },
  };

  it.each(Object.entries(expected))('describes %s: sysUser, sysOrg.type, role codes, never the password', async (username, want) => {
    const token = await s.signIn(username);
    const r = await s.call<CurReply>({ method: 'POST', url: '/api/sysuser/cur', token });
    expect(r.body.code).toBe(200);
    const { info } = r.body.data;
    expect(info.sysUser.username).toBe(username);
    expect(info.sysUser.roleCodes).toBe(want.roles.join(','));
    expect(info.sysUser.status).toBe(want.status);
    expect(info.sysOrg?.type ?? null).toBe(want.orgType);
    expect(info.roles.map((x) => x.code)).toEqual(want.roles);
    expect(info.sysAdmin).toBe(username === 'admin');
    expect(info.appAdmin).toBe(false);
    expect(Object.keys(info.sysUser)).toEqual(
      expect.arrayContaining(['id', 'name', 'sex', 'email', 'mobile', 'avatar', 'orgId', 'roleCodes', 'status', 'updateTime', 'pwdUpdateTime', 'lastLoginTime']),
    );
    expect(info.sysUser.pwdUpdateTime).toBeTruthy();
    expect(JSON.stringify(r.body)).not.toMatch(/argon2|passwordHash/i);
    expect(r.body.data.token).toBeUndefined();
  });

  it('gives the administrator the wildcard permission', async () => {
    const r = await s.call<CurReply>({ method: 'POST', url: '/api/sysuser/cur', token: await s.signIn('admin') });
    expect(r.body.data.info.perms).toBe('*');
  });

  it('lists every demo account', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toEqual(expect.arrayContaining([...Object.keys(expected), 'mng_cert', 'jd1_admin', 'jc1_admin', 'rejected']));
  });

  it('names on the start-up banner every demo account a person signs in with, the certificate officer too', async () => {
    const line = demoAccountsLine();
    const [signIn, refused] = line.slice(line.indexOf(': ') + 2).split('；');
    const names = signIn.split(', ');
    expect(names).toEqual(DEMO_ACCOUNTS.filter((a) => !a.refused).map((a) => a.username));
    expect(names).toContain('mng_cert');
    expect(refused).toContain('rejected');
    for (const username of names) expect(await s.signIn(username), username).toBeTruthy();
  });

  it('is 401 without a token', async () => {
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur' })).body).toMatchObject({ code: 401 });
  });

  it('with refresh=true hands out a new working token', async () => {
    const token = await s.signIn('tester');
    const r = await s.call<CurReply>({ method: 'POST', url: '/api/sysuser/cur?refresh=true', token });
    expect(r.body.data.token).toBeTruthy();
    expect(r.body.data.token).not.toBe(token);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token: r.body.data.token })).body.code).toBe(200);
  });
});

describe('token rotation', () => {
  it('sends a fresh X-Token after an hour of use; the old one keeps working for a short grace', async () => {
    const token = await s.signIn('inspector');
    await s.database.db.update(sysToken).set({ issuedAt: new Date(Date.now() - 61 * 60 * 1000) }).where(eq(sysToken.tokenHash, hashToken(token)));
    const r = await s.call({ method: 'POST', url: '/api/sysuser/cur', token });
    expect(r.body.code).toBe(200);
    const fresh = r.headers['x-token'];
    expect(typeof fresh).toBe('string');
    expect(fresh).not.toBe(token);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token: fresh as string })).body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(200);
  });

  it('refuses an expired token with 401', async () => {
    const token = await s.signIn('inspector');
    await s.database.db.update(sysToken).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sysToken.tokenHash, hashToken(token)));
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body).toMatchObject({ code: 401, msg: '登录状态已过期，请重新登录' });
  });
});

describe('PUT /api/sysuser/updCurUser/{id}', () => {
  it('saves name, email and sex of oneself', async () => {
    const token = await s.signIn('tester');
    const cur = await s.call<CurReply>({ method: 'POST', url: '/api/sysuser/cur', token });
    const r = await s.call<{ name: string; email: string; sex: string }>({
      method: 'PUT',
      url: `/api/sysuser/updCurUser/${cur.body.data.id}`,
      token,
      payload: { name: '周晓燕', email: 'zhou@example.com', sex: 2 },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ name: '周晓燕', email: 'zhou@example.com', sex: '2' });
    const [log] = await s.database.db.select().from(sysLog).where(eq(sysLog.resource, 'sysuser')).orderBy(desc(sysLog.id)).limit(1);
    expect(log.op).toBe('UPDATE');
  });

  it('checks the dialog rules with its messages', async () => {
    const token = await s.signIn('tester');
    const id = (await s.call<CurReply>({ method: 'POST', url: '/api/sysuser/cur', token })).body.data.id;
    const put = (payload: object) => s.call({ method: 'PUT', url: `/api/sysuser/updCurUser/${id}`, token, payload });
    expect((await put({ name: '' })).body).toMatchObject({ code: 400, msg: '请输入姓名' });
    expect((await put({ name: '周' })).body).toMatchObject({ code: 400, msg: '用户名称长度在 2 到 15 个字符' });
    expect((await put({ name: '周晓燕', email: 'not-mail' })).body.msg).toContain('邮箱格式如');
    expect((await put({ name: '周晓燕', sex: 3 })).body.code).toBe(400);
  });

  it('saves the avatar and mobile the personal centre sends, refusing a taken mobile and a foreign address', async () => {
    const token = await s.signIn('tester');
    const id = (await s.call<CurReply>({ method: 'POST', url: '/api/sysuser/cur', token })).body.data.id;
    const put = (payload: object) => s.call<{ avatar: string; mobile: string }>({ method: 'PUT', url: `/api/sysuser/updCurUser/${id}`, token, payload });
    const saved = await put({ name: '周晓燕', avatar: '/api/file/download?id=12', mobile: '13912345670' });
    expect(saved.body.data).toMatchObject({ avatar: '/api/file/download?id=12', mobile: '13912345670' });
    const [admin] = await s.database.db.select({ mobile: sysUser.mobile }).from(sysUser).where(eq(sysUser.username, 'admin'));
    expect((await put({ name: '周晓燕', mobile: admin.mobile })).body.code).toBe(400);
    expect((await put({ name: '周晓燕', mobile: '123' })).body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    expect((await put({ name: '周晓燕', avatar: 'https://evil.example/x.png' })).body.code).toBe(400);
    // The completion dialog sends no avatar or mobile: they stay as they were.
    expect((await put({ name: '周晓燕' })).body.data).toMatchObject({ avatar: '/api/file/download?id=12', mobile: '13912345670' });
  });

  it("refuses someone else's id with 403 and no sign-in with 401", async () => {
    const token = await s.signIn('staff');
    const [admin] = await s.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
    expect((await s.call({ method: 'PUT', url: `/api/sysuser/updCurUser/${admin.id}`, token, payload: { name: '黑客' } })).body.code).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/sysuser/updCurUser/${admin.id}`, payload: { name: '黑客' } })).body.code).toBe(401);
  });
});

describe('POST /api/sysrole/lst', () => {
  it('lists the roles to anyone signed in', async () => {
    const r = await s.call<{ code: string; tag: string }[]>({ method: 'POST', url: '/api/sysrole/lst', token: await s.signIn('staff') });
    expect(r.body.data.map((x) => x.code)).toEqual(
      expect.arrayContaining(['R_SYS_ADMIN', 'R_APP_ADMIN', 'R_MNG_USER', 'R_UNIT_ADMIN', 'R_UNIT_USER', 'R_ORG_USER', 'R_ORG_ADMIN', 'R_ZSGLY_USER']),
    );
    const org = await s.call<{ code: string }[]>({ method: 'POST', url: '/api/sysrole/lst', token: await s.signIn('staff'), payload: { tag: 'ORG' } });
    expect(org.body.data.map((x) => x.code).sort()).toEqual(['R_ORG_ADMIN', 'R_ORG_USER']);
    expect((await s.call({ method: 'POST', url: '/api/sysrole/lst' })).body.code).toBe(401);
  });
});

describe('public configuration', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ pwdKey: 'k-test' });
  });
  afterAll(() => s.close());

  it('tells the sign-in screens whether the captcha is on and which payload key is in force, without sign-in', async () => {
    const r = await s.call<{ captcha: boolean; pwdKey: string }>({ method: 'GET', url: '/sys/config' });
    expect(r.body).toMatchObject({ code: 200, data: { captcha: false, pwdKey: 'k-test' } });
  });
});
