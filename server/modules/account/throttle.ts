/**
 * Guessing limits of sign-in, kept in the database (login_attempt) so every server process sees
 * the same counters (README "Sign-in protection"). An attempt is taken BEFORE the password or code
 * is compared, by one conditional upsert per key that counts it only while the key is within its
 * limit; so however many requests arrive at once, no more comparisons run than the limits allow.
 * A success forgives the attempt; a refused attempt counts nowhere.
 *
 * Keys, each over a 15-minute window:
 * - client (account at one address): 5, then that client is locked out of that account;
 * - address (all accounts): 20, then the address is locked out of signing in;
 * - account (all addresses): 5, then the account only takes attempts from a clean client: one
 *   whose address has no other failure (or attempt in flight) in the window. An attacker locks
 *   out themselves, never the owner.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempt } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { addressKey } from '../../http/rateLimit';
import { ACCOUNT_MSG } from '../../../src/domain/account';

export const LOGIN_LIMITS = {
  client: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
  account: { max: 5, windowSeconds: 15 * 60 },
} as const;

type Kind = keyof typeof LOGIN_LIMITS;

export interface ThrottleKeys {
  /** The account: the resolved username, or the typed name when none matched (so unknown names lock alike). */
  readonly user?: string;
  readonly ip?: string | null;
}

/** A taken attempt, counted as a failure until `attemptSucceeded` gives it back. */
export interface Attempt {
  readonly keys: readonly { readonly key: string; readonly kind: Kind }[];
  /** The lock this attempt reaches if it fails (it was the last one a limit allows), else null. */
  readonly lockIfFails: string | null;
}

const keyOf = {
  account: (name: string) => `user:${name.toLowerCase()}`.slice(0, 120),
  client: (name: string, ip: string) => `user:${name.toLowerCase()}@${addressKey(ip)}`.slice(0, 120),
  address: (ip: string) => `ip:${addressKey(ip)}`.slice(0, 120),
};

/** The interval literal of a constant window (never user input). */
const windowOf = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The window of a key has passed (and any lock with it): the next attempt starts a new count. */
const expiredSql = (window: ReturnType<typeof windowOf>) =>
  sql`(${loginAttempt.windowStart} <= now() - ${window} and (${loginAttempt.lockedUntil} is null or ${loginAttempt.lockedUntil} <= now()))`;

/**
 * Counts one attempt on a key if the key is within its limit (one atomic upsert). Returns the
 * count including this attempt, or null when the key is at its limit (nothing was counted).
 */
async function take(db: DbOrTx, key: string, kind: Kind): Promise<number | null> {
  const { max, windowSeconds } = LOGIN_LIMITS[kind];
  const window = windowOf(windowSeconds);
  const expired = expiredSql(window);
  const next = sql`case when ${expired} then 1 else ${loginAttempt.failures} + 1 end`;
  // The account key never locks: past its limit it only asks for a clean client (takeAttempt).
  const locks = kind !== 'account';
  const [row] = await db
    .insert(loginAttempt)
    .values({ key, failures: 1, windowStart: sql`now()`, lockedUntil: locks && max <= 1 ? sql`now() + ${window}` : null })
    .onConflictDoUpdate({
      target: loginAttempt.key,
      set: {
        failures: next,
        windowStart: sql`case when ${expired} then now() else ${loginAttempt.windowStart} end`,
        // Reaching the limit starts the lock: the full window from the attempt that reached it.
        lockedUntil: locks ? sql`case when ${next} >= ${max} then now() + ${window} when ${expired} then null else ${loginAttempt.lockedUntil} end` : null,
      },
      setWhere: locks ? sql`${expired} or ${loginAttempt.failures} < ${max}` : undefined,
    })
    .returning({ failures: loginAttempt.failures });
  return row ? row.failures : null;
}

