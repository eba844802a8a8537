/** Changing one's password through the encrypted secret, and resetting a forgotten one with an SMS code. */
import CryptoJS from 'crypto-js';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox, sysUser } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** What the change-password dialog sends. */
const secret = (oldPwd: string, newPwd: string, key = s.config.pwdKey) => CryptoJS.AES.encrypt(JSON.stringify({ oldPwd, newPwd }), key).toString();
const change = (token: string | undefined, body: object, url = '/api/curuser/updPwd') => s.call({ method: 'POST', url, token, payload: body });

describe('POST /api/curuser/updPwd and updPwd2', () => {
  it('changes the password from the encrypted pair, sets the update time and ends the other sessions', async () => {
    const other = await s.signIn('jc1_u01');
    const token = await s.signIn('jc1_u01');
    const r = await change(token, { secret: secret(DEMO_PASSWORD, 'Fresh#2026') });
    expect(r.body).toMatchObject({ code: 200, msg: '密码修改成功，请重新登录' });
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token: other })).body.code).toBe(401);
    expect((await s.call({ method: 'POST', url: '/login', payload: { username: 'jc1_u01', password: DEMO_PASSWORD } })).body.msg).toBe('用户名或密码错误');
    expect(await s.signIn('jc1_u01', 'Fresh#2026')).toBeTruthy();
    const [u] = await s.database.db.select({ t: sysUser.pwdUpdateTime }).from(sysUser).where(eq(sysUser.username, 'jc1_u01'));
    expect(Date.now() - (u.t as Date).getTime()).toBeLessThan(60_000);
  });

  it('updPwd2 behaves the same', async () => {
    const token = await s.signIn('jc2_u01');
    expect((await change(token, { secret: secret(DEMO_PASSWORD, 'Second#2026') }, '/api/curuser/updPwd2')).body.code).toBe(200);
    expect(await s.signIn('jc2_u01', 'Second#2026')).toBeTruthy();
  });

  it('refuses a secret made with another key or not a secret at all', async () => {
    const token = await s.signIn('mng_u01');
    expect((await change(token, { secret: secret(DEMO_PASSWORD, 'Fresh#2026', 'another-key') })).body).toMatchObject({ code: 400, msg: '密码参数无效，请刷新页面后重试' });
    expect((await change(token, { secret: 'garbage' })).body.code).toBe(400);
    expect((await change(token, {})).body.code).toBe(400);
    expect((await change(token, { secret: CryptoJS.AES.encrypt('not json', s.config.pwdKey).toString() })).body.code).toBe(400);
  });

  it('checks the old password and the rule for the new one', async () => {
    const token = await s.signIn('mng_u02');
    expect((await change(token, { secret: secret('Wrong#2026', 'Fresh#2026') })).body).toMatchObject({ code: 400, msg: '原密码不正确' });
    expect((await change(token, { secret: secret(DEMO_PASSWORD, 'abcdef') })).body).toMatchObject({ code: 400, msg: '密码为6-20位字母+特殊字符+数字组合' });
    expect((await change(token, { secret: secret(DEMO_PASSWORD, DEMO_PASSWORD) })).body).toMatchObject({ code: 400, msg: '新密码不能与原密码相同' });
    expect((await change(token, { secret: secret('', 'Fresh#2026') })).body).toMatchObject({ code: 400, msg: '请输入原密码' });
    expect(await s.signIn('mng_u02')).toBeTruthy();
  });

  it('is 401 without sign-in', async () => {
    expect((await change(undefined, { secret: secret(DEMO_PASSWORD, 'Fresh#2026') })).body.code).toBe(401);
  });
});

describe('POST /rst/sysuser/updPwd (forgotten password)', () => {
  const code = async (mobile: string) => {
    const [row] = await s.database.db.select({ code: smsOutbox.code }).from(smsOutbox).where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, 'reset'))).orderBy(desc(smsOutbox.id)).limit(1);
    return row.code;
  };

  it('sets a new password with the reset code, once, and signs the user out everywhere', async () => {
    const token = await s.signIn('staff');
    await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000007&type=reset' });
    const smsCode = await code('13800000007');
    const r = await s.call({ method: 'POST', url: '/rst/sysuser/updPwd', payload: { mobile: '13800000007', smsCode, password: 'Reset#2026' } });
    expect(r.body.code).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/sysuser/cur', token })).body.code).toBe(401);
    expect(await s.signIn('staff', 'Reset#2026')).toBeTruthy();
    const again = await s.call({ method: 'POST', url: '/rst/sysuser/updPwd', payload: { mobile: '13800000007', smsCode, password: 'Other#2026' } });
    expect(again.body).toMatchObject({ code: 400, msg: '短信验证码错误或已失效，请重新获取' });
  });

  it('refuses a sign-in code, a bad mobile and a weak password', async () => {
    await s.call({ method: 'GET', url: '/sys/sms?mobile=13800000006&type=login' });
    const [login] = await s.database.db.select({ code: smsOutbox.code }).from(smsOutbox).where(and(eq(smsOutbox.mobile, '13800000006'), eq(smsOutbox.purpose, 'login')));
    expect((await s.call({ method: 'POST', url: '/rst/sysuser/updPwd', payload: { mobile: '13800000006', smsCode: login.code, password: 'Reset#2026' } })).body.code).toBe(400);
    expect((await s.call({ method: 'POST', url: '/rst/sysuser/updPwd', payload: { mobile: '138', smsCode: '1', password: 'Reset#2026' } })).body.msg).toBe('请输入正确的手机号码');
    expect((await s.call({ method: 'POST', url: '/rst/sysuser/updPwd', payload: { mobile: '13800000006', smsCode: '1', password: 'weak' } })).body.msg).toBe('密码为6-20位字母+特殊字符+数字组合');
  });
});
