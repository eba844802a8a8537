/**
 * Supervision (监督, FLOW_JD_; WORKFLOWS.md §3, calls document §7.7, every call under /api/jd/):
 * the records of a plan, its tasks, the products in scope and their results, and the on-site
 * work, shared by the server (server/modules/jd) and the client (the jd-* pages and widgets).
 *
 *   plan        监督计划: a type of supervision by some methods over chosen valid certificates
 *   prod        a certificate (its product) in a plan, then in the task of its enterprise
 *   task        监督任务: one enterprise's products of a plan, sent to a supervision unit (and a testing unit)
 *   record      the result of one product of a task: opinion, test opinion, conclusion
 *   site        the on-site work of a task (`onSiteId`): team, task book, nonconformity report
 *   site plan   one visit per place (`onSitePlanId`): dates, products seen, spot items planned; a sub-flow
 *   date, schedule, observed, non, non_exp, his_non, photo      what the visit records
 *   doc_review, doc_problem, doc_annex                          the document review of the enterprise's documents
 *   mat, mat_item                                               the task's materials and their archive checklist
 *   report, rpt_item                                            the supervision report and its items
 *   spot        the testing unit's spot-test items (product, water, soil …) with results and test opinions
 */
import { z } from 'zod';
import { JD_METHOD, JD_OPINION, JD_TYPE, ORG_TYPE, orgTypeValue, TEST_OPINION } from '../codes';
import { defineResource, type FieldError, fieldErrorText } from '../resource';
import { planWindow } from '../workflows/jdPlan';
import { JD_TASK_EDITABLE } from '../workflows/jdTask';

const J = '/api/jd';

/**
 * The valid certificates a plan may cover, as a list (page, export; ours, since a list's calls hang
 * under one prefix): `plan/jdCertPage` answers the same.
 */
export const JD_CERT_PREFIX = `${J}/cert`;

