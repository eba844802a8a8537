/** 现场监督's texts, its data as the view sees it, and the pure helpers the view follows. */
import type {
  GeneratedFile,
  JdDocGroup,
  JdDocProblem,
  JdDocReview,
  JdHisNonRow,
  JdMaterials,
  JdNonExpRow,
  JdNonRow,
  JdObservedRow,
  JdPhoto,
  JdPlace,
  JdScheduleRow,
  JdSiteRecord,
  JdTaskInfo,
  JdPhotoBody,
  JdVisit,
  JdVisitBody,
  JdVisitDay,
  JdVisitDayInput,
} from '@/api/jdSite';
import { type CurrentUser, userFacts } from '@/domain/account';
import { JD_TASK_STATUS } from '@/domain/codes';
import { SYNC_TEXT, type SyncState } from '@/domain/sync';
import type { JdActor, JdSiteAbilities } from '@/domain/jdSite';
import type { DraftControl } from '@/ui/draft/control';
import type { DraftSave } from '@/ui/draft/DraftFormDialog';
import type { RecordState } from '@/ui/record/recordVar';
import type { MutationControl, WidgetData } from '@/ui/widget';

export const SITE_TEXT = {
  none: '请先选择一个监督任务',
  notFound: '监督任务不存在或无权访问',
  notStarted: '监督机构接受任务后开始现场监督',
  tabs: { team: '监督组与文书', visits: '现场计划', records: '现场记录', review: '文件审核', materials: '监督材料' },
  team: '监督组',
  leader: '监督组长',
  members: '监督组员',
  editTeam: '调整监督组',
  teamSaved: '监督组已保存',
  docs: '监督文书',
  taskBook: '监督任务书',
  nonComBook: '不符合项报告',
  planHint: '请为每个生产场所制定现场监督计划（日期、监督组、产品、抽检项目）和日程，全部场所制定后在任务详情中“提交现场计划”。',
  onSiteHint: '每个场所现场监督开始后可上传照片，完成时至少需要一张照片；全部场所完成后在任务详情中“提交监督材料”。',
  planned: (n: number, total: number) => `已制定 ${n}/${total} 个场所`,
  unplanned: '未制定',
  noPlaces: '该任务的产品没有生产场所',
  plan: '制定计划',
  editPlan: '修改计划',
  planTitle: (place: string) => `现场监督计划：${place}`,
  planSaved: '现场计划已保存',
  remove: '删除',
  removeVisit: (place: string) => `确定删除“${place}”的现场监督计划吗？`,
  removed: '已删除',
  products: '监督产品',
  productsHint: '只能选择在该场所生产的本任务产品',
  dates: '监督日期',
  days: '日程',
  editDays: '安排日程',
  daysTitle: (place: string) => `现场监督日程：${place}`,
  daysSaved: '日程已保存',
  addDay: '添加一天',
  noDays: '未安排',
  moveTitle: (label: string, place: string) => `${label}：${place}`,
  opinion: '意见',
  opinionRequired: '请填写意见',
  moved: (label: string) => `${label}：已完成`,
  photos: '现场照片',
  photoCount: (n: number) => `${n} 条记录`,
  noPhotos: '暂无照片',
  addPhoto: '上传照片',
  photoTitle: (place: string) => `现场照片：${place}`,
  photoSaved: '照片已保存',
  pictureType: '图片类型',
  files: '照片/视频',
  filesNeeded: '请上传至少一个文件',
  description: '说明',
  removePhoto: '确定删除这条照片记录吗？',
  pictureWord: '照片Word',
  visitZip: '现场资料包',
  records: { schedule: '日程安排', observed: '现场观察记录', non: '不符合项', hisNon: '历史不符合项' },
  add: '新增',
  edit: '编辑',
  saved: '已保存',
  queued: SYNC_TEXT.title,
  removeRow: '确定删除这条记录吗？',
  explanation: '企业说明',
  addExplanation: '添加企业说明',
  noExplanation: '企业尚未说明',
  copyHisNon: '导入上次监督的不符合项',
  copied: (n: number) => `已导入 ${n} 条历史不符合项`,
  review: '文件审核',
  noReview: '尚未审核',
  editReview: '填写审核',
  reviewSaved: '文件审核已保存',
  problems: '文件问题',
  problem: '有问题',
  noProblem: '无问题',
  problemRemark: '问题说明',
  saveProblems: '保存问题标记',
  problemsSaved: '问题标记已保存',
  problemsChanged: (n: number) => `${n} 项未保存`,
  documents: '企业文件',
  noDocuments: '暂无文件',
  documentSaved: '文件已更新',
  materials: '监督材料',
  materialsComplete: '材料齐全，可以提交',
  materialsMissing: (n: number) => `还缺 ${n} 项必需材料`,
  required: '必需',
  materialSaved: '材料已更新',
  materialsZip: '材料打包下载',
  filePhotos: (n: number) => `引用现场计划中的照片（${n} 个文件）`,
  photosUsed: '已引用现场照片',
  ok: '保存',
  cancel: '取消',
  upload: '上传文件',
  uploadPhotos: '上传照片',
  uploadVideo: '上传视频',
} as const;

