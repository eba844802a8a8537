/**
 * Per-address limits of the public calls (README "Rate limits"): counted in the database, so two
 * server processes on one database share them; over the limit the envelope with body code 429,
 * the wait in the message and Retry-After.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { rateLimitHit } from '../../../server/db/schema';
import { PUBLIC_RATE_LIMITS, type RateLimitGroup } from '../../../server/http/rateLimit';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ rateLimit: true });
});
afterAll(async () => {
  await s?.close();
});

let nextIp = 1;
const freshIp = () => `10.4.0.${nextIp++}`;
const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

/** One call of each limited group, with input the server refuses quickly (the hit counts all the same). */
const CALLS: Record<RateLimitGroup, { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = {
  captcha: { method: 'GET', url: '/sys/captcha' },
  login: { method: 'POST', url: '/login', payload: { username: 'nobody_here', password: '' } },
  smsSend: { method: 'GET', url: '/sys/sms?mobile=123' },
  smsCheck: { method: 'GET', url: '/sys/sms/check?mobile=123&code=1' },
  register: { method: 'PUT', url: '/rst/zp_user/register', payload: {} },
  passwordReset: { method: 'POST', url: '/rst/sysuser/updPwd', payload: { mobile: '123' } },
  certVerify: { method: 'GET', url: '/rst/cert/verify?no=x' },
};
/** One call of a group from an address (through another server process when given); its body code. */
const hit = async (group: RateLimitGroup, remoteAddress: string, app: FastifyInstance = s.app) => (await app.inject({ ...CALLS[group], remoteAddress })).json<{ code: number }>().code;

describe('public call limits', () => {
  it('refuses the 6th registration in a minute from one address with body code 429, the wait and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < PUBLIC_RATE_LIMITS.register.max; i++) expect(await hit('register', ip)).toBe(400);
    const over = await s.call({ ...CALLS.register, remoteAddress: ip });
    expect(over.status).toBe(200);
    expect(over.body).toMatchObject({ code: 429, data: null, succeed: false });
    expect(over.body.msg).toMatch(/^操作过于频繁，请 (\d+) 秒后再试$/);
    const seconds = Number(/(\d+)/.exec(over.body.msg)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(Number(over.headers['retry-after'])).toBe(seconds);
    // Another address is not affected.
    expect(await hit('register', freshIp())).toBe(400);
  });

  it.each(Object.keys(CALLS) as RateLimitGroup[])('limits %s per address', async (group) => {
    const ip = freshIp();
    const { max } = PUBLIC_RATE_LIMITS[group];
    for (let i = 0; i < max; i++) expect(await hit(group, ip)).not.toBe(429);
    const over = await s.call({ ...CALLS[group], remoteAddress: ip });
    expect(over.body.code).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('counts concurrent hits exactly: 40 captchas at once from one address get 30', async () => {
    const ip = freshIp();
    const replies = await times(40, () => s.call({ ...CALLS.captcha, remoteAddress: ip }));
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(PUBLIC_RATE_LIMITS.captcha.max);
    expect(replies.filter((r) => r.body.code === 429)).toHaveLength(40 - PUBLIC_RATE_LIMITS.captcha.max);
  });

  it('shares the count between server processes on one database', async () => {
    const other = await buildApp(s.database.db, s.config, { logger: false });
    await other.ready();
    try {
      const ip = freshIp();
      for (let i = 0; i < PUBLIC_RATE_LIMITS.register.max; i++) await hit('register', ip, i % 2 ? other : s.app);
      expect(await hit('register', ip, other)).toBe(429);
      expect(await hit('register', ip)).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('starts a new window once the old one has passed', async () => {
    const ip = freshIp();
    for (let i = 0; i <= PUBLIC_RATE_LIMITS.register.max; i++) await hit('register', ip);
    expect(await hit('register', ip)).toBe(429);
    await s.database.db.update(rateLimitHit).set({ windowStart: sql`now() - interval '61 seconds'` }).where(eq(rateLimitHit.key, `register|${ip}`));
    expect(await hit('register', ip)).toBe(400);
  });

  it('counts an IPv6 subscriber\'s /64 as one address', async () => {
    for (let i = 0; i < PUBLIC_RATE_LIMITS.register.max; i++) await hit('register', `2001:db8:0:1::${i + 1}`);
    expect(await hit('register', '2001:db8:0:1:ffff::9')).toBe(429);
    expect(await hit('register', '2001:db8:0:2::1')).toBe(400);
  });

  it('leaves calls outside the list alone', async () => {
    const ip = freshIp();
    const replies = await times(40, () => s.call({ method: 'GET', url: '/sys/config', remoteAddress: ip }));
    expect(replies.every((r) => r.body.code === 200)).toBe(true);
  });

  it('can be turned off (ZP_RATE_LIMIT=off), as the other server tests and the e2e server run', () => {
    expect(loadConfig({}).rateLimit).toBe(true);
    expect(loadConfig({ ZP_RATE_LIMIT: 'off' }).rateLimit).toBe(false);
  });
});
