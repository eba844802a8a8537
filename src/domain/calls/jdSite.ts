/**
 * Supervision's on-site work (calls document §7.7): the on-site record of a task and its visits,
 * what a visit records (the CRUD pattern), the visits' days and photos, the document review and the
 * report. Bodies of records a person fills are checked by their resource definitions
 * (src/domain/resources/jd.ts) in the route, so their schemas here take the ids the route reads and
 * let the fields through.
 */
import { z } from 'zod';
import { JD_PATHS } from '../resources/jd';
import { defineCall, id, ids, optionalId, optionalIds, placeColumns, recordRow, refId, rowStamps, scalar, type PartSchema } from './call';

const tag = '监督';

/** A file a supervision call answers: its name and the address whoever sees the task downloads it at (and its type and size where the call reads them). */
export const jdSiteFile = z.object({ id: z.number(), name: z.string(), url: z.string(), ext: z.string().optional(), size: z.number().optional() });

// --- What the calls answer (the client's types are these schemas' output) ------------------------

const nullableText = z.string().nullable();

/** The task's on-site record (onSiteId) with its generated documents, if any. */
export const jdSiteRecord = z.object({
  id: z.number(),
  taskId: z.number(),
  taskCode: z.string().optional(),
  /** JD_TASK_STATUS. */
  taskStatus: z.number().optional(),
  leaderName: nullableText,
  memberNames: nullableText,
  summary: nullableText.optional(),
  taskBook: jdSiteFile.nullable().optional(),
  nonComBook: jdSiteFile.nullable().optional(),
  taskBookFileId: refId(),
  nonComBookFileId: refId(),
  ...rowStamps,
});

/** A place making the task's products, with those products (product ids, what a visit names) and its visit, if planned. */
export const jdPlace = z.object({
  ...placeColumns,
  id: z.number(),
  name: z.string(),
  address: nullableText.optional(),
  products: z.array(z.object({ id: z.number(), prodId: z.number().optional(), name: z.string() })),
  productNames: nullableText.optional(),
  onSitePlanId: z.number().nullable().optional(),
  siteStatus: z.number().nullable().optional(),
});

/** A visit to one place (onSitePlanId): jdSitePlanResource's fields. */
export const jdVisit = z.object({
  id: z.number(),
  onSiteId: z.number().optional(),
  taskId: z.number(),
  placeId: z.number(),
  placeName: nullableText,
  address: nullableText.optional(),
  startDate: z.string(),
  endDate: z.string(),
  leaderName: z.string(),
  memberNames: nullableText,
  /** Comma-joined product ids. */
  productIds: z.string(),
  productNames: nullableText,
  /** Comma-joined SPOT_ITEM_TYPE codes. */
  spotItemTypes: nullableText,
  /** JD_SITE_STATUS. */
  status: z.number(),
  picture: jdSiteFile.nullable().optional(),
  pictureFileId: refId(),
  orgId: refId(),
  unitId: refId(),
  testUnitId: refId(),
  ...rowStamps,
});

/** A day of a visit. */
export const jdVisitDay = z.object({
  id: z.number().optional(),
  taskId: refId(),
  onSitePlanId: z.number(),
  date: z.string(),
  memberNames: nullableText,
  remark: nullableText,
  placeName: nullableText.optional(),
});

/** A record of photos (or a video) of a visit by picture type, with its files. */
export const jdPhoto = z.object({
  id: z.number(),
  onSitePlanId: z.number(),
  onSiteId: z.number().optional(),
  /** PICTURE_TYPE ('1' … '7'). */
  pictureType: z.string(),
  pictureTypeLabel: z.string().optional(),
  /** Comma-joined file ids. */
  annexIds: z.string(),
  description: nullableText,
  files: z.array(jdSiteFile),
  taskId: refId(),
  ...rowStamps,
});

