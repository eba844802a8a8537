/**
 * Failed sign-ins counted in the database (login_attempt), so every server process sees the same
 * counters: per account (5 in 15 minutes) and per address (20 in 15 minutes). Counting is one
 * atomic upsert; reaching the limit locks the key for the window.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempt } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { ACCOUNT_MSG } from '../../../src/domain/account';

export const LOGIN_LIMITS = {
  user: { max: 5, windowSeconds: 15 * 60 },
  ip: { max: 20, windowSeconds: 15 * 60 },
} as const;

export interface ThrottleKeys {
  /** The account: the resolved username, or the typed name when none matched (so unknown names lock alike). */
  readonly user?: string;
  readonly ip?: string | null;
}

const keyOf = {
  user: (name: string) => `user:${name.toLowerCase()}`.slice(0, 120),
  ip: (ip: string) => `ip:${ip}`.slice(0, 120),
};

const keysOf = (k: ThrottleKeys) => [
  ...(k.user ? [{ key: keyOf.user(k.user), kind: 'user' as const }] : []),
  ...(k.ip ? [{ key: keyOf.ip(k.ip), kind: 'ip' as const }] : []),
];

/** The interval literal of a constant window (never user input). */
const windowOf = (seconds: number) => sql.raw(`interval '${Math.trunc(seconds)} seconds'`);

const lockMessage = (kind: 'user' | 'ip', seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return kind === 'user' ? ACCOUNT_MSG.lockedUser(minutes) : ACCOUNT_MSG.lockedIp(minutes);
};

/** Refuses (400 naming the wait) while the account or the address is locked. */
export async function assertNotLocked(db: DbOrTx, keys: ThrottleKeys): Promise<void> {
  const list = keysOf(keys);
  if (!list.length) return;
  const rows = await db
    .select({ key: loginAttempt.key, wait: sql<number>`ceil(extract(epoch from (${loginAttempt.lockedUntil} - now())))::int` })
    .from(loginAttempt)
    .where(and(inArray(loginAttempt.key, list.map((k) => k.key)), gt(loginAttempt.lockedUntil, sql`now()`)));
  // The account lock is named first: it is the one the person can do something about.
  for (const k of list) {
    const row = rows.find((r) => r.key === k.key);
    if (row) throw badRequest(lockMessage(k.kind, Number(row.wait)));
  }
}

/** Counts one failure on each key; returns the lock message when this failure reached a limit. */
export async function recordFailure(db: DbOrTx, keys: ThrottleKeys): Promise<string | null> {
  let message: string | null = null;
  for (const { key, kind } of keysOf(keys)) {
    const { max, windowSeconds } = LOGIN_LIMITS[kind];
    const window = windowOf(windowSeconds);
    const expired = sql`${loginAttempt.windowStart} <= now() - ${window}`;
    const next = sql`case when ${expired} then 1 else ${loginAttempt.failures} + 1 end`;
    const [row] = await db
      .insert(loginAttempt)
      .values({ key, failures: 1, windowStart: sql`now()`, lockedUntil: max <= 1 ? sql`now() + ${window}` : null })
      .onConflictDoUpdate({
        target: loginAttempt.key,
        set: {
          failures: next,
          windowStart: sql`case when ${expired} then now() else ${loginAttempt.windowStart} end`,
          lockedUntil: sql`case when ${next} >= ${max} then now() + ${window} else ${loginAttempt.lockedUntil} end`,
        },
      })
      .returning({ failures: loginAttempt.failures });
    if (row && row.failures >= max && !message) message = lockMessage(kind, windowSeconds);
  }
  return message;
}

/** A successful sign-in (or a password reset) forgives the account's failures; the address keeps its count. */
export async function clearFailures(db: DbOrTx, username: string): Promise<void> {
  await db.delete(loginAttempt).where(eq(loginAttempt.key, keyOf.user(username)));
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
