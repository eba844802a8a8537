/**
 * 监督抽检's data: the task (record-view's own query: same key, same call), its spot items and its
 * products (under the task's key, so a move on the record page beside refreshes them and what the
 * user may do), the signed-in user's abilities (the server's rule), the lookups of the report upload
 * and file names, and the writes as TanStack mutations that refresh everything under the task (its
 * records' test opinions follow the items). 产品检测报告书 is saved under the task's code, or linked
 * when the server answers the stored file; the latest stored one is linked for every reader.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isNotFound } from '@/api/http';
import type { JdGeneratedFile } from '@/api/jdFiles';
import { taskQuery } from '@/api/jdRecords';
import { fetchReportBook, jdSpotKeys, removeSpot, spotsQuery, storedReportBookQuery, taskProdsQuery } from '@/api/jdSpot';
import { useOnline } from '@/api/offline';
import { resourceKeys } from '@/api/resource';
import { useQueuedChanges, useQueuedSave } from '@/api/syncHooks';
import { changeBase, type SyncChange } from '@/api/syncQueue';
import { resourceLookups } from '@/api/resourceLookups';
import { JD_PATHS } from '@/domain/resources/jd';
import type { RecordValues } from '@/domain/sync';
import { useSession } from '@/stores/session';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { saveBlob } from '@/ui/saveBlob';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type MutationControl } from '@/ui/widget';
import type { JdSpotConfig } from './index';
import { actorOf, spotAbilities, type QueuedSpot, type SpotAbilities, type SpotInput, type SpotState } from './spot';

export interface JdSpotData {
  readonly state: SpotState;
  readonly queued: readonly QueuedSpot[];
  readonly online: boolean;
  readonly abilities: SpotAbilities;
  readonly save: MutationControl<SpotInput>;
  readonly remove: MutationControl<number>;
  readonly report: MutationControl<void>;
  readonly lookups: ResourceLookups;
}

/** A spot item as a change of the 待同步 queue, named in its list by the sample's name and number. */
function spotChange(taskId: number, i: SpotInput, base: RecordValues | null): SyncChange {
  const sample = [i.body.sampleName, i.body.sampleNo].filter((v) => typeof v === 'string' && v).join(' ');
  return { ...changeBase(taskId, `抽检项目：${sample}`), kind: 'jdSpot', id: i.id, body: { ...i.body }, base };
}

const NONE: SpotAbilities = { write: false, waiting: false, report: false };
export const reportFileName = (code: string) => `产品检测报告书-${code}.docx`;

export function useData(config: JdSpotConfig, vars: Readonly<Record<string, unknown>>): JdSpotData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const enabled = id !== null;
  const online = useOnline();
  const task = useQuery({ ...taskQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const items = useQuery({ ...spotsQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const prods = useQuery({ ...taskProdsQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });
  const book = useQuery({ ...storedReportBookQuery(id ?? 0), enabled, staleTime: RECORD_STALE_TIME });

  const need = () => {
    if (id === null) throw new Error('jd-spot: a write without a task');
    return id;
  };
  // Awaited: the dialog closes on a table that already shows the change; the records' test opinions follow.
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.one(JD_PATHS.task.prefix, need()) });
  // Through the 待同步 queue: a sample recorded in a field with no signal is kept on the device and
  // sent when the network returns (the dialog closes once it is on the device); online it is sent at once.
  const save = useQueuedSave((i: SpotInput) => {
    const taskId = need();
    const base = i.id === null ? null : ((client.getQueryData<{ content: readonly { id: number }[] }>(jdSpotKeys.items(taskId))?.content ?? []).find((r) => r.id === i.id) ?? null);
    return spotChange(taskId, i, base);
  });
  const waiting = useQueuedChanges(id);
  const queued = useMemo(() => waiting.flatMap(({ change, state }) => (change.kind === 'jdSpot' && change.id === null ? [{ key: change.key, values: change.body, state }] : [])), [waiting]);
  const remove = useMutation({ mutationFn: (spotId: number) => removeSpot(spotId), onSuccess: refresh });
  const code = task.data?.code ?? String(id ?? '');
  const report = useMutation({
    mutationFn: async (): Promise<JdGeneratedFile | null> => {
      const doc = await fetchReportBook(need());
      if (doc.kind === 'file') return doc.file;
      saveBlob(doc.blob, reportFileName(code));
      return null;
    },
    // The stored one shown to every reader is now the one just made.
    onSuccess: () => client.invalidateQueries({ queryKey: jdSpotKeys.book(need()) }),
  });
  const lookups = useMemo<ResourceLookups>(() => resourceLookups(client), [client]);

  let state: SpotState;
  if (ref.status !== 'id') state = ref;
  else if (isNotFound(task.error)) state = { status: 'notFound' };
  else {
    const failed = [fromQuery(task), fromQuery(items)].find((p) => p.status === 'error');
    if (failed) state = failed as SpotState;
    // The products matter only to the form, the stored report book only as a link: a refusal leaves either out, the items still show.
    else if (task.data && items.data && (prods.data || prods.isError) && (book.data !== undefined || book.isError))
      state = { status: 'success', data: { task: task.data, items: items.data.content, prods: prods.data ?? [], book: book.data ?? null } };
    else state = { status: 'loading' };
  }

  return {
    state,
    queued,
    online,
    abilities: state.status === 'success' ? spotAbilities(actorOf(user), state.data.task) : NONE,
    save: fromMutation(save),
    remove: fromMutation(remove),
    report: fromMutation(report),
    lookups,
  };
}
