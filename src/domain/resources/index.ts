/**
 * The client's registry of resources: name -> definition, API prefix (as the server's modules
 * register it) and the permissions of its list, add, edit and remove. The `resource-list` widget
 * is configured by name, so a layout document stays plain JSON.
 */
import { SYS_USER } from '../account';
import { PERMS } from '../permissions';
import type { ResourceDef } from '../resource';
import { categoryResource } from './category';
import { deptResource } from './dept';
import { dicItemResource, dicResource } from './dic';
import { fileResource } from './file';
import { logResource } from './log';
import { menuResource } from './menu';
import { orgResource } from './org';
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
import { msgActionResource, msgCategoryResource, msgLogResource, msgPushResource, msgTplResource } from './msg';
import { JD_REFORM_PATHS, jdExitResource, jdReformResource } from './jdReform';
import { CATALOGUE_PREFIX, catalogueResource, CERT_PREFIX, certResource } from './cert';
import { JD_PATHS, JD_CERT_PREFIX, jdCertResource, jdPlanResource, jdProdResource, jdRecordResource, jdSpotResource, jdTaskResource } from './jd';

export interface ResourcePerms {
  readonly list: string;
  /** Absent: the server has no such route for this resource, so the portal offers no button. */
  readonly add?: string;
  readonly edit?: string;
  readonly remove?: string;
}

export interface ResourceEntry {
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
}

/** A table of rows that belong to one record (a brand history, the members of a team). */
export interface ChildTable {
  /** GET path answering the rows of one record; the record's id goes in the `id` query parameter (or `param`). */
  readonly path: string;
  readonly param?: string;
  /** The rows' fields (labels, types, code lists); its title is the section's title. */
  readonly def: ResourceDef;
}

const crud = (p: { list: string; add: string; edit: string; remove: string }): ResourcePerms => p;

