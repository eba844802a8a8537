/**
 * The resources, each declared once: name -> definition, API prefix, the permission of each of
 * its standard calls, what its record page shows (header, sections, child tables) and its flow.
 * The server's resource engine registers a resource's routes from its entry here (its binding
 * names the resource and adds only the table, the scope and the hooks); the `resource-list` and
 * `record-view` widgets are configured by name, so a layout document stays plain JSON and names
 * only what differs from the declaration. ./names.ts lists the names alone, for manifests.
 */
import { SYS_USER } from '../account';
import { PERMS } from '../permissions';
import type { ResourceDef } from '../resource';
import type { WorkflowDef } from '../workflows/engine';
import { certificateFlow } from '../workflows/certificate';
import { evalChangeFlow } from '../workflows/evalChange';
import { evalPreFlow } from '../workflows/evalPre';
import { evaluationFlow } from '../workflows/evaluation';
import { jdExitFlow } from '../workflows/jdExit';
import { jdPlanFlow } from '../workflows/jdPlan';
import { jdReformFlow } from '../workflows/jdReform';
import { jdTaskFlow } from '../workflows/jdTask';
import { productReviewFlow } from '../workflows/productReview';
import { staffVerifyFlow } from '../workflows/staffVerify';
import { areaResource } from './area';
import { categoryResource } from './category';
import { deptResource } from './dept';
import { dicItemResource, dicResource } from './dic';
import { fileResource } from './file';
import { logResource } from './log';
import { menuResource } from './menu';
import { ORG_PREFIX, orgResource } from './org';
import { unitStaffResource } from './unitStaff';
import { assistEnterpriseResource, basketBaseResource, ENTERPRISE_CHILD_PATHS, enterpriseResource, unitResource } from './orgLists';
import { placeResource } from './place';
import { productResource } from './product';
import { activationResource, batchResource, hisProductResource, outputPlanResource, selfAssessResource } from './enterpriseRecords';
import { PRODUCT_BRAND_HISTORY_PATH, productBrandResource } from './productBrand';
import { EVAL_CHILD_PATHS, EVAL_MEETING_PATHS, EVAL_MEETING_PREFIX, evalMeetingAgendaResource, evalMeetingResource, EVAL_PREFIX, evalPlaceResource, evalProductResource, evaluationResource } from './evaluation';
import { EVAL_CHANGE_PREFIX, evalChangeResource } from './evalChange';
import { EVAL_PRE_PREFIX, evalPreResource } from './evalPre';
import { EVAL_SITE_PATHS, evalSampleRowResource } from './evalSite';
import { postResource } from './post';
import { registerResource } from './register';
import { ANNEX_TYPE_PREFIX, annexTypeResource } from './annexType';
import { EVAL_RULE_PREFIX, evalRuleResource } from './evalRule';
import { STANDARD_PREFIX, standardResource, TECH_SPEC_PREFIX, techSpecResource } from './standard';
import { msgActionResource, msgCategoryResource, msgLogResource, msgPushResource, MSG_TPL_PREFIX, msgTplResource } from './msg';
import { JD_REFORM_PATHS, jdExitResource, jdReformResource } from './jdReform';
import { CATALOGUE_PREFIX, catalogueResource, CERT_PREFIX, certResource } from './cert';
import { JD_PATHS, JD_CERT_PREFIX, jdCertResource, jdPlanResource, jdProdResource, jdRecordResource, jdSpotResource, jdTaskResource } from './jd';

/**
 * Who may use each standard call of a resource: a permission string, or `'user'` for any signed-in
 * user. `list` is the page (and its export), `lst` the unpaged list (pickers), `get` one record,
 * `add` create, `edit` update, `remove` delete. Absent: the server has no such route for this
 * resource, so the portal offers no button. The server's resource engine registers exactly these.
 */
export interface ResourcePerms {
  readonly list: string;
  readonly lst?: string;
  readonly get?: string;
  readonly add?: string;
  readonly edit?: string;
  readonly remove?: string;
}
export type ResourceVerb = keyof ResourcePerms;

/** The one declaration of a resource: everything client and server both need to know of it. */