/** Every call of the calls document §7.7 (rectification and exit aside), and ours in the same grammar. */
export const JD_PATHS = {
  plan: {
    /** Resource engine: page, lst, GET /{id}, PUT, PUT /{id}, DELETE ?ids= (the spec writes `plan/?ids=`). */
    prefix: `${J}/plan`,
    /** POST: valid certificates that a plan may cover, with their supervision in a year (search.year_eq, search.jdType_eq, search.inPlan_eq). */
    certPage: `${J}/plan/jdCertPage`,
    /** GET /{id}: the plan's products counted by enterprise, category and district. */
    classify: `${J}/plan/classify`,
    /** POST {planId}: the plan's products as an Excel file. */
    prodExcel: `${J}/plan/getJdProd/excel`,
    /** POST: the supervision units (type 5) and testing units (type 4) a plan or task may go to. */
    unitOrgs: `${J}/plan/unitOrgLst`,
    /** GET ?year=: 年度监督任务, one year's supervision of the valid certificates (ours). */
    annual: `${J}/plan/annual`,
    /** GET ?planId=: the plan's products (ours: the plan record page's child table). */
    prods: `${J}/plan/prods`,
  },
  prod: {
    /** PUT {planId | taskId, certIds}: certificates into a draft plan (or a task not yet sent); PUT /{id}: its remark and sampling; DELETE ?ids=. */
    prefix: `${J}/prod`,
    /**
     * POST {taskId}: 产品检测报告书, the task's products with their spot items and results (a Word file),
     * generated again on each call by the testing unit or the supervision unit (JdReportBook);
     * POST /{hash}: a generated one by the sha-256 of its bytes, for whoever sees the task.
     */
    reportBook: `${J}/prod/getProductReportBook`,
    /** GET ?taskId= (ours): the task's latest stored 产品检测报告书 as a file to open (JdStoredFile, via mat/download), or null; for whoever sees the task. */
    storedReportBook: `${J}/prod/reportBook`,
  },
  product: {
    /** GET: the supervised products (plan products with their task and result), paged (search grammar) and unpaged. */
    page: `${J}/product/getJdProductPage`,
    lst: `${J}/product/getJdProductLst`,
  },
  task: {
    /** Resource engine: PUT, PUT /{id}, DELETE ?ids=, POST page, GET /{id}; and the flow's process/move|flow. */
    prefix: `${J}/task`,
    /** PUT {planId}: one task per enterprise of the plan's products (the plan's 创建监督任务). */
    addMultiple: `${J}/task/doAddMultipleTasks`,
    /** POST {planId}: a plan's tasks. */
    planTasks: `${J}/task/planTaskLst`,
    /** GET ?ProcDefId=: the flow's steps (status and label, in order) for the steps bar. */
    flowNames: `${J}/task/jdTaskFlowNameLst`,
    /** POST /{id}: 下发任务. */
    submit: `${J}/task/submit`,
    /** POST {ids, status, opinion?, values?}: a move by the status wanted. */
    status: `${J}/task/status`,
    /** POST {taskId}: whether every place's visit is finished ({finished, total, open: [names]}). */
    siteAllFinished: `${J}/task/isSiteAllFinnish`,
    /** PUT /{id}: 开始现场监督: the task goes on site and each place's sub-flow starts. */
    startSubFlow: `${J}/task/startSubFlow`,
  },
  record: {
    /** PUT /{id}: a record's remark (and its opinion while the report is written). */
    prefix: `${J}/record`,
    /** POST: the products whose supervision did not pass (不通过列表), paged. */
    noPassPage: `${J}/record/noPassRecordPage`,
    /** POST: totals by result for the lists' badges ({pending, passed, unpassed, total}). */
    totals: `${J}/record/selectJdRecodTotalCount`,
    /** GET /{taskId}: a task's records with their products. */
    byTask: `${J}/record/getJdRecordByTaskId`,
    /** GET ?taskId=: the same (ours: the task record page's child table). */
    byTaskQuery: `${J}/record/byTask`,
    /** POST {taskId}: the same with the task's totals. */
    findByTask: `${J}/record/findRecordByTaskId`,
    /** PUT {prodIds}: the records of these plan products. */
    byProds: `${J}/record/findRecordByProdIds`,
    /** POST {items: [{id, jdOpinion, remark?}]}: the supervision unit's opinion per product. */
    opinion: `${J}/record/updateJdOpt`,
    /** POST {ids, status}: management's conclusion per product (通过 88 / 不通过 99) while the report is before it. */
    statusMulti: `${J}/record/updateJdStatusMultiterm`,
    /** POST {ids, jdType}: the supervision type of records (a failed product into key supervision). */
    jdType: `${J}/record/updJdType`,
    /** POST: records for export, paged (the same filters as the Excel). */
    exportPage: `${J}/record/jdExportRecordPage`,
    /** POST: the records as an Excel file. */
    exportExcel: `${J}/record/jdExportRecord`,
  },
  site: {
    /** PUT /{id}, GET /{id}: the on-site record of a task. */
    prefix: `${J}/site`,
    /** GET ?taskId=: the task's on-site record, or null. */
    byTask: `${J}/site/getJdOnSiteByJdTaskId`,
    /** GET ?taskId=: the task's on-site record, made when missing. */
    createOrQuery: `${J}/site/createOrQueryJdOnSiteByJdTaskId`,
    /** POST {onSiteId}: 监督任务书 (a Word file). */
    taskBook: `${J}/site/getJdTaskBookByOnSiteId`,
    /** PUT {id (onSiteId) | taskId, leaderName, memberNames}: the team. */
    staffSave: `${J}/site/staffSave`,
    /** POST {onSiteId}: 不符合项报告 (a Word file). */
    nonComBook: `${J}/site/getNonComBookByOnSiteId`,
    /** GET /{onSitePlanId}: the on-site record a visit belongs to. */
    byPlan: `${J}/site/findByOnSitePlanId`,
    /** GET /{taskId}: the task's products (plan product, certificate, product, places). */
    taskProds: `${J}/site/selectJdTaskProdDto`,
    /** GET ?id= (taskId): the places producing the task's products. */
    places: `${J}/site/getPlaceLst`,
    /** GET ?taskId=: the same places, each with the task's products made there. */
    placeProds: `${J}/site/getPlaceProLst`,
    /** POST {taskId, placeId, startDate, endDate, leaderName, memberNames?, productIds, spotItemTypes?}: a place's visit (again for the same place: replaced). */
    createPlan: `${J}/site/createJdOnSitePlan`,
    /** POST {taskId}: the task's visits. */
    lst: `${J}/site/lst`,
    /** GET ?onSitePlanId=: the products seen at a visit. */
    planProds: `${J}/site/getProLstByOnSitePlanId`,
    /** GET ?onSitePlanId=: the visit's photos as a Word file. */
    pictureWord: `${J}/site/makePictureWord`,
    /** GET ?ids=: visits removed (only while planning). */
    delPlans: `${J}/site/delByOnSitePlanId`,
    /** POST {id | ids, status, opinion?}: a visit's sub-flow moved by the status wanted. */
    status: `${J}/site/status`,
    /** POST {onSitePlanId}: everything a visit recorded as a zip. */
    zip: `${J}/site/getOnSiteZip`,
  },
  /** CRUD of a visit's photos by picture type (ours, in the grammar of the others); lst takes {onSitePlanId} or {onSiteId} (every visit's). */
  photo: `${J}/site_photo`,
  date: {
    /** POST {onSitePlanId, items: [{date, memberNames?, remark?}]}: the visit's days, replaced. */
    batchSave: `${J}/date/batchSave`,
    /** POST {onSitePlanId | taskId}: the days. */
    lst: `${J}/date/lst`,
  },
  docReview: {
    /** PUT, PUT /{id}: the document review of an on-site record (one per record). */
    prefix: `${J}/doc_review`,
    /** POST {onSiteId}: the review with its problems per document group, or null. */
    get: `${J}/doc_review/getJdDocReview`,
    /** POST {onSiteId, items: [{groupKey, problem, remark?}]}: a problem flag and remark per document group. */
    upProblem: `${J}/doc_problem/upProblem`,
  },
  docAnnex: {
    /** GET ?onSiteId=: the enterprise's document groups for the review (JdDocAnnexForm), copied from its evaluations' materials on first call. */
    items: `${J}/doc_annex/getZpAnnexItemCop`,
    /** POST {onSiteId, items: [{groupKey, annexIds, remark?}]}: the documents brought up to date (the groups sent, each its whole list); answers the form. */
    batchSave: `${J}/doc_annex/batchSave`,
    /** POST {onSitePlanId}: the documents of the visit's on-site record as a zip, a folder per group. */
    packZip: `${J}/doc_annex/packZip`,
  },
  mat: {
    /** PUT /{id} {remark}: the materials' remark; answers JdMat. */
    prefix: `${J}/mat`,
    /** POST {onSitePlanId}: a visit's materials as a zip (the visit's photos, the on-site record's items). */
    zip: `${J}/mat/zip`,
    /** POST {onSiteId | taskId}: all the task's materials as a zip (items, documents, every visit's records, samples' reports, generated files). */
    getZip: `${J}/mat/getZip`,
    /** GET /{onSiteId}: the materials of an on-site record, one item per JD_MAT_GROUPS group (JdMat; made on first ask). */
    onSite: `${J}/mat/on_site`,
    /** GET /{matId}: the archive checklist of the materials (JdMatChecklist). */
    gd: `${J}/mat/gd`,
    /** GET ?onSiteId= | taskId=, needGd=0|1: the checklist; needGd=1 (the assigned unit) also files the materials as archived when nothing required is missing. */
    getGd: `${J}/mat/getGd`,
    /** GET /{onSiteId}: the same enterprise's earlier on-site records with materials, of tasks the caller sees (JdRefSite[]). */
    refSites: `${J}/mat/ref_site`,
    /** GET ?onSiteId=&taskId= (the earlier task): its items' files copied into this record's empty items; answers JdMat. */
    setRefSite: `${J}/mat/set_ref_site`,
    /**
     * GET ?taskId=&id=: one file the task holds (materials, documents, visits' photos and findings,
     * samples' reports, generated files) for whoever sees the task (ours: the general download
     * serves only the uploader's organisation's files). Every supervision call's file links here.
     */
    download: `${J}/mat/download`,
  },
  matItem: {
    /** PUT /{id} {problem?, remark?}: an item's problem flag and remark; answers JdMatItem. */
    prefix: `${J}/mat_item`,
    /** POST {onSiteId, groupKey, annexIds}: an item's files (its whole list); answers JdMat. */
    updAnnex: `${J}/mat_item/upd_annex`,
  },
  /** CRUD (lst POST, create PUT, update PUT /{id}, delete DELETE ?ids=) of what a visit records. */
  schedule: `${J}/schedule`,
  observed: `${J}/observed`,
  non: `${J}/non`,
  nonExp: `${J}/non_exp`,
  hisNon: `${J}/his_non`,
  /** POST {onSiteId}: the enterprise's nonconformities of its previous supervision (its latest earlier task with an on-site record) copied in as history, once each. */
  hisNonBatchSave: `${J}/his_non/batchSave`,
  rptItem: `${J}/rpt_item`,
  report: {
    /** PUT, PUT /{id}: the supervision report of an on-site record (one per record); saving generates its Word file. */
    prefix: `${J}/report`,
    /** POST {onSiteId}: 监督检查书 (a Word file). */
    checkBook: `${J}/report/getJdCheckBookByOnSiteId`,
    /** GET ?onSiteId=: the report, or null. */
    byOnSite: `${J}/report/findOneByOnSiteId`,
    /** POST {onSiteId}: the enterprise's nonconformities at its previous supervision. */
    lastNonComp: `${J}/report/getLastNonCompByOnSiteId`,
  },
  /**
   * The testing unit's spot-test items (ours: the spec names the types, not the call): the resource
   * engine's page (+ export), GET /{id}, PUT, PUT /{id}, DELETE ?ids=, and POST lst {taskId}.
   */
  spot: `${J}/spot`,
} as const;

