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
import { EVAL_PREFIX, EVAL_ANNEX_PATHS, type EvalAnnexForm, type EvalAnnexGroupKey, type EvalAnnexMark, type EvalAnnexPackEntry } from '@/domain/resources/evaluation';
import { ApiCallError, call, get, post } from './http';
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

export const fetchEvalAnnex = (evalId: number) => get<EvalAnnexForm>(EVAL_ANNEX_PATHS.form, { evalId }, SILENT);

export const fileEvalAnnex = (evalId: number, groupKey: EvalAnnexGroupKey, annexIds: string) => post<EvalAnnexForm>(EVAL_ANNEX_PATHS.file, { evalId, groupKey, annexIds }, undefined, SILENT);

export const markEvalAnnex = (evalId: number, items: readonly EvalAnnexMark[]) => post<EvalAnnexForm>(EVAL_ANNEX_PATHS.problem, { evalId, items }, undefined, SILENT);

/** An empty tip clears it. */
export const tipEvalAnnex = (evalId: number, groupKey: EvalAnnexGroupKey, tips: string) => post<EvalAnnexForm>(EVAL_ANNEX_PATHS.tips, { evalId, groupKey, tips }, undefined, SILENT);

export const fetchEvalAnnexPackList = (evalId: number) => post<EvalAnnexPackEntry[]>(EVAL_ANNEX_PATHS.packList, { evalId }, undefined, SILENT);

/** The materials package as a zip blob. */
export async function packEvalAnnex(evalId: number): Promise<Blob> {
  const blob = await call<Blob>({ method: 'POST', url: EVAL_ANNEX_PATHS.pack, data: { evalId }, responseType: 'blob', silent: true });
  // A refusal comes back as a JSON envelope even though a file was asked for.
  if (blob.type.includes('json')) {
    const env = JSON.parse(await blob.text()) as { code?: number; msg?: string };
    throw new ApiCallError(env.code ?? 500, env.msg ?? '打包下载失败', 'body');
  }
  return blob;
}

export const evalAnnexQuery = (evalId: number) =>
  queryOptions({
    queryKey: evalAnnexKeys.form(evalId),
    queryFn: () => fetchEvalAnnex(evalId),
  });
