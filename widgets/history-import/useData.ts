/**
 * The import page's data: the chosen file, its preview (POST /api/history/preview), the import
 * (POST /api/history/import) and the template download, each a TanStack mutation. A file the
 * server would refuse by its name or size is refused here first, without a call. A refused
 * import (someone imported the same certificates meanwhile) checks the file again, so the table
 * shows why; a done import refreshes every list of 企业历史产品 (the list under it on the page).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '@/api/feedback';
import { fetchHistoryTemplate, importHistory, previewHistory } from '@/api/history';
import { ApiCallError } from '@/api/http';
import { resourceKeys } from '@/api/resource';
import { HISTORY_FILE_EXT, HISTORY_MSG, HISTORY_TEMPLATE_FILE } from '@/domain/historyImport';
import { RESOURCES } from '@/domain/resources';
import { extOf, MAX_UPLOAD_BYTES, UPLOAD_MSG } from '@/domain/upload';
import { saveBlob } from '@/ui/saveBlob';
import type { ImportState, PreviewState } from './View';

/** What the file picker refuses before any call: not .xlsx, empty, or over the upload limit. */
export function checkFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (extOf(file.name) !== HISTORY_FILE_EXT) return HISTORY_MSG.onlyXlsx;
  if (file.size === 0) return UPLOAD_MSG.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MSG.tooLarge;
  return null;
}


const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : String(e));
/** A refusal of the file's rows (body code 400), not of the request. */
const isRowRefusal = (e: unknown) => e instanceof ApiCallError && e.kind === 'body' && e.code === 400;

export interface HistoryImportData {
  readonly preview: PreviewState;
  readonly importState: ImportState;
  readonly downloading: boolean;
  readonly pick: (file: File) => void;
  readonly runImport: () => void;
  readonly downloadTemplate: () => void;
  readonly reset: () => void;
}

export function useData(): HistoryImportData {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);

  const preview = useMutation({ mutationFn: previewHistory });
  const imported = useMutation({
    mutationFn: importHistory,
    onSuccess: async (r) => {
      feedback().success(HISTORY_MSG.imported(r.count));
      await client.invalidateQueries({ queryKey: resourceKeys.all(RESOURCES.zpHisProduct.prefix) });
    },
    onError: (e, f) => {
      if (isRowRefusal(e)) preview.mutate(f);
    },
  });
  const template = useMutation({
    mutationFn: fetchHistoryTemplate,
    onSuccess: (blob) => saveBlob(blob, HISTORY_TEMPLATE_FILE),
    onError: (e) => feedback().error(messageOf(e)),
  });

  const pick = (f: File) => {
    imported.reset();
    preview.reset();
    setFile(f);
    const why = checkFile(f);
    setRefused(why ? { fileName: f.name, message: why } : null);
    if (!why) preview.mutate(f);
  };

  let previewState: PreviewState;
  if (refused) previewState = { status: 'error', fileName: refused.fileName, message: refused.message };
  else if (preview.isPending && file) previewState = { status: 'checking', fileName: file.name };
  else if (preview.isError) previewState = { status: 'error', fileName: file?.name, message: messageOf(preview.error) };
  else if (preview.isSuccess) previewState = { status: 'ready', data: preview.data };
  else previewState = { status: 'idle' };

  let importState: ImportState;
  if (imported.isPending) importState = { status: 'importing', rows: preview.data?.total ?? 0 };
  else if (imported.isSuccess) importState = { status: 'done', result: imported.data };
  else if (imported.isError) importState = { status: 'error', message: messageOf(imported.error) };
  else importState = { status: 'idle' };

  return {
    preview: previewState,
    importState,
    downloading: template.isPending,
    pick,
    runImport: () => {
      if (file && preview.isSuccess && preview.data.errorRows === 0) imported.mutate(file);
    },
    downloadTemplate: () => template.mutate(),
    reset: () => {
      setFile(null);
      setRefused(null);
      preview.reset();
      imported.reset();
    },
  };
}