export const JD_MSG = {
  planLocked: (status: string) => `监督计划当前状态为“${status}”，不能修改或删除`,
  taskLocked: (status: string) => `监督任务当前状态为“${status}”，不能修改或删除`,
  taskNoProducts: '监督任务还没有产品',
  certNotValid: (no: string) => `证书“${no}”不是有效证书，不能纳入监督`,
  certInPlan: (no: string) => `证书“${no}”已在本年度同类型的另一个监督计划中`,
  certNotOrg: '只能选择该企业的证书',
  unitNeeded: fieldErrorText('监督机构', '请选择监督机构'),
  testUnitNeeded: fieldErrorText('检测机构', '抽样检测需要指定检测机构'),
  unitType: (label: string, kind: string) => fieldErrorText(label, `请选择${kind}`),
  notAssigned: '只有承担监督任务的监督机构可以执行此操作',
  notTestUnit: '只有承担抽样检测的检测机构可以执行此操作',
  notNow: (status: string) => `监督任务当前状态为“${status}”，不能执行此操作`,
  /** What a visit's move misses while its task is not on site (the guard's words name the step). */
  taskStatusIs: (status: string) => `当前状态为“${status}”`,
  placeNotInTask: fieldErrorText('场所', '只能选择生产本任务产品的场所'),
  productNotInTask: fieldErrorText('产品', '只能选择本任务的产品'),
  everyPlace: (names: string) => `以下场所还没有现场计划：${names}`,
  sitesOpen: (names: string) => `以下场所的现场监督还未完成：${names}`,
  noPhoto: '请先上传现场照片',
  visitNotOnSite: '该场所的现场监督不在进行中，不能上传或删除照片（已完成的请先重新打开）',
  reportMissing: '请先填写并保存监督报告',
  opinionMissing: (names: string) => `以下产品还没有监督意见：${names}`,
  testMissing: (names: string) => `以下产品还没有检测结论：${names}`,
  noneFailed: '没有不通过的产品，请选择“监督通过”',
  someFailed: (names: string) => `以下产品监督不通过，请选择“监督不通过”：${names}`,
  spotProductNeeded: fieldErrorText('产品', '产品抽检项目请选择产品'),
  notSampling: '该监督任务不含抽样检测',
  nothingToArchive: (names: string) => `以下材料还未上传：${names}`,
  documentNone: (title: string) => `${title}尚未生成`,
  visitClosed: (status: string) => `现场监督计划当前状态为“${status}”，不能修改现场照片`,
  visitNotInTask: fieldErrorText('现场监督计划', '只能选择本任务的现场监督计划'),
  findingProductNotInTask: fieldErrorText('涉及产品', '只能选择本任务的产品'),
  dateTwice: (date: string) => fieldErrorText('日期', `${date}填写了两次`),
  reportExists: '该任务已有监督报告，请修改原报告',
  docReviewExists: '该任务已有文件审核记录，请修改原记录',
  docReviewFirst: '请先填写并保存文件审核记录',
  groupUnknown: (key: string) => fieldErrorText('文件分组', `“${key}”不是有效的文件分组`),
  groupTwice: (label: string) => fieldErrorText('文件分组', `“${label}”填写了两次`),
  problemFlag: fieldErrorText('是否有问题', '只能是 0（有问题）或 1（无问题）'),
  statusCode: '参数 status 必须是状态代码',
  cannotMoveTo: (label: string) => `不能改为“${label}”`,
  nonOrSite: '参数 nonId 或 onSiteId 必须是数字',
  attachmentType: fieldErrorText('附件', '只能上传文档、PDF、图片或mp4视频'),
  historyImported: (n: number) => (n ? `已导入${n}条历史不符合项` : '没有需要导入的历史不符合项'),
  matGroupUnknown: (label: string, key: string) => fieldErrorText(label, `没有名为“${key}”的分组`),
  matGroupTwice: (label: string) => fieldErrorText('材料分组', `分组“${label}”出现了多次`),
  tooManyFiles: (label: string, n: number) => fieldErrorText(label, `每个分组最多 ${n} 个文件`),
  badAnnexIds: (label: string) => fieldErrorText(label, '必须是以逗号分隔的文件编号'),
  filesUnusable: (label: string) => fieldErrorText(label, '附件不存在或无权使用'),
  needGd: '参数 needGd 只能是 0 或 1',
  siteOrTask: '请指定现场监督记录或监督任务',
  refSiteSelf: '不能引用本任务自己的监督材料',
  refSiteOtherOrg: '只能引用同一企业以前的监督材料',
  refSiteNone: '所选任务没有可引用的监督材料',
  spotPlanNotInTask: fieldErrorText('场所', '只能选择本任务的现场监督计划'),
  spotProductNotInTask: fieldErrorText('产品', '只能选择本任务的产品'),
  spotProductOnlyForProduct: fieldErrorText('产品', '只有产品抽检项目可以选择产品'),
  sampleNoTaken: (no: string) => fieldErrorText('样品编号', `“${no}”在本任务中已使用`),
  reportNotOwn: fieldErrorText('检测报告', '只能选择本机构上传的 PDF 或图片'),
  noSpots: '该任务还没有抽检项目，不能生成产品检测报告书',
  notBookWriter: '只有承担该任务的检测机构或监督机构可以生成产品检测报告书',
  badHash: '参数 hash 必须是 64 位十六进制的 SHA-256 摘要',
  certMissing: '所选证书不存在',
  prodTarget: '请指定监督计划或监督任务之一',
  planClosed: (status: string) => `监督计划当前状态为“${status}”，不能再添加监督任务`,
  planFixed: '监督计划已有监督任务，不能再修改年度、监督类型、监督方式或机构',
  planHasTasks: (codes: string) => `以下监督任务已下发，不能随计划删除：${codes}`,
  orgNoCerts: '该企业没有有效证书，不能创建监督任务',
  taskExists: (code: string) => `该企业在本计划中已有未结束的监督任务“${code}”`,
  managementOnly: '只有管理端可以执行此操作',
  noPlanEdit: '没有编辑监督计划的权限',
  noTaskEdit: '没有编辑监督任务的权限',
  unknownFlow: (key: string) => `未知的流程：${key}`,
  flowNeeded: '参数 ProcDefId 不能为空',
  opinionWanted: fieldErrorText('监督意见', '只能是“通过”或“不通过”'),
  resultWanted: fieldErrorText('监督结果', '只能是“通过”或“不通过”'),
  jdTypeWanted: fieldErrorText('监督类型', '请选择有效的监督类型'),
  prodsAdded: (n: number) => `已添加${n}个产品`,
  prodsAllThere: '所选证书都已在其中',
  yearWanted: '参数 year 必须是 2000 到 2100 之间的年份',
  noCategory: '未分类',
  noArea: '未知地区',
  statusUnreachable: (label: string) => `不能改为“${label}”`,
  statusNeeded: '参数 status 必须是状态代码',
  itemsNeeded: '参数 items 必须是非空的列表',
  tooManyItems: (max: number) => `一次最多提交 ${max} 条`,
} as const;

