/**
 * The on-site evaluation's records and per-product results (server/modules/eval/siteRecords.ts):
 *   POST /api/zpevalgcannex/getGcAnnex {evalId}      every picture type in order with its files
 *   PUT  /api/zpevalgcannex {evalId, pictureType, annexIds, description?, takenTime?}   a record
 *   PUT  /api/zpevalgcannex/{id} {annexIds, description, takenTime}   a record changed (its type stays)
 *   DELETE /api/zpevalgcannex?ids=                   a record removed
 *   GET  /api/eval/product/samples?evalId=           one row per product: its sample and recommendation
 *   POST /api/eval/product/sample {evalId, items}    the testing unit's samples (answers the rows)
 *   POST /api/eval/product/recommend {evalId, items} the institution's recommendations (answers the rows)
 *   GET  /api/eval/product/samplingReport?evalId=    the report generated, or null
 *   POST /api/eval/product/samplingReport {evalId}   generates it
 *   GET  /api/eval/report/get?evalId=                the evaluation report generated, or null
 *   POST /api/eval/report/generate {evalId}          generates it (the institution, at 核查文件通过)
 * Every call is silent: the widget shows a refusal where it happened, in the server's words.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generatedFile } from '@/domain/calls/call';
import { evalApplyCalls } from '@/domain/calls/evalApply';
import { EVAL_PREFIX } from '@/domain/resources/evaluation';
import { evalSiteCalls } from '@/domain/calls/evalSite';
import type { PictureType } from '@/domain/resources/evalSite';
import { callApi } from './call';
import { fetchEvalRecord } from './evalRecord';
import { resourceKeys } from './resource';

/**
 * Under the application's own key: a move on its record page refreshes these. The samples share
 * the key of the record page's 抽样检测 child table, so a save here refreshes that table too.
 */
export const evalSiteKeys = {
  application: (evalId: number) => resourceKeys.one(EVAL_PREFIX, evalId),
  groups: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'site', 'groups'] as const,
  samples: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'child', 'samples'] as const,
  report: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'site', 'samplingReport'] as const,
  evalReport: (evalId: number) => [...resourceKeys.one(EVAL_PREFIX, evalId), 'site', 'evalReport'] as const,
};

/** The evaluation report's file. */
export type EvalReportFile = z.output<typeof generatedFile>;

export interface EvalSiteRecordInput {
  readonly pictureType: PictureType;
  readonly annexIds: string;
  readonly description?: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  readonly takenTime?: string | null;
}
/** A record changed: its files (of its type's kind), description and time taken; null clears the last two. */
export interface EvalSiteRecordChange {
  readonly id: number;
  readonly annexIds: string;
  readonly description: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  readonly takenTime: string | null;
}
export interface EvalSampleInput {
  readonly productId: number;
  readonly sampleNo: string;
  readonly sampleDate: string;
  readonly testOpinion: number;
  readonly reportAnnexId?: string | null;
}
export interface EvalRecommendInput {
  readonly productId: number;
  readonly recommend: number;
  readonly remark?: string | null;
}

const SILENT = { silent: true } as const;

/** The application (record-view's record and evalRecordQuery's: one key, one call). */
export const fetchEvalApplication = fetchEvalRecord;
export const fetchSiteGroups = (evalId: number) => callApi(evalSiteCalls.grouped, { paramSet: { evalId } }, SILENT);
export const fetchSamples = (evalId: number) => callApi(evalSiteCalls.samples, { paramSet: { evalId } }, SILENT);
export const fetchSamplingReport = (evalId: number) => callApi(evalSiteCalls.samplingReport, { paramSet: { evalId } }, SILENT);

export const fetchEvalReport = (evalId: number) => callApi(evalApplyCalls.report, { query: { evalId } }, SILENT);

/** `headers`: an Idempotency-Key when the record comes from the 待同步 queue (src/api/syncQueue.ts). */
export const createSiteRecord = (evalId: number, input: EvalSiteRecordInput, headers?: Readonly<Record<string, string>>) => callApi(evalSiteCalls.create, { body: { evalId, ...input } }, { ...SILENT, headers });
export const updateSiteRecord = ({ id, ...change }: EvalSiteRecordChange) => callApi(evalSiteCalls.update, { pathParams: { id }, body: change }, SILENT);
export const removeSiteRecord = (id: number) => callApi(evalSiteCalls.remove, { paramSet: { ids: String(id) } }, SILENT);
export const saveSamples = (evalId: number, items: readonly EvalSampleInput[]) => callApi(evalSiteCalls.sample, { body: { evalId, items } }, SILENT);
export const saveRecommendations = (evalId: number, items: readonly EvalRecommendInput[]) => callApi(evalSiteCalls.recommend, { body: { evalId, items } }, SILENT);
export const generateSamplingReport = (evalId: number) => callApi(evalSiteCalls.generateSamplingReport, { paramSet: { evalId } }, SILENT);

export const generateEvalReport = (evalId: number) => callApi(evalApplyCalls.generateReport, { body: { evalId } }, SILENT);

export const evalApplicationQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.application(evalId), queryFn: () => fetchEvalApplication(evalId) });
export const siteGroupsQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.groups(evalId), queryFn: () => fetchSiteGroups(evalId) });
export const samplesQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.samples(evalId), queryFn: () => fetchSamples(evalId) });
export const samplingReportQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.report(evalId), queryFn: () => fetchSamplingReport(evalId) });
export const evalReportQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.evalReport(evalId), queryFn: () => fetchEvalReport(evalId) });
