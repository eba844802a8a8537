/**
 * Supervision (src/domain/resources/jd.ts; flows src/domain/workflows/jdPlan.ts, jdTask.ts,
 * jdSite.ts). Plans and tasks began as the wall's minimal records (migration 0003) and were
 * extended in place, so some columns keep their first names under the names the code uses. A task carries its enterprise (org_id), its supervision unit (unit_id) and testing
 * unit (test_unit_id): the scopes every list and child record of it filter by. A visit (site
 * plan) copies them, since its sub-flow's scope and actors read the row alone.
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const jdPlan = pgTable(
  'jd_plan',
  {
    id: serial().primaryKey(),
    /** JH + year + sequence. */
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    year: integer().notNull(),
    /** JD_TYPE (the column began as `type`, when the wall first counted plans). */
    jdType: varchar('type', { length: 2 }).notNull(),
    /** Comma-joined JD_METHOD codes. */
    methods: varchar({ length: 20 }).notNull(),
    /** The supervision unit and the testing unit the plan's tasks go to. */
    unitId: integer(),
    testUnitId: integer(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    remark: varchar({ length: 500 }),
    /** JD_PLAN_STATUS. */
    status: integer().notNull().default(-3),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_plan_code_uq').on(t.code), index('jd_plan_year_idx').on(t.year, t.jdType), index('jd_plan_status_idx').on(t.status)],
);

/** A certificate in a plan, and (once tasks are made) in the task of its enterprise. */
export const jdProd = pgTable(
  'jd_prod',
  {
    id: serial().primaryKey(),
    planId: integer().notNull(),
    taskId: integer(),
    certId: integer().notNull(),
    productId: integer().notNull(),
    orgId: integer().notNull(),
    sampling: boolean().notNull().default(false),
    remark: varchar({ length: 500 }),
    createTime: created(),
  },
  (t) => [uniqueIndex('jd_prod_plan_cert_uq').on(t.planId, t.certId), index('jd_prod_task_idx').on(t.taskId), index('jd_prod_cert_idx').on(t.certId)],
);

