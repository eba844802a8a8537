/**
 * 监督报告's data: the task (record-view's own query and key, so a move made there refreshes this
 * page and what the user may do), its on-site record, the report, its items, the task's product
 * records, and — on its own — the enterprise's nonconformities at its previous supervision. Every
 * write is a TanStack mutation that pauses while offline and resumes when the network returns
 * (src/api/offline.ts); an opinion refreshes the record page's 监督记录 table too.
 */
import { useQueries, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isNotFound } from '@/api/http';
import {
  jdLastNonQuery,
  jdReportQuery,
  jdRowsQuery,
  jdSiteKeys,
  jdSiteQuery,
  jdTaskQuery,
  jdTaskRecordsQuery,
  makeJdCheckBook,
  removeJdRows,
  saveJdOpinions,
  saveJdReport,
  saveJdRow,
  type JdOpinionInput,
} from '@/api/jdSite';
import { useOfflineMutation, useOnline } from '@/api/offline';
import { mayWriteJdSite } from '@/domain/jdSite';
import { useSession } from '@/stores/session';
import { fromDraftMutation } from '@/ui/draft/control';
import type { DraftSave } from '@/ui/draft/DraftFormDialog';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, type WidgetData } from '@/ui/widget';
import type { JdReportConfig } from './index';
import { actorOf, type JdReportActions, type JdReportState } from './report';

export interface JdReportHookResult {
  readonly state: JdReportState;
  readonly canWrite: boolean;
  readonly actions: JdReportActions;
  readonly online: boolean;
}

function combined<T>(parts: readonly { status: 'pending' | 'error' | 'success'; error: unknown; refetch: () => unknown }[], value: () => T): WidgetData<T> {
  const failed = parts.find((q) => q.status === 'error');
  if (failed) return { status: 'error', message: failed.error instanceof Error && failed.error.message ? failed.error.message : '加载失败', retry: () => parts.forEach((q) => q.status === 'error' && void q.refetch()) };
  return parts.every((q) => q.status === 'success') ? { status: 'success', data: value() } : { status: 'loading' };
}

export function useData(config: JdReportConfig, vars: Readonly<Record<string, unknown>>): JdReportHookResult {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const taskId = id ?? 0;
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const online = useOnline();
  const on = { enabled: id !== null, staleTime: RECORD_STALE_TIME };
  const task = useQuery({ ...jdTaskQuery(taskId), ...on });
  const actor = actorOf(user);
  const target = task.data ? { unitId: task.data.unitId ?? null, status: Number(task.data.status) } : null;
  // As 现场监督 beside it asks (the same key): the unit that accepted the task has its on-site record made when missing.
  const create = target !== null && mayWriteJdSite(actor, target, 'team');
  const site = useQuery({ ...jdSiteQuery(taskId, create), enabled: id !== null && target !== null, staleTime: RECORD_STALE_TIME });
  const records = useQuery({ ...jdTaskRecordsQuery(taskId), ...on });
  const onSiteId = site.data?.id ?? 0;
  const onSite = { enabled: id !== null && !!site.data, staleTime: RECORD_STALE_TIME };
  const [report, items, lastNon] = useQueries({ queries: [{ ...jdReportQuery(taskId, onSiteId), ...onSite }, { ...jdRowsQuery(taskId, 'rptItem', onSiteId), ...onSite }, { ...jdLastNonQuery(taskId, onSiteId), ...onSite }] });

  const need = () => {
    if (!site.data) throw new Error('jd-report: a write without an on-site record');
    return site.data.id;
  };
  const refresh = (...keys: QueryKey[]) => () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  const k = jdSiteKeys;
  const saveReport = useOfflineMutation({ mutationFn: (s: DraftSave) => saveJdReport(s.id, s.body), onSuccess: refresh(k.report(taskId)) });
  const saveItem = useOfflineMutation({ mutationFn: (s: DraftSave) => saveJdRow('rptItem', s.id, s.body), onSuccess: refresh(k.rows(taskId, 'rptItem')) });
  const removeItem = useOfflineMutation({ mutationFn: (itemId: number) => removeJdRows('rptItem', [itemId]), onSuccess: refresh(k.rows(taskId, 'rptItem')) });
  const checkBook = useOfflineMutation({ mutationFn: () => makeJdCheckBook(need()) });
  const saveOpinions = useOfflineMutation({ mutationFn: (list: readonly JdOpinionInput[]) => saveJdOpinions(list), onSuccess: refresh(k.records(taskId), k.childRecords(taskId)) });

  let state: JdReportState;
  if (ref.status !== 'id') state = ref;
  else if (isNotFound(task.error) || isNotFound(site.error)) state = { status: 'notFound' };
  else if (task.data && site.status === 'success' && site.data === null) state = { status: 'notStarted', code: task.data.code, taskStatus: Number(task.data.status) };
  else {
    const whole = combined([task, site, records, report, items], () => null);
    if (whole.status === 'success' && task.data && site.data && records.data && items.data)
      state = {
        status: 'success',
        data: { task: task.data, site: site.data, report: report.data ?? null, items: items.data, records: records.data, lastNon: combined([lastNon], () => lastNon.data ?? []) },
      };
    else state = whole.status === 'success' ? { status: 'loading' } : whole;
  }

  const canWrite = state.status === 'success' && target !== null && mayWriteJdSite(actor, target, 'report');
  return {
    state,
    canWrite,
    online,
    actions: {
      saveReport: fromDraftMutation(saveReport),
      saveItem: fromDraftMutation(saveItem),
      removeItem: fromMutation(removeItem),
      checkBook: { run: () => checkBook.mutateAsync(), pending: checkBook.isPending, error: checkBook.error ? checkBook.error.message : null, reset: checkBook.reset },
      saveOpinions: fromDraftMutation(saveOpinions),
    },
  };
}
