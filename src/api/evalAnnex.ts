/**
 * The annex document form of an evaluation application (calls document §7.6; server/modules/eval/annex.ts):
 *   GET  /api/eval/annex/getZpEvalAnnex?evalId=           the form (every group, its files and marks)
 *   POST /api/eval/mat_item/upd_annex {evalId, groupKey, annexIds}   the enterprise files a group
 *   POST /api/eval/problem/upProblem {evalId, items}       the institution marks completeness
 *   POST /api/eval/annex/upTips {evalId, groupKey, tips}   the institution's tip on a group
 *   POST /api/eval/annex/packCatalogueZipByEvalId {evalId} the materials as a zip (a blob)
 *   POST /api/file/pkg/lst {evalId}                        what that zip holds
 * The writes answer with the form as it now is. Every call is silent: the widget shows a refusal
 * where it happened, in the server's words.
 */
import { queryOptions } from '@tanstack/react-query';
import { evalAnnexCalls } from '@/domain/calls/evalAnnex';
import { EVAL_PREFIX, type EvalAnnexGroupKey, type EvalAnnexMark } from '@/domain/resources/evaluation';
import { callApi, fileApi } from './call';
import { resourceKeys } from './resource';

/**
 * Under the application's own key (resourceKeys.one of /api/eval/base): whatever refreshes the
 * application (a move on its record page) refreshes its materials, status and what the user may do.
 */
export const evalAnnexKeys = {
  form: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'annex'] as const,
  packList: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'annex', 'packList'] as const,
};

const SILENT = { silent: true } as const;

export const fetchEvalAnnex = (evalId: number) => callApi(evalAnnexCalls.form, { paramSet: { evalId } }, SILENT);

export const fileEvalAnnex = (evalId: number, groupKey: EvalAnnexGroupKey, annexIds: string) => callApi(evalAnnexCalls.file, { body: { evalId, groupKey, annexIds } }, SILENT);

export const markEvalAnnex = (evalId: number, items: readonly EvalAnnexMark[]) => callApi(evalAnnexCalls.problem, { body: { evalId, items } }, SILENT);

/** An empty tip clears it. */
export const tipEvalAnnex = (evalId: number, groupKey: EvalAnnexGroupKey, tips: string) => callApi(evalAnnexCalls.tips, { body: { evalId, groupKey, tips } }, SILENT);

export const fetchEvalAnnexPackList = (evalId: number) => callApi(evalAnnexCalls.packList, { body: { evalId } }, SILENT);

/** The materials package as a zip blob. */
export const packEvalAnnex = (evalId: number): Promise<Blob> => fileApi(evalAnnexCalls.pack, { paramSet: { evalId } }, { silent: true, paramSetIn: 'body' });

export const evalAnnexQuery = (evalId: number) =>
  queryOptions({
    queryKey: evalAnnexKeys.form(evalId),
    queryFn: () => fetchEvalAnnex(evalId),
  });
