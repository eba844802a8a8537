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
import { EVAL_PREFIX, EVAL_REPORT_PATHS } from '@/domain/resources/evaluation';
import { EVAL_SITE_PATHS, type EvalSampleRow, type EvalSamplingReport, type EvalSiteGroup, type EvalSiteRecord, type PictureType } from '@/domain/resources/evalSite';
import { del, get, post, put } from './http';
import { resourceKeys, type Row } from './resource';

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
export interface EvalReportFile {
  readonly id: number;
  readonly name: string;
  readonly url: string;
}

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

export const fetchEvalApplication = (evalId: number) => get<Row>(`${EVAL_PREFIX}/${evalId}`, undefined, SILENT);
export const fetchSiteGroups = (evalId: number) => post<EvalSiteGroup[]>(EVAL_SITE_PATHS.grouped, { evalId }, undefined, SILENT);
export const fetchSamples = (evalId: number) => get<EvalSampleRow[]>(EVAL_SITE_PATHS.samples, { evalId }, SILENT);
export const fetchSamplingReport = (evalId: number) => get<EvalSamplingReport | null>(EVAL_SITE_PATHS.samplingReport, { evalId }, SILENT);

export const fetchEvalReport = (evalId: number) => get<EvalReportFile | null>(EVAL_REPORT_PATHS.get, { evalId }, SILENT);

export const createSiteRecord = (evalId: number, input: EvalSiteRecordInput) => put<EvalSiteRecord>(EVAL_SITE_PATHS.record, { evalId, ...input }, SILENT);
export const updateSiteRecord = ({ id, ...change }: EvalSiteRecordChange) => put<EvalSiteRecord>(`${EVAL_SITE_PATHS.record}/${id}`, change, SILENT);
export const removeSiteRecord = (id: number) => del<null>(EVAL_SITE_PATHS.record, { ids: String(id) }, SILENT);
export const saveSamples = (evalId: number, items: readonly EvalSampleInput[]) => post<EvalSampleRow[]>(EVAL_SITE_PATHS.sample, { evalId, items }, undefined, SILENT);
export const saveRecommendations = (evalId: number, items: readonly EvalRecommendInput[]) => post<EvalSampleRow[]>(EVAL_SITE_PATHS.recommend, { evalId, items }, undefined, SILENT);
export const generateSamplingReport = (evalId: number) => post<EvalSamplingReport>(EVAL_SITE_PATHS.samplingReport, { evalId }, undefined, SILENT);

export const generateEvalReport = (evalId: number) => post<EvalReportFile>(EVAL_REPORT_PATHS.generate, { evalId }, undefined, SILENT);

export const evalApplicationQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.application(evalId), queryFn: () => fetchEvalApplication(evalId) });
export const siteGroupsQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.groups(evalId), queryFn: () => fetchSiteGroups(evalId) });
export const samplesQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.samples(evalId), queryFn: () => fetchSamples(evalId) });
export const samplingReportQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.report(evalId), queryFn: () => fetchSamplingReport(evalId) });
export const evalReportQuery = (evalId: number) => queryOptions({ queryKey: evalSiteKeys.evalReport(evalId), queryFn: () => fetchEvalReport(evalId) });