/** Rows of the on-site records (the resource definitions' fields; `files` resolves `annexIds`). */
export const jdScheduleRow = z.object({ id: z.number(), onSiteId: z.number(), taskId: refId(), date: z.string(), timeRange: z.string(), content: z.string(), participants: nullableText, ...rowStamps });
export const jdObservedRow = z.object({
  id: z.number(),
  onSiteId: z.number(),
  taskId: refId(),
  onSitePlanId: z.number().nullable(),
  placeName: nullableText.optional(),
  clause: z.string(),
  content: z.string(),
  /** CONFORMITY. */
  conformity: z.number(),
  annexIds: nullableText,
  files: z.array(jdSiteFile).optional(),
  ...rowStamps,
});
export const jdNonRow = z.object({
  id: z.number(),
  onSiteId: z.number(),
  taskId: refId(),
  orgId: refId(),
  onSitePlanId: z.number().nullable(),
  placeName: nullableText.optional(),
  productId: z.number().nullable(),
  productName: nullableText,
  clause: z.string(),
  description: z.string(),
  /** JD_NON_LEVEL. */
  level: z.number(),
  deadline: nullableText,
  annexIds: nullableText,
  files: z.array(jdSiteFile).optional(),
  ...rowStamps,
});
export const jdNonExpRow = z.object({
  id: z.number(),
  nonId: z.number(),
  onSiteId: refId(),
  taskId: refId(),
  explanation: z.string(),
  correction: nullableText,
  /** YES_NO, or null before it is verified. */
  verified: z.number().nullable(),
  annexIds: nullableText,
  files: z.array(jdSiteFile).optional(),
  ...rowStamps,
});
export const jdHisNonRow = z.object({
  id: z.number(),
  onSiteId: z.number(),
  taskId: refId(),
  sourceNonId: refId(),
  sourceTaskId: refId(),
  sourceTaskCode: nullableText,
  clause: z.string(),
  description: z.string(),
  /** YES_NO. */
  corrected: z.number(),
  remark: nullableText,
  ...rowStamps,
});
export const jdRptItemRow = z.object({ id: z.number(), onSiteId: z.number(), taskId: refId(), item: z.string(), result: z.string(), conformity: z.number(), remark: nullableText, sort: z.number().nullable(), ...rowStamps });

/** The document review's problem flag per document group. */
export const jdDocProblem = z.object({
  groupKey: z.string(),
  label: z.string().optional(),
  /** 1 no problem (the default), 0 a problem. */
  problem: z.number(),
  remark: nullableText,
});
export const jdDocReview = z.object({
  id: z.number(),
  onSiteId: z.number(),
  taskId: refId(),
  reviewer: z.string(),
  reviewDate: z.string(),
  /** CONFORMITY. */
  conclusion: z.number(),
  opinion: nullableText,
  problems: z.array(jdDocProblem),
  ...rowStamps,
});

/** The supervision report with its Word file and the 监督检查书, once generated. */
export const jdReport = z.object({
  id: z.number(),
  onSiteId: z.number(),
  taskId: refId(),
  fileId: refId(),
  checkBookFileId: refId(),
  reportDate: z.string(),
  summary: z.string(),
  conclusion: z.string(),
  file: jdSiteFile.nullable().optional(),
  checkBook: jdSiteFile.nullable().optional(),
  ...rowStamps,
});

/** A nonconformity of the enterprise's previous supervision, with its explanations. */
export const jdLastNon = z.object({
  id: z.number(),
  taskId: refId(),
  orgId: refId(),
  productId: refId(),
  onSiteId: refId(),
  onSitePlanId: refId(),
  annexIds: nullableText.optional(),
  taskCode: nullableText,
  productName: nullableText.optional(),
  clause: z.string(),
  description: z.string(),
  level: z.number().nullable(),
  deadline: nullableText,
  explanations: z.array(recordRow).optional(),
  ...rowStamps,
});

/** A product of the task as the visits and documents show it. */
export const jdTaskProduct = z.object({
  prodId: z.number(),
  recordId: z.number(),
  certId: z.number(),
  certNo: nullableText,
  productId: z.number(),
  productName: z.string(),
  spec: nullableText,
  brand: nullableText,
  categoryId: z.number().nullable(),
  categoryName: nullableText,
  sampling: z.boolean(),
  placeIds: z.array(z.number()),
  placeNames: z.string(),
  jdOpinion: z.number(),
  testOpinion: z.number(),
  recordStatus: z.number(),
  remark: nullableText,
});

/** A part naming one record by id (the other fields pass through to the route's definition check). */
const withIds = <K extends string>(...keys: K[]) => z.looseObject(Object.fromEntries(keys.map((k) => [k, id()])) as Record<K, ReturnType<typeof id>>);
const pathId = z.object({ id: id() });
const idsSet = z.looseObject({ ids: ids() });
/** A body of fields checked by the route against a resource definition. */
const fields = z.looseObject({});

const S = JD_PATHS.site;

