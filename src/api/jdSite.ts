/**
 * The on-site work of a supervision task and its report (calls document §7.7): fetchers through the
 * calls' contracts (src/domain/calls/jdSite.ts, jdMaterials.ts, jdRecord.ts), whose reply schemas
 * give the types here. Documents the server generates (监督任务书, 不符合项报告, the photos' Word
 * file, 监督检查书) answer the stored file `{id, name, url}`, whose url the caller may download.
 *
 *   GET  task/{id}                                     JdTaskInfo (record-view's own query and key)
 *   GET  site/getJdOnSiteByJdTaskId?taskId=            JdSiteRecord | null (createOrQuery… for the unit: made when missing)
 *   PUT  site/staffSave {id, leaderName, memberNames}  JdSiteRecord
 *   POST site/getJdTaskBookByOnSiteId {onSiteId}       GeneratedFile;  site/getNonComBookByOnSiteId likewise
 *   GET  site/getPlaceProLst?taskId=                   JdPlace[]
 *   POST site/lst {taskId}                             JdVisit[]
 *   POST site/createJdOnSitePlan {…}                   JdVisit;  GET site/delByOnSitePlanId?ids=   number
 *   POST site/status {id, status, opinion?}            {id, status}
 *   POST date/lst {taskId}                             JdVisitDay[];  POST date/batchSave {onSitePlanId, items}   JdVisitDay[]
 *   POST site_photo/lst {onSiteId}                     JdPhoto[];  PUT site_photo, PUT site_photo/{id}, DELETE site_photo?ids=
 *   GET  site/makePictureWord?onSitePlanId=            GeneratedFile;  POST site/getOnSiteZip {onSitePlanId}   the zip (a link to its bytes)
 *   POST schedule|observed|non|non_exp|his_non|rpt_item/lst {onSiteId}   rows; PUT <x>, PUT <x>/{id} the row; DELETE <x>?ids= number
 *   POST his_non/batchSave {onSiteId}                  JdHisNon[] (the rows copied in)
 *   POST doc_review/getJdDocReview {onSiteId}          JdDocReview | null;  PUT doc_review[/{id}]   JdDocReview
 *   POST doc_problem/upProblem {onSiteId, items}       JdDocProblem[]
 *   GET  doc_annex/getZpAnnexItemCop?onSiteId=         JdDocAnnexForm (its groups read);  POST doc_annex/batchSave {onSiteId, items}   JdDocAnnexForm
 *   GET  mat/getGd?onSiteId=&taskId=                   JdMaterials;  POST mat_item/upd_annex {onSiteId, groupKey, annexIds}   JdMaterials
 *   POST mat/getZip {onSiteId, taskId}                 the zip (a link to its bytes)
 *   GET  report/findOneByOnSiteId?onSiteId=            JdReport | null;  PUT report[/{id}]   JdReport (its Word file made)
 *   POST report/getJdCheckBookByOnSiteId {onSiteId}    GeneratedFile
 *   POST report/getLastNonCompByOnSiteId {onSiteId}    JdLastNon[]
 *   GET  record/getJdRecordByTaskId/{taskId}           JdTaskRecord[];  POST record/updateJdOpt {items}   number
 *
 * Every call is silent: the widget shows a refusal where it happened, in the server's words.
 * Keys nest under the task's own key (record-view's), so a move made on the record page beside
 * the widgets refreshes all of them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  jdDocProblem,
  jdDocReview,
  jdDocReviewCalls,
  jdHisNonRow,
  jdLastNon,
  jdNonExpRow,
  jdNonRow,
  jdObservedRow,
  jdPhoto,
  jdPlace,
  jdReport,
  jdReportCalls,
  jdRptItemRow,
  jdScheduleRow,
  jdSiteCalls,
  jdSitePhotoCalls,
  jdSiteRecord,
  jdSiteRecordCalls,
  jdVisit,
  jdVisitDay,
} from '@/domain/calls/jdSite';
import { jdDocAnnexCalls, jdMatCalls, jdZipCalls } from '@/domain/calls/jdMaterials';
import { jdRecordCalls, type jdRecordRow } from '@/domain/calls/jdRecord';
import { resourceCalls } from '@/domain/calls/resource';
import { JD_PATHS, jdTaskResource, type JdDocAnnexForm, type JdMatChecklist, type jdTaskRow } from '@/domain/resources/jd';
import { callApi, fileApi, linkTo } from './call';
import type { GeneratedFile } from './evalDocReview';
import { resourceKeys, type Row } from './resource';

export type { GeneratedFile };

/** The task as the on-site widgets read it (GET task/{id}, the task resource's record). */
export type JdTaskInfo = z.output<typeof jdTaskRow>;