/** Plan codes read JH + year + four digits; task codes JD + year + four digits. */
export const jdPlanCodeOf = (year: number, seq: number): string => `JH${year}${String(seq).padStart(4, '0')}`;
export const jdTaskCodeOf = (year: number, seq: number): string => `JD${year}${String(seq).padStart(4, '0')}`;

const methodsCheck = (r: Readonly<Record<string, unknown>>): FieldError | null => {
  const start = r.startDate;
  const end = r.endDate;
  if (typeof start === 'string' && typeof end === 'string' && start && end && end < start) return { field: 'endDate', label: '结束日期', message: '结束日期不能早于开始日期' };
  return null;
};

/** Whether a plan's or task's methods (comma-joined codes) include sampling. */
export const hasSampling = (methods: unknown): boolean => String(methods ?? '').split(',').map((s) => s.trim()).includes(String(JD_METHOD.sampling));

export const jdPlanResource = defineResource({
  name: 'jdplan',
  title: '监督计划',
  changeableWhen: { field: 'status', values: planWindow('units') },
  defaultSort: 'id,desc',
  searchMain: ['name', 'year', 'jdType', 'status'],
  check: methodsCheck,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    code: { label: '计划编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 130 } },
    name: { label: '计划名称', type: 'string', required: true, max: 100, search: ['like'], column: { width: 240 } },
    year: { label: '年度', type: 'int', required: true, min: 2000, max: 2100, search: ['eq'], sortable: true, column: { width: 80 } },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', required: true, default: String(JD_TYPE.annual), search: ['eq', 'in'], column: { width: 100 } },
    methods: { label: '监督方式', type: 'code', codes: 'jdMethod', multipleCodes: true, required: true, search: ['like'], column: { width: 200 } },
    unitId: { label: '监督机构', type: 'int', required: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'unitName', where: { type_like: orgTypeValue(ORG_TYPE.supervision) } }, column: false },
    unitName: { label: '监督机构', type: 'string', readOnly: true, column: { width: 200 } },
    testUnitId: { label: '检测机构', type: 'int', search: ['eq'], ref: { resource: 'zpUnit', display: 'testUnitName', where: { type_like: orgTypeValue(ORG_TYPE.testing) } }, column: false },
    testUnitName: { label: '检测机构', type: 'string', readOnly: true, column: false },
    startDate: { label: '开始日期', type: 'date', required: true, column: { width: 110 } },
    endDate: { label: '结束日期', type: 'date', required: true, column: { width: 110 } },
    prodCount: { label: '产品数', type: 'int', readOnly: true, column: { width: 80 } },
    taskCount: { label: '任务数', type: 'int', readOnly: true, column: { width: 80 } },
    status: { label: '计划状态', type: 'int', codes: 'jdPlanStatus', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    remark: { label: '备注', type: 'text', max: 500, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});

export const jdTaskResource = defineResource({
  name: 'jdtask',
  title: '监督任务',
  changeableWhen: { field: 'status', values: JD_TASK_EDITABLE },
  defaultSort: 'id,desc',
  searchMain: ['code', 'orgId', 'status', 'year'],
  check: methodsCheck,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    code: { label: '任务编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 130 } },
    planId: { label: '监督计划', type: 'int', required: true, createOnly: true, search: ['eq'], ref: { resource: 'jdPlan', display: 'planName', label: 'name' }, column: false },
    planName: { label: '监督计划', type: 'string', readOnly: true, column: { width: 200 } },
    orgId: { label: '被监督企业', type: 'int', required: true, createOnly: true, search: ['eq', 'in'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '被监督企业', type: 'string', readOnly: true, column: { width: 220 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 70 } },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    methods: { label: '监督方式', type: 'code', codes: 'jdMethod', multipleCodes: true, readOnly: true, search: ['like'], column: { width: 180 } },
    productNames: { label: '监督产品', type: 'string', readOnly: true, column: { width: 220 } },
    status: { label: '任务状态', type: 'int', codes: 'jdTaskStatus', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    unitId: { label: '监督机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'unitName', where: { type_like: orgTypeValue(ORG_TYPE.supervision) } }, column: false },
    unitName: { label: '监督机构', type: 'string', readOnly: true, column: { width: 200 } },
    testUnitId: { label: '检测机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'testUnitName', where: { type_like: orgTypeValue(ORG_TYPE.testing) } }, column: false },
    testUnitName: { label: '检测机构', type: 'string', readOnly: true, column: false },
    leaderName: { label: '监督组长', type: 'string', readOnly: true, column: false },
    memberNames: { label: '监督组员', type: 'string', readOnly: true, column: false },
    startDate: { label: '开始日期', type: 'date', required: true, column: { width: 110 } },
    endDate: { label: '结束日期', type: 'date', required: true, column: { width: 110 } },
    remark: { label: '备注', type: 'text', max: 500, column: false },
    conclusion: { label: '监督结论', type: 'string', readOnly: true, column: false },
    issueTime: { label: '下发时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});

/** A valid certificate a plan may cover, with what supervision the year gave it (`plan/jdCertPage`). */
export const jdCertResource = defineResource({
  name: 'jdcert',
  title: '可监督证书',
  defaultSort: 'id,desc',
  searchMain: ['orgId', 'productName', 'categoryId', 'year'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], sortable: true, column: { width: 170 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    categoryId: { label: '产品分类', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'category', display: 'categoryName' }, column: false },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 110 } },
    areaCode: { label: '所在地区', type: 'string', input: 'area', readOnly: true, search: ['like'], column: false },
    areaName: { label: '所在地区', type: 'string', readOnly: true, column: { width: 120 } },
    issueDate: { label: '发证日期', type: 'date', readOnly: true, column: false },
    expireDate: { label: '有效期至', type: 'date', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    // Valid, or (for a certificate the year's supervision already took) what became of it since.
    certStatus: { label: '证书状态', type: 'int', codes: 'certStatus', readOnly: true, column: { width: 100 } },
    // The year and type asked about (search.year_eq, search.jdType_eq): not columns of the certificate.
    year: { label: '监督年度', type: 'int', readOnly: true, search: ['eq'], column: false },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq'], column: false },
    inPlan: { label: '已纳入计划', type: 'bool', readOnly: true, search: ['eq'], column: { width: 100 } },
    planName: { label: '监督计划', type: 'string', readOnly: true, column: { width: 200 } },
    taskStatus: { label: '任务状态', type: 'int', codes: 'jdTaskStatus', readOnly: true, column: { width: 100 } },
    recordStatus: { label: '监督结果', type: 'int', codes: 'jdRecordStatus', readOnly: true, column: { width: 90 } },
  },
});

/**
 * A certificate in a plan (`prod`): the plan's child table, and the supervised products
 * (`product/getJdProductPage`, searched by the fields that have operators).
 */
export const jdProdResource = defineResource({
  name: 'jdprod',
  title: '监督产品',
  defaultSort: 'id,desc',
  searchMain: ['productName', 'certNo', 'year', 'recordStatus'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    planId: { label: '监督计划', type: 'int', readOnly: true, search: ['eq'], column: false },
    planName: { label: '监督计划', type: 'string', readOnly: true, column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, search: ['like'], column: { width: 130 } },
    certId: { label: '证书', type: 'int', readOnly: true, search: ['eq'], column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], sortable: true, column: { width: 170 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 110 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], column: false },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq'], column: false },
    taskStatus: { label: '任务状态', type: 'int', codes: 'jdTaskStatus', readOnly: true, search: ['eq', 'in'], column: false },
    recordStatus: { label: '监督结果', type: 'int', codes: 'jdRecordStatus', readOnly: true, search: ['eq', 'in'], column: false },
    sampling: { label: '抽样检测', type: 'bool', search: ['eq'], column: { width: 90 } },
    remark: { label: '备注', type: 'string', max: 500, column: { width: 200 } },
  },
});

/** One product's result in a task (`record`). */
export const jdRecordResource = defineResource({
  name: 'jdrecord',
  title: '监督记录',
  defaultSort: 'id,desc',
  searchMain: ['orgId', 'productName', 'status', 'year'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, column: { width: 130 } },
    planId: { label: '监督计划', type: 'int', readOnly: true, search: ['eq'], column: false },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], column: { width: 170 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 70 } },
    jdType: { label: '监督类型', type: 'code', codes: 'jdType', readOnly: true, search: ['eq'], column: { width: 100 } },
    jdOpinion: { label: '监督意见', type: 'int', codes: 'jdOpinion', search: ['eq'], column: { width: 90 } },
    testOpinion: { label: '检测结论', type: 'int', codes: 'testOpinion', readOnly: true, search: ['eq'], column: { width: 90 } },
    status: { label: '监督结果', type: 'int', codes: 'jdRecordStatus', readOnly: true, search: ['eq', 'in'], column: { width: 90 } },
    remark: { label: '说明', type: 'string', max: 500, column: { width: 200 } },
    conclusionTime: { label: '结论时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});

/** An opinion per product: what `record/updateJdOpt` takes. */
export const JD_OPINIONS: readonly number[] = [JD_OPINION.fail, JD_OPINION.pass];
/** Test opinions a spot item may end with. */
export const JD_TEST_RESULTS: readonly number[] = [TEST_OPINION.qualified, TEST_OPINION.unqualified];

/** A task's on-site record (`site`): the team and the documents it generates. */
export const jdSiteResource = defineResource({
  name: 'jdsite',
  title: '现场监督记录',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, column: false },
    leaderName: { label: '监督组长', type: 'string', required: true, max: 20, validators: ['chineseName'] },
    memberNames: { label: '监督组员', type: 'string', max: 200 },
    summary: { label: '现场监督概况', type: 'text', max: 2000 },
    taskBookFileId: { label: '监督任务书', type: 'file', readOnly: true },
    nonComBookFileId: { label: '不符合项报告', type: 'file', readOnly: true },
  },
});

/** One visit per place (`createJdOnSitePlan`). */
export const jdSitePlanResource = defineResource({
  name: 'jdsiteplan',
  title: '现场监督计划',
  check: methodsCheck,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    taskId: { label: '监督任务', type: 'int', required: true, column: false },
    placeId: { label: '场所', type: 'int', required: true, column: false },
    placeName: { label: '场所', type: 'string', readOnly: true, column: { width: 200 } },
    address: { label: '地址', type: 'string', readOnly: true, column: { width: 240 } },
    startDate: { label: '开始日期', type: 'date', required: true, column: { width: 110 } },
    endDate: { label: '结束日期', type: 'date', required: true, column: { width: 110 } },
    leaderName: { label: '组长', type: 'string', required: true, max: 20, validators: ['chineseName'], column: { width: 90 } },
    memberNames: { label: '组员', type: 'string', max: 200, column: { width: 160 } },
    productIds: { label: '监督产品', type: 'string', required: true, max: 500, column: false },
    productNames: { label: '监督产品', type: 'string', readOnly: true, column: { width: 200 } },
    spotItemTypes: { label: '抽检项目', type: 'code', codes: 'spotItemType', multipleCodes: true, max: 20, column: { width: 160 } },
    status: { label: '状态', type: 'int', codes: 'jdSiteStatus', readOnly: true, column: { width: 90 } },
  },
});

export const jdDateResource = defineResource({
  name: 'jddate',
  title: '现场监督日期',
  fields: {
    date: { label: '日期', type: 'date', required: true },
    memberNames: { label: '到场人员', type: 'string', max: 200 },
    remark: { label: '备注', type: 'string', max: 200 },
  },
});

/** What `date/batchSave` takes: the visit's days, replacing those it had (an empty list clears them). */
export const jdDatesResource = defineResource({
  name: 'jddates',
  title: '现场监督日期',
  fields: {
    onSitePlanId: { label: '现场监督计划', type: 'int', required: true },
    items: { label: '日期', type: 'rows', rows: jdDateResource, max: 100 },
  },
});

/** The agenda of the visit (首次会议, 现场检查, 末次会议 …). */
export const jdScheduleResource = defineResource({
  name: 'jdschedule',
  title: '日程安排',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    date: { label: '日期', type: 'date', required: true, column: { width: 110 } },
    timeRange: { label: '时间', type: 'string', required: true, max: 30, column: { width: 120 } },
    content: { label: '内容', type: 'string', required: true, max: 500, column: { width: 260 } },
    participants: { label: '参加人员', type: 'string', max: 200, column: { width: 180 } },
  },
});

/** What the inspectors saw, clause by clause. */
export const jdObservedResource = defineResource({
  name: 'jdobserved',
  title: '现场观察记录',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    onSitePlanId: { label: '场所', type: 'int', column: false },
    clause: { label: '检查条款', type: 'string', required: true, max: 100, column: { width: 160 } },
    content: { label: '观察内容', type: 'text', required: true, max: 2000, column: { width: 300 } },
    conformity: { label: '是否符合', type: 'int', codes: 'conformity', required: true, default: 1, column: { width: 90 } },
    annexIds: { label: '照片', type: 'image', upload: { maxCount: 9 }, column: false },
  },
});

/** A nonconformity found on site. */
export const jdNonResource = defineResource({
  name: 'jdnon',
  title: '不符合项',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    onSitePlanId: { label: '场所', type: 'int', column: false },
    productId: { label: '涉及产品', type: 'int', column: false },
    productName: { label: '涉及产品', type: 'string', readOnly: true, column: { width: 140 } },
    clause: { label: '不符合条款', type: 'string', required: true, max: 100, column: { width: 160 } },
    description: { label: '不符合事实描述', type: 'text', required: true, max: 1000, column: { width: 300 } },
    level: { label: '程度', type: 'int', codes: 'jdNonLevel', required: true, default: 1, column: { width: 80 } },
    deadline: { label: '整改期限', type: 'date', column: { width: 110 } },
    annexIds: { label: '证据照片', type: 'image', upload: { maxCount: 9 }, column: false },
  },
});

/** The enterprise's explanation of a nonconformity and its correction, recorded on site. */
export const jdNonExpResource = defineResource({
  name: 'jdnonexp',
  title: '不符合项说明',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    nonId: { label: '不符合项', type: 'int', required: true, createOnly: true, column: false },
    explanation: { label: '原因分析', type: 'text', required: true, max: 1000, column: { width: 260 } },
    correction: { label: '纠正措施', type: 'text', max: 1000, column: { width: 260 } },
    verified: { label: '是否验证', type: 'int', codes: 'yesNo', column: { width: 90 } },
    annexIds: { label: '附件', type: 'file', upload: { accept: 'record', maxCount: 9 }, column: false },
  },
});

/** The enterprise's earlier nonconformities and whether they were corrected. */
export const jdHisNonResource = defineResource({
  name: 'jdhisnon',
  title: '历史不符合项',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    sourceTaskCode: { label: '来源任务', type: 'string', readOnly: true, column: { width: 130 } },
    clause: { label: '不符合条款', type: 'string', required: true, max: 100, column: { width: 160 } },
    description: { label: '不符合事实描述', type: 'text', required: true, max: 1000, column: { width: 300 } },
    corrected: { label: '是否已整改', type: 'int', codes: 'yesNo', required: true, default: 0, column: { width: 100 } },
    remark: { label: '验证说明', type: 'string', max: 500, column: { width: 200 } },
  },
});

