/**
 * SMS verification codes in sms_outbox (there is no gateway: codes are logged). A code lives 5
 * minutes, only the newest unused one of a mobile and purpose counts, and it dies after 5 wrong
 * tries (a wrong check counts as a try, so the check call cannot be used to guess). A try is
 * taken before the comparison, so concurrent guesses cannot outrun the limit.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { SmsType } from '../../../src/domain/account';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

const PURPOSE_TEXT: Record<SmsType, string> = { login: '登录', reset: '找回密码', register: '注册' };

export async function createSmsCode(db: DbOrTx, mobile: string, purpose: SmsType): Promise<{ code: string; content: string }> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const content = `【圳品】您的${PURPOSE_TEXT[purpose]}验证码为 ${code}，5 分钟内有效，请勿泄露给他人。`;
  // Older codes of the same purpose stop counting: only the newest one is valid.
  await db.update(smsOutbox).set({ usedAt: sql`now()` }).where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, purpose), isNull(smsOutbox.usedAt)));
  await db.insert(smsOutbox).values({ mobile, purpose, code, content, expiresAt: new Date(Date.now() + SMS_TTL_MS) });
  // Housekeeping: expired codes older than a day go.
  await db.delete(smsOutbox).where(lt(smsOutbox.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
  return { code, content };
}

/** The newest unused, unexpired code of a mobile and purpose: the only one that counts. */
const newestLive = (db: DbOrTx, mobile: string, purpose: SmsType) =>
  db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, mobile), eq(smsOutbox.purpose, purpose), isNull(smsOutbox.usedAt), gt(smsOutbox.expiresAt, sql`now()`)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);

const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Is there a live code for this mobile and purpose (registration checks the code only when one was sent). */
export async function hasLiveSmsCode(db: DbOrTx, mobile: string, purpose: SmsType): Promise<boolean> {
  const [row] = await db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(inArray(smsOutbox.id, newestLive(db, mobile, purpose)), lt(smsOutbox.attempts, SMS_MAX_ATTEMPTS)));
  return !!row;
}

/**
 * Takes one try at the newest live code before it is compared (one conditional update, so
 * however many guesses arrive at once, a code is compared at most SMS_MAX_ATTEMPTS times).
 */
async function takeTry(db: DbOrTx, mobile: string, purpose: SmsType): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db
    .update(smsOutbox)
    .set({ attempts: sql`${smsOutbox.attempts} + 1` })
    .where(and(inArray(smsOutbox.id, newestLive(db, mobile, purpose)), lt(smsOutbox.attempts, SMS_MAX_ATTEMPTS), isNull(smsOutbox.usedAt)))
    .returning({ id: smsOutbox.id, code: smsOutbox.code });
  return row;
}

/** Checks without using the code up; only a wrong code costs a try. */
export async function checkSmsCode(db: DbOrTx, mobile: string, purpose: SmsType, code: string): Promise<boolean> {
  const row = await takeTry(db, mobile, purpose);
  if (!row || !same(row.code, code.trim())) return false;
  await db.update(smsOutbox).set({ attempts: sql`greatest(${smsOutbox.attempts} - 1, 0)` }).where(eq(smsOutbox.id, row.id));
  return true;
}

/** Uses the code up when it matches (one winner under concurrency: the update requires it still unused). */
export async function consumeSmsCode(db: DbOrTx, mobile: string, purpose: SmsType, code: string): Promise<boolean> {
  const row = await takeTry(db, mobile, purpose);
  if (!row || !same(row.code, code.trim())) return false;
  const used = await db
    .update(smsOutbox)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsOutbox.id, row.id), isNull(smsOutbox.usedAt)))
    .returning({ id: smsOutbox.id });
  return used.length === 1;
}
