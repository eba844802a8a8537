/**
 * Saved layouts (ARCHITECTURE.md §4): a layout document per layout id and scope. The effective
 * layout of a user is their own row, else a row of one of their roles, else the system row, else
 * the default shipped in src/layouts. `version` counts saves (optimistic concurrency for the
 * editor); `doc` is validated with src/domain/layout.ts when written and again when served.
 */
import { integer, jsonb, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { LayoutScope } from '../../../src/domain/layout';

export const sysLayout = pgTable(
  'sys_layout',
  {
    id: serial().primaryKey(),
    /** The kebab-case layout id ('home', or the `<layoutId>` of a `/views/<layoutId>` menu path). */
    layoutId: varchar({ length: 64 }).notNull(),
    scope: varchar({ length: 10 }).$type<LayoutScope>().notNull(),
    /** sys_user.id for 'user', sys_role.id for 'role', null for 'system'. */
    ownerId: integer(),
    doc: jsonb().$type<unknown>().notNull(),
    version: integer().notNull().default(1),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // NULLS NOT DISTINCT: exactly one system row per layout id (its ownerId is null). The
  // constraint's index also serves the lookups, which all lead with layoutId.
  (t) => [unique('sys_layout_owner_uq').on(t.layoutId, t.scope, t.ownerId).nullsNotDistinct()],
);