/** The supervision report of an on-site record. */
export const jdReportResource = defineResource({
  name: 'jdreport',
  title: '监督报告',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    reportDate: { label: '报告日期', type: 'date', required: true },
    summary: { label: '监督概况', type: 'text', required: true, max: 4000 },
    conclusion: { label: '监督结论', type: 'text', required: true, max: 2000 },
    fileId: { label: '监督报告文件', type: 'file', readOnly: true },
    checkBookFileId: { label: '监督检查书', type: 'file', readOnly: true },
  },
});

/** An item of the supervision report (检查项目). */
export const jdRptItemResource = defineResource({
  name: 'jdrptitem',
  title: '报告检查项目',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    item: { label: '检查项目', type: 'string', required: true, max: 200, column: { width: 200 } },
    result: { label: '检查情况', type: 'text', required: true, max: 1000, column: { width: 300 } },
    conformity: { label: '是否符合', type: 'int', codes: 'conformity', required: true, default: 1, column: { width: 90 } },
    remark: { label: '备注', type: 'string', max: 500, column: { width: 160 } },
    sort: { label: '序号', type: 'int', min: 0, max: 9999, column: false },
  },
});

/** The document review of an on-site record. */
export const jdDocReviewResource = defineResource({
  name: 'jddocreview',
  title: '文件审核',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSiteId: { label: '现场监督记录', type: 'int', required: true, createOnly: true, column: false },
    reviewer: { label: '审核人', type: 'string', required: true, max: 20 },
    reviewDate: { label: '审核日期', type: 'date', required: true },
    conclusion: { label: '审核结论', type: 'int', codes: 'conformity', required: true },
    opinion: { label: '审核意见', type: 'text', max: 1000 },
  },
});

