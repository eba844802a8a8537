/** The flow log: every move of every workflow (src/domain/workflows), written in the transaction that makes it. */
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const flowLog = pgTable(
  'flow_log',
  {
    id: serial().primaryKey(),
    /** The flow's key (`productReview`), with the record id the process of one record. */
    flowKey: varchar({ length: 40 }).notNull(),
    recordId: integer().notNull(),
    action: varchar({ length: 40 }).notNull(),
    actionLabel: varchar({ length: 60 }).notNull(),
    fromStatus: integer().notNull(),
    toStatus: integer().notNull(),
    /** Who moved; null for a move the system makes itself (a certificate expiring), named 系统. */
    actorId: integer(),
    /** Names as they were at the time of the move (a renamed user or organisation keeps its history). */
    actorName: varchar({ length: 100 }).notNull(),
    orgId: integer(),
    orgName: varchar({ length: 200 }),
    opinion: text(),
    annexIds: varchar({ length: 500 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The row's link in the log's hash chain (server/http/logChain.ts), set when the row is sealed. */
    chainSeq: bigint({ mode: 'number' }),
    chainHash: varchar({ length: 64 }),
  },
  (t) => [index('flow_log_record_idx').on(t.flowKey, t.recordId, t.id), uniqueIndex('flow_log_chain_idx').on(t.chainSeq)],
);

/** The head of each log's hash chain: its last sealed link, so rows cut from the end show too (logChain.ts). */
export const logChain = pgTable('log_chain', {
  log: varchar({ length: 20 }).primaryKey(),
  lastSeq: bigint({ mode: 'number' }).notNull(),
  lastHash: varchar({ length: 64 }).notNull(),
  sealedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