/** The task's on-site record (onSiteId) with its generated documents, if any. */
export type JdSiteRecord = z.output<typeof jdSiteRecord>;

/** A place making the task's products, with those products (product ids, what a visit names). */
export type JdPlace = z.output<typeof jdPlace>;

/** A visit to one place (onSitePlanId): jdSitePlanResource's fields. */
export type JdVisit = z.output<typeof jdVisit>;

export interface JdVisitBody {
  readonly placeId: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly leaderName: string;
  readonly memberNames: string | null;
  readonly productIds: string;
  readonly spotItemTypes: string | null;
}

/** A day of a visit. */
export type JdVisitDay = z.output<typeof jdVisitDay>;
export type JdVisitDayInput = Pick<JdVisitDay, 'date' | 'memberNames' | 'remark'>;

/** A record of photos (or a video) of a visit by picture type, with its files. */
export type JdPhoto = z.output<typeof jdPhoto>;

export interface JdPhotoBody {
  readonly onSitePlanId: number;
  readonly pictureType: string;
  readonly annexIds: string;
  readonly description: string | null;
}

/** Rows of the on-site records (the resource definitions' fields; `files` resolves `annexIds`). */
export type JdScheduleRow = z.output<typeof jdScheduleRow>;
export type JdObservedRow = z.output<typeof jdObservedRow>;
export type JdNonRow = z.output<typeof jdNonRow>;
export type JdNonExpRow = z.output<typeof jdNonExpRow>;
export type JdHisNonRow = z.output<typeof jdHisNonRow>;
export type JdRptItemRow = z.output<typeof jdRptItemRow>;

/** The document review and its problem flag per document group. */
export type JdDocProblem = z.output<typeof jdDocProblem>;
export type JdDocReview = z.output<typeof jdDocReview>;

/** The enterprise's documents of one group for the review: a group of the server's form (JdDocAnnexForm), so the two cannot drift apart. */
export type JdDocGroup = JdDocAnnexForm['groups'][number];

/** The materials checklist (归档清单) of the task, by JD_MAT_GROUPS: the server's own (JdMatChecklist). */
export type JdMaterials = JdMatChecklist;
export type JdMaterialItem = JdMatChecklist['items'][number];

/** The supervision report with its Word file and the 监督检查书, once generated. */
export type JdReport = z.output<typeof jdReport>;

/** A nonconformity of the enterprise's previous supervision. */
export type JdLastNon = z.output<typeof jdLastNon>;

/** A product's record in the task (jdRecordResource's fields), as the report's opinions read it. */
export type JdTaskRecord = z.output<typeof jdRecordRow>;
export interface JdOpinionInput {
  readonly id: number;
  readonly jdOpinion: number;
  readonly remark: string | null;
}

const SILENT = { silent: true } as const;
const TASK = JD_PATHS.task.prefix;
const taskCalls = resourceCalls(jdTaskResource, TASK);
const one = (taskId: number) => resourceKeys.one(TASK, taskId);

