/**
 * Sign-in protection under pressure (README "Sign-in protection"): an attempt is counted before
 * the password or code is compared, so concurrent guesses cannot outrun the limits; and the limits
 * lock out the client that fails, not the account's owner. The comparisons are counted by spying
 * on verifyPassword and consumeSmsCode.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAttempt, smsOutbox } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed';
import { LOGIN_LIMITS } from '../../../server/modules/account/throttle';
import { ACCOUNT_MSG } from '../../../src/domain/account';
import type { TestServer } from '../harness';

/** How often the server compared a password and took an SMS code (the mocks below count). */
const counted = vi.hoisted(() => ({ verifyPassword: 0, consumeSmsCode: 0 }));

vi.mock('../../../server/modules/account/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/account/passwords')>();
  return { ...real, verifyPassword: (...a: Parameters<typeof real.verifyPassword>) => (counted.verifyPassword++, real.verifyPassword(...a)) };
});
// A busy database: the account lookup takes a while, so concurrent requests really overlap.
vi.mock('../../../server/modules/account/sign-in', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/account/sign-in')>();
  const slow = async <T>(result: Promise<T>) => (await new Promise((r) => setTimeout(r, 20)), result);
  return {
    ...real,
    findByLogin: (...a: Parameters<typeof real.findByLogin>) => slow(real.findByLogin(...a)),
    findByMobile: (...a: Parameters<typeof real.findByMobile>) => slow(real.findByMobile(...a)),
  };
});
vi.mock('../../../server/modules/account/sms-codes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/modules/account/sms-codes')>();
  return { ...real, consumeSmsCode: (...a: Parameters<typeof real.consumeSmsCode>) => (counted.consumeSmsCode++, real.consumeSmsCode(...a)) };
});

let s: TestServer;
let smsCodes: typeof import('../../../server/modules/account/sms-codes');
beforeAll(async () => {
  // The server test files of a worker share its modules (vite.config.ts): the server is imported
  // afresh here, so that it is built on the mocks above and not on what an earlier file loaded.
  vi.resetModules();
  const { startTestServer } = await import('../harness');
  smsCodes = await import('../../../server/modules/account/sms-codes');
  // The per-address rate limit (rate-limit.test.ts) would stop a burst of 40 first: these limits must hold on their own.
  s = await startTestServer({ rateLimit: false });
});
afterAll(async () => {
  await s?.close();
});
beforeEach(() => {
  counted.verifyPassword = 0;
  counted.consumeSmsCode = 0;
});

let nextIp = 1;
const freshIp = () => `10.3.0.${nextIp++}`;

const login = (username: string, password: string, remoteAddress: string) =>
  s.call<{ token: string }>({ method: 'POST', url: '/login', remoteAddress, payload: { username, password } });
const smsLogin = (mobile: string, smsCode: string, remoteAddress: string) => s.call({ method: 'POST', url: '/sms/login', remoteAddress, payload: { mobile, smsCode } });
const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const comparisons = () => counted.verifyPassword;

const LOCKED = ACCOUNT_MSG.lockedUser(15);

describe('concurrent wrong passwords', () => {
  const attacker = freshIp();

  it('compares at most 5 of 40 wrong passwords sent at once for one account, and locks that client', async () => {
    const replies = await times(40, () => login('inspector', 'Wrong#123', attacker));
    expect(comparisons()).toBeLessThanOrEqual(LOGIN_LIMITS.client.max);
    expect(comparisons()).toBeGreaterThan(0);
    expect(replies.every((r) => r.body.code === 400)).toBe(true);
    expect(replies.filter((r) => r.body.msg === ACCOUNT_MSG.badCredentials || r.body.msg.startsWith(`${ACCOUNT_MSG.badCredentials}；`))).toHaveLength(comparisons());
    // Even the right password is not compared from the locked client.
    const right = await login('inspector', DEMO_PASSWORD, attacker);
    expect(right.body).toMatchObject({ code: 400, msg: LOCKED });
  });

  it('lets the owner in from a fresh address while the attacker stays locked', async () => {
    const owner = await login('inspector', DEMO_PASSWORD, freshIp());
    expect(owner.body.code).toBe(200);
    expect((await login('inspector', DEMO_PASSWORD, attacker)).body).toMatchObject({ code: 400, msg: LOCKED });
  });

  it('compares at most 20 of 40 wrong passwords sent at once from one address across accounts', async () => {
    const address = freshIp();
    await times(40, (i) => login(`probe_${i}`, 'Wrong#123', address));
    expect(comparisons()).toBeLessThanOrEqual(LOGIN_LIMITS.address.max);
    expect((await login('tester', DEMO_PASSWORD, address)).body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.lockedIp(15) });
  });
});

