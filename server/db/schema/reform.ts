/**
 * Rectification and exit of supervised products (src/domain/resources/jdReform.ts; flows
 * src/domain/workflows/jdReform.ts and jdExit.ts). A rectification belongs to one unpassed
 * supervision record and copies the scope columns its flow reads alone: the enterprise (org_id)
 * and the supervision unit that found the failure (unit_id). An exit belongs to a certificate.
 */
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const jdReform = pgTable(
  'jd_reform',
  {
    id: serial().primaryKey(),
    recordId: integer().notNull(),
    taskId: integer().notNull(),
    certId: integer().notNull(),
    productId: integer().notNull(),
    /** The product's name as supervised (what messages and 待办 call the rectification). */
    productName: varchar({ length: 200 }),
    orgId: integer().notNull(),
    unitId: integer(),
    /** REFORM_STATUS. */
    status: integer().notNull().default(1),
    deadline: date({ mode: 'string' }),
    items: text(),
    /** YES_NO: the certificate was suspended when the rectification started. */
    suspendCert: integer(),
    measures: text(),
    reportFileId: varchar({ length: 100 }),
    /** The evidence, with the submit move's attachments. */
    annexIds: varchar({ length: 500 }),
    objectionDeadline: date({ mode: 'string' }),
    /** The last notice made (整改通知书, then 整改不合格通知书): file_base_info id. */
    noticeFileId: varchar({ length: 100 }),
    /** REFORM_RESULT once ended. */
    result: integer(),
    /** The exit it opened. */
    exitId: integer(),
    /** The nearest deadline reminder sent (a date: one reminder per deadline). */
    remindedFor: date({ mode: 'string' }),
    createTime: created(),
    updateTime: created(),
    endTime: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('jd_reform_record_uq').on(t.recordId), index('jd_reform_status_idx').on(t.status), index('jd_reform_org_idx').on(t.orgId), index('jd_reform_unit_idx').on(t.unitId), index('jd_reform_cert_idx').on(t.certId)],
);

export const jdExit = pgTable(
  'jd_exit',
  {
    id: serial().primaryKey(),
    certId: integer().notNull(),
    productId: integer().notNull(),
    /** The product's name as certified (what messages and 待办 call the exit). */
    productName: varchar({ length: 200 }),
    orgId: integer().notNull(),
    /** EXIT_SOURCE. */
    source: integer().notNull(),
    reason: text().notNull(),
    /** The rectification that opened it. */
    reformId: integer(),
    /** EXIT_STATUS. */
    status: integer().notNull().default(1),
    objectionDeadline: date({ mode: 'string' }),
    noticeFileId: varchar({ length: 100 }),
    /** The certificate's status the exit ended it with (CERT_STATUS cancelled or revoked). */
    certOutcome: integer(),
    remindedFor: date({ mode: 'string' }),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
    endTime: timestamp({ withTimezone: true }),
  },
  (t) => [index('jd_exit_cert_idx').on(t.certId), index('jd_exit_status_idx').on(t.status), index('jd_exit_org_idx').on(t.orgId)],
);
