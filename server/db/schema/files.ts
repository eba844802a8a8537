import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const fileBaseInfo = pgTable(
  'file_base_info',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    ext: varchar({ length: 20 }).notNull(),
    mime: varchar({ length: 100 }).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    /** Path below DATA_DIR/files. */
    storagePath: varchar({ length: 255 }).notNull(),
    orgId: integer(),
    createBy: integer(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_base_info_org_idx').on(t.orgId)],
);
