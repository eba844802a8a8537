/**
 * 监督记录's data: the task and its records (the same queries as record-view's record and `records`
 * child, so the page asks once and a move made there refreshes them here), the signed-in user's
 * abilities (the server's rule, over the session's user), the result setting as a TanStack
 * mutation that refreshes every task and record list, and the export, which saves the Excel file
 * under the task's code.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotFound } from '@/api/http';
import { fetchTaskRecordsExcel, setRecordResults, taskQuery, taskRecordsQuery } from '@/api/jdRecords';
import { resourceKeys } from '@/api/resource';
import { JD_PATHS } from '@/domain/resources/jd';
import { useSession } from '@/stores/session';
import { saveBlob } from '@/ui/saveBlob';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl } from '@/ui/widget';
import type { JdRecordsConfig } from './index';
import { actorOf, RECORDS_TEXT, recordsAbilities, type RecordsAbilities, type RecordsState, type ResultInput } from './records';

export interface JdRecordsData {
  readonly state: RecordsState;
  readonly abilities: RecordsAbilities;
  readonly conclude: MutationControl<ResultInput>;
  readonly exportRecords: MutationControl<void>;
}

const NONE: RecordsAbilities = { conclude: false };
export function useData(config: JdRecordsConfig, vars: Readonly<Record<string, unknown>>): JdRecordsData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const enabled = id !== null;
  const task = useQuery({ ...taskQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const records = useQuery({ ...taskRecordsQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });

  const need = () => {
    if (id === null) throw new Error('jd-records: a write without a task');
    return id;
  };
  const conclude = useMutation({
    mutationFn: (i: ResultInput) => {
      need();
      return setRecordResults(i.ids, i.status);
    },
    // Awaited: the buttons stop spinning on a table that already shows the results.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: resourceKeys.all(JD_PATHS.task.prefix) }), client.invalidateQueries({ queryKey: resourceKeys.all(JD_PATHS.record.prefix) })]),
  });
  const code = task.data?.code ?? String(id ?? '');
  const exportRecords = useMutation({
    mutationFn: async () => {
      const blob = await fetchTaskRecordsExcel(need());
      saveBlob(blob, RECORDS_TEXT.fileName(code));
    },
  });

  let state: RecordsState;
  if (ref.status !== 'id') state = ref;
  else if (isNotFound(task.error) || isNotFound(records.error)) state = { status: 'notFound' };
  else {
    const failed = [fromQuery(task), fromQuery(records)].find((p) => p.status === 'error');
    if (failed) state = failed as RecordsState;
    else if (task.data && records.data) state = { status: 'success', data: { task: task.data, records: records.data } };
    else state = { status: 'loading' };
  }

  return {
    state,
    abilities: state.status === 'success' ? recordsAbilities(actorOf(user), state.data.task) : NONE,
    conclude: fromMutation(conclude),
    exportRecords: fromMutation(exportRecords),
  };
}
