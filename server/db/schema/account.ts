/** Enterprise self-registration: one row per registration, kept after the audit so the record list shows who decided what and when. */
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const zpRegister = pgTable(
  'zp_register',
  {
    id: serial().primaryKey(),
    /** The registering user (sys_user.id); the user's own status mirrors the audit outcome. */
    userId: integer().notNull(),
    /** The enterprise created with the registration (sys_org.id). */
    orgId: integer().notNull(),
    /** 1 pending review, 0 passed, 2 rejected (the user status codes). */
    status: integer().notNull().default(1),
    /** The reviewer's reason (required when rejecting). */
    reason: varchar({ length: 500 }),
    auditUserId: integer(),
    auditUserName: varchar({ length: 50 }),
    auditTime: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zp_register_user_uq').on(t.userId), index('zp_register_status_idx').on(t.status)],
);