export const jdSiteCalls = {
  byTask: defineCall({ method: 'GET', path: S.byTask, summary: '任务的现场监督记录（无则为空）', tag, paramSet: withIds('taskId'), reply: jdSiteRecord.nullable() }),
  createOrQuery: defineCall({ method: 'GET', path: S.createOrQuery, summary: '任务的现场监督记录（无则由监督机构创建）', tag, paramSet: withIds('taskId'), reply: jdSiteRecord }),
  one: defineCall({ method: 'GET', path: `${S.prefix}/:id`, summary: '现场监督记录', tag, pathParams: pathId, reply: jdSiteRecord }),
  update: defineCall({ method: 'PUT', path: `${S.prefix}/:id`, summary: '修改现场监督记录（组长、组员、小结）', tag, pathParams: pathId, body: fields, reply: jdSiteRecord }),
  staffSave: defineCall({
    method: 'PUT',
    path: S.staffSave,
    summary: '保存监督组（现场监督记录或任务）',
    tag,
    body: z.looseObject({ id: optionalId(), taskId: optionalId() }),
    reply: jdSiteRecord,
  }),
  taskBook: defineCall({ method: 'POST', path: S.taskBook, summary: '监督任务书（Word）', tag, paramSet: withIds('onSiteId'), reply: jdSiteFile }),
  nonComBook: defineCall({ method: 'POST', path: S.nonComBook, summary: '不符合项报告（Word）', tag, paramSet: withIds('onSiteId'), reply: jdSiteFile }),
  byPlan: defineCall({ method: 'GET', path: `${S.byPlan}/:id`, summary: '现场监督计划所属的现场监督记录', tag, pathParams: pathId, reply: jdSiteRecord }),
  taskProds: defineCall({ method: 'GET', path: `${S.taskProds}/:taskId`, summary: '任务的产品（证书、品类、生产场所）', tag, pathParams: z.object({ taskId: id() }), reply: z.array(jdTaskProduct) }),
  places: defineCall({ method: 'GET', path: S.places, summary: '任务产品的生产场所', tag, paramSet: withIds('id'), reply: z.array(recordRow) }),
  placeProds: defineCall({ method: 'GET', path: S.placeProds, summary: '任务的生产场所及其产品、现场监督计划', tag, paramSet: withIds('taskId'), reply: z.array(jdPlace) }),
  createPlan: defineCall({ method: 'POST', path: S.createPlan, summary: '保存一个场所的现场监督计划', tag, body: withIds('taskId'), reply: jdVisit }),
  lst: defineCall({ method: 'POST', path: S.lst, summary: '任务的现场监督计划', tag, paramSet: withIds('taskId'), reply: z.array(jdVisit) }),
  planProds: defineCall({ method: 'GET', path: S.planProds, summary: '现场监督计划检查的产品', tag, paramSet: withIds('onSitePlanId'), reply: z.array(jdTaskProduct.extend({ spotItemTypes: nullableText })) }),
  delPlans: defineCall({ method: 'GET', path: S.delPlans, summary: '删除现场监督计划', tag, paramSet: idsSet, reply: z.number() }),
  status: defineCall({
    method: 'POST',
    path: S.status,
    summary: '现场监督计划流转到指定状态（全部或全不）',
    tag,
    body: z.looseObject({ id: optionalIds(), ids: optionalIds(), status: scalar.optional(), opinion: scalar.optional(), annexIds: scalar.optional() }),
    reply: z.object({ ids: z.array(z.number()), status: z.number() }),
  }),
  pictureWord: defineCall({ method: 'GET', path: S.pictureWord, summary: '现场照片（Word）', tag, paramSet: withIds('onSitePlanId'), reply: jdSiteFile }),
} as const;

/** The CRUD pattern of what a visit records under its on-site record. */
function crudCalls<P extends PartSchema, L extends PartSchema, R extends z.ZodType>(path: string, title: string, parent: P, listBy: L, row: R) {
  return {
    lst: defineCall({ method: 'POST', path: `${path}/lst`, summary: `${title}列表`, tag, paramSet: listBy, reply: z.array(row) }),
    create: defineCall({ method: 'PUT', path, summary: `新增${title}`, tag, body: parent, reply: row }),
    update: defineCall({ method: 'PUT', path: `${path}/:id`, summary: `修改${title}`, tag, pathParams: pathId, body: fields, reply: row }),
    remove: defineCall({ method: 'DELETE', path, summary: `删除${title}`, tag, paramSet: idsSet, reply: z.number() }),
  };
}

const bySite = withIds('onSiteId');
/** An explanation's list: by its nonconformity or by the on-site record (the route says which is missing). */
const byNonOrSite = z.looseObject({ nonId: optionalId(), onSiteId: optionalId() });

