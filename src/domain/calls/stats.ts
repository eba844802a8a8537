/**
 * The statistics reports (统计报表) and the history import (历史数据导入). A report's query is checked by the report's own reader (parseStatQuery), which names each
 * wrong filter in the report's words; the contract declares its shape.
 */
import { HISTORY_PATHS, historyImportResultSchema, historyPreviewSchema } from '../historyImport';
import { STAT_API, STAT_REPORT_IDS, STAT_REPORTS, statRecordSchema, statTableSchemaOf, type StatReportId } from '../stats';
import { anyBody, defineCall, pageOf } from './call';

const statCalls = (report: StatReportId) => {
  const tag = '统计';
  const def = STAT_REPORTS[report];
  const title = def.title;
  return {
    table: defineCall({ method: 'POST', path: STAT_API.table(report), summary: `${title}：统计表`, tag, body: anyBody, reply: statTableSchemaOf(def) }),
    records: defineCall({ method: 'POST', path: STAT_API.records(report), summary: `${title}：某一数字背后的记录`, tag, body: anyBody, reply: pageOf(statRecordSchema) }),
    export: defineCall({ method: 'POST', path: STAT_API.export(report), summary: `${title}：导出 Excel`, tag, body: anyBody, file: true }),
  };
};

export const STAT_CALLS = Object.fromEntries(STAT_REPORT_IDS.map((r) => [r, statCalls(r)])) as Record<StatReportId, ReturnType<typeof statCalls>>;

export const historyCalls = {
  template: defineCall({ method: 'GET', path: HISTORY_PATHS.template, summary: '下载历史数据导入模板', tag: '历史数据', file: true }),
  preview: defineCall({ method: 'POST', path: HISTORY_PATHS.preview, summary: '预览历史数据（上传 Excel，逐行检查）', tag: '历史数据', multipart: true, reply: historyPreviewSchema }),
  // A refused import (rows with errors) answers code 400 with HistoryRefusal as its data: a refusal, not this reply.
  import: defineCall({ method: 'POST', path: HISTORY_PATHS.import, summary: '导入历史数据（上传 Excel）', tag: '历史数据', multipart: true, reply: historyImportResultSchema }),
} as const;
