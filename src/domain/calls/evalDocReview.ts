/** 文件评审 of an evaluation application (calls document §7.6): its rounds, their report, the applications waiting for one. */
import { z } from 'zod';
import { EVAL_ANNEX_GROUPS, EVAL_DOC_REVIEW_PATHS, type EvalAnnexGroupKey } from '../resources/evaluation';
import { anyBody, defineCall, generatedFile, id, pageOf, recordRow, searchParams } from './call';

const tag = '评价';

const groupKeys = EVAL_ANNEX_GROUPS.map((g) => g.key) as [EvalAnnexGroupKey, ...EvalAnnexGroupKey[]];

/** One annex group's finding: conform 1 符合, 0 不符合 (the CONFORMITY list), null not reviewed yet. */
export const docReviewItem = z.object({ groupKey: z.string(), conform: z.number().nullable(), note: z.string().nullable().optional() });

/** An annex group as the round reviews it: how many files it holds and whether the round must conclude on it. */
export const docReviewGroup = z.object({ groupKey: z.enum(groupKeys), label: z.string(), files: z.number(), toReview: z.boolean() });

/** A review round; the blank one getEvalDocReview offers has id null, no date, no conclusion. */
export const docReviewRound = z.object({
  id: z.number().nullable(),
  evalId: z.number(),
  reviewerName: z.string(),
  reviewDate: z.string().nullable(),
  items: z.array(docReviewItem).readonly().nullable(),
  /** PASS_OPINION: 1 通过, 0 不通过; null before the first save. */
  conclusion: z.number().nullable(),
  opinion: z.string(),
  report: generatedFile.nullable().optional(),
  createTime: z.string().nullable().optional(),
  updateTime: z.string().nullable().optional(),
  /** getEvalDocReview only: every annex group's file count and whether the round must conclude on it. */
  groups: z.array(docReviewGroup).readonly().optional(),
});

const evalId = () => id().meta({ title: '评价申请' });

export const evalDocReviewCalls = {
  get: defineCall({ method: 'POST', path: EVAL_DOC_REVIEW_PATHS.get, summary: '最新一轮文件评审（没有则为待填写的一轮）', tag, paramSet: z.looseObject({ evalId: evalId() }), reply: docReviewRound }),
  create: defineCall({ method: 'PUT', path: EVAL_DOC_REVIEW_PATHS.save, summary: '新的一轮文件评审', tag, body: z.looseObject({ evalId: evalId() }), reply: docReviewRound }),
  update: defineCall({ method: 'PUT', path: `${EVAL_DOC_REVIEW_PATHS.save}/:id`, summary: '修改一轮文件评审', tag, pathParams: z.object({ id: id() }), body: anyBody, reply: docReviewRound }),
  list: defineCall({ method: 'POST', path: EVAL_DOC_REVIEW_PATHS.list, summary: '申请的每一轮文件评审（新的在前）', tag, paramSet: z.looseObject({ evalId: evalId() }), reply: z.array(docReviewRound) }),
  orgPage: defineCall({ method: 'POST', path: EVAL_DOC_REVIEW_PATHS.orgPage, summary: '待文件评审的评价申请（分页）', tag, paramSet: searchParams, reply: pageOf(recordRow) }),
  report: defineCall({ method: 'POST', path: EVAL_DOC_REVIEW_PATHS.report, summary: '生成最新一轮的文件评审报告', tag, body: z.looseObject({ evalId: evalId() }), reply: generatedFile }),
} as const;
