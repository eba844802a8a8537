/** What guards sign-in: the captcha (when on), and the failed sign-in limits per account and per address. */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempt, sysCaptcha, sysUser } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ captcha: true });
});
afterAll(async () => {
  await s?.close();
});

let nextIp = 1;
const freshIp = () => `10.2.0.${nextIp++}`;

/** A new captcha and its answer (read from the table, as a person would read the picture). */
async function captcha(): Promise<{ uuid: string; code: string }> {
  const r = await s.call<{ uuid: string; img: string; enabled: boolean }>({ method: 'GET', url: '/sys/captcha' });
  expect(r.body.code).toBe(200);
  const [row] = await s.database.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, r.body.data.uuid));
  return { uuid: r.body.data.uuid, code: row.answer };
}

const login = (payload: object, remoteAddress = freshIp()) => s.call<{ token: string }>({ method: 'POST', url: '/login', payload, remoteAddress });

describe('GET /sys/captcha', () => {
  it('replies a uuid and an SVG data URL, and stores the answer for 5 minutes', async () => {
    const r = await s.call<{ uuid: string; img: string; enabled: boolean }>({ method: 'GET', url: '/sys/captcha' });
    expect(r.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(r.body.data.img.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(r.body.data.enabled).toBe(true);
    const [row] = await s.database.db.select().from(sysCaptcha).where(eq(sysCaptcha.uuid, r.body.data.uuid));
    expect(row.answer).toMatch(/^[a-z0-9]{4}$/);
    const ttl = row.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(5 * 60 * 1000);
  });
});

describe('POST /login with the captcha on', () => {
  it('signs in with the right answer (any letter case)', async () => {
    const c = await captcha();
    const r = await login({ username: 'manager', password: DEMO_PASSWORD, uuid: c.uuid, code: c.code.toUpperCase() });
    expect(r.body.code).toBe(200);
  });

  it('asks for the captcha, and refuses a wrong one', async () => {
    expect((await login({ username: 'manager', password: DEMO_PASSWORD })).body).toMatchObject({ code: 400, msg: '请输入验证码' });
    const c = await captcha();
    const r = await login({ username: 'manager', password: DEMO_PASSWORD, uuid: c.uuid, code: 'zzzzz' });
    expect(r.body).toMatchObject({ code: 400, msg: '验证码错误或已过期，请刷新后重试' });
  });

  it('uses a captcha once, even when the first try was wrong', async () => {
    const c = await captcha();
    expect((await login({ username: 'manager', password: DEMO_PASSWORD, uuid: c.uuid, code: c.code })).body.code).toBe(200);
    expect((await login({ username: 'manager', password: DEMO_PASSWORD, uuid: c.uuid, code: c.code })).body.code).toBe(400);
    const d = await captcha();
    expect((await login({ username: 'manager', password: DEMO_PASSWORD, uuid: d.uuid, code: 'nope' })).body.code).toBe(400);
    expect((await login({ username: 'manager', password: DEMO_PASSWORD, uuid: d.uuid, code: d.code })).body.code).toBe(400);
  });

  it('refuses an expired captcha', async () => {
    const c = await captcha();
    await s.database.db.update(sysCaptcha).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sysCaptcha.uuid, c.uuid));
    expect((await login({ username: 'manager', password: DEMO_PASSWORD, uuid: c.uuid, code: c.code })).body).toMatchObject({ code: 400, msg: '验证码错误或已过期，请刷新后重试' });
  });
});

describe('failed sign-in limits', () => {
  /** The address that guesses at jd1_u01 (README "Sign-in protection": the lock is per account and address). */
  const ip = '10.2.8.8';

  it('locks an account for 15 minutes at the address that failed 5 times, naming the wait, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) {
      const c = await captcha();
      expect((await login({ username: 'jd1_u01', password: 'Wrong#123', ...c }, ip)).body.msg).toBe('用户名或密码错误');
    }
    const fifth = await login({ username: 'jd1_u01', password: 'Wrong#123', ...(await captcha()) }, ip);
    expect(fifth.body.msg).toMatch(/^用户名或密码错误；登录失败次数过多，账号已临时锁定，请 15 分钟后再试$/);
    const right = await login({ username: 'jd1_u01', password: DEMO_PASSWORD, ...(await captcha()) }, ip);
    expect(right.body).toMatchObject({ code: 400, msg: '登录失败次数过多，账号已临时锁定，请 15 分钟后再试' });
    // The same account by its mobile number is the same account.
    const [{ mobile }] = await s.database.db.select({ mobile: sysUser.mobile }).from(sysUser).where(eq(sysUser.username, 'jd1_u01'));
    const byMobile = await login({ username: mobile, password: DEMO_PASSWORD, ...(await captcha()) }, ip);
    expect(byMobile.body.msg).toContain('账号已临时锁定');
  });

  it('lets the account in again at that address once the lock has passed, and forgets its failures on success', async () => {
    await s.database.db
      .update(loginAttempt)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - 16 * 60 * 1000) })
      .where(like(loginAttempt.key, 'user:jd1\\_u01%'));
    expect((await login({ username: 'jd1_u01', password: DEMO_PASSWORD, ...(await captcha()) }, ip)).body.code).toBe(200);
    expect(await s.database.db.select().from(loginAttempt).where(like(loginAttempt.key, 'user:jd1\\_u01%'))).toEqual([]);
  });

  it('locks unknown names alike, so a lock does not reveal whether an account exists', async () => {
    const guesser = freshIp();
    for (let i = 0; i < 5; i++) await login({ username: 'ghost_user', password: 'Wrong#123', ...(await captcha()) }, guesser);
    expect((await login({ username: 'ghost_user', password: 'Wrong#123', ...(await captcha()) }, guesser)).body.msg).toContain('账号已临时锁定');
  });

  it('locks an address after 20 failures across accounts', async () => {
    const ip = '10.2.9.9';
    let last = '';
    for (let i = 0; i < 20; i++) last = (await login({ username: `probe_${i}`, password: 'Wrong#123', ...(await captcha()) }, ip)).body.msg;
    expect(last).toContain('该地址登录失败次数过多');
    const r = await login({ username: 'manager', password: DEMO_PASSWORD, ...(await captcha()) }, ip);
    expect(r.body).toMatchObject({ code: 400, msg: '该地址登录失败次数过多，请 15 分钟后再试' });
    // Another address is not affected.
    expect((await login({ username: 'manager', password: DEMO_PASSWORD, ...(await captcha()) })).body.code).toBe(200);
  });

  it('counts failures concurrently without losing any (atomic upsert)', async () => {
    await Promise.all(Array.from({ length: 4 }, async () => login({ username: 'jd1_u02', password: 'Wrong#123', ...(await captcha()) })));
    const [row] = await s.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, 'user:jd1_u02'));
    expect(row.failures).toBe(4);
  });
});
