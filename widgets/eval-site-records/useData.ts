/**
 * The on-site records' data: the application (under its own key, shared with the record page
 * beside it, for its status and assignment), the records grouped by picture type, the samples
 * (under the key of the record page's 抽样检测 table, so a save here refreshes it) and the
 * sampling and the evaluation reports; what the signed-in user may do (evalSiteAbilities over the session's user, the
 * server's rules, and the user's organisation, whose records alone it changes); the writes as TanStack mutations
 * (a record added, changed or removed refreshes the groups). Sample and recommendation saves answer with
 * the rows as they now are, which become the query's data at once.
 */
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  evalApplicationQuery,
  evalReportQuery,
  evalSiteKeys,
  generateEvalReport,
  generateSamplingReport,
  removeSiteRecord,
  samplesQuery,
  samplingReportQuery,
  saveRecommendations,
  saveSamples,
  siteGroupsQuery,
  updateSiteRecord,
  type EvalRecommendInput,
  type EvalSampleInput,
  type EvalSiteRecordChange,
  type EvalSiteRecordInput,
} from '@/api/evalSite';
import { isNotFound } from '@/api/http';
import { localFilesOf } from '@/api/device';
import { useOnline } from '@/api/offline';
import { deviceUrl, uploadOrKeep } from '@/api/photos';
import { useQueuedChanges, useQueuedSave } from '@/api/syncHooks';
import { changeBase, type SyncChange } from '@/api/syncQueue';
import { codeLabel } from '@/domain/codes';
import { evalSiteAbilities, type EvalSampleRow } from '@/domain/resources/evalSite';
import type { UploadType } from '@/domain/upload';
import { useSession } from '@/stores/session';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, type MutationControl } from '@/ui/widget';
import type { EvalSiteRecordsConfig } from './index';
import { actorOf, NO_ABILITIES, type QueuedPhotos, type SiteAbilities, type SiteState } from './site';

export interface EvalSiteRecordsData {
  readonly state: SiteState;
  readonly abilities: SiteAbilities;
  readonly addRecord: MutationControl<EvalSiteRecordInput>;
  readonly editRecord: MutationControl<EvalSiteRecordChange>;
  /** By the record's id. */
  readonly removeRecord: MutationControl<number>;
  readonly sample: MutationControl<readonly EvalSampleInput[]>;
  readonly recommend: MutationControl<readonly EvalRecommendInput[]>;
  readonly generate: MutationControl<void>;
  readonly generateEvalReport: MutationControl<void>;
  readonly upload: (file: File, type: UploadType) => Promise<UploadedFile>;
  /** Photos saved on this device, waiting for the server (the 待同步 queue). */
  readonly queued: readonly QueuedPhotos[];
  readonly online: boolean;
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : '加载失败');

export function useData(config: EvalSiteRecordsConfig, vars: Readonly<Record<string, unknown>>): EvalSiteRecordsData {
  const ref = useRecordRef(vars, config.idVar);
  const id = idOf(ref);
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const on = { enabled: id !== null, staleTime: RECORD_STALE_TIME };
  const [app, groups, samples, report, evalReport] = useQueries({
    queries: [
      { ...evalApplicationQuery(id ?? 0), ...on },
      { ...siteGroupsQuery(id ?? 0), ...on },
      { ...samplesQuery(id ?? 0), ...on },
      { ...samplingReportQuery(id ?? 0), ...on },
      { ...evalReportQuery(id ?? 0), ...on },
    ],
  });

  const need = () => {
    if (id === null) throw new Error('eval-site-records: a write without an application');
    return id;
  };
  const setRows = (rows: EvalSampleRow[]) => client.setQueryData(evalSiteKeys.samples(need()), rows);
  // A record added, changed or removed: the groups are asked again (the answer is one record, the page shows them by type).
  const refreshGroups = () => client.invalidateQueries({ queryKey: evalSiteKeys.groups(need()) });
  // Through the 待同步 queue: photos taken where there is no signal are kept on the device with the
  // record and sent when the network returns; online the record is sent at once.
  const userId = user?.id ?? 0;
  const online = useOnline();
  const addRecord = useQueuedSave(
    async (input: EvalSiteRecordInput): Promise<SyncChange> => ({
      ...changeBase(need(), `现场记录：${codeLabel('pictureType', input.pictureType)}`, await localFilesOf(userId, input.annexIds)),
      kind: 'evalPhoto',
      body: input,
    }),
  );
  const waiting = useQueuedChanges(id);
  const queued = useMemo(
    () =>
      waiting.flatMap(({ change, state }): QueuedPhotos[] =>
        change.kind === 'evalPhoto' ? [{ key: change.key, pictureType: change.body.pictureType, description: change.body.description ?? null, files: change.files.map((f) => ({ id: 0, name: f.name, url: deviceUrl(f.blob) })), state }] : [],
      ),
    [waiting],
  );
  const editRecord = useMutation({ mutationFn: updateSiteRecord, onSuccess: refreshGroups });
  const removeRecord = useMutation({ mutationFn: removeSiteRecord, onSuccess: refreshGroups });
  const sample = useMutation({ mutationFn: (items: readonly EvalSampleInput[]) => saveSamples(need(), items), onSuccess: setRows });
  const recommend = useMutation({ mutationFn: (items: readonly EvalRecommendInput[]) => saveRecommendations(need(), items), onSuccess: setRows });
  const generate = useMutation({ mutationFn: () => generateSamplingReport(need()), onSuccess: (r) => client.setQueryData(evalSiteKeys.report(need()), r) });
  const evalReportMutation = useMutation({ mutationFn: () => generateEvalReport(need()), onSuccess: (r) => client.setQueryData(evalSiteKeys.evalReport(need()), r) });
  // Made smaller first; with no network kept on the device until the record naming it is sent.
  const upload = useCallback((f: File, type: UploadType): Promise<UploadedFile> => uploadOrKeep(userId, f, type), [userId]);

  const main = [app, groups, samples] as const;
  let state: SiteState;
  if (ref.status !== 'id') state = ref;
  else if (main.some((q) => isNotFound(q.error))) state = { status: 'notFound' };
  else if (main.some((q) => q.status === 'error')) {
    const failed = main.find((q) => q.status === 'error');
    state = { status: 'error', message: messageOf(failed?.error), retry: () => main.forEach((q) => q.status === 'error' && void q.refetch()) };
  } else if (app.data && groups.data && samples.data) {
    state = {
      status: 'success',
      data: {
        evalId: ref.id,
        code: String(app.data.code ?? ref.id),
        status: Number(app.data.status),
        groups: groups.data,
        samples: samples.data,
        // A report that cannot be read is shown as not generated; the rest of the page still works.
        report: report.data ?? null,
        evalReport: evalReport.data ?? null,
      },
    };
  } else state = { status: 'loading' };

  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const actor = actorOf(user);
  const abilities: SiteAbilities =
    state.status === 'success' && app.data
      ? { ...evalSiteAbilities(actor, { unitId: num(app.data.unitId), testUnitId: num(app.data.testUnitId), status: Number(app.data.status) }), orgId: actor.orgId }
      : NO_ABILITIES;

  return {
    state,
    abilities,
    addRecord: fromMutation(addRecord),
    editRecord: fromMutation(editRecord),
    removeRecord: fromMutation(removeRecord),
    sample: fromMutation(sample),
    recommend: fromMutation(recommend),
    generate: fromMutation(generate),
    generateEvalReport: fromMutation(evalReportMutation),
    upload,
    queued,
    online,
  };
}
