/**
 * What the on-site evaluation leaves behind (src/domain/resources/evalSite.ts, server/modules/eval/siteRecords.ts):
 * the photo and video records taken on site (现场记录, the spec's zpevalgcannex), the testing unit's
 * samples with their test opinions, the institution's per-product recommendation remarks, and the
 * sampling report (抽样报告) generated from the samples. The opinions themselves are also written onto
 * zp_eval_product (recommend, test_opinion), where the rest of the evaluation reads them.
 */
import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** One on-site record: photos (or a video) of one picture type, with a description and when they were taken. */
export const zpEvalGcAnnex = pgTable(
  'zp_eval_gc_annex',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    /** The site plan (place visit) it belongs to, when the writer names one. */
    sitePlanId: integer(),
    /** PICTURE_TYPE code ('1' 产品 … '7' 视频). */
    pictureType: varchar({ length: 2 }).notNull(),
    /** Comma-joined file ids, all uploaded by the writing organisation. */
    annexIds: varchar({ length: 1000 }).notNull(),
    description: varchar({ length: 500 }),
    takenTime: timestamp({ withTimezone: true }),
    /** The organisation that wrote it (the institution or the testing unit): only its users change it. */
    orgId: integer().notNull(),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [index('zp_eval_gc_annex_eval_idx').on(t.evalId, t.pictureType)],
);

/** The testing unit's sample of one product of an application, and its test opinion (TEST_OPINION 1 or 2). */
export const zpEvalSample = pgTable(
  'zp_eval_sample',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    productId: integer().notNull(),
    sampleNo: varchar({ length: 50 }).notNull(),
    sampleDate: date().notNull(),
    testOpinion: integer().notNull(),
    /** The test report file (the testing unit's own upload). */
    reportAnnexId: integer(),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_sample_uq').on(t.evalId, t.productId)],
);

/** The institution's recommendation of one product (RECOMMEND_OPINION) with its remark. */
export const zpEvalRecommend = pgTable(
  'zp_eval_recommend',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    productId: integer().notNull(),
    recommend: integer().notNull(),
    remark: varchar({ length: 500 }),
    createBy: integer(),
    createTime: created(),
    updateTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_recommend_uq').on(t.evalId, t.productId)],
);

/** The latest sampling report (抽样报告) generated for an application. */
export const zpEvalSamplingReport = pgTable(
  'zp_eval_sampling_report',
  {
    id: serial().primaryKey(),
    evalId: integer().notNull(),
    fileId: integer().notNull(),
    createBy: integer(),
    createTime: created(),
  },
  (t) => [uniqueIndex('zp_eval_sampling_report_uq').on(t.evalId)],
);
