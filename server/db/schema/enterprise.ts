/**
 * An enterprise's own production records (src/domain/resources/enterpriseRecords.ts): batch
 * records, output plans, label activations, self-assessments and history products; and the
 * staff of an institution with their qualifications (机构人员核验). Every row
 * carries its organisation (org_id), which is what lists filter by first.
 */
import { date, index, integer, jsonb, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** 生产批次: one record of a production batch; record_type is BATCH_RECORD_TYPE (1-5). */
export const zpBatch = pgTable(
  'zp_batch',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    batchNo: varchar({ length: 50 }).notNull(),
    productId: integer().notNull(),
    placeId: integer(),
    recordType: integer().notNull(),
    recordDate: date().notNull(),
    quantity: numeric({ precision: 14, scale: 2 }),
    unit: varchar({ length: 20 }),
    operator: varchar({ length: 50 }),
    content: varchar({ length: 1000 }),
    /** Comma-joined file ids. */
    annexIds: varchar({ length: 200 }),
    createTime: created(),
  },
  (t) => [index('zp_batch_org_idx').on(t.orgId, t.recordDate), index('zp_batch_product_idx').on(t.productId)],
);

/** 产量计划: the output planned for a product in a year. */
export const zpOutputPlan = pgTable(
  'zp_output_plan',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    year: integer().notNull(),
    productId: integer().notNull(),
    placeId: integer(),
    plannedOutput: numeric({ precision: 14, scale: 2 }).notNull(),
    actualOutput: numeric({ precision: 14, scale: 2 }),
    startDate: date(),
    endDate: date(),
    remark: varchar({ length: 500 }),
    createTime: created(),
  },
  (t) => [index('zp_output_plan_org_idx').on(t.orgId, t.year), index('zp_output_plan_product_idx').on(t.productId)],
);

/** 激活记录: 圳品 trace labels activated for a batch of a product; who activated them is kept. */
export const zpActivation = pgTable(
  'zp_activation',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    productId: integer().notNull(),
    batchNo: varchar({ length: 50 }),
    codeCount: integer().notNull(),
    codeStart: varchar({ length: 15 }),
    codeEnd: varchar({ length: 15 }),
    createBy: integer(),
    remark: varchar({ length: 500 }),
    createTime: created(),
  },
  (t) => [index('zp_activation_org_idx').on(t.orgId), index('zp_activation_product_idx').on(t.productId)],
);

/** 自我评价: the 8-item assessment template and the enterprise's own conclusion. */
export const zpSelfAssess = pgTable(
  'zp_self_assess',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    areaCode: varchar({ length: 12 }),
    contact: varchar({ length: 50 }),
    phone: varchar({ length: 30 }),
    productName: varchar({ length: 100 }).notNull(),
    productType: varchar({ length: 2 }).notNull(),
    productCount: integer().notNull(),
    evalType: varchar({ length: 2 }).notNull(),
    /** The products assessed, one object per product (src/domain/resources/enterpriseRecords.ts selfAssessItemResource). */
    items: jsonb(),
    conclusion: varchar({ length: 2000 }).notNull(),
    annexIds: varchar({ length: 200 }),
    createTime: created(),
  },
  (t) => [index('zp_self_assess_org_idx').on(t.orgId)],
);

/** 企业历史产品: a product and its certificate from before the portal (imported by 历史数据). */
export const zpHisProduct = pgTable(
  'zp_his_product',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    productName: varchar({ length: 100 }).notNull(),
    brand: varchar({ length: 100 }),
    productType: varchar({ length: 2 }),
    spec: varchar({ length: 50 }),
    certNo: varchar({ length: 40 }),
    issueDate: date(),
    expireDate: date(),
    remark: varchar({ length: 500 }),
    createTime: created(),
  },
  (t) => [index('zp_his_product_org_idx').on(t.orgId), index('zp_his_product_cert_idx').on(t.certNo)],
);

/** 机构人员核验: a staff member of an institution and the qualification management verifies (STAFF_VERIFY). */
export const unitStaff = pgTable(
  'unit_staff',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    name: varchar({ length: 20 }).notNull(),
    mobile: varchar({ length: 11 }),
    title: varchar({ length: 50 }),
    qualification: integer().notNull(),
    certNo: varchar({ length: 50 }).notNull(),
    certExpire: date().notNull(),
    /** Comma-joined file ids. */
    certFile: varchar({ length: 100 }),
    status: integer().notNull().default(-3),
    createTime: created(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_staff_org_idx').on(t.orgId), index('unit_staff_status_idx').on(t.status)],
);
