/**
 * 现场监督's data: the task (record-view's own query and key, so a move made there refreshes this
 * page and what the user may do), its on-site record (made when missing by the unit that accepted
 * the task), the places, visits, days and photos, and — each on its own, so one failing call
 * leaves the rest working — the on-site records, the document review with the enterprise's
 * documents, and the materials checklist. Every write is a TanStack mutation that pauses while
 * offline and resumes when the network returns (src/api/offline.ts); each refreshes what it
 * changed.
 */
import { useQueries, useQuery, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isNotFound } from '@/api/http';
import {
  copyJdHisNon,
  fileJdMaterial,
  jdDocGroupsQuery,
  jdDocReviewQuery,
  jdMaterialsQuery,
  jdPhotosQuery,
  jdPlacesQuery,
  jdRowsQuery,
  jdSiteKeys,
  jdSiteQuery,
  jdTaskQuery,
  jdVisitDaysQuery,
  jdVisitsQuery,
  makeJdMaterialsZip,
  makeJdNonComBook,
  makeJdPictureWord,
  makeJdTaskBook,
  makeJdVisitZip,
  moveJdVisit,
  removeJdPhoto,
  removeJdRows,
  removeJdVisit,
  saveJdDocGroup,
  saveJdDocProblems,
  saveJdDocReview,
  saveJdTeam,
  saveJdVisit,
  saveJdVisitDays,
  type JdDocProblem,
  type JdPhotoBody,
  type JdVisitBody,
  type JdVisitDayInput,
} from '@/api/jdSite';
import { DEVICE_USAGE_KEY, deviceUsage, localFilesOf } from '@/api/device';
import { useOfflineMutation, useOnline } from '@/api/offline';
import { deviceUrl, uploadOrKeep } from '@/api/photos';
import { useQueuedChanges, useQueuedSave } from '@/api/syncHooks';
import { changeBase, type SyncChange } from '@/api/syncQueue';
import { resourceLookups } from '@/api/resourceLookups';
import { jdSiteAbilities, mayWriteJdSite, NO_JD_SITE_ABILITIES, type JdSiteAbilities } from '@/domain/jdSite';
import { JD_SITE_ROW_RESOURCES } from '@/domain/resources/jd';
import type { UploadType } from '@/domain/upload';
import { useSession } from '@/stores/session';
import { fromDraftMutation } from '@/ui/draft/control';
import type { DraftSave } from '@/ui/draft/DraftFormDialog';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { idOf, RECORD_STALE_TIME } from '@/ui/record/recordVar';
import { useRecordRef } from '@/ui/record/useRecordRef';
import { fromMutation, fromQuery, type WidgetData } from '@/ui/widget';
import type { JdSiteConfig } from './index';
import { actorOf, type Control, type JdSiteActions, type JdSiteQueued, type JdSiteRecords, type JdSiteRowKind, type JdSiteState, type QueuedEntry, type VisitMove } from './site';

export interface JdSiteHookResult {
  readonly state: JdSiteState;
  readonly abilities: JdSiteAbilities;
  readonly actions: JdSiteActions;
  readonly online: boolean;
  readonly upload: (file: File, type: UploadType) => Promise<UploadedFile>;
  readonly lookups: ResourceLookups;
}

/** A mutation whose answer the view uses. */
const control = <I, O>(m: UseMutationResult<O, Error, I>): Control<I, O> => ({ run: m.mutateAsync, pending: m.isPending, error: m.error ? m.error.message : null, reset: m.reset });

/** Several queries as one part of the page: its first failure, else loading until all have answered. */
function combined<T>(parts: readonly { status: 'pending' | 'error' | 'success'; error: unknown; refetch: () => unknown }[], value: () => T): WidgetData<T> {
  const failed = parts.find((q) => q.status === 'error');
  if (failed) return { status: 'error', message: failed.error instanceof Error && failed.error.message ? failed.error.message : '加载失败', retry: () => parts.forEach((q) => q.status === 'error' && void q.refetch()) };
  return parts.every((q) => q.status === 'success') ? { status: 'success', data: value() } : { status: 'loading' };
}