describe('an account guessed at from many addresses', () => {
  const failing: string[] = [];

  it('keeps taking the right password from a client that has not been failing', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account.max; i++) {
      const ip = freshIp();
      failing.push(ip);
      expect((await login('evaluator', 'Wrong#123', ip)).body.msg).toBe(ACCOUNT_MSG.badCredentials);
    }
    expect((await login('evaluator', DEMO_PASSWORD, freshIp())).body.code).toBe(200);
  });

  it('refuses, without comparing, a client whose address has been failing while the account is under attack', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account.max; i++) await login('evaluator', 'Wrong#123', freshIp());
    counted.verifyPassword = 0;
    const r = await login('evaluator', DEMO_PASSWORD, failing[0]);
    expect(r.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.accountGuarded(15) });
    expect(comparisons()).toBe(0);
    // A refused attempt is not counted: the address still has only its one failure.
    const [row] = await s.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, `ip:${failing[0]}`));
    expect(row.failures).toBe(1);
  });

  it('forgives the account on the owner\'s success, but not the other addresses\' locks', async () => {
    const address = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.client.max; i++) await login('staff', 'Wrong#123', address);
    expect((await login('staff', DEMO_PASSWORD, freshIp())).body.code).toBe(200);
    const rows = await s.database.db.select().from(loginAttempt).where(eq(loginAttempt.key, 'user:staff'));
    expect(rows).toEqual([]);
    expect((await login('staff', DEMO_PASSWORD, address)).body.msg).toBe(LOCKED);
  });
});

describe('concurrent wrong SMS codes', () => {
  const sendCode = async (mobile: string) => {
    expect((await s.call({ method: 'GET', url: `/sys/sms?mobile=${mobile}&type=login`, remoteAddress: freshIp() })).body.code).toBe(200);
    const [row] = await s.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, 'login')));
    return { code: row.code, wrong: row.code === '000000' ? '111111' : '000000' };
  };

  it('compares one code at most 5 times, however many guesses arrive at once', async () => {
    const { code, wrong } = await sendCode('13800000003');
    const guesses = await times(40, (i) => (i % 2 ? smsCodes.consumeSmsCode(s.database.db, '13800000003', 'login', wrong) : smsCodes.checkSmsCode(s.database.db, '13800000003', 'login', wrong)));
    expect(guesses.every((g) => g === false)).toBe(true);
    const [row] = await s.database.db.select({ attempts: smsOutbox.attempts }).from(smsOutbox).where(eq(smsOutbox.mobile, '13800000003'));
    expect(row.attempts).toBe(5);
    // The code is dead: the right one no longer signs in.
    expect((await smsLogin('13800000003', code, freshIp())).body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.smsCodeWrong });
  });

  it('takes at most 20 codes from one address at once, for SMS sign-in and password reset alike', async () => {
    await sendCode('13800000005');
    const address = freshIp();
    await times(40, (i) =>
      i % 2
        ? smsLogin('13800000005', '999999', address)
        : s.call({ method: 'POST', url: '/rst/sysuser/updPwd', remoteAddress: address, payload: { mobile: '13800000005', smsCode: '999999', password: 'Fresh#2027' } }),
    );
    expect(counted.consumeSmsCode).toBeLessThanOrEqual(LOGIN_LIMITS.address.max);
    expect((await smsLogin('13800000005', '999999', address)).body.msg).toBe(ACCOUNT_MSG.lockedIp(15));
  });
});
