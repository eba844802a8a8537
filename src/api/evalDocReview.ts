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
import { EVAL_DOC_REVIEW_PATHS, EVAL_PREFIX, type DocReviewGroup } from '@/domain/resources/evaluation';
import type { FileInfo } from '@/domain/resources/file';
import { post, put } from './http';
import { resourceKeys } from './resource';

/** One annex group's finding: conform 1 符合, 0 不符合 (the CONFORMITY list), null not reviewed yet. */
export interface DocReviewItem {
  readonly groupKey: string;
  readonly conform: number | null;
  readonly note?: string | null;
}

/** A generated file as the review and notice calls name it. */
export interface GeneratedFile {
  readonly id: number;
  readonly name: string;
  readonly url: string;
}

/** A review round; the blank one getEvalDocReview offers has id null, no date, no conclusion. */
export interface DocReviewRound {
  readonly id: number | null;
  readonly evalId: number;
  readonly reviewerName: string;
  readonly reviewDate: string | null;
  readonly items: readonly DocReviewItem[] | null;
  /** PASS_OPINION: 1 通过, 0 不通过; null before the first save. */
  readonly conclusion: number | null;
  readonly opinion: string;
  readonly report?: GeneratedFile | null;
  readonly createTime?: string | null;
  readonly updateTime?: string | null;
  /** getEvalDocReview only: every annex group's file count and whether the round must conclude on it. */
  readonly groups?: readonly DocReviewGroup[];
}

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

export const fetchDocReview = (evalId: number) => post<DocReviewRound>(EVAL_DOC_REVIEW_PATHS.get, { evalId }, undefined, SILENT);
export const fetchDocReviewRounds = (evalId: number) => post<DocReviewRound[]>(EVAL_DOC_REVIEW_PATHS.list, { evalId }, undefined, SILENT);
/** A new round (`id` null) or the round `id` changed. */
export const saveDocReview = (evalId: number, id: number | null, body: DocReviewBody) =>
  id === null ? put<DocReviewRound>(EVAL_DOC_REVIEW_PATHS.save, { evalId, ...body }, SILENT) : put<DocReviewRound>(`${EVAL_DOC_REVIEW_PATHS.save}/${id}`, body, SILENT);
export const generateDocReport = (evalId: number) => post<FileInfo>(EVAL_DOC_REVIEW_PATHS.report, { evalId }, undefined, SILENT);

export const docReviewQuery = (evalId: number) => queryOptions({ queryKey: evalDocReviewKeys.latest(evalId), queryFn: () => fetchDocReview(evalId) });
export const docReviewRoundsQuery = (evalId: number) => queryOptions({ queryKey: evalDocReviewKeys.rounds(evalId), queryFn: () => fetchDocReviewRounds(evalId) });