/** A record's name in the 待同步 list: its kind and what it is about. */
const rowLabel = (kind: JdSiteRowKind, body: Readonly<Record<string, unknown>>) => {
  const about = [body.clause, body.content, body.explanation, body.date].find((v) => typeof v === 'string' && v.trim());
  const title = JD_SITE_ROW_RESOURCES[kind].title;
  return about ? `${title}：${String(about).slice(0, 40)}` : title;
};

/** The queue's changes of this task, as the page shows them beside the server's records. */
function queuedOf(changes: readonly { change: SyncChange; state: QueuedEntry['state'] }[]): JdSiteQueued {
  const rows: { [K in JdSiteRowKind]: QueuedEntry[] } = { schedule: [], observed: [], non: [], nonExp: [], hisNon: [] };
  const photos: (QueuedEntry & { visitId: number })[] = [];
  for (const { change, state } of changes) {
    const files = change.files.map((f) => ({ id: 0, name: f.name, url: deviceUrl(f.blob) }));
    if (change.kind === 'jdRow' && change.id === null && change.rowKind in rows) rows[change.rowKind as JdSiteRowKind].push({ key: change.key, values: change.body, files, state });
    if (change.kind === 'jdPhoto') photos.push({ key: change.key, values: { ...change.body }, files, state, visitId: change.body.onSitePlanId });
  }
  return { rows, photos };
}

