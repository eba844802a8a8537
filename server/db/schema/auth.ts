/** Sign-in state kept in the database so several server processes can share it (ARCHITECTURE.md §7). */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
