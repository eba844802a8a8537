/**
 * Basic data (基础数据): evaluation standards, technical specifications, attachment types and
 * evaluation rules. Fields and rules: src/domain/resources/standard.ts, annexType.ts, evalRule.ts.
 * Lists of other records (standardIds, annexIds, ...) are comma-joined ids, as the spec's annexIds.
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The columns evaluation standards and technical specifications share. */
const documentColumns = () => ({
  id: serial().primaryKey(),
  /** Standard number in the spec's format, e.g. T/SZS 2190―2021 (stored with the spec's dash ―). */
  code: varchar({ length: 60 }).notNull(),
  name: varchar({ length: 200 }).notNull(),
  /** Product type code (0-3) the document applies to; null = all. */
  productType: varchar({ length: 2 }),
  issuer: varchar({ length: 100 }).notNull(),
  publishDate: date().notNull(),
  implementDate: date().notNull(),
  abolishDate: date(),
  /** STANDARD_STATUS, derived from the dates by the server (1 现行, 2 即将实施, 0 废止). */
  status: integer().notNull().default(1),
  /** File ids of the document (PDF). */
  annexIds: varchar({ length: 255 }),
  remark: varchar({ length: 500 }),
  createBy: integer(),
  createTime: created(),
  updateTime: updated(),
});

export const baseStandard = pgTable(
  'base_standard',
  {
    ...documentColumns(),
    /** STANDARD_LEVEL: 1 国家标准 … 5 企业标准. */
    level: varchar({ length: 2 }).notNull(),
  },
  (t) => [uniqueIndex('base_standard_code_uq').on(t.code), index('base_standard_status_idx').on(t.status)],
);

export const baseTechSpec = pgTable(
  'base_tech_spec',
  {
    ...documentColumns(),
    /** TECH_SPEC_KIND: 1 评价技术规范 … */
    kind: varchar({ length: 2 }).notNull(),
  },
  (t) => [uniqueIndex('base_tech_spec_code_uq').on(t.code), index('base_tech_spec_status_idx').on(t.status)],
);

export const baseAnnexType = pgTable(
  'base_annex_type',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    /** Upload type group of src/domain/upload.ts (doc, pdfOnly, img, ...). */
    uploadType: varchar({ length: 20 }).notNull().default('doc'),
    maxSizeMb: integer().notNull().default(20),
    /** Most files of this type; 0 = no limit (the spec's attachment list count limit 0). */
    maxCount: integer().notNull().default(0),
    required: boolean().notNull().default(false),
    seq: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    remark: varchar({ length: 500 }),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [uniqueIndex('base_annex_type_code_uq').on(t.code), uniqueIndex('base_annex_type_name_uq').on(t.name)],
);

export const baseEvalRule = pgTable(
  'base_eval_rule',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    productType: varchar({ length: 2 }).notNull(),
    evalType: varchar({ length: 2 }).notNull(),
    evalField: varchar({ length: 2 }),
    version: varchar({ length: 20 }).notNull(),
    effectiveDate: date().notNull(),
    /** EVAL_RULE_STATUS: -3 草稿, 1 生效, 0 废止. */
    status: integer().notNull().default(-3),
    /** Comma-joined ids of base_standard, base_tech_spec and base_annex_type rows. */
    standardIds: varchar({ length: 255 }),
    techSpecIds: varchar({ length: 255 }),
    annexTypeIds: varchar({ length: 255 }),
    content: text(),
    annexIds: varchar({ length: 255 }),
    remark: varchar({ length: 500 }),
    createBy: integer(),
    createTime: created(),
    updateTime: updated(),
  },
  (t) => [uniqueIndex('base_eval_rule_name_version_uq').on(t.name, t.version), index('base_eval_rule_type_idx').on(t.productType, t.evalType)],
);
