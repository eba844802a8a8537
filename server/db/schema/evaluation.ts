/**
 * Evaluation applications (src/domain/resources/evaluation.ts, flow src/domain/workflows/evaluation.ts):
 * the application, one row per product applied for (its status, recommendation, test opinion and
 * outcome through the evaluation), and the materials filed per annex group with the institution's
 * completeness marks. Every application carries its enterprise (org_id) and, once assigned, its
 * evaluation institution (unit_id) and testing unit (test_unit_id): the scopes lists filter by.
 */
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const zpEval = pgTable(
  'zp_eval',
  {
    id: serial().primaryKey(),
    /** PJ + year + sequence, given on creation. */
    code: varchar({ length: 30 }).notNull(),
    orgId: integer().notNull(),
    evalType: varchar({ length: 2 }).notNull(),
    evalField: varchar({ length: 2 }).notNull(),
    year: integer().notNull(),
    /** Comma-joined ids of the enterprise's products and places applied for (rows per product in zp_eval_product). */
    productIds: varchar({ length: 500 }).notNull(),
    placeIds: varchar({ length: 500 }).notNull(),
    contact: varchar({ length: 20 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    status: integer().notNull(),
    unitId: integer(),
    testUnitId: integer(),
    leaderName: varchar({ length: 20 }),
    memberNames: varchar({ length: 200 }),
    /** 现场评价通知书: the generated file, and the stamped copy the institution uploads back. */
    noticeFileId: integer(),
    noticeAnnexId: integer(),
    /** 评价报告: the generated Word report the institution pushes to management. */
    reportFileId: integer(),
    submitTime: timestamp({ withTimezone: true }),
    /** When it reached an end (通过, 终止, 未通过); the flow engine stamps it. */
    endTime: timestamp({ withTimezone: true }),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [
    uniqueIndex('zp_eval_code_uq').on(t.code),
    index('zp_eval_org_idx').on(t.orgId, t.status),
    index('zp_eval_unit_idx').on(t.unitId, t.status),
    index('zp_eval_test_unit_idx').on(t.testUnitId),
    index('zp_eval_status_idx').on(t.status),
    // The statistics read periods on these.
    index('zp_eval_submit_time_idx').on(t.submitTime),
    index('zp_eval_end_time_idx').on(t.endTime),
  ],
);

export const zpEvalProduct = pgTable(
  'zp_eval_product',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    productId: integer().notNull(),
    /** EVAL_PRODUCT_STATUS. */
    status: integer().notNull(),
    /** RECOMMEND_OPINION, TEST_OPINION, PRODUCT_OUTCOME; null until given. */
    recommend: integer(),
    testOpinion: integer(),
    outcome: integer(),
    createTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_product_uq').on(t.evalId, t.productId), index('zp_eval_product_product_idx').on(t.productId)],
);

/** The materials of one annex group of an application, and the institution's completeness marks on them. */
export const zpEvalAnnex = pgTable(
  'zp_eval_annex',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    /** EVAL_ANNEX_GROUPS key. */
    groupKey: varchar({ length: 30 }).notNull(),
    /** Comma-joined file ids. */
    annexIds: varchar({ length: 1000 }),
    /** The institution's result: 1 no problem (the spec's default), 0 a problem. */
    problem: integer().notNull().default(1),
    remark: varchar({ length: 500 }),
    otherRemark: varchar({ length: 500 }),
    moreRemark: varchar({ length: 500 }),
    /** What the institution asks the enterprise to fix (upTips). */
    tips: varchar({ length: 1000 }),
    /** Extra question flags of the group ({ key: boolean }). */
    questions: jsonb(),
    /**
     * When the institution last marked the group (upProblem); null until it has, and again once the
     * enterprise files the group anew: `problem` alone cannot tell a mark from its default.
     */
    markTime: timestamp({ withTimezone: true }),
    updateTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_annex_uq').on(t.evalId, t.groupKey)],
);

/** 企业预申请: an enterprise's intent to apply, pre-reviewed by management (src/domain/resources/evalPre.ts). */
export const zpEvalPre = pgTable(
  'zp_eval_pre',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    evalType: varchar({ length: 2 }).notNull(),
    evalField: varchar({ length: 2 }).notNull(),
    productNames: varchar({ length: 500 }).notNull(),
    placeNames: varchar({ length: 500 }).notNull(),
    annualOutput: numeric({ precision: 14, scale: 2 }),
    contact: varchar({ length: 20 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    remark: varchar({ length: 1000 }),
    /** EVAL_PRE_STATUS. */
    status: integer().notNull(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [index('zp_eval_pre_org_idx').on(t.orgId, t.status)],
);

/** 现场评价计划: one per place of an application, its dates, team and the products seen (and sampled) there. */
export const zpEvalSitePlan = pgTable(
  'zp_eval_site_plan',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    /** The application's enterprise, evaluation institution and testing unit, copied so the plan's flow reads its scope and actors from its own row. */
    orgId: integer().notNull(),
    unitId: integer(),
    testUnitId: integer(),
    placeId: integer().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    leaderName: varchar({ length: 20 }).notNull(),
    memberNames: varchar({ length: 200 }),
    /** Comma-joined product ids of the application seen at this place. */
    productIds: varchar({ length: 500 }).notNull(),
    /** Products are sampled on site (the testing unit comes along). */
    sampling: boolean().notNull().default(false),
    /** EVAL_SITE_PLAN_STATUS: 13 planning, 14 pushed, 15 confirmed, 16 on site, 66 the place's visit ended. */
    status: integer().notNull(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_site_plan_uq').on(t.evalId, t.placeId)],
);

/** 文件评审: the institution's review of an application's documents, one per round, with its report. */
export const zpEvalDocReview = pgTable(
  'zp_eval_doc_review',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    reviewerName: varchar({ length: 50 }).notNull(),
    reviewDate: date().notNull(),
    /** Per annex group: { groupKey, conform (1 yes, 0 no), note }. */
    items: jsonb(),
    /** PASS_OPINION: 1 passed, 0 not; null while the round is a draft. */
    conclusion: integer(),
    opinion: varchar({ length: 2000 }).notNull(),
    /** The generated 文件评审报告. */
    reportFileId: integer(),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [index('zp_eval_doc_review_eval_idx').on(t.evalId)],
);

/** 评审会: a meeting of experts that decides the applications waiting for it, product by product, with its minutes. */
export const zpEvalMeeting = pgTable('zp_eval_meeting', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  meetDate: date().notNull(),
  place: varchar({ length: 200 }),
  experts: varchar({ length: 500 }).notNull(),
  /** Comma-joined ids of the applications on the agenda. */
  evalIds: varchar({ length: 1000 }).notNull(),
  minutes: varchar({ length: 4000 }),
  createBy: integer(),
  createTime: created(),
  updateTime: created(),
});

/** A meeting's decision on one product of one application (PASS_OPINION), with its reason. */
export const zpEvalMeetingDecision = pgTable(
  'zp_eval_meeting_decision',
  {
    id: serial().primaryKey(),
    meetingId: integer().notNull(),
    evalId: integer().notNull(),
    productId: integer().notNull(),
    pass: integer().notNull(),
    remark: varchar({ length: 500 }),
    createTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_meeting_decision_uq').on(t.meetingId, t.evalId, t.productId), index('zp_eval_meeting_decision_eval_idx').on(t.evalId)],
);

/** 变更申请 (FLOW_BG_): a change to a passed evaluation, its rows of changes, under the institution's opinion and management's approval. */
export const zpEvalChange = pgTable(
  'zp_eval_change',
  {
    id: serial().primaryKey(),
    orgId: integer().notNull(),
    evalId: integer().notNull(),
    /** The institution that evaluated it (its opinion is asked). */
    unitId: integer(),
    changeType: integer().notNull(),
    /** Rows of { action, productId?, placeId?, before?, after } (src/domain/resources/evalChange.ts). */
    items: jsonb().notNull(),
    reason: varchar({ length: 1000 }).notNull(),
    annexIds: varchar({ length: 200 }),
    /** CHANGE_STATUS. */
    status: integer().notNull(),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [index('zp_eval_change_org_idx').on(t.orgId, t.status), index('zp_eval_change_unit_idx').on(t.unitId), index('zp_eval_change_eval_idx').on(t.evalId)],
);