export const jdSiteRecordCalls = {
  schedule: crudCalls(JD_PATHS.schedule, '日程安排', bySite, bySite, jdScheduleRow),
  observed: crudCalls(JD_PATHS.observed, '现场观察', bySite, bySite, jdObservedRow),
  non: crudCalls(JD_PATHS.non, '不符合项', bySite, bySite, jdNonRow),
  nonExp: crudCalls(JD_PATHS.nonExp, '企业说明', withIds('nonId'), byNonOrSite, jdNonExpRow),
  hisNon: crudCalls(JD_PATHS.hisNon, '历史不符合项', bySite, bySite, jdHisNonRow),
  rptItem: crudCalls(JD_PATHS.rptItem, '报告检查项目', bySite, bySite, jdRptItemRow),
  hisNonBatchSave: defineCall({ method: 'POST', path: JD_PATHS.hisNonBatchSave, summary: '导入企业上次监督的不符合项为历史不符合项', tag, paramSet: bySite, reply: z.array(jdHisNonRow) }),
  dateBatchSave: defineCall({ method: 'POST', path: JD_PATHS.date.batchSave, summary: '保存现场监督计划的日期', tag, body: withIds('onSitePlanId'), reply: z.array(jdVisitDay) }),
  dateLst: defineCall({
    method: 'POST',
    path: JD_PATHS.date.lst,
    summary: '现场监督计划（或任务全部计划）的日期',
    tag,
    paramSet: z.looseObject({ onSitePlanId: optionalId(), taskId: optionalId() }),
    reply: z.array(jdVisitDay),
  }),
} as const;

const PH = JD_PATHS.photo;

export const jdSitePhotoCalls = {
  lst: defineCall({
    method: 'POST',
    path: `${PH}/lst`,
    summary: '现场照片列表（按计划或现场监督记录）',
    tag,
    paramSet: z.looseObject({ onSitePlanId: optionalId(), onSiteId: optionalId(), pictureType: scalar.optional() }),
    reply: z.array(jdPhoto),
  }),
  create: defineCall({ method: 'PUT', path: PH, summary: '新增现场照片', tag, body: withIds('onSitePlanId'), reply: jdPhoto }),
  update: defineCall({ method: 'PUT', path: `${PH}/:id`, summary: '修改现场照片', tag, pathParams: pathId, body: fields, reply: jdPhoto }),
  remove: defineCall({ method: 'DELETE', path: PH, summary: '删除现场照片', tag, paramSet: idsSet, reply: z.number() }),
} as const;

const DR = JD_PATHS.docReview;

export const jdDocReviewCalls = {
  get: defineCall({ method: 'POST', path: DR.get, summary: '现场监督记录的文件审查（含各组问题）', tag, paramSet: bySite, reply: jdDocReview.nullable() }),
  create: defineCall({ method: 'PUT', path: DR.prefix, summary: '新增文件审查', tag, body: bySite, reply: jdDocReview.nullable() }),
  update: defineCall({ method: 'PUT', path: `${DR.prefix}/:id`, summary: '修改文件审查', tag, pathParams: pathId, body: fields, reply: jdDocReview.nullable() }),
  upProblem: defineCall({ method: 'POST', path: DR.upProblem, summary: '保存各文件组的问题标记与备注', tag, body: bySite, reply: jdDocReview.nullable() }),
} as const;

const RP = JD_PATHS.report;

export const jdReportCalls = {
  create: defineCall({ method: 'PUT', path: RP.prefix, summary: '新增监督报告（生成其 Word 文件）', tag, body: bySite, reply: jdReport }),
  update: defineCall({ method: 'PUT', path: `${RP.prefix}/:id`, summary: '修改监督报告（重新生成其 Word 文件）', tag, pathParams: pathId, body: fields, reply: jdReport }),
  byOnSite: defineCall({ method: 'GET', path: RP.byOnSite, summary: '现场监督记录的监督报告（无则为空）', tag, paramSet: bySite, reply: jdReport.nullable() }),
  checkBook: defineCall({ method: 'POST', path: RP.checkBook, summary: '监督检查书（Word）', tag, paramSet: bySite, reply: jdSiteFile }),
  lastNonComp: defineCall({ method: 'POST', path: RP.lastNonComp, summary: '企业上次监督的不符合项及其说明', tag, paramSet: bySite, reply: z.array(jdLastNon) }),
} as const;
