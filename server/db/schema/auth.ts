/** Sign-in state kept in the database so several server processes can share it (ARCHITECTURE.md §7). */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const sysToken = pgTable(
  'sys_token',
  {
    /** SHA-256 of the token: a leaked table does not give working tokens. */
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: varchar({ length: 64 }),
  },
  (t) => [index('sys_token_user_idx').on(t.userId)],
);

export const sysCaptcha = pgTable('sys_captcha', {
  uuid: varchar({ length: 64 }).primaryKey(),
  answer: varchar({ length: 16 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** The development SMS outbox: there is no gateway on this machine, codes land here and in the log. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial().primaryKey(),
    mobile: varchar({ length: 20 }).notNull(),
    /** login, reset, register */
    purpose: varchar({ length: 20 }).notNull(),
    code: varchar({ length: 10 }).notNull(),
    content: varchar({ length: 500 }).notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.purpose)],
);

/** Failed sign-ins counted per key ('user:<name>' or 'ip:<address>') in a window. */
export const loginAttempt = pgTable('login_attempt', {
  key: varchar({ length: 120 }).primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * Hits of the public calls per key ('<group>|<address>') in a fixed window: the rate limiter's
 * store (server/http/rateLimit.ts), shared by every server process on the database.
 */
export const rateLimitHit = pgTable('rate_limit_hit', {
  key: varchar({ length: 160 }).primaryKey(),
  hits: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A write sent with an Idempotency-Key (server/http/idempotency.ts): the first request's answer,
 * kept so a device that sends the same change again (after no answer, or after a reload of its
 * queue) gets that answer instead of a second record. `replyBody` is null while it is processed.
 */
export const sysIdempotentRequest = pgTable(
  'sys_idempotent_request',
  {
    id: serial().primaryKey(),
    userId: integer().notNull(),
    key: varchar({ length: 64 }).notNull(),
    /** The method and path (no query) the key was first used for: the same key on another call is refused. */
    target: varchar({ length: 300 }).notNull(),
    replyStatus: integer(),
    replyType: varchar({ length: 100 }),
    replyBody: text(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_idempotent_request_uq').on(t.userId, t.key), index('sys_idempotent_request_time_idx').on(t.createTime)],
);