export const jdSiteKeys = {
  task: (taskId: number) => one(taskId),
  all: (taskId: number) => [...one(taskId), 'jd'] as const,
  site: (taskId: number) => [...one(taskId), 'jd', 'site'] as const,
  places: (taskId: number) => [...one(taskId), 'jd', 'places'] as const,
  visits: (taskId: number) => [...one(taskId), 'jd', 'visits'] as const,
  days: (taskId: number) => [...one(taskId), 'jd', 'days'] as const,
  photos: (taskId: number) => [...one(taskId), 'jd', 'photos'] as const,
  rows: (taskId: number, kind: JdRowKind) => [...one(taskId), 'jd', 'rows', kind] as const,
  docReview: (taskId: number) => [...one(taskId), 'jd', 'docReview'] as const,
  docGroups: (taskId: number) => [...one(taskId), 'jd', 'docGroups'] as const,
  materials: (taskId: number) => [...one(taskId), 'jd', 'materials'] as const,
  report: (taskId: number) => [...one(taskId), 'jd', 'report'] as const,
  lastNon: (taskId: number) => [...one(taskId), 'jd', 'lastNon'] as const,
  records: (taskId: number) => [...one(taskId), 'jd', 'records'] as const,
  /** record-view's 监督记录 child table of the task (refreshed by an opinion). */
  childRecords: (taskId: number) => [...one(taskId), 'child', 'records'] as const,
};

/** The on-site records kept in the spec's CRUD grammar, by their create call's path. */
export const JD_ROW_PATHS = {
  schedule: jdSiteRecordCalls.schedule.create.path,
  observed: jdSiteRecordCalls.observed.create.path,
  non: jdSiteRecordCalls.non.create.path,
  nonExp: jdSiteRecordCalls.nonExp.create.path,
  hisNon: jdSiteRecordCalls.hisNon.create.path,
  rptItem: jdSiteRecordCalls.rptItem.create.path,
} as const;
export type JdRowKind = keyof typeof JD_ROW_PATHS;

export interface JdRowOf {
  schedule: JdScheduleRow;
  observed: JdObservedRow;
  non: JdNonRow;
  nonExp: JdNonExpRow;
  hisNon: JdHisNonRow;
  rptItem: JdRptItemRow;
}

// Reads.
export const fetchJdTask = (taskId: number) => callApi(taskCalls.get, { pathParams: { id: taskId } }, SILENT);
/** The unit asks with `create`, so the record is made when missing; everyone else only reads it. */
export const fetchJdSite = (taskId: number, create: boolean): Promise<JdSiteRecord | null> =>
  create ? callApi(jdSiteCalls.createOrQuery, { paramSet: { taskId } }, SILENT) : callApi(jdSiteCalls.byTask, { paramSet: { taskId } }, SILENT);
export const fetchJdPlaces = (taskId: number) => callApi(jdSiteCalls.placeProds, { paramSet: { taskId } }, SILENT);
export const fetchJdVisits = (taskId: number) => callApi(jdSiteCalls.lst, { paramSet: { taskId } }, SILENT);
export const fetchJdVisitDays = (taskId: number) => callApi(jdSiteRecordCalls.dateLst, { paramSet: { taskId } }, SILENT);
export const fetchJdPhotos = (onSiteId: number) => callApi(jdSitePhotoCalls.lst, { paramSet: { onSiteId } }, SILENT);
/** The kind is chosen at run time, so the row type is its kind's in JdRowOf (the reply of its kind's list call). */
export const fetchJdRows = <K extends JdRowKind>(kind: K, onSiteId: number) => callApi(jdSiteRecordCalls[kind].lst, { paramSet: { onSiteId } }, { ...SILENT, paramSetIn: 'body' }) as Promise<JdRowOf[K][]>;
export const fetchJdDocReview = (onSiteId: number) => callApi(jdDocReviewCalls.get, { paramSet: { onSiteId } }, SILENT);
/** The server answers the whole form (task and groups); the review lists its groups. */
export const fetchJdDocGroups = (onSiteId: number) => callApi(jdDocAnnexCalls.items, { paramSet: { onSiteId } }, SILENT).then((form) => form.groups);
export const fetchJdMaterials = (onSiteId: number, taskId: number) => callApi(jdMatCalls.getGd, { paramSet: { onSiteId, taskId } }, SILENT);
export const fetchJdReport = (onSiteId: number) => callApi(jdReportCalls.byOnSite, { paramSet: { onSiteId } }, SILENT);
export const fetchJdLastNon = (onSiteId: number) => callApi(jdReportCalls.lastNonComp, { paramSet: { onSiteId } }, SILENT);
export const fetchJdTaskRecords = (taskId: number) => callApi(jdRecordCalls.byTask, { pathParams: { taskId } }, SILENT);

