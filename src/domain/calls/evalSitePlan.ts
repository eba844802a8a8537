/**
 * 现场评价计划 and the 现场评价通知书 of an evaluation application (calls document §7.6). A plan's
 * fields are checked by the server against the plan's definition (evalSitePlanResource), so a
 * refusal names them by the form's labels; the schemas here take the ids.
 */
import { z } from 'zod';
import { EVAL_SITE_PLAN_PATHS } from '../resources/evaluation';
import { defineCall, generatedFile, id, ids, recordRow } from './call';

const tag = '评价';

/** A place's plan as the list answers it. */
export const sitePlan = z.object({
  id: z.number(),
  evalId: z.number(),
  /** The application's enterprise, evaluation institution and testing unit, the plan's parties. */
  orgId: z.number(),
  unitId: z.number().nullable(),
  testUnitId: z.number().nullable(),
  placeId: z.number(),
  placeName: z.string().nullable(),
  address: z.string().nullable().optional(),
  startDate: z.string(),
  endDate: z.string(),
  leaderName: z.string(),
  memberNames: z.string().nullable(),
  /** Comma-joined product ids. */
  productIds: z.string(),
  productNames: z.string().nullable(),
  sampling: z.boolean(),
  /** EVAL_SITE_PLAN_STATUS (`evalSitePlanStatus`). */
  status: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** The notice generated and its stamped copy (null until uploaded). */
export const noticeFiles = z.object({ notice: generatedFile.nullable(), stamped: generatedFile.nullable() });

export const EVAL_NOTICE_PATHS = { generate: '/api/eval/notice/getNotice', stamped: '/api/eval/notice/upAnnexId' } as const;

const evalId = () => id().meta({ title: '评价申请' });
const planId = () => id().meta({ title: '现场评价计划' });

export const evalSitePlanCalls = {
  create: defineCall({ method: 'POST', path: EVAL_SITE_PLAN_PATHS.create, summary: '一个场所的现场评价计划（同一场所再次提交即替换）', tag, body: z.looseObject({ evalId: evalId() }), reply: sitePlan }),
  list: defineCall({ method: 'POST', path: EVAL_SITE_PLAN_PATHS.list, summary: '申请的现场评价计划', tag, paramSet: z.looseObject({ evalId: evalId() }), reply: z.array(sitePlan) }),
  remove: defineCall({ method: 'DELETE', path: EVAL_SITE_PLAN_PATHS.remove, summary: '删除尚未推送的现场评价计划', tag, query: z.looseObject({ ids: ids() }), reply: z.null() }),
  staffSave: defineCall({ method: 'PUT', path: EVAL_SITE_PLAN_PATHS.staffSave, summary: '现场评价计划的评价组', tag, body: z.looseObject({ id: planId() }), reply: z.object({ id: z.number() }) }),
  products: defineCall({ method: 'GET', path: EVAL_SITE_PLAN_PATHS.products, summary: '现场评价计划所到场所的产品', tag, query: z.looseObject({ onSitePlanId: planId() }), reply: z.array(recordRow) }),
  finish: defineCall({ method: 'POST', path: EVAL_SITE_PLAN_PATHS.finish, summary: '结束该场所的现场评价', tag, body: z.looseObject({ id: planId() }), reply: z.object({ id: z.number(), status: z.number() }) }),
  notice: defineCall({ method: 'POST', path: EVAL_NOTICE_PATHS.generate, summary: '现场评价通知书（准备现场评价的机构生成，其他人读取）', tag, body: z.looseObject({ evalId: evalId() }), reply: noticeFiles }),
  stampedNotice: defineCall({
    method: 'POST',
    path: EVAL_NOTICE_PATHS.stamped,
    summary: '上传盖章的现场评价通知书',
    tag,
    body: z.looseObject({ evalId: evalId(), annexId: id().meta({ title: '盖章通知书' }) }),
    reply: z.object({ evalId: z.number(), annexId: z.number() }),
  }),
} as const;