export function useData(config: JdSiteConfig, vars: Readonly<Record<string, unknown>>): JdSiteHookResult {
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
  // The unit that accepted the task has its on-site record made when missing; everyone else only reads it.
  const create = target !== null && mayWriteJdSite(actor, target, 'team');
  const site = useQuery({ ...jdSiteQuery(taskId, create), enabled: id !== null && target !== null, staleTime: RECORD_STALE_TIME });
  const [places, visits, days] = useQueries({ queries: [{ ...jdPlacesQuery(taskId), ...on }, { ...jdVisitsQuery(taskId), ...on }, { ...jdVisitDaysQuery(taskId), ...on }] });
  const onSiteId = site.data?.id ?? 0;
  const onSite = { enabled: id !== null && !!site.data, staleTime: RECORD_STALE_TIME };
  const photos = useQuery({ ...jdPhotosQuery(taskId, onSiteId), ...onSite });
  const [schedule, observed, non, nonExp, hisNon] = useQueries({
    queries: [
      { ...jdRowsQuery(taskId, 'schedule', onSiteId), ...onSite },
      { ...jdRowsQuery(taskId, 'observed', onSiteId), ...onSite },
      { ...jdRowsQuery(taskId, 'non', onSiteId), ...onSite },
      { ...jdRowsQuery(taskId, 'nonExp', onSiteId), ...onSite },
      { ...jdRowsQuery(taskId, 'hisNon', onSiteId), ...onSite },
    ],
  });
  const [docReview, docGroups, materials] = useQueries({
    queries: [
      { ...jdDocReviewQuery(taskId, onSiteId), ...onSite },
      { ...jdDocGroupsQuery(taskId, onSiteId), ...onSite },
      { ...jdMaterialsQuery(taskId, onSiteId), ...onSite },
    ],
  });

  const need = () => {
    if (!site.data) throw new Error('jd-site: a write without an on-site record');
    return site.data.id;
  };
  const refresh = (...keys: QueryKey[]) => () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
  const k = jdSiteKeys;

  const team = useOfflineMutation({ mutationFn: (s: DraftSave) => saveJdTeam(need(), s.body), onSuccess: refresh(k.site(taskId), k.task(taskId)) });
  const taskBook = useOfflineMutation({ mutationFn: () => makeJdTaskBook(need()) });
  const nonComBook = useOfflineMutation({ mutationFn: () => makeJdNonComBook(need()) });
  const saveVisit = useOfflineMutation({ mutationFn: (b: JdVisitBody) => saveJdVisit(taskId, b), onSuccess: refresh(k.visits(taskId), k.days(taskId)) });
  const removeVisit = useOfflineMutation({ mutationFn: (visitId: number) => removeJdVisit(visitId), onSuccess: refresh(k.visits(taskId), k.days(taskId)) });
  const moveVisit = useOfflineMutation({ mutationFn: (m: VisitMove) => moveJdVisit(m.id, m.status, m.opinion), onSuccess: refresh(k.visits(taskId), k.task(taskId)) });
  const saveDays = useOfflineMutation({ mutationFn: (d: { visitId: number; items: readonly JdVisitDayInput[] }) => saveJdVisitDays(d.visitId, d.items), onSuccess: refresh(k.days(taskId)) });

  const removePhoto = useOfflineMutation({ mutationFn: (photoId: number) => removeJdPhoto(photoId), onSuccess: refresh(k.photos(taskId), k.materials(taskId)) });
  const pictureWord = useOfflineMutation({ mutationFn: (visitId: number) => makeJdPictureWord(visitId) });
  const visitZip = useOfflineMutation({ mutationFn: (visitId: number) => makeJdVisitZip(visitId) });
  // Records and photos go through the 待同步 queue: kept on the device (with their photos) until
  // the server has them, across reloads; sent at once when online. The form's save resolves once
  // the change is sent, or (offline) once it is on the device.
  const userId = user?.id ?? 0;
  const rowChange =
    (kind: JdSiteRowKind) =>
    async (s: DraftSave): Promise<SyncChange> => {
      const base = s.id === null ? null : ((client.getQueryData<readonly { id: number }[]>(k.rows(taskId, kind)) ?? []).find((r) => r.id === s.id) ?? null);
      return { ...changeBase(taskId, rowLabel(kind, s.body), await localFilesOf(userId, s.body.annexIds)), kind: 'jdRow', rowKind: kind, onSiteId: need(), id: s.id, body: s.body, base };
    };
  const saveSchedule = useQueuedSave(rowChange('schedule'));
  const saveObserved = useQueuedSave(rowChange('observed'));
  const saveNon = useQueuedSave(rowChange('non'));
  const saveNonExp = useQueuedSave(rowChange('nonExp'));
  const saveHisNon = useQueuedSave(rowChange('hisNon'));
  const savePhoto = useQueuedSave(async (b: JdPhotoBody): Promise<SyncChange> => {
    const place = visits.data?.find((v) => v.id === b.onSitePlanId)?.placeName;
    return { ...changeBase(taskId, `现场照片：${place ?? ''}`, await localFilesOf(userId, b.annexIds)), kind: 'jdPhoto', body: b };
  });

  // Removing a nonconformity removes its explanations too.
  const removeRow = useOfflineMutation({
    mutationFn: (r: { kind: JdSiteRowKind; id: number }) => removeJdRows(r.kind, [r.id]),
    onSuccess: (_n: number, r: { kind: JdSiteRowKind; id: number }) => refresh(k.rows(taskId, r.kind), ...(r.kind === 'non' ? [k.rows(taskId, 'nonExp')] : []))(),
  });
  const copyHisNon = useOfflineMutation({ mutationFn: () => copyJdHisNon(need()), onSuccess: refresh(k.rows(taskId, 'hisNon')) });
  const saveReview = useOfflineMutation({ mutationFn: (s: DraftSave) => saveJdDocReview(s.id, s.body), onSuccess: refresh(k.docReview(taskId)) });
  const saveProblems = useOfflineMutation({ mutationFn: (items: readonly JdDocProblem[]) => saveJdDocProblems(need(), items), onSuccess: refresh(k.docReview(taskId)) });
  const saveDocGroup = useOfflineMutation({ mutationFn: (g: { groupKey: string; annexIds: string; remark: string | null }) => saveJdDocGroup(need(), g), onSuccess: refresh(k.docGroups(taskId)) });
  const fileMaterial = useOfflineMutation({ mutationFn: (m: { groupKey: string; annexIds: string }) => fileJdMaterial(need(), m.groupKey, m.annexIds), onSuccess: refresh(k.materials(taskId)) });
  const materialsZip = useOfflineMutation({ mutationFn: () => makeJdMaterialsZip(need(), taskId) });

  // Photos are made smaller first; with no network one is kept on the device, uploaded when the change naming it is sent.
  const upload = useCallback((picked: File, type: UploadType): Promise<UploadedFile> => uploadOrKeep(userId, picked, type), [userId]);
  const taskChanges = useQueuedChanges(taskId);
  const queuedNow = useMemo(() => queuedOf(taskChanges), [taskChanges]);
  // Opening the task keeps it on the device (the query cache is kept): the page says since when, and the space it takes.
  const usage = useQuery({ queryKey: [DEVICE_USAGE_KEY, userId], queryFn: () => deviceUsage(userId), networkMode: 'always', staleTime: 15_000, enabled: userId > 0 && typeof navigator !== 'undefined' && !!navigator.storage });
  const lookups = useMemo<ResourceLookups>(() => resourceLookups(client), [client]);

  let state: JdSiteState;
  if (ref.status !== 'id') state = ref;
  else if (isNotFound(task.error) || isNotFound(site.error)) state = { status: 'notFound' };
  else if (task.status === 'error') state = combined([task], () => null) as JdSiteState;
  else if (task.data && site.status === 'success' && site.data === null) state = { status: 'notStarted', code: task.data.code, taskStatus: Number(task.data.status) };
  else {
    const main = [site, places, visits, days, photos];
    const whole = combined([task, ...main], () => null);
    if (whole.status !== 'success' || !task.data || !site.data || !places.data || !visits.data || !days.data || !photos.data) state = whole.status === 'success' ? { status: 'loading' } : whole;
    else
      state = {
        status: 'success',
        data: {
          task: task.data,
          site: site.data,
          places: places.data,
          visits: visits.data,
          days: days.data,
          photos: photos.data,
          records: combined([schedule, observed, non, nonExp, hisNon], (): JdSiteRecords => ({ schedule: schedule.data ?? [], observed: observed.data ?? [], non: non.data ?? [], nonExp: nonExp.data ?? [], hisNon: hisNon.data ?? [] })),
          review: combined([docReview, docGroups], () => ({ review: docReview.data ?? null, groups: docGroups.data ?? [] })),
          materials: fromQuery(materials),
          queued: queuedNow,
          kept: { fetchedAt: Math.min(site.dataUpdatedAt, places.dataUpdatedAt, visits.dataUpdatedAt), bytes: usage.data?.bytes ?? null },
        },
      };
  }

  return {
    state,
    abilities: state.status === 'success' && target ? jdSiteAbilities(actor, target) : NO_JD_SITE_ABILITIES,
    online,
    upload,
    lookups,
    actions: {
      team: fromDraftMutation(team),
      taskBook: control(taskBook),
      nonComBook: control(nonComBook),
      saveVisit: fromDraftMutation(saveVisit),
      removeVisit: fromMutation(removeVisit),
      moveVisit: fromMutation(moveVisit),
      saveDays: fromDraftMutation(saveDays),
      savePhoto: fromDraftMutation(savePhoto),
      removePhoto: fromMutation(removePhoto),
      pictureWord: control(pictureWord),
      visitZip: control(visitZip),
      saveRow: { schedule: fromDraftMutation(saveSchedule), observed: fromDraftMutation(saveObserved), non: fromDraftMutation(saveNon), nonExp: fromDraftMutation(saveNonExp), hisNon: fromDraftMutation(saveHisNon) },
      removeRow: fromMutation(removeRow),
      copyHisNon: control(copyHisNon),
      saveReview: fromDraftMutation(saveReview),
      saveProblems: fromDraftMutation(saveProblems),
      saveDocGroup: fromMutation(saveDocGroup),
      fileMaterial: fromMutation(fileMaterial),
      materialsZip: control(materialsZip),
    },
  };
}
