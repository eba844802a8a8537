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
  saveJdPhoto,
  saveJdRow,
  saveJdTeam,
  saveJdVisit,
  saveJdVisitDays,
  type JdDocProblem,
  type JdPhotoBody,
  type JdVisitBody,
  type JdVisitDayInput,
} from '@/api/jdSite';
import { uploadFile } from '@/api/lookups';
import { useOfflineMutation, useOnline } from '@/api/offline';
import { resourceLookups } from '@/api/resourceLookups';
import { jdSiteAbilities, mayWriteJdSite, NO_JD_SITE_ABILITIES, type JdSiteAbilities } from '@/domain/jdSite';
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
import { actorOf, type Control, type JdSiteActions, type JdSiteRecords, type JdSiteRowKind, type JdSiteState, type VisitMove } from './site';

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
  const savePhoto = useOfflineMutation({ mutationFn: (b: JdPhotoBody) => saveJdPhoto(null, b), onSuccess: refresh(k.photos(taskId), k.materials(taskId)) });
  const removePhoto = useOfflineMutation({ mutationFn: (photoId: number) => removeJdPhoto(photoId), onSuccess: refresh(k.photos(taskId), k.materials(taskId)) });
  const pictureWord = useOfflineMutation({ mutationFn: (visitId: number) => makeJdPictureWord(visitId) });
  const visitZip = useOfflineMutation({ mutationFn: (visitId: number) => makeJdVisitZip(visitId) });
  const rowMutation = (kind: JdSiteRowKind) => ({ mutationFn: (s: DraftSave) => saveJdRow(kind, s.id, s.body), onSuccess: refresh(k.rows(taskId, kind)) });
  const saveSchedule = useOfflineMutation(rowMutation('schedule'));
  const saveObserved = useOfflineMutation(rowMutation('observed'));
  const saveNon = useOfflineMutation(rowMutation('non'));
  const saveNonExp = useOfflineMutation(rowMutation('nonExp'));
  const saveHisNon = useOfflineMutation(rowMutation('hisNon'));
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

  const upload = useCallback((f: File, type: UploadType) => uploadFile(f, type).then((saved): UploadedFile => ({ id: saved.id, name: saved.name, url: saved.url })), []);
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