/** A document group's problem flag in the review (`doc_problem/upProblem` items): 1 no problem (the default), 0 a problem. */
export const jdDocProblemResource = defineResource({
  name: 'jddocproblem',
  title: '文件审核问题',
  fields: {
    groupKey: { label: '文件分组', type: 'string', required: true, max: 30 },
    problem: { label: '是否有问题', type: 'int', required: true, default: 1 },
    remark: { label: '问题说明', type: 'string', max: 500 },
  },
});

/** What `doc_problem/upProblem` takes. */
export const jdDocProblemsResource = defineResource({
  name: 'jddocproblems',
  title: '文件审核问题',
  fields: {
    onSiteId: { label: '现场监督记录', type: 'int', required: true },
    items: { label: '文件分组', type: 'rows', rows: jdDocProblemResource, required: true, max: 100 },
  },
});

/** A photo (or a video) of a visit by picture type (PICTURE_TYPE). */
export const jdPhotoResource = defineResource({
  name: 'jdphoto',
  title: '现场照片',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    onSitePlanId: { label: '现场监督计划', type: 'int', required: true, createOnly: true, column: false },
    pictureType: { label: '图片类型', type: 'code', codes: 'pictureType', required: true, column: { width: 110 } },
    annexIds: { label: '照片或视频', type: 'file', required: true, upload: { accept: 'img', maxCount: 20 }, column: false },
    description: { label: '说明', type: 'string', max: 500, column: { width: 260 } },
  },
});