export interface ResourceEntry {
  /** Fields, labels, types, code lists and validation (src/domain/resource.ts). */
  readonly def: ResourceDef;
  /** API path, e.g. `/api/sysuser` (page, get, create, update, delete, export hang below it). */
  readonly prefix: string;
  readonly perms: ResourcePerms;
  /**
   * Writable fields the generic form leaves out because they need a picker it does not have
   * (an upload, an organisation tree); the server keeps or stamps them.
   */
  readonly formOmit?: readonly string[];
  /** Key facts a record page shows in its header (the first one as its heading), unless the page names its own. */
  readonly header?: readonly string[];
  /** Rows belonging to one record, fetched by its id: a record page shows each as a table section. */
  readonly children?: Readonly<Record<string, ChildTable>>;
  /** The sections a record page shows, unless the page names its own (default: 基本信息, then each child table). */
  readonly sections?: readonly RecordSection[];
  /** The record's flow (its status moves through it): the record page's steps, moves and history. */
  readonly flow?: WorkflowDef;
  /** Records keyed by a code rather than a number (the division code of an area). */
  readonly idType?: 'int' | 'string';
  /** The calls document also writes the delete with a trailing slash (`DELETE /api/jd/plan/?ids=`): the same call answers there. */
  readonly deleteAtSlash?: true;
}

/** A section of a record page: fields of the record (in order; none: every readable field), or one of its child tables. */
export interface RecordSection {
  readonly title?: string;
  readonly fields?: readonly string[];
  /** A key of the resource's `children`. */
  readonly child?: string;
}

/** A table of rows that belong to one record (a brand history, the members of a team). */
export interface ChildTable {
  /** GET path answering the rows of one record; the record's id goes in the `id` query parameter (or `param`). */
  readonly path: string;
  readonly param?: string;
  /** The rows' fields (labels, types, code lists); its title is the section's title. */
  readonly def: ResourceDef;
}

/** List, read and write with the area's four permissions (the unpaged list and one record as the list). */
const crud = (p: { readonly list: string; readonly add: string; readonly edit: string; readonly remove: string }): ResourcePerms => ({ list: p.list, lst: p.list, get: p.list, add: p.add, edit: p.edit, remove: p.remove });
/** Read only: the page, the unpaged list and one record under one permission. */
const readOnly = (list: string): ResourcePerms => ({ list, lst: list, get: list });
/** Every call under one permission. */
const every = (perm: string): ResourcePerms => ({ list: perm, lst: perm, get: perm, add: perm, edit: perm, remove: perm });
/** Pickers of forms read the unpaged list: any signed-in user may. */
const ANY_USER = 'user';

