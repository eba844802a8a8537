/** The supervision calls' paths (calls document §7.7, every call under /api/jd/), rectification and exit aside. */

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