// Writes.
export const saveJdTeam = (onSiteId: number, body: Row) => callApi(jdSiteCalls.staffSave, { body: { ...body, id: onSiteId } }, SILENT);
export const makeJdTaskBook = (onSiteId: number) => callApi(jdSiteCalls.taskBook, { paramSet: { onSiteId } }, SILENT);
export const makeJdNonComBook = (onSiteId: number) => callApi(jdSiteCalls.nonComBook, { paramSet: { onSiteId } }, SILENT);
export const saveJdVisit = (taskId: number, body: JdVisitBody) => callApi(jdSiteCalls.createPlan, { body: { ...body, taskId } }, SILENT);
export const removeJdVisit = (visitId: number) => callApi(jdSiteCalls.delPlans, { paramSet: { ids: String(visitId) } }, SILENT);
export const moveJdVisit = (id: number, status: number, opinion: string | null) => callApi(jdSiteCalls.status, { body: { id, status, ...(opinion ? { opinion } : {}) } }, SILENT);
export const saveJdVisitDays = (onSitePlanId: number, items: readonly JdVisitDayInput[]) => callApi(jdSiteRecordCalls.dateBatchSave, { body: { onSitePlanId, items } }, SILENT);
/** `headers`: an Idempotency-Key when the change comes from the 待同步 queue (src/api/syncQueue.ts). */
export const saveJdPhoto = (id: number | null, body: JdPhotoBody, headers?: Readonly<Record<string, string>>) =>
  id === null
    ? callApi(jdSitePhotoCalls.create, { body: { ...body } }, { ...SILENT, headers })
    : callApi(jdSitePhotoCalls.update, { pathParams: { id }, body: { ...body } }, { ...SILENT, headers });
export const removeJdPhoto = (id: number) => callApi(jdSitePhotoCalls.remove, { paramSet: { ids: String(id) } }, SILENT);
export const makeJdPictureWord = (onSitePlanId: number) => callApi(jdSiteCalls.pictureWord, { paramSet: { onSitePlanId } }, SILENT);
/** The zips are the files themselves (streamed): shown as links to their bytes. */
export const makeJdVisitZip = (onSitePlanId: number): Promise<GeneratedFile> =>
  fileApi(jdZipCalls.site, { paramSet: { onSitePlanId } }, { ...SILENT, paramSetIn: 'body' }).then((zip) => linkTo(zip, '现场记录.zip'));
export const saveJdRow = (kind: JdRowKind, id: number | null, body: Row, headers?: Readonly<Record<string, string>>) =>
  // A new row names its parent: the on-site record, or (an explanation) its nonconformity.
  id === null
    ? callApi(jdSiteRecordCalls[kind].create, { body: { onSiteId: body.onSiteId, nonId: body.nonId, ...body } }, { ...SILENT, headers })
    : callApi(jdSiteRecordCalls[kind].update, { pathParams: { id }, body }, { ...SILENT, headers });
export const removeJdRows = (kind: JdRowKind, ids: readonly number[]) => callApi(jdSiteRecordCalls[kind].remove, { paramSet: { ids: ids.join(',') } }, SILENT);
export const copyJdHisNon = (onSiteId: number) => callApi(jdSiteRecordCalls.hisNonBatchSave, { paramSet: { onSiteId } }, SILENT);
export const saveJdDocReview = (id: number | null, body: Row) =>
  id === null ? callApi(jdDocReviewCalls.create, { body: { onSiteId: body.onSiteId, ...body } }, SILENT) : callApi(jdDocReviewCalls.update, { pathParams: { id }, body }, SILENT);
