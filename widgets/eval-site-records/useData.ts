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
import { useCallback } from 'react';
import {
  createSiteRecord,
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
import { uploadFile } from '@/api/lookups';
import { evalSiteAbilities, type EvalSampleRow } from '@/domain/resources/evalSite';
import type { UploadType } from '@/domain/upload';
import { useSession } from '@/stores/session';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, type MutationControl } from '@/ui/widget';
import type { EvalSiteRecordsConfig } from './index';
import { actorOf, NO_ABILITIES, type SiteAbilities, type SiteState } from './site';

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
  const addRecord = useMutation({ mutationFn: (input: EvalSiteRecordInput) => createSiteRecord(need(), input), onSuccess: refreshGroups });
  const editRecord = useMutation({ mutationFn: updateSiteRecord, onSuccess: refreshGroups });
  const removeRecord = useMutation({ mutationFn: removeSiteRecord, onSuccess: refreshGroups });
  const sample = useMutation({ mutationFn: (items: readonly EvalSampleInput[]) => saveSamples(need(), items), onSuccess: setRows });
  const recommend = useMutation({ mutationFn: (items: readonly EvalRecommendInput[]) => saveRecommendations(need(), items), onSuccess: setRows });
  const generate = useMutation({ mutationFn: () => generateSamplingReport(need()), onSuccess: (r) => client.setQueryData(evalSiteKeys.report(need()), r) });
  const evalReportMutation = useMutation({ mutationFn: () => generateEvalReport(need()), onSuccess: (r) => client.setQueryData(evalSiteKeys.evalReport(need()), r) });
  const upload = useCallback((f: File, type: UploadType) => uploadFile(f, type).then((saved): UploadedFile => ({ id: saved.id, name: saved.name, url: saved.url })), []);

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
  };
}
