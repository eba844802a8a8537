/**
 * The work history the big screen counts (issue 6): evaluation applications and their products,
 * certificates and the screen's display links.
 *
 * These are the minimal records of the evaluation, certificate and supervision workflows; the
 * issues that build those workflows extend these tables (new columns, child tables) rather than
 * starting over. Status and type columns hold the spec's codes (src/domain/codes.ts):
 *   eval_apply.type EVAL_TYPE, .field EVAL_FIELD, .status EVAL_STATUS
 *   eval_product.status EVAL_PRODUCT_STATUS, .outcome PRODUCT_OUTCOME
 *   zp_cert.status CERT_STATUS
 * Supervision's plans and tasks, which began here too, are in ./supervision.ts with the rest of their flow.
 * Indexes follow what the screen groups and filters by.
 */
import { boolean, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** An enterprise's evaluation application (评价申请). */
export const evalApply = pgTable(
  'eval_apply',
  {
    id: serial().primaryKey(),
    /** Application number, e.g. PJ202405001. */
    applyNo: varchar({ length: 30 }).notNull(),
    /** The applying enterprise (sys_org type 3). */
    orgId: integer().notNull(),
    /** The evaluation institution assigned (sys_org type containing 2); null until assigned. */
    unitOrgId: integer(),
    type: varchar({ length: 2 }).notNull(),
    field: varchar({ length: 2 }).notNull(),
    status: integer().notNull().default(-3),
    /** When the enterprise submitted it (null while a draft). */
    applyTime: timestamp({ withTimezone: true }),
    /** When the institution accepted it into evaluation. */
    acceptTime: timestamp({ withTimezone: true }),
    /** When it ended: passed (88), stopped (89) or not passed (99). */
    finishTime: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [
    uniqueIndex('eval_apply_no_uq').on(t.applyNo),
    index('eval_apply_org_idx').on(t.orgId),
    index('eval_apply_status_idx').on(t.status),
    index('eval_apply_apply_time_idx').on(t.applyTime),
    index('eval_apply_finish_time_idx').on(t.finishTime),
  ],
);

/** A product under evaluation in an application. */
export const evalProduct = pgTable(
  'eval_product',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    productId: integer().notNull(),
    /** The product's category at application time. */
    categoryId: integer(),
    productType: varchar({ length: 2 }),
    status: integer().notNull().default(0),
    /** Null until the evaluation decides. */
    outcome: integer(),
    createTime: created(),
  },
  (t) => [uniqueIndex('eval_product_eval_product_uq').on(t.evalId, t.productId), index('eval_product_product_idx').on(t.productId), index('eval_product_outcome_idx').on(t.outcome)],
);

/** A 圳品 certificate of one product. */
export const zpCert = pgTable(
  'zp_cert',
  {
    id: serial().primaryKey(),
    certNo: varchar({ length: 40 }).notNull(),
    orgId: integer().notNull(),
    productId: integer().notNull(),
    /** The evaluation application (zp_eval) that granted it; null for the demo world's older certificates. */
    evalId: integer(),
    status: integer().notNull().default(-3),
    /** 1 for the first issue; a change issues the next version under the same number. */
    version: integer().notNull().default(1),
    /** The generated certificate (PDF, file_base_info). */
    fileId: integer(),
    /** The stamped copy the certificate officer uploaded (file ids, as file fields hold them). */
    stampedFileId: varchar({ length: 100 }),
    /** The product's name, category and the enterprise's district as certified (the catalogue searches by them). */
    productName: varchar({ length: 100 }),
    categoryId: integer(),
    areaCode: varchar({ length: 12 }),
    /** The 圳品目录 batch (第N批) it was published in; null until published. */
    batchNo: integer(),
    /** The nearest expiry reminder sent (90, then 30 days before); null before the first. */
    remindedDays: integer(),
    issueDate: date(),
    expireDate: date(),
    /** Released to market (上市). */
    released: boolean().notNull().default(false),
    releaseDate: date(),
    /** When the status last changed (revoked, suspended, cancelled). */
    statusTime: timestamp({ withTimezone: true }),
    reason: varchar({ length: 500 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [
    uniqueIndex('zp_cert_no_uq').on(t.certNo),
    index('zp_cert_eval_idx').on(t.evalId),
    index('zp_cert_status_idx').on(t.status, t.released),
    index('zp_cert_org_idx').on(t.orgId),
    index('zp_cert_product_idx').on(t.productId),
    index('zp_cert_issue_idx').on(t.issueDate),
  ],
);

/** A published batch of the 圳品目录 (第N批): the certificates valid when it was published and not in an earlier batch. */
export const zpCertBatch = pgTable(
  'zp_cert_batch',
  {
    id: serial().primaryKey(),
    batchNo: integer().notNull(),
    title: varchar({ length: 100 }).notNull(),
    total: integer().notNull(),
    publishBy: integer(),
    publishTime: created(),
  },
  (t) => [uniqueIndex('zp_cert_batch_no_uq').on(t.batchNo)],
);

/** An earlier version of a certificate, as it stood before a change reissued it. */
export const zpCertVersion = pgTable(
  'zp_cert_version',
  {
    id: serial().primaryKey(),
    certId: integer().notNull(),
    version: integer().notNull(),
    issueDate: date(),
    expireDate: date(),
    fileId: integer(),
    stampedFileId: varchar({ length: 100 }),
    /** The approved change (zp_eval_change) that ended this version. */
    changeId: integer(),
    createTime: created(),
  },
  (t) => [uniqueIndex('zp_cert_version_uq').on(t.certId, t.version)],
);

/** A display link of the big screen: grants only the screen's read calls. The token is stored hashed (SHA-256). */
export const screenLink = pgTable(
  'screen_link',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 50 }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdBy: integer(),
    createTime: created(),
    /** Null: never expires. */
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('screen_link_token_uq').on(t.tokenHash), index('screen_link_time_idx').on(t.createTime)],
);