export const RESOURCES = {
  sysuser: { def: SYS_USER, prefix: '/api/sysuser', perms: crud(PERMS.user) },
  sysorg: { def: orgResource, prefix: '/api/sysorg', perms: crud(PERMS.org) },
  sysdept: { def: deptResource, prefix: '/api/sysdept', perms: crud(PERMS.dept) },
  sysposition: { def: postResource, prefix: '/api/sysposition', perms: crud(PERMS.post) },
  sysdic: { def: dicResource, prefix: '/api/sysdic', perms: crud(PERMS.dic) },
  sysdicitem: { def: dicItemResource, prefix: '/api/sysdicitem', perms: crud(PERMS.dic) },
  sysmenu: { def: menuResource, prefix: '/api/sysmenu', perms: crud(PERMS.menu) },
  category: { def: categoryResource, prefix: '/api/pro/category', perms: crud(PERMS.category) },
  syslog: { def: logResource, prefix: '/api/syslog', perms: { list: PERMS.log.list } },
  filebaseinfo: { def: fileResource, prefix: '/api/filebaseinfo', perms: { list: PERMS.file.list } },
  place: { def: placeResource, prefix: '/api/zpplace', perms: crud(PERMS.place) },
  product: {
    def: productResource,
    prefix: '/api/zpproduct',
    perms: crud(PERMS.ownProduct),
    // The server stamps the enterprise's own organisation on a new product.
    formOmit: ['orgId'],
    header: ['name', 'orgName', 'brand', 'productType', 'categoryId', 'spec'],
    children: { brandHistory: { path: PRODUCT_BRAND_HISTORY_PATH, def: productBrandResource } },
  },
  // The enterprise's own production records; the server stamps the enterprise on what it writes.
  zpBatch: { def: batchResource, prefix: '/api/zpbatch', perms: crud(PERMS.batch), formOmit: ['orgId'] },
  zpOutputPlan: { def: outputPlanResource, prefix: '/api/zpoutputplan', perms: crud(PERMS.outputPlan), formOmit: ['orgId'] },
  zpActivation: { def: activationResource, prefix: '/api/zpactivation', perms: { list: PERMS.activation.list, add: PERMS.activation.add }, formOmit: ['orgId'] },
  zpSelfAssess: { def: selfAssessResource, prefix: '/api/zpselfassess', perms: { list: PERMS.selfAssess.list, add: PERMS.selfAssess.submit }, formOmit: ['orgId'] },
  zpHisProduct: { def: hisProductResource, prefix: '/api/zphisproduct', perms: { list: PERMS.hisProduct.list } },
  // Management's views of enterprises and institutions (read-only; 组织管理 edits organisations).
  zpEnterprise: {
    def: enterpriseResource,
    prefix: '/api/zpenterprise',
    perms: { list: PERMS.enterprise.list },
    header: ['name', 'code', 'areaName', 'contact', 'phone', 'keyFlag'],
    children: { products: { path: ENTERPRISE_CHILD_PATHS.products, def: productResource }, places: { path: ENTERPRISE_CHILD_PATHS.places, def: placeResource } },
  },
  // Evaluation applications: the enterprise's own, an institution's assigned, management's all (the server decides).
  evaluation: {
    def: evaluationResource,
    prefix: EVAL_PREFIX,
    perms: { list: PERMS.evalApply.list, add: PERMS.evalApply.add, edit: PERMS.evalApply.edit, remove: PERMS.evalApply.remove },
    formOmit: ['orgId'],
    header: ['code', 'orgName', 'evalType', 'evalField', 'year', 'unitName'],
    children: {
      products: { path: EVAL_CHILD_PATHS.products, def: evalProductResource },
      places: { path: EVAL_CHILD_PATHS.places, param: 'evalId', def: evalPlaceResource },
      samples: { path: EVAL_SITE_PATHS.samples, param: 'evalId', def: evalSampleRowResource },
    },
  },
  evalMeeting: {
    def: evalMeetingResource,
    prefix: EVAL_MEETING_PREFIX,
    perms: crud({ list: PERMS.evalWork.meeting, add: PERMS.evalWork.meeting, edit: PERMS.evalWork.meeting, remove: PERMS.evalWork.meeting }),
    header: ['name', 'meetDate', 'place', 'experts'],
    children: { decisions: { path: EVAL_MEETING_PATHS.decisions, def: evalMeetingAgendaResource } },
  },
  evalChange: {
    def: evalChangeResource,
    prefix: EVAL_CHANGE_PREFIX,
    perms: { list: PERMS.evalChange.list, add: PERMS.evalChange.add, edit: PERMS.evalChange.add, remove: PERMS.evalChange.add },
    formOmit: ['orgId'],
    header: ['evalCode', 'orgName', 'changeType', 'unitName', 'createTime'],
  },
  evalPre: { def: evalPreResource, prefix: EVAL_PRE_PREFIX, perms: { list: PERMS.evalPre.apply, add: PERMS.evalPre.add, edit: PERMS.evalPre.add, remove: PERMS.evalPre.add }, header: ['orgName', 'evalType', 'evalField', 'contact', 'phone'] },
  zpCert: { def: certResource, prefix: CERT_PREFIX, perms: { list: PERMS.cert.list, edit: PERMS.cert.edit }, header: ['certNo', 'orgName', 'productName', 'issueDate', 'expireDate'] },
  zpCatalogue: { def: catalogueResource, prefix: CATALOGUE_PREFIX, perms: { list: PERMS.cert.catalogue } },
  // Supervision: plans are management's; tasks, their records and samples are seen by the units assigned and the enterprise (the server decides).
  jdPlan: {
    def: jdPlanResource,
    prefix: JD_PATHS.plan.prefix,
    perms: { list: PERMS.jdTask.plan, add: PERMS.jdTask.planEdit, edit: PERMS.jdTask.planEdit, remove: PERMS.jdTask.planEdit },
    header: ['name', 'code', 'year', 'jdType', 'methods', 'unitName'],
    children: { prods: { path: JD_PATHS.plan.prods, param: 'planId', def: jdProdResource } },
  },
  jdTask: {
    def: jdTaskResource,
    prefix: JD_PATHS.task.prefix,
    perms: { list: PERMS.jdTask.task, add: PERMS.jdTask.taskEdit, edit: PERMS.jdTask.taskEdit, remove: PERMS.jdTask.taskEdit },
    header: ['code', 'orgName', 'planName', 'jdType', 'methods', 'unitName'],
    children: { records: { path: JD_PATHS.record.byTaskQuery, param: 'taskId', def: jdRecordResource } },
  },
  jdRecord: { def: jdRecordResource, prefix: JD_PATHS.record.prefix, perms: { list: PERMS.jdTask.task }, header: ['productName', 'orgName', 'certNo', 'taskCode', 'year'] },
  jdReform: { def: jdReformResource, prefix: JD_REFORM_PATHS.reform, perms: { list: PERMS.jdReform.list }, header: ['productName', 'orgName', 'certNo', 'taskCode'] },
  // 新增: management opens an exit for a serious violation, an enterprise asks to withdraw its own certificate (the server tells them apart).
  jdExit: { def: jdExitResource, prefix: JD_REFORM_PATHS.exit, perms: { list: PERMS.jdExit.list, add: PERMS.jdExit.list }, header: ['productName', 'orgName', 'certNo', 'source'] },
  jdCert: { def: jdCertResource, prefix: JD_CERT_PREFIX, perms: { list: PERMS.jdTask.plan } },
  jdSpot: { def: jdSpotResource, prefix: JD_PATHS.spot, perms: { list: PERMS.jdTask.sampling, add: PERMS.jdTask.sampling, edit: PERMS.jdTask.sampling, remove: PERMS.jdTask.sampling } },
  zpUnit: { def: unitResource, prefix: '/api/zpunit', perms: { list: PERMS.unit.list } },
  unitStaff: { def: unitStaffResource, prefix: '/api/unitstaff', perms: crud({ list: PERMS.unit.staffVerify, add: PERMS.unit.staffVerify, edit: PERMS.unit.staffVerify, remove: PERMS.unit.staffVerify }), header: ['name', 'orgName', 'qualification', 'certNo', 'certExpire'] },
  zpAssist: { def: assistEnterpriseResource, prefix: '/api/zpassist', perms: { list: PERMS.stats.assist } },
  zpBasket: { def: basketBaseResource, prefix: '/api/zpbasket', perms: { list: PERMS.stats.basket } },
  zpRegister: { def: registerResource, prefix: '/api/zp_user', perms: { list: PERMS.register.list } },
  standard: { def: standardResource, prefix: STANDARD_PREFIX, perms: crud(PERMS.standard) },
  techSpec: { def: techSpecResource, prefix: TECH_SPEC_PREFIX, perms: crud(PERMS.techSpec) },
  annexType: { def: annexTypeResource, prefix: ANNEX_TYPE_PREFIX, perms: crud(PERMS.annexType) },
  evalRule: { def: evalRuleResource, prefix: EVAL_RULE_PREFIX, perms: crud(PERMS.evalRule) },
  msgcategory: { def: msgCategoryResource, prefix: '/api/msg/category', perms: crud(PERMS.msgCategory) },
  msgaction: { def: msgActionResource, prefix: '/api/msg/action', perms: crud(PERMS.msgAction) },
  msgtpl: { def: msgTplResource, prefix: '/api/msg/tpl', perms: crud(PERMS.msgTpl) },
  msgpush: { def: msgPushResource, prefix: '/api/msg/push', perms: { list: PERMS.msgPush.list } },
  msglog: { def: msgLogResource, prefix: '/api/msg/log', perms: { list: PERMS.msgLog.list } },
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCES;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as [ResourceName, ...ResourceName[]];

export const getResource = (name: ResourceName): ResourceEntry => RESOURCES[name];

/** The spec's page-size choices (§9) and the default. */
export const PAGE_SIZES = [10, 20, 30, 50, 100, 200, 300, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The most rows one export writes (the server caps it too). */
export const EXPORT_MAX_ROWS = 10_000;