export const jdTask = pgTable(
  'jd_task',
  {
    id: serial().primaryKey(),
    /** JD + year + sequence (the column began as `task_no`). */
    code: varchar('task_no', { length: 30 }).notNull(),
    planId: integer(),
    year: integer().notNull(),
    /** The enterprise supervised. */
    orgId: integer().notNull(),
    /** The one product of a task of the wall's first records; dropped by the next migration (a task's products are its records). */
    productId: integer(),
    certId: integer(),
    /** The supervision unit (the column began as `unit_org_id`, the one unit of a task). */
    unitId: integer('unit_org_id'),
    testUnitId: integer(),
    /** JD_TYPE (began as `type`). */
    jdType: varchar('type', { length: 2 }).notNull(),
    /** Comma-joined JD_METHOD codes (began as `method`, one code). */
    methods: varchar('method', { length: 20 }).notNull(),
    /** JD_TASK_STATUS. */
    status: integer().notNull().default(-3),
    leaderName: varchar({ length: 20 }),
    memberNames: varchar({ length: 200 }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    remark: varchar({ length: 500 }),
    /** The task's outcome once concluded (JD_OPINION: 1 通过, -1 不通过) and its products' overall test opinion (TEST_OPINION), which the wall counts. */
    opinion: integer(),
    testOpinion: integer(),
    /** Management's conclusion, its opinion on 监督通过 / 监督不通过. */
    conclusion: varchar({ length: 500 }),
    /** Sent to the units (下发), and concluded. */
    issueTime: timestamp({ withTimezone: true }),
    finishTime: timestamp({ withTimezone: true }),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [
    uniqueIndex('jd_task_no_uq').on(t.code),
    index('jd_task_year_idx').on(t.year, t.jdType),
    index('jd_task_status_idx').on(t.status),
    index('jd_task_plan_idx').on(t.planId),
    index('jd_task_org_idx').on(t.orgId),
    index('jd_task_unit_idx').on(t.unitId, t.status),
    index('jd_task_test_unit_idx').on(t.testUnitId, t.status),
  ],
);

/** One product's result in a task. */
export const jdRecord = pgTable(
  'jd_record',
  {
    id: serial().primaryKey(),
    taskId: integer().notNull(),
    planId: integer().notNull(),
    prodId: integer().notNull(),
    certId: integer().notNull(),
    productId: integer().notNull(),
    orgId: integer().notNull(),
    /** The product's name and certificate number as supervised (copied when the product joins the task): what the lists search by. */
    productName: varchar({ length: 100 }),
    certNo: varchar({ length: 40 }),
    year: integer().notNull(),
    jdType: varchar({ length: 2 }).notNull(),
    /** JD_OPINION: the supervision unit's. */
    jdOpinion: integer().notNull().default(0),
    /** TEST_OPINION: from the product's spot items. */
    testOpinion: integer().notNull().default(0),
    /** JD_RECORD_STATUS: management's conclusion. */
    status: integer().notNull().default(0),
    remark: varchar({ length: 500 }),
    conclusionTime: timestamp({ withTimezone: true }),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [
    uniqueIndex('jd_record_task_prod_uq').on(t.taskId, t.prodId),
    index('jd_record_status_idx').on(t.status, t.year),
    index('jd_record_org_idx').on(t.orgId),
    index('jd_record_cert_idx').on(t.certId),
  ],
);

/** A task's on-site record (onSiteId). */
export const jdSite = pgTable(
  'jd_site',
  {
    id: serial().primaryKey(),
    taskId: integer().notNull(),
    leaderName: varchar({ length: 20 }),
    memberNames: varchar({ length: 200 }),
    summary: text(),
    taskBookFileId: integer(),
    nonComBookFileId: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_site_task_uq').on(t.taskId)],
);

/** A visit to one place (onSitePlanId), with its sub-flow's status. */
export const jdSitePlan = pgTable(
  'jd_site_plan',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    /** Copied from the task: the sub-flow's scope and actors read the row alone. */
    orgId: integer().notNull(),
    unitId: integer(),
    testUnitId: integer(),
    placeId: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    leaderName: varchar({ length: 20 }).notNull(),
    memberNames: varchar({ length: 200 }),
    /** Comma-joined product ids (the task's products made at the place). */
    productIds: varchar({ length: 500 }).notNull(),
    /** Comma-joined SPOT_ITEM_TYPE codes planned. */
    spotItemTypes: varchar({ length: 20 }),
    /** JD_SITE_STATUS. */
    status: integer().notNull(),
    pictureFileId: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_site_plan_place_uq').on(t.taskId, t.placeId), index('jd_site_plan_site_idx').on(t.siteId), index('jd_site_plan_unit_idx').on(t.unitId)],
);

export const jdDate = pgTable(
  'jd_date',
  {
    id: serial().primaryKey(),
    sitePlanId: integer().notNull(),
    taskId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    memberNames: varchar({ length: 200 }),
    remark: varchar({ length: 200 }),
  },
  (t) => [index('jd_date_plan_idx').on(t.sitePlanId), index('jd_date_task_idx').on(t.taskId)],
);

export const jdSchedule = pgTable(
  'jd_schedule',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    timeRange: varchar({ length: 30 }).notNull(),
    content: varchar({ length: 500 }).notNull(),
    participants: varchar({ length: 200 }),
    createTime: created(),
  },
  (t) => [index('jd_schedule_site_idx').on(t.siteId)],
);

export const jdObserved = pgTable(
  'jd_observed',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    sitePlanId: integer(),
    clause: varchar({ length: 100 }).notNull(),
    content: text().notNull(),
    /** CONFORMITY. */
    conformity: integer().notNull().default(1),
    annexIds: varchar({ length: 1000 }),
    createBy: integer(),
    createTime: created(),
  },
  (t) => [index('jd_observed_site_idx').on(t.siteId)],
);

export const jdNon = pgTable(
  'jd_non',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    /** Copied from the task: an enterprise's nonconformities are looked up across its tasks. */
    orgId: integer().notNull(),
    sitePlanId: integer(),
    productId: integer(),
    clause: varchar({ length: 100 }).notNull(),
    description: text().notNull(),
    /** JD_NON_LEVEL. */
    level: integer().notNull().default(1),
    deadline: date({ mode: 'string' }),
    annexIds: varchar({ length: 1000 }),
    createBy: integer(),
    createTime: created(),
  },
  (t) => [index('jd_non_site_idx').on(t.siteId), index('jd_non_org_idx').on(t.orgId)],
);

export const jdNonExp = pgTable(
  'jd_non_exp',
  {
    id: serial().primaryKey(),
    nonId: integer().notNull(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    explanation: text().notNull(),
    correction: text(),
    /** YES_NO: the inspectors verified the correction. */
    verified: integer(),
    annexIds: varchar({ length: 1000 }),
    createTime: created(),
  },
  (t) => [index('jd_non_exp_non_idx').on(t.nonId), index('jd_non_exp_site_idx').on(t.siteId)],
);

export const jdHisNon = pgTable(
  'jd_his_non',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    /** The earlier nonconformity copied in (batchSave), if any. */
    sourceNonId: integer(),
    sourceTaskId: integer(),
    clause: varchar({ length: 100 }).notNull(),
    description: text().notNull(),
    /** YES_NO. */
    corrected: integer().notNull().default(0),
    remark: varchar({ length: 500 }),
    createTime: created(),
  },
  (t) => [index('jd_his_non_site_idx').on(t.siteId)],
);

export const jdSitePhoto = pgTable(
  'jd_site_photo',
  {
    id: serial().primaryKey(),
    sitePlanId: integer().notNull(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    /** PICTURE_TYPE. */
    pictureType: varchar({ length: 2 }).notNull(),
    annexIds: varchar({ length: 1000 }).notNull(),
    description: varchar({ length: 500 }),
    createBy: integer(),
    createTime: created(),
  },
  (t) => [index('jd_site_photo_plan_idx').on(t.sitePlanId)],
);

export const jdDocReview = pgTable(
  'jd_doc_review',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    reviewer: varchar({ length: 20 }).notNull(),
    reviewDate: date({ mode: 'string' }).notNull(),
    /** CONFORMITY. */
    conclusion: integer().notNull(),
    opinion: varchar({ length: 1000 }),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_doc_review_site_uq').on(t.siteId)],
);

/** A document group's problem flag in the review (1 no problem, the spec's default; 0 a problem). */
export const jdDocProblem = pgTable(
  'jd_doc_problem',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    groupKey: varchar({ length: 30 }).notNull(),
    problem: integer().notNull().default(1),
    remark: varchar({ length: 500 }),
  },
  (t) => [uniqueIndex('jd_doc_problem_uq').on(t.siteId, t.groupKey)],
);

/** The enterprise's documents of one group for the review (copied from its evaluation, brought up to date). */
export const jdDocAnnex = pgTable(
  'jd_doc_annex',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    groupKey: varchar({ length: 30 }).notNull(),
    annexIds: varchar({ length: 1000 }),
    remark: varchar({ length: 500 }),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_doc_annex_uq').on(t.siteId, t.groupKey)],
);

/** The materials of an on-site record and their archive (归档). */
export const jdMat = pgTable(
  'jd_mat',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    /** The earlier on-site record whose materials were referenced (copied). */
    refSiteId: integer(),
    archived: boolean().notNull().default(false),
    archiveTime: timestamp({ withTimezone: true }),
    remark: varchar({ length: 500 }),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_mat_site_uq').on(t.siteId)],
);

export const jdMatItem = pgTable(
  'jd_mat_item',
  {
    id: serial().primaryKey(),
    matId: integer().notNull(),
    siteId: integer().notNull(),
    /** JD_MAT_GROUPS key. */
    groupKey: varchar({ length: 30 }).notNull(),
    annexIds: varchar({ length: 1000 }),
    problem: integer().notNull().default(1),
    remark: varchar({ length: 500 }),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_mat_item_uq').on(t.matId, t.groupKey)],
);

export const jdReport = pgTable(
  'jd_report',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    reportDate: date({ mode: 'string' }).notNull(),
    summary: text().notNull(),
    conclusion: text().notNull(),
    fileId: integer(),
    checkBookFileId: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('jd_report_site_uq').on(t.siteId)],
);

export const jdRptItem = pgTable(
  'jd_rpt_item',
  {
    id: serial().primaryKey(),
    siteId: integer().notNull(),
    taskId: integer().notNull(),
    item: varchar({ length: 200 }).notNull(),
    result: varchar({ length: 1000 }).notNull(),
    conformity: integer().notNull().default(1),
    remark: varchar({ length: 500 }),
    sort: integer().notNull().default(0),
    createTime: created(),
  },
  (t) => [index('jd_rpt_item_site_idx').on(t.siteId)],
);

/** A spot-test item of the testing unit: a sample of a product, water, soil or other, with its result. */
export const jdSpot = pgTable(
  'jd_spot',
  {
    id: serial().primaryKey(),
    taskId: integer().notNull(),
    sitePlanId: integer(),
    /** The plan product sampled (product items only). */
    prodId: integer(),
    /** SPOT_ITEM_TYPE, and its SPOT_TYPE. */
    itemType: integer().notNull(),
    spotType: integer().notNull(),
    sampleName: varchar({ length: 100 }).notNull(),
    sampleNo: varchar({ length: 50 }).notNull(),
    sampleDate: date({ mode: 'string' }).notNull(),
    testItems: varchar({ length: 500 }),
    result: varchar({ length: 500 }),
    /** TEST_OPINION (0 while testing). */
    testOpinion: integer().notNull().default(0),
    reportAnnexId: varchar({ length: 100 }),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [index('jd_spot_task_idx').on(t.taskId), index('jd_spot_prod_idx').on(t.prodId)],
);

/**
 * A generated 产品检测报告书 of a task (prod/getProductReportBook), kept each time it is made: the
 * file answers by its content hash (copied from file_base_info.sha256, so the lookup is indexed).
 */
export const jdReportBook = pgTable(
  'jd_report_book',
  {
    id: serial().primaryKey(),
    taskId: integer().notNull(),
    fileId: integer().notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    createBy: integer(),
    createTime: created(),
  },
  (t) => [index('jd_report_book_task_idx').on(t.taskId), index('jd_report_book_sha_idx').on(t.sha256)],
);
