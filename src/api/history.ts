/**
 * 历史数据 import calls (src/domain/historyImport.ts holds the shapes and the rules):
 *   fetchHistoryTemplate   GET  /api/history/template -> the .xlsx template as a blob
 *   previewHistory         POST /api/history/preview (multipart `file`) -> every row with its problems
 *   importHistory          POST /api/history/import (the same file) -> the number of rows saved
 * Preview and import are silent (the page shows the refusal beside the file) and may take longer
 * than the usual timeout: a file of 10 000 rows is read, checked and saved in one request.
 */
import { historyCalls } from '@/domain/calls/stats';
import { callApi, fileApi } from './call';

/** How long preview and import may take (the usual 30 s is for small calls). */
export const HISTORY_TIMEOUT_MS = 180_000;

/** Silent: the page says a refusal itself. */
export const fetchHistoryTemplate = (): Promise<Blob> => fileApi(historyCalls.template, {}, { silent: true });

const form = (file: File) => {
  const f = new FormData();
  f.append('file', file, file.name);
  return f;
};

export const previewHistory = (file: File) => callApi(historyCalls.preview, { body: form(file) }, { silent: true, timeout: HISTORY_TIMEOUT_MS });

export const importHistory = (file: File) => callApi(historyCalls.import, { body: form(file) }, { silent: true, timeout: HISTORY_TIMEOUT_MS });
