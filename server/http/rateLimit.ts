/**
 * Per-address limits of the public calls (sign-in, SMS, captcha, registration, password reset),
 * through @fastify/rate-limit with a store in the database (rate_limit_hit): every server process
 * on one PostgreSQL counts in the same rows (ARCHITECTURE.md §7), one atomic upsert per hit. Over
 * the limit the caller gets the envelope with body code 429, the wait in the message, and
 * Retry-After. README "Rate limits" lists the numbers; ZP_RATE_LIMIT=off turns them off.
 */
import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimitHit } from '../db/schema';
import { ACCOUNT_MSG } from '../../src/domain/account';
import { ApiError } from './envelope';

/** Hits per address per window; far above what a person signing in or registering ever does. */
export const PUBLIC_RATE_LIMITS = {
  captcha: { max: 30, windowSeconds: 60 },
  /** Password and SMS sign-in together. */
  login: { max: 30, windowSeconds: 60 },
  /** Sending SMS codes (each mobile also waits 60 s between codes). */
  smsSend: { max: 10, windowSeconds: 10 * 60 },
  smsCheck: { max: 30, windowSeconds: 60 },
  register: { max: 5, windowSeconds: 60 },
  passwordReset: { max: 10, windowSeconds: 10 * 60 },
  /** Checking a certificate (a shop's customers scanning QR codes share one address: generous). */
  certVerify: { max: 60, windowSeconds: 60 },
} as const;

export type RateLimitGroup = keyof typeof PUBLIC_RATE_LIMITS;

/** An address as counted: IPv6 by its /64 (one subscriber's block), IPv4 as is. */
export const addressKey = (ip: string | null | undefined): string => (ip ? normalizeIP(ip, 64) : 'unknown');

/** The route option that puts a public call under its group's limit (ignored while the limits are off). */
export const publicRateLimit = (group: RateLimitGroup): RateLimitOptions => ({
  max: PUBLIC_RATE_LIMITS[group].max,
  timeWindow: PUBLIC_RATE_LIMITS[group].windowSeconds * 1000,
  keyGenerator: (req) => `${group}|${addressKey(req.ip)}`,
});

/** Old windows are swept now and then by whichever process counts (no timer to coordinate). */
const SWEEP_EVERY_HITS = 500;
const SWEEP_OLDER_THAN = sql.raw(`interval '1 day'`);

/** Counts one hit of a key in a fixed window of `windowMs`: the hits so far and the milliseconds left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(${Math.trunc(windowMs)}::int * interval '1 millisecond')`;
  const expired = sql`${rateLimitHit.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitHit)
    .values({ key, hits: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimitHit.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHit.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitHit.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHit.hits, ttl: sql<number>`ceil(extract(epoch from (${rateLimitHit.windowStart} + ${window} - now())) * 1000)::int` });
  return { current: row.hits, ttl: Math.max(0, Number(row.ttl)) };
}

function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  let hits = 0;
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        (r) => callback(null, r),
        (e: Error) => callback(e),
      );
      if (++hits % SWEEP_EVERY_HITS === 0) void db.delete(rateLimitHit).where(lt(rateLimitHit.windowStart, sql`now() - ${SWEEP_OLDER_THAN}`)).catch(() => undefined);
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Registers the limiter before the routes (its onRoute hook reads each route's `rateLimit`
 * option). Only routes that name a group are limited.
 */
export async function installRateLimit(app: FastifyInstance, db: Db, config: Pick<Config, 'rateLimit'>): Promise<void> {
  if (!config.rateLimit) return;
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    // The wait is in the message too: the portal shows a body code's message, not headers.
    errorResponseBuilder: (_req, ctx) => new ApiError(429, ACCOUNT_MSG.tooFrequent(Math.max(1, Math.ceil(ctx.ttl / 1000)))),
  });
}