/** A spot-test item of the testing unit. */
export const jdSpotResource = defineResource({
  name: 'jdspot',
  title: '抽检项目',
  defaultSort: 'id,desc',
  searchMain: ['taskId', 'itemType', 'testOpinion'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskId: { label: '监督任务', type: 'int', required: true, createOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, column: { width: 130 } },
    onSitePlanId: { label: '场所', type: 'int', column: false },
    itemType: { label: '抽检项目类型', type: 'int', codes: 'spotItemType', required: true, search: ['eq', 'in'], column: { width: 110 } },
    spotType: { label: '抽检类型', type: 'int', codes: 'spotType', readOnly: true, column: { width: 90 } },
    prodId: { label: '产品', type: 'int', column: false },
    productName: { label: '产品', type: 'string', readOnly: true, column: { width: 160 } },
    sampleName: { label: '样品名称', type: 'string', required: true, max: 100, column: { width: 160 } },
    sampleNo: { label: '样品编号', type: 'string', required: true, max: 50, column: { width: 130 } },
    sampleDate: { label: '抽样日期', type: 'date', required: true, column: { width: 110 } },
    testItems: { label: '检测项目', type: 'string', max: 500, column: { width: 200 } },
    result: { label: '检测结果', type: 'string', max: 500, column: { width: 200 } },
    testOpinion: { label: '检测结论', type: 'int', codes: 'testOpinion', default: 0, search: ['eq'], column: { width: 90 } },
    reportAnnexId: { label: '检测报告', type: 'file', upload: { accept: 'pdf', maxCount: 1 }, column: false },
  },
});

