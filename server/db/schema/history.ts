/**
 * Certificates, the catalogue's batches and the screen's display links. The big screen first
 * counted minimal records here; the certificate flow extended zp_cert in place, and the
 * evaluation history now lives in the evaluation flow's own tables (./evaluation.ts).
 * Status columns hold the spec's codes (src/domain/codes.ts): zp_cert.status CERT_STATUS.
 * Supervision's plans and tasks, which began here too, are in ./supervision.ts with the rest of their flow.
 * Indexes follow what the screen groups and filters by.
 */
import { boolean, date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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
    /** 评价依据 as certified: the standards cited, "number《name》" joined with 、 (null: none applied). */
    basis: varchar({ length: 500 }),
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