export const saveJdDocProblems = (onSiteId: number, items: readonly JdDocProblem[]) => callApi(jdDocReviewCalls.upProblem, { body: { onSiteId, items } }, SILENT);
export const saveJdDocGroup = (onSiteId: number, item: { groupKey: string; annexIds: string; remark: string | null }) => callApi(jdDocAnnexCalls.batchSave, { body: { onSiteId, items: [item] } }, SILENT);
export const fileJdMaterial = (onSiteId: number, groupKey: string, annexIds: string) => callApi(jdMatCalls.updAnnex, { body: { onSiteId, groupKey, annexIds } }, SILENT);
export const makeJdMaterialsZip = (onSiteId: number, taskId: number): Promise<GeneratedFile> =>
  fileApi(jdZipCalls.task, { paramSet: { onSiteId, taskId } }, { ...SILENT, paramSetIn: 'body' }).then((zip) => linkTo(zip, '监督材料汇总.zip'));
export const saveJdReport = (id: number | null, body: Row) =>
  id === null ? callApi(jdReportCalls.create, { body: { onSiteId: body.onSiteId, ...body } }, SILENT) : callApi(jdReportCalls.update, { pathParams: { id }, body }, SILENT);
export const makeJdCheckBook = (onSiteId: number) => callApi(jdReportCalls.checkBook, { paramSet: { onSiteId } }, SILENT);
export const saveJdOpinions = (items: readonly JdOpinionInput[]) => callApi(jdRecordCalls.opinion, { body: { items } }, SILENT);

// Query options (key + fetcher).
export const jdTaskQuery = (taskId: number) => queryOptions({ queryKey: jdSiteKeys.task(taskId), queryFn: () => fetchJdTask(taskId) });
export const jdSiteQuery = (taskId: number, create: boolean) => queryOptions({ queryKey: jdSiteKeys.site(taskId), queryFn: () => fetchJdSite(taskId, create) });
export const jdPlacesQuery = (taskId: number) => queryOptions({ queryKey: jdSiteKeys.places(taskId), queryFn: () => fetchJdPlaces(taskId) });
export const jdVisitsQuery = (taskId: number) => queryOptions({ queryKey: jdSiteKeys.visits(taskId), queryFn: () => fetchJdVisits(taskId) });
export const jdVisitDaysQuery = (taskId: number) => queryOptions({ queryKey: jdSiteKeys.days(taskId), queryFn: () => fetchJdVisitDays(taskId) });
export const jdPhotosQuery = (taskId: number, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.photos(taskId), queryFn: () => fetchJdPhotos(onSiteId) });
export const jdRowsQuery = <K extends JdRowKind>(taskId: number, kind: K, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.rows(taskId, kind), queryFn: () => fetchJdRows(kind, onSiteId) });
export const jdDocReviewQuery = (taskId: number, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.docReview(taskId), queryFn: () => fetchJdDocReview(onSiteId) });
export const jdDocGroupsQuery = (taskId: number, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.docGroups(taskId), queryFn: () => fetchJdDocGroups(onSiteId) });
export const jdMaterialsQuery = (taskId: number, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.materials(taskId), queryFn: () => fetchJdMaterials(onSiteId, taskId) });
export const jdReportQuery = (taskId: number, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.report(taskId), queryFn: () => fetchJdReport(onSiteId) });
export const jdLastNonQuery = (taskId: number, onSiteId: number) => queryOptions({ queryKey: jdSiteKeys.lastNon(taskId), queryFn: () => fetchJdLastNon(onSiteId) });
export const jdTaskRecordsQuery = (taskId: number) => queryOptions({ queryKey: jdSiteKeys.records(taskId), queryFn: () => fetchJdTaskRecords(taskId) });

