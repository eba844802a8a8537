/**
 * 文件评审 of an evaluation application (server/modules/eval/docReview.ts):
 *   POST /api/eval/doc/review/getEvalDocReview {evalId}   the latest round, or a blank one (id null, no group concluded),
 *        with every annex group's file count and whether the round must conclude on it
 *   PUT  /api/eval/doc/review                              a new round;  PUT /api/eval/doc/review/{id}  the round changed
 *   POST /api/eval/doc/review/lst {evalId}                 every round, newest first (each with its report)
 *   POST /api/eval/doc/review/updateEvalDocReport {evalId} the latest round's Word report, generated and stored
 * Every call is silent: the widget shows a refusal where it happened, in the server's words.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generatedFile } from '@/domain/calls/call';
import { evalDocReviewCalls, type docReviewItem, type docReviewRound } from '@/domain/calls/evalDocReview';
import { EVAL_PREFIX } from '@/domain/resources/evaluation';
import { callApi } from './call';
import { resourceKeys } from './resource';

/** One annex group's finding: conform 1 符合, 0 不符合 (the CONFORMITY list), null not reviewed yet. */
export type DocReviewItem = z.output<typeof docReviewItem>;

/** A generated file as the review and notice calls name it. */
export type GeneratedFile = z.output<typeof generatedFile>;

/** A review round; the blank one getEvalDocReview offers has id null, no date, no conclusion. */
export type DocReviewRound = z.output<typeof docReviewRound>;

/** What 保存 sends: every group's finding, the conclusion (null: a draft) and the opinion. */
export interface DocReviewBody {
  readonly reviewerName: string;
  readonly reviewDate: string;
  readonly items: readonly DocReviewItem[];
  readonly conclusion: number | null;
  readonly opinion: string;
}

/** Under the application's own key: a move on the record page beside it refreshes the review and what the user may do. */
export const evalDocReviewKeys = {
  all: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'docReview'] as const,
  latest: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'docReview', 'latest'] as const,
  rounds: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'docReview', 'rounds'] as const,
};

const SILENT = { silent: true } as const;

export const fetchDocReview = (evalId: number) => callApi(evalDocReviewCalls.get, { paramSet: { evalId } }, SILENT);
export const fetchDocReviewRounds = (evalId: number) => callApi(evalDocReviewCalls.list, { paramSet: { evalId } }, SILENT);
/** A new round (`id` null) or the round `id` changed. */
export const saveDocReview = (evalId: number, id: number | null, body: DocReviewBody) =>
  id === null ? callApi(evalDocReviewCalls.create, { body: { evalId, ...body } }, SILENT) : callApi(evalDocReviewCalls.update, { pathParams: { id }, body: { ...body } }, SILENT);
export const generateDocReport = (evalId: number) => callApi(evalDocReviewCalls.report, { body: { evalId } }, SILENT);

export const docReviewQuery = (evalId: number) => queryOptions({ queryKey: evalDocReviewKeys.latest(evalId), queryFn: () => fetchDocReview(evalId) });
export const docReviewRoundsQuery = (evalId: number) => queryOptions({ queryKey: evalDocReviewKeys.rounds(evalId), queryFn: () => fetchDocReviewRounds(evalId) });