/** The on-site records of the task (what the 现场记录 tab shows). */
export interface JdSiteRecords {
  readonly schedule: readonly JdScheduleRow[];
  readonly observed: readonly JdObservedRow[];
  readonly non: readonly JdNonRow[];
  readonly nonExp: readonly JdNonExpRow[];
  readonly hisNon: readonly JdHisNonRow[];
}

export interface JdReviewData {
  readonly review: JdDocReview | null;
  readonly groups: readonly JdDocGroup[];
}

export interface JdSiteData {
  readonly task: JdTaskInfo;
  readonly site: JdSiteRecord;
  readonly places: readonly JdPlace[];
  readonly visits: readonly JdVisit[];
  readonly days: readonly JdVisitDay[];
  readonly photos: readonly JdPhoto[];
  /** Each tab loads on its own: one failing call leaves the others working. */
  readonly records: WidgetData<JdSiteRecords>;
  readonly review: WidgetData<JdReviewData>;
  readonly materials: WidgetData<JdMaterials>;
  /** What was saved on this device and waits for the server (the 待同步 queue), shown beside what the server has. */
  readonly queued: JdSiteQueued;
  /** What this device keeps of the task for working offline: when it was fetched, and the space the portal takes on the device. */
  readonly kept: { readonly fetchedAt: number; readonly bytes: number | null } | null;
}

/** A record or photos saved on the device, not yet on the server. */
export interface QueuedEntry {
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
  /** Its photos, shown from the device. */
  readonly files: readonly GeneratedFile[];
  readonly state: SyncState;
}
export interface JdSiteQueued {
  /** New records by kind (edits of a record wait in the 待同步 list). */
  readonly rows: { readonly [K in JdSiteRowKind]: readonly QueuedEntry[] };
  /** New photos by visit. */
  readonly photos: readonly (QueuedEntry & { readonly visitId: number })[];
}
export const NOTHING_QUEUED: JdSiteQueued = { rows: { schedule: [], observed: [], non: [], nonExp: [], hisNon: [] }, photos: [] };

/** No task chosen, not there (or not the caller's), no on-site record yet (not accepted), or the usual states. */
export type JdSiteState = RecordState<JdSiteData> | { readonly status: 'notStarted'; readonly code: string; readonly taskStatus: number };

export type JdSiteTab = 'team' | 'visits' | 'records' | 'review' | 'materials';

/** Statuses after the visits: what was found on site is what a reader (management deciding, the enterprise) comes for. */
const FOUND: readonly number[] = [JD_TASK_STATUS.submitDoc, JD_TASK_STATUS.checkedDoc, JD_TASK_STATUS.report, JD_TASK_STATUS.passed, JD_TASK_STATUS.unpassed];

/** The tab the page opens on: the unit's current work (planning, the visits), else — once the visits are done — 现场记录, else the team and documents. */
export function firstTab(abilities: Pick<JdSiteAbilities, 'plan' | 'visit'>, taskStatus: number): JdSiteTab {
  if (abilities.plan || abilities.visit) return 'visits';
  return FOUND.includes(taskStatus) ? 'records' : 'team';
}

/** The signed-in user as the rules read them. */
export const actorOf: (user: CurrentUser | null) => JdActor = userFacts;

/** One place of the task with its visit (if planned). */
export interface PlaceVisit {
  readonly place: JdPlace;
  readonly visit: JdVisit | null;
}

/** The places in order, each with its visit; a visit of a place no longer listed comes last. */
export function placeVisits(places: readonly JdPlace[], visits: readonly JdVisit[]): PlaceVisit[] {
  const rows: PlaceVisit[] = places.map((place) => ({ place, visit: visits.find((v) => v.placeId === place.id) ?? null }));
  for (const visit of visits) if (!places.some((p) => p.id === visit.placeId)) rows.push({ place: { id: visit.placeId, name: visit.placeName ?? String(visit.placeId), address: visit.address ?? null, products: [] }, visit });
  return rows;
}

export const idsOf = (joined: string | null | undefined): number[] =>
  (joined ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);