export const RESOURCES = {
  sysuser: { def: SYS_USER, prefix: '/api/sysuser', perms: crud(PERMS.user) },
  // lst feeds the organisation pickers of forms (users, departments, places): any signed-in user, within the scope (outside management, one's own organisation).
  sysorg: { def: orgResource, prefix: ORG_PREFIX, perms: { ...crud(PERMS.org), lst: ANY_USER } },
  sysdept: { def: deptResource, prefix: '/api/sysdept', perms: crud(PERMS.dept) },
  sysposition: { def: postResource, prefix: '/api/sysposition', perms: { ...crud(PERMS.post), lst: ANY_USER } },
  sysdic: { def: dicResource, prefix: '/api/sysdic', perms: crud(PERMS.dic) },
  sysdicitem: { def: dicItemResource, prefix: '/api/sysdicitem', perms: crud(PERMS.dic) },
  sysmenu: { def: menuResource, prefix: '/api/sysmenu', perms: crud(PERMS.menu) },
  // The unpaged list is the category tree's own call (any signed-in user), not the engine's.
  category: { def: categoryResource, prefix: '/api/pro/category', perms: { list: PERMS.category.list, get: PERMS.category.list, add: PERMS.category.add, edit: PERMS.category.edit, remove: PERMS.category.remove } },
  syslog: { def: logResource, prefix: '/api/syslog', perms: { list: PERMS.log.list, get: PERMS.log.list } },
  filebaseinfo: { def: fileResource, prefix: '/api/filebaseinfo', perms: { list: PERMS.file.list, lst: ANY_USER } },
  place: { def: placeResource, prefix: '/api/zpplace', perms: crud(PERMS.place) },
  product: {
    def: productResource,
    prefix: '/api/zpproduct',
    perms: crud(PERMS.ownProduct),
    // The server stamps the enterprise's own organisation on a new product.
    formOmit: ['orgId'],
    header: ['name', 'orgName', 'brand', 'productType', 'categoryId', 'spec'],
    sections: [{ title: '基本信息', fields: ['name', 'orgName', 'brand', 'productType', 'categoryId', 'spec', 'annualOutput', 'placeIds', 'createTime', 'updateTime'] }, { title: '产品图片', fields: ['frontPic', 'backPic', 'otherPics'] }, { child: 'brandHistory' }],
    flow: productReviewFlow,
    children: { brandHistory: { path: PRODUCT_BRAND_HISTORY_PATH, def: productBrandResource } },
  },
  // The enterprise's own production records; the server stamps the enterprise on what it writes.
  zpBatch: { def: batchResource, prefix: '/api/zpbatch', perms: crud(PERMS.batch), formOmit: ['orgId'] },
  zpOutputPlan: { def: outputPlanResource, prefix: '/api/zpoutputplan', perms: crud(PERMS.outputPlan), formOmit: ['orgId'] },
  zpActivation: { def: activationResource, prefix: '/api/zpactivation', perms: { ...readOnly(PERMS.activation.list), add: PERMS.activation.add }, formOmit: ['orgId'] },
  zpSelfAssess: { def: selfAssessResource, prefix: '/api/zpselfassess', perms: { ...readOnly(PERMS.selfAssess.list), add: PERMS.selfAssess.submit }, formOmit: ['orgId'] },
  zpHisProduct: { def: hisProductResource, prefix: '/api/zphisproduct', perms: readOnly(PERMS.hisProduct.list) },
  // Management's views of enterprises and institutions (read-only; 组织管理 edits organisations).
  zpEnterprise: {
    def: enterpriseResource,
    prefix: '/api/zpenterprise',
    perms: readOnly(PERMS.enterprise.list),
    header: ['name', 'code', 'areaName', 'contact', 'phone', 'keyFlag'],
    children: { products: { path: ENTERPRISE_CHILD_PATHS.products, def: productResource }, places: { path: ENTERPRISE_CHILD_PATHS.places, def: placeResource } },
  },
  // Evaluation applications: the enterprise's own, an institution's assigned, management's all (the server decides).
  evaluation: {
    def: evaluationResource,
    prefix: EVAL_PREFIX,
    perms: crud(PERMS.evalApply),
    formOmit: ['orgId'],
    header: ['code', 'orgName', 'evalType', 'evalField', 'year', 'unitName'],
    sections: [{ title: '申请信息', fields: ['code', 'orgName', 'evalType', 'evalField', 'year', 'status', 'submitTime', 'contact', 'phone'] }, { title: '申报范围', fields: ['productNames', 'placeNames'] }, { title: '评价机构', fields: ['unitName', 'testUnitName', 'leaderName', 'memberNames'] }, { child: 'products' }, { child: 'places' }],
    flow: evaluationFlow,
    children: {
      products: { path: EVAL_CHILD_PATHS.products, def: evalProductResource },
      places: { path: EVAL_CHILD_PATHS.places, param: 'evalId', def: evalPlaceResource },
      samples: { path: EVAL_SITE_PATHS.samples, param: 'evalId', def: evalSampleRowResource },
    },
  },
  evalMeeting: {
    def: evalMeetingResource,
    prefix: EVAL_MEETING_PREFIX,
    perms: every(PERMS.evalWork.meeting),
    header: ['name', 'meetDate', 'place', 'experts'],
    sections: [{ title: '会议信息', fields: ['name', 'meetDate', 'place', 'experts', 'evalCodes', 'minutes'] }, { child: 'decisions', title: '评审决定' }],
    children: { decisions: { path: EVAL_MEETING_PATHS.decisions, def: evalMeetingAgendaResource } },
  },
  evalChange: {
    def: evalChangeResource,
    prefix: EVAL_CHANGE_PREFIX,
    perms: { ...readOnly(PERMS.evalChange.list), add: PERMS.evalChange.add, edit: PERMS.evalChange.add, remove: PERMS.evalChange.add },
    formOmit: ['orgId'],
    header: ['evalCode', 'orgName', 'changeType', 'unitName', 'createTime'],
    sections: [{ title: '变更信息', fields: ['evalCode', 'orgName', 'changeType', 'status', 'unitName', 'createTime', 'reason', 'annexIds'] }, { title: '变更内容', fields: ['items'] }],
    flow: evalChangeFlow,
  },
  evalPre: { def: evalPreResource, prefix: EVAL_PRE_PREFIX, perms: { ...readOnly(PERMS.evalPre.apply), add: PERMS.evalPre.add, edit: PERMS.evalPre.add, remove: PERMS.evalPre.add }, header: ['orgName', 'evalType', 'evalField', 'contact', 'phone'], flow: evalPreFlow },
  zpCert: { def: certResource, prefix: CERT_PREFIX, perms: { ...readOnly(PERMS.cert.list), edit: PERMS.cert.edit }, header: ['certNo', 'orgName', 'productName', 'issueDate', 'expireDate'], sections: [{ title: '证书信息', fields: ['certNo', 'version', 'status', 'orgName', 'productName', 'evalCode', 'issueDate', 'expireDate'] }, { title: '证书文件', fields: ['fileId', 'stampedFileId'] }, { title: '状态说明', fields: ['reason', 'statusTime'] }], flow: certificateFlow },
  zpCatalogue: { def: catalogueResource, prefix: CATALOGUE_PREFIX, perms: readOnly(PERMS.cert.catalogue) },
  // Supervision: plans are management's; tasks, their records and samples are seen by the units assigned and the enterprise (the server decides).
  jdPlan: {
    def: jdPlanResource,
    prefix: JD_PATHS.plan.prefix,
    perms: { ...readOnly(PERMS.jdTask.plan), add: PERMS.jdTask.planEdit, edit: PERMS.jdTask.planEdit, remove: PERMS.jdTask.planEdit },
    header: ['name', 'code', 'year', 'jdType', 'methods', 'unitName'],
    sections: [{ title: '计划信息', fields: ['code', 'name', 'year', 'jdType', 'methods', 'status', 'startDate', 'endDate'] }, { title: '承担机构', fields: ['unitName', 'testUnitName'] }, { title: '计划概况', fields: ['prodCount', 'taskCount', 'remark', 'updateTime'] }],
    flow: jdPlanFlow,
    deleteAtSlash: true,
    children: { prods: { path: JD_PATHS.plan.prods, param: 'planId', def: jdProdResource } },
  },
  jdTask: {
    def: jdTaskResource,
    prefix: JD_PATHS.task.prefix,
    perms: { list: PERMS.jdTask.task, get: PERMS.jdTask.task, add: PERMS.jdTask.taskEdit, edit: PERMS.jdTask.taskEdit, remove: PERMS.jdTask.taskEdit },
    header: ['code', 'orgName', 'planName', 'jdType', 'methods', 'unitName'],
    sections: [{ title: '任务信息', fields: ['code', 'planName', 'orgName', 'year', 'jdType', 'methods', 'productNames', 'status', 'startDate', 'endDate', 'submitTime'] }, { title: '承担机构', fields: ['unitName', 'testUnitName', 'leaderName', 'memberNames'] }, { title: '监督结论', fields: ['conclusion', 'remark'] }],
    flow: jdTaskFlow,
    deleteAtSlash: true,
    children: { records: { path: JD_PATHS.record.byTaskQuery, param: 'taskId', def: jdRecordResource } },
  },
  // 修改 is the unit's opinion and remark (the server decides which party writes which).
  jdRecord: { def: jdRecordResource, prefix: JD_PATHS.record.prefix, perms: { ...readOnly(PERMS.jdTask.task), edit: PERMS.jdTask.task }, header: ['productName', 'orgName', 'certNo', 'taskCode', 'year'] },
  jdReform: { def: jdReformResource, prefix: JD_REFORM_PATHS.reform, perms: { list: PERMS.jdReform.list }, header: ['productName', 'orgName', 'certNo', 'deadline'], sections: [{ title: '产品', fields: ['productName', 'certNo', 'certStatus', 'orgName', 'taskCode', 'unitName', 'createTime'] }, { title: '不通过情况', fields: ['testOpinion', 'failedSpots', 'nonconformities'] }, { title: '整改要求', fields: ['status', 'deadline', 'items', 'suspendCert'] }, { title: '企业整改', fields: ['measures', 'reportFileId', 'annexIds'] }, { title: '通知与异议', fields: ['noticeFileId', 'objectionDeadline'] }, { title: '整改结果', fields: ['result', 'endTime'] }], flow: jdReformFlow },
  // 新增: management opens an exit for a serious violation, an enterprise asks to withdraw its own certificate (the server tells them apart).
  jdExit: { def: jdExitResource, prefix: JD_REFORM_PATHS.exit, perms: { list: PERMS.jdExit.list, add: PERMS.jdExit.list }, header: ['productName', 'orgName', 'certNo', 'source'], sections: [{ title: '产品', fields: ['productName', 'certNo', 'certStatus', 'orgName'] }, { title: '退出', fields: ['source', 'reason', 'status', 'createTime'] }, { title: '通知与异议', fields: ['noticeFileId', 'objectionDeadline'] }, { title: '证书处理', fields: ['certOutcome', 'endTime'] }], flow: jdExitFlow },
  jdCert: { def: jdCertResource, prefix: JD_CERT_PREFIX, perms: { list: PERMS.jdTask.plan } },
  jdSpot: { def: jdSpotResource, prefix: JD_PATHS.spot, perms: { list: PERMS.jdTask.task, get: PERMS.jdTask.task, add: PERMS.jdTask.sampling, edit: PERMS.jdTask.sampling, remove: PERMS.jdTask.sampling } },
  zpUnit: { def: unitResource, prefix: '/api/zpunit', perms: readOnly(PERMS.unit.list) },
  unitStaff: { def: unitStaffResource, prefix: '/api/unitstaff', perms: every(PERMS.unit.staffVerify), header: ['name', 'orgName', 'qualification', 'certNo', 'certExpire'], flow: staffVerifyFlow },
  zpAssist: { def: assistEnterpriseResource, prefix: '/api/zpassist', perms: readOnly(PERMS.stats.assist) },
  zpBasket: { def: basketBaseResource, prefix: '/api/zpbasket', perms: readOnly(PERMS.stats.basket) },
  zpRegister: { def: registerResource, prefix: '/api/zp_user', perms: { list: PERMS.register.list } },
  standard: { def: standardResource, prefix: STANDARD_PREFIX, perms: { ...crud(PERMS.standard), lst: ANY_USER } },
  techSpec: { def: techSpecResource, prefix: TECH_SPEC_PREFIX, perms: { ...crud(PERMS.techSpec), lst: ANY_USER } },
  annexType: { def: annexTypeResource, prefix: ANNEX_TYPE_PREFIX, perms: { ...crud(PERMS.annexType), lst: ANY_USER } },
  evalRule: { def: evalRuleResource, prefix: EVAL_RULE_PREFIX, perms: { ...crud(PERMS.evalRule), lst: ANY_USER } },
  msgcategory: { def: msgCategoryResource, prefix: '/api/msg/category', perms: { ...crud(PERMS.msgCategory), lst: ANY_USER } },
  msgaction: { def: msgActionResource, prefix: '/api/msg/action', perms: { ...crud(PERMS.msgAction), lst: ANY_USER } },
  msgtpl: { def: msgTplResource, prefix: MSG_TPL_PREFIX, perms: { ...crud(PERMS.msgTpl), lst: ANY_USER } },
  msgpush: { def: msgPushResource, prefix: '/api/msg/push', perms: { list: PERMS.msgPush.list, get: PERMS.msgPush.list } },
  msglog: { def: msgLogResource, prefix: '/api/msg/log', perms: { list: PERMS.msgLog.list } },
  // Read-only to callers (reloaded from the division package); the area cascaders read it through its lookups.
  area: { def: areaResource, prefix: '/api/addvcd', idType: 'string', perms: { list: ANY_USER, get: ANY_USER } },
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as [ResourceName, ...ResourceName[]];

export const getResource = (name: ResourceName): ResourceEntry => RESOURCES[name];

/** The spec's page-size choices (§9) and the default. */
export const PAGE_SIZES = [10, 20, 30, 50, 100, 200, 300, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The most rows one export writes (the server caps it too). */
export const EXPORT_MAX_ROWS = 10_000;