/**
 * The materials of a task (jd_mat_item groups), what 归档 checks: the documents the supervision
 * produced and the evidence it gathered. `required` ones must hold a file before the archive.
 */
export const JD_MAT_GROUPS = [
  { key: 'taskBook', label: '监督任务书', required: true },
  { key: 'signIn', label: '首次会议签到表', required: true },
  { key: 'siteRecord', label: '现场检查记录', required: true },
  { key: 'nonComBook', label: '不符合项报告', required: false },
  { key: 'samplingSheet', label: '抽样单', required: false },
  { key: 'testReport', label: '检测报告', required: false },
  { key: 'photos', label: '现场照片', required: true },
  { key: 'lastMeeting', label: '末次会议记录', required: true },
  { key: 'other', label: '其他材料', required: false },
] as const;
export type JdMatGroupKey = (typeof JD_MAT_GROUPS)[number]['key'];
export const isJdMatGroupKey = (key: unknown): key is JdMatGroupKey => typeof key === 'string' && JD_MAT_GROUPS.some((g) => g.key === key);


/** A file as the materials' calls answer it; `url` downloads it through `JD_PATHS.mat.download`. */
export interface JdFile {
  readonly id: number;
  readonly name: string;
  readonly ext: string;
  readonly size: number;
  readonly url: string;
}

/** A stored document to open (the task's latest 产品检测报告书, `JD_PATHS.prod.storedReportBook`). */
export const jdStoredFileSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type JdStoredFile = z.output<typeof jdStoredFileSchema>;

/** `GET doc_annex/getZpAnnexItemCop`, `POST doc_annex/batchSave`: every EVAL_ANNEX_GROUPS group in order. */
export interface JdDocAnnexForm {
  readonly onSiteId: number;
  readonly taskId: number;
  readonly taskCode: string;
  readonly taskStatus: number;
  readonly groups: readonly { readonly groupKey: string; readonly label: string; readonly annexIds: string; readonly files: readonly JdFile[]; readonly remark: string | null; readonly updateTime: string | null }[];
}

export interface JdMatItem {
  readonly id: number;
  readonly matId: number;
  readonly groupKey: JdMatGroupKey;
  readonly label: string;
  readonly required: boolean;
  readonly annexIds: string;
  readonly files: readonly JdFile[];
  /** 1 no problem (the default), 0 a problem. */
  readonly problem: number;
  readonly remark: string | null;
  readonly updateTime: string;
}

/** `GET mat/on_site/{onSiteId}` and the materials' writes. */
export interface JdMat {
  readonly id: number;
  readonly onSiteId: number;
  readonly taskId: number;
  readonly taskCode: string;
  readonly taskStatus: number;
  readonly refSiteId: number | null;
  readonly refTaskCode: string | null;
  /** Filed as archived (getGd needGd=1); a later change of an item takes it back out. */
  readonly archived: boolean;
  readonly archiveTime: string | null;
  readonly remark: string | null;
  readonly updateTime: string;
  readonly items: readonly JdMatItem[];
}

/** `GET mat/gd/{matId}`, `GET mat/getGd`: the archive checklist. */
export interface JdMatChecklist {
  readonly matId: number;
  readonly onSiteId: number;
  readonly taskId: number;
  readonly archived: boolean;
  readonly archiveTime: string | null;
  /** Nothing required is missing. */
  readonly complete: boolean;
  /** The labels of the required groups without a file. */
  readonly missing: readonly string[];
  readonly items: readonly (Pick<JdMatItem, 'id' | 'groupKey' | 'label' | 'required' | 'files' | 'problem' | 'remark'> & { readonly present: boolean; readonly missing: boolean })[];
}

/** `GET mat/ref_site/{onSiteId}`: an earlier on-site record of the same enterprise with materials. */
export interface JdRefSite {
  readonly id: number;
  readonly taskId: number;
  readonly taskCode: string;
  readonly year: number;
  /** The first visit's start date (else the task's start date). */
  readonly date: string | null;
  readonly fileCount: number;
}

/** `POST prod/getProductReportBook`: the generated 产品检测报告书; `url` is the POST that answers its bytes. */
export const jdReportBookSchema = z.object({ taskId: z.number(), fileId: z.number(), name: z.string(), hash: z.string(), url: z.string(), createTime: z.string() });
export type JdReportBook = z.output<typeof jdReportBookSchema>;

export const JD_LIMITS = { items: 200, annexIds: 1000, files: 20 } as const;

/**
 * 年度监督任务's figures (`GET JD_PATHS.plan.annual?year=`): one year's annual supervision
 * (JD_TYPE.annual) of the valid certificates, as a funnel. Each count is of certificates (one
 * certificate is one product in a plan), so every figure is at most the one before it:
 *   due       应监督: the certificates the jdCert list (plan/jdCertPage) holds for that year
 *             (search.year_eq): the valid ones, and those the year's annual supervision already
 *             took whatever their status now (a failed product whose certificate was cancelled
 *             since still counts where it was planned, tasked and concluded)
 *   planned   已纳入计划: of them, in an annual plan of that year (any plan status, draft included)
 *   inTask    已建任务: of them, in a task of that plan that is not 终止 (-2)
 *   done      已完成: of them, concluded (their record 通过 88 or 不通过 99); done = passed + unpassed
 *   passed    通过: records at JD_RECORD_STATUS.passed
 *   unpassed  不通过: records at JD_RECORD_STATUS.unpassed
 * The jdCert list with search.year_eq and search.jdType_eq=0 lists the same certificates one by one.
 */
export const jdAnnualFiguresSchema = z.object({
  year: z.number(),
  due: z.number(),
  planned: z.number(),
  inTask: z.number(),
  done: z.number(),
  passed: z.number(),
  unpassed: z.number(),
});
export type JdAnnualFigures = z.output<typeof jdAnnualFiguresSchema>;
/** The years 年度监督任务 may ask about (the plan's own bounds). */
export const JD_YEAR_RANGE = { min: 2000, max: 2100 } as const;