/** Seconds until a key's count starts again (its lock or its window ends). */
async function secondsLeft(db: DbOrTx, key: string, kind: Kind): Promise<number> {
  const window = windowOf(LOGIN_LIMITS[kind].windowSeconds);
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (greatest(${loginAttempt.lockedUntil}, ${loginAttempt.windowStart} + ${window}) - now())))::int` })
    .from(loginAttempt)
    .where(eq(loginAttempt.key, key));
  return Math.max(1, Number(row?.wait ?? LOGIN_LIMITS[kind].windowSeconds));
}

/** Gives one attempt back (a success, or an attempt refused by a later key); a count under its limit is not locked. */
async function giveBack(db: DbOrTx, key: string, kind: Kind): Promise<void> {
  const { max } = LOGIN_LIMITS[kind];
  await db
    .update(loginAttempt)
    .set({
      failures: sql`greatest(${loginAttempt.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginAttempt.failures} - 1 < ${max} then null else ${loginAttempt.lockedUntil} end`,
    })
    .where(eq(loginAttempt.key, key));
}

/**
 * Takes one sign-in attempt for the keys, or refuses it (400 naming the wait) without counting
 * it anywhere. Call it before comparing the password or code, then `attemptSucceeded` on success.
 */
export async function takeAttempt(db: DbOrTx, keys: ThrottleKeys): Promise<Attempt> {
  const plan: { key: string; kind: Kind }[] = [];
  if (keys.user && keys.ip) plan.push({ key: keyOf.client(keys.user, keys.ip), kind: 'client' });
  if (keys.ip) plan.push({ key: keyOf.address(keys.ip), kind: 'address' });
  if (keys.user) plan.push({ key: keyOf.account(keys.user), kind: 'account' });
  const taken: { key: string; kind: Kind; count: number }[] = [];
  const release = () => Promise.all(taken.map((t) => giveBack(db, t.key, t.kind)));
  // One key after another: a key that refuses stops the attempt before the next one counts it.
  for (const { key, kind } of plan) {
    const count = await take(db, key, kind);
    if (count === null) {
      await release();
      const minutes = minutesOf(await secondsLeft(db, key, kind));
      throw badRequest(kind === 'client' ? ACCOUNT_MSG.lockedUser(minutes) : ACCOUNT_MSG.lockedIp(minutes));
    }
    taken.push({ key, kind, count });
  }
  const account = taken.find((t) => t.kind === 'account');
  const address = taken.find((t) => t.kind === 'address');
  // An account under attack takes only a clean client: nothing else counted against its address.
  if (account && account.count > LOGIN_LIMITS.account.max && (!address || address.count > 1)) {
    await release();
    const waits = await Promise.all([secondsLeft(db, account.key, 'account'), ...(address ? [secondsLeft(db, address.key, 'address')] : [])]);
    throw badRequest(ACCOUNT_MSG.accountGuarded(minutesOf(Math.min(...waits))));
  }
  const last = taken.find((t) => t.kind !== 'account' && t.count >= LOGIN_LIMITS[t.kind].max);
  const lockIfFails = !last ? null : last.kind === 'client' ? ACCOUNT_MSG.lockedUser(minutesOf(LOGIN_LIMITS.client.windowSeconds)) : ACCOUNT_MSG.lockedIp(minutesOf(LOGIN_LIMITS.address.windowSeconds));
  return { keys: taken.map(({ key, kind }) => ({ key, kind })), lockIfFails };
}

/**
 * The attempt proved who is asking: the account's counts (this client's and all addresses') are
 * forgiven; the address keeps its earlier failures and gets this attempt back.
 */
export async function attemptSucceeded(db: DbOrTx, attempt: Attempt): Promise<void> {
  for (const { key, kind } of attempt.keys) {
    if (kind === 'address') await giveBack(db, key, kind);
    else await db.delete(loginAttempt).where(eq(loginAttempt.key, key));
  }
}

/**
 * The owner proved the phone (SMS sign-in, password reset): the account's count and this client's
 * are forgiven. Other addresses' locks on the account stay: they are not the owner.
 */
export async function clearFailures(db: DbOrTx, username: string, ip: string | null): Promise<void> {
  const keys = [keyOf.account(username), ...(ip ? [keyOf.client(username, ip)] : [])];
  await db.delete(loginAttempt).where(inArray(loginAttempt.key, keys));
}

/**
 * One SMS per mobile per interval, for everyone alike (a number without an account is throttled
 * the same, so the reply does not tell whether an account exists). Returns the seconds still to
 * wait, or 0 when the send may go ahead (and the clock restarted).
 */
export async function takeSmsSlot(db: DbOrTx, mobile: string, intervalSeconds: number): Promise<number> {
  const key = `sms:${mobile}`;
  const window = windowOf(intervalSeconds);
  const [taken] = await db
    .insert(loginAttempt)
    .values({ key, failures: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: loginAttempt.key,
      set: { failures: sql`${loginAttempt.failures} + 1`, windowStart: sql`now()` },
      setWhere: sql`${loginAttempt.windowStart} <= now() - ${window}`,
    })
    .returning({ key: loginAttempt.key });
  if (taken) return 0;
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${loginAttempt.windowStart} + ${window} - now())))::int` })
    .from(loginAttempt)
    .where(eq(loginAttempt.key, key));
  return Math.max(1, Number(row?.wait ?? intervalSeconds));
}