/** Photos of a visit, newest first as the server lists them. */
export const photosOf = (photos: readonly JdPhoto[], visitId: number) => photos.filter((p) => p.onSitePlanId === visitId);
export const daysOf = (days: readonly JdVisitDay[], visitId: number) => days.filter((d) => d.onSitePlanId === visitId).sort((a, b) => a.date.localeCompare(b.date));
export const explanationsOf = (rows: readonly JdNonExpRow[], nonId: number) => rows.filter((r) => r.nonId === nonId);

/** The problem flags as the review has them, every document group listed (a group not named: no problem). */
export function problemsOf(groups: readonly JdDocGroup[], review: JdDocReview | null): JdDocProblem[] {
  return groups.map((g) => {
    const found = review?.problems.find((p) => p.groupKey === g.groupKey);
    return { groupKey: g.groupKey, problem: found?.problem ?? 1, remark: found?.remark ?? null };
  });
}

/** Problem flags changed from the saved ones. */
export const changedProblems = (saved: readonly JdDocProblem[], edited: readonly JdDocProblem[]) =>
  edited.filter((e) => {
    const s = saved.find((x) => x.groupKey === e.groupKey);
    return !s || s.problem !== e.problem || (s.remark ?? '') !== (e.remark ?? '');
  });

/** Draft keys: the form and the record it fills. */
export const draftKeys = {
  team: (onSiteId: number) => `jd-site:team:${onSiteId}`,
  visit: (taskId: number, placeId: number) => `jd-site:visit:${taskId}:${placeId}`,
  days: (visitId: number) => `jd-site:days:${visitId}`,
  photo: (visitId: number) => `jd-site:photo:${visitId}:new`,
  row: (kind: string, onSiteId: number, id: number | null) => `jd-site:${kind}:${onSiteId}:${id ?? 'new'}`,
  review: (onSiteId: number) => `jd-site:review:${onSiteId}`,
  problems: (onSiteId: number) => `jd-site:problems:${onSiteId}`,
};

/** A write whose answer the view uses (a generated file, the rows copied in). */
export interface Control<I, O> extends Omit<MutationControl<I>, 'run'> {
  readonly run: (input: I) => Promise<O>;
}
/** A generated document, and its call: `run` answers the file to download. */
export type DocControl<I> = Control<I, GeneratedFile>;

/** The on-site records kept as rows (schedule … his_non). */
export type JdSiteRowKind = 'schedule' | 'observed' | 'non' | 'nonExp' | 'hisNon';

export interface VisitMove {
  readonly id: number;
  /** JD_SITE_STATUS wanted. */
  readonly status: number;
  readonly opinion: string | null;
}

/** Every write of the page, each a TanStack mutation (forms: paused offline, with their drafts). */
export interface JdSiteActions {
  readonly team: DraftControl<DraftSave>;
  readonly taskBook: DocControl<void>;
  readonly nonComBook: DocControl<void>;
  readonly saveVisit: DraftControl<JdVisitBody>;
  readonly removeVisit: MutationControl<number>;
  readonly moveVisit: MutationControl<VisitMove>;
  readonly saveDays: DraftControl<{ readonly visitId: number; readonly items: readonly JdVisitDayInput[] }>;
  readonly savePhoto: DraftControl<JdPhotoBody>;
  readonly removePhoto: MutationControl<number>;
  readonly pictureWord: DocControl<number>;
  readonly visitZip: DocControl<number>;
  readonly saveRow: { readonly [K in JdSiteRowKind]: DraftControl<DraftSave> };
  readonly removeRow: MutationControl<{ readonly kind: JdSiteRowKind; readonly id: number }>;
  readonly copyHisNon: Control<void, readonly JdHisNonRow[]>;
  readonly saveReview: DraftControl<DraftSave>;
  readonly saveProblems: DraftControl<readonly JdDocProblem[]>;
  readonly saveDocGroup: MutationControl<{ readonly groupKey: string; readonly annexIds: string; readonly remark: string | null }>;
  readonly fileMaterial: MutationControl<{ readonly groupKey: string; readonly annexIds: string }>;
  readonly materialsZip: DocControl<void>;
}

/** The materials group the visits' photos serve (现场照片): filed by reference, not uploaded again. */
export const PHOTO_GROUP = 'photos';

/**
 * The materials' 现场照片 with the visits' photo files added (the same files, not new uploads), at
 * most `limit` in all; `added` is how many files it adds.
 */
export function withVisitPhotos(filed: readonly { readonly id: number | string }[], photos: readonly JdPhoto[], limit: number): { annexIds: string; added: number } {
  const ids = filed.map((f) => String(f.id));
  const before = ids.length;
  for (const f of photos.flatMap((p) => p.files)) if (ids.length < limit && !ids.includes(String(f.id))) ids.push(String(f.id));
  return { annexIds: ids.join(','), added: ids.length - before };
}
