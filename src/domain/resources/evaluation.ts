/**
 * An evaluation application (评价申请, FLOW_PJ_): the enterprise applies with products that passed
 * product review and the places producing them; the application then moves through the evaluation
 * flow (src/domain/workflows/evaluation.ts) only. `orgId` is stamped for enterprise callers and
 * picked by management when it enters an application on an enterprise's behalf (申请录入).
 * Each product applied for is a row of its own (status, outcome, recommendation, test opinion),
 * and the materials are filed by annex group (EVAL_ANNEX_GROUPS).
 */
import { codeLabel, EVAL_STATUS, EVAL_TYPE, ORG_TYPE, orgTypeValue, PRODUCT_REVIEW } from '../codes';
import { isManagement } from '../roles';
import { z } from 'zod';
import type { evalAnnexFile, evalAnnexForm, evalAnnexGroup, evalAnnexItem, evalAnnexMark, evalAnnexPackEntry } from '../calls/evalAnnex';
import { defineResource, type FieldError, fieldErrorText } from '../resource';
import { EVAL_EDITABLE, evalWindow } from '../workflows/evaluation';

export const EVAL_PREFIX = '/api/eval/base';

/** An application's number: PJ, the year, a sequence of at least four digits (PJ20260001). */
export const evalCodeOf = (year: number, seq: number): string => `PJ${year}${String(seq).padStart(4, '0')}`;
/** The record page's child tables: the products applied for, and the places with what each produces (the spec's call). */
export const EVAL_CHILD_PATHS = { products: '/api/eval/product/lst', places: '/api/eval/place/getPlaceProLst' } as const;

export const EVAL_MSG = {
  locked: (status: string) => `申请当前状态为“${status}”，不能修改或删除`,
  productsNeeded: fieldErrorText('申报产品', '请选择至少一个审核通过的产品'),
  placesNeeded: fieldErrorText('申报场所', '请选择至少一个生产场所'),
  productNotPassed: (name: string) => fieldErrorText('申报产品', `产品“${name}”未通过企业产品审核，不能申报`),
  productElsewhere: (name: string) => fieldErrorText('申报产品', `产品“${name}”已在另一个进行中的评价申请里`),
  productNotOwn: fieldErrorText('申报产品', '只能选择本企业的产品'),
  placeNotOwn: fieldErrorText('申报场所', '只能选择本企业的场所'),
  orgNeeded: fieldErrorText('申请企业', '请选择'),
  productCertified: (name: string) => fieldErrorText('申报产品', `产品“${name}”已获得圳品证书，不能申请首次评价或产品扩项`),
  typeAnnual: fieldErrorText('评价类型', '年度监督由监督检查安排，不能申请'),
  typeNeedsCert: (label: string) => fieldErrorText('评价类型', `${label}须本企业已有有效的圳品证书`),
} as const;

/*
 * What a new application may choose (the form offers only these, and says why the rest are absent;
 * the server refuses the rest on its own: checkScope and beforeWrite in server/modules/eval/index.ts).
 */

/** GET ?orgId=&evalType=: the products the form may offer, and why the others are absent. GET ?orgId=: the evaluation types. */
export const EVAL_APPLICABLE_PATHS = {
  products: '/api/eval/base/applicableProducts',
  types: '/api/eval/base/applicableTypes',
  /** GET ?evalId=: the assigned institution's verified staff (the team of 接受任务 is picked from them). */
  unitStaff: '/api/eval/base/unitStaff',
} as const;

/** Types an enterprise applies for (the pre-application's and the application's choices); 年度监督 never is: supervision plans it. */
export const EVAL_TYPES_APPLIED_FOR: readonly number[] = [EVAL_TYPE.first, EVAL_TYPE.repeat, EVAL_TYPE.productExpansion, EVAL_TYPE.baseExpansion];

/** Types whose products must not hold a certificate already: a first evaluation and a product expansion bring new products. */
export const EVAL_TYPES_NEW_PRODUCTS: readonly number[] = [EVAL_TYPE.first, EVAL_TYPE.productExpansion];
/** Types that extend or renew a certification: the enterprise holds a certificate. */
export const EVAL_TYPES_NEED_CERT: readonly number[] = [EVAL_TYPE.repeat, EVAL_TYPE.productExpansion, EVAL_TYPE.baseExpansion];

/** Why a product of the enterprise is not offered for a new application. */
export interface ProductAbsence {
  /** Not (yet) passed product review. */
  readonly notPassed: number;
  /** In another application that has not ended. */
  readonly inOpen: number;
  /** Holds a certificate already (a first evaluation or a product expansion only). */
  readonly certified: number;
}

/** The answer of EVAL_APPLICABLE_PATHS.products and .types: the values to offer, and a line saying why others are absent (null: none are). */
export interface ApplicableAnswer<V extends string | number = number> {
  readonly values: readonly V[];
  readonly note: string | null;
}

/** '3 个产品未列出：2 个在进行中的申请中，1 个已获证' (null when every product is offered). */
export function productAbsenceNote(a: ProductAbsence): string | null {
  const total = a.notPassed + a.inOpen + a.certified;
  if (!total) return null;
  const parts = [a.inOpen && `${a.inOpen} 个在进行中的申请中`, a.certified && `${a.certified} 个已获证`, a.notPassed && `${a.notPassed} 个未通过产品审核`].filter(Boolean);
  return `${total} 个产品未列出：${parts.join('，')}`;
}

/** The facts the evaluation types offered depend on. */
export interface EvalTypeFacts {
  /** The enterprise's pre-application was accepted (a first evaluation follows one; management's entry needs none). */
  readonly preAccepted: boolean;
  /** The enterprise holds a valid certificate (repeats and expansions build on one). */
  readonly holdsCert: boolean;
}

/**
 * The evaluation types a new application may choose, and why the rest are absent. 年度监督 is never
 * applied for (supervision plans it); 首次评价 follows an accepted pre-application; 复评 and the
 * expansions build on a certificate the enterprise holds.
 */
export function evalTypeChoice(f: EvalTypeFacts): { values: number[]; reasons: string[] } {
  const values: number[] = [];
  const reasons: string[] = [];
  if (f.preAccepted) values.push(EVAL_TYPE.first);
  else reasons.push('首次评价：请先提交企业预申请，管理机构受理后即可申请');
  if (f.holdsCert) values.push(...EVAL_TYPES_NEED_CERT);
  else reasons.push('复评、产品扩项、基地扩项：须本企业已有有效的圳品证书');
  return { values, reasons };
}

/** One verified staff member of an institution (EVAL_APPLICABLE_PATHS.unitStaff), as the team pickers list them. */
export interface EvalUnitStaff {
  readonly name: string;
  /** STAFF_QUALIFICATION codes of the verified, unexpired certificates the person holds. */
  readonly qualifications: readonly number[];
  /** The latest expiry among them (YYYY-MM-DD). */
  readonly certExpire: string;
}

/** An application as the resource engine answers it (GET /api/eval/base/{id}): what the evaluation widgets read by name. */
export const evaluationRow = z.looseObject({
  id: z.number(),
  code: z.string(),
  /** EVAL_STATUS. */
  status: z.number(),
  orgId: z.number(),
  orgName: z.string().nullable(),
  unitId: z.number().nullable(),
  unitName: z.string().nullable(),
  leaderName: z.string().nullable(),
  memberNames: z.string().nullable(),
  /** Comma-joined ids of the products and places applied for. */
  productIds: z.string(),
  placeIds: z.string(),
});

export const evaluationResource = defineResource({
  name: 'evaluation',
  row: evaluationRow,
  changeableWhen: { field: 'status', values: EVAL_EDITABLE },
  title: '评价申请',
  defaultSort: 'id,desc',
  searchMain: ['code', 'orgId', 'status', 'evalType'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    code: { label: '申请编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 150 } },
    orgId: { label: '申请企业', type: 'int', createOnly: true, search: ['eq', 'in'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '申请企业', type: 'string', readOnly: true, column: { width: 220 } },
    // The form offers the types this enterprise may choose (年度监督 never; repeats and expansions with a certificate).
    evalType: { label: '评价类型', type: 'code', codes: 'evalType', required: true, search: ['eq', 'in'], column: { width: 100 }, offer: { path: EVAL_APPLICABLE_PATHS.types, by: { orgId: 'orgId' } } },
    evalField: { label: '评价领域', type: 'code', codes: 'evalField', required: true, search: ['eq'], column: { width: 110 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 70 } },
    // The form offers the products that may be applied for now and says why the others are absent.
    productIds: {
      label: '申报产品',
      section: '申报范围',
      type: 'string',
      required: true,
      max: 500,
      ref: { resource: 'product', multiple: true, display: 'productNames', filterBy: { orgId: 'orgId' }, where: { reviewStatus_eq: String(PRODUCT_REVIEW.passed) } },
      offer: { path: EVAL_APPLICABLE_PATHS.products, by: { orgId: 'orgId', evalType: 'evalType' } },
      column: false,
    },
    productNames: { label: '申报产品', type: 'string', readOnly: true, column: { width: 220 } },
    placeIds: { label: '申报场所', section: '申报范围', type: 'string', required: true, max: 500, ref: { resource: 'place', multiple: true, display: 'placeNames', filterBy: { orgId: 'orgId' } }, column: false },
    placeNames: { label: '申报场所', type: 'string', readOnly: true, column: false },
    contact: { label: '联系人', section: '联系方式', type: 'string', required: true, max: 20 },
    phone: { label: '联系电话', section: '联系方式', type: 'string', required: true, max: 20, validators: ['mobileOrPhone'], column: false },
    status: { label: '评价状态', type: 'int', codes: 'evalStatus', readOnly: true, search: ['eq', 'in'], column: { width: 130 } },
    unitId: { label: '评价机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'unitName', where: { type_like: orgTypeValue(ORG_TYPE.evaluation) } }, column: false },
    unitName: { label: '评价机构', type: 'string', readOnly: true, column: { width: 200 } },
    testUnitId: { label: '检测机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'testUnitName', where: { type_like: orgTypeValue(ORG_TYPE.testing) } }, column: false },
    testUnitName: { label: '检测机构', type: 'string', readOnly: true, column: false },
    leaderName: { label: '评价组长', type: 'string', readOnly: true, column: false },
    memberNames: { label: '评价组员', type: 'string', readOnly: true, column: false },
    submitTime: { label: '提交时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});

/** One product of an application as the evaluation sees it (the record page's child table). */
export const evalProductResource = defineResource({
  name: 'evalproduct',
  title: '申报产品',
  fields: {
    productName: { label: '产品名称', type: 'string', readOnly: true },
    productType: { label: '产品类型', type: 'code', codes: 'productType', readOnly: true },
    spec: { label: '规格(g/ml)', type: 'string', readOnly: true },
    brand: { label: '品牌', type: 'string', readOnly: true },
    status: { label: '产品状态', type: 'int', codes: 'evalProductStatus', readOnly: true },
    recommend: { label: '推荐意见', type: 'int', codes: 'recommendOpinion', readOnly: true },
    testOpinion: { label: '检测意见', type: 'int', codes: 'testOpinion', readOnly: true },
    outcome: { label: '评价结果', type: 'int', codes: 'productOutcome', readOnly: true },
  },
});

/** The places of an application with the products each produces (`GET /api/eval/place/getPlaceProLst`). */
export const evalPlaceResource = defineResource({
  name: 'evalplace',
  title: '申报场所',
  fields: {
    name: { label: '场所名称', type: 'string', readOnly: true },
    type: { label: '场所类型', type: 'code', codes: 'placeType', readOnly: true },
    address: { label: '地址', type: 'string', readOnly: true },
    productNames: { label: '生产的申报产品', type: 'string', readOnly: true },
  },
});

/**
 * The annex document form's groups (screens document §3), in the spec's order: the enterprise files
 * its materials under each, the institution marks each group's completeness.
 */
export const EVAL_ANNEX_GROUPS = [
  { key: 'profile', label: '企业简介' },
  { key: 'product', label: '产品介绍' },
  { key: 'application', label: '评价申请书' },
  { key: 'legal', label: '法定资质证明' },
  { key: 'law', label: '守法经营情况' },
  { key: 'staff', label: '人员情况' },
  { key: 'place', label: '场所情况' },
  { key: 'cert', label: '认证证书' },
  { key: 'otherMaterial', label: '其他材料' },
  { key: 'productReport', label: '产品检测报告' },
  { key: 'tagCheck', label: '标签审核' },
  { key: 'input', label: '投入品管理' },
  { key: 'trace', label: '追溯体系' },
  { key: 'measure', label: '计量器具' },
  { key: 'institutional', label: '管理制度' },
  { key: 'selfCheck', label: '自查报告' },
  { key: 'technology', label: '工艺技术' },
  { key: 'device', label: '设备设施' },
  { key: 'professional', label: '专业技术人员' },
  { key: 'flowChart', label: '工艺流程图' },
  { key: 'creditReport', label: '信用报告' },
  { key: 'cooperation', label: '合作协议' },
  { key: 'brand', label: '品牌证明' },
  { key: 'insurance', label: '保险证明' },
  { key: 'multiPlace', label: '多场所说明' },
  { key: 'commitment', label: '承诺书' },
  { key: 'avowal', label: '声明' },
  { key: 'placeIntro', label: '场所介绍' },
  { key: 'related', label: '关联方情况' },
  { key: 'test', label: '检测能力' },
  { key: 'plantChart', label: '厂区平面图' },
] as const;

export type EvalAnnexGroupKey = (typeof EVAL_ANNEX_GROUPS)[number]['key'];

/*
 * The annex document form (评价材料, WORKFLOWS.md §2 steps 6–7 and 9): the enterprise files its
 * materials by group, the assigned institution marks each group's completeness (完整性初评) and
 * writes tips to the enterprise; the institution and management pack the materials as a zip.
 * Server (server/modules/eval/annex.ts) and client (widgets/eval-annex) share what follows.
 */

/** The annex form's calls (calls document §7.6), plus the download of one filed file. */
export const EVAL_ANNEX_PATHS = {
  form: '/api/eval/annex/getZpEvalAnnex',
  items: '/api/eval/annex/evalAnnexItemLst',
  file: '/api/eval/mat_item/upd_annex',
  problem: '/api/eval/problem/upProblem',
  tips: '/api/eval/annex/upTips',
  pack: '/api/eval/annex/packCatalogueZipByEvalId',
  packList: '/api/file/pkg/lst',
  /**
   * GET ?evalId=&id=: one file filed in the application, for whoever may see the application (the
   * general download serves only the caller's own organisation's files, so the institution
   * reading an enterprise's materials downloads them here).
   */
  download: '/api/eval/annex/download',
} as const;

/** zp_eval_annex.problem: 1 no problem (the spec's default), 0 a problem found. */
export const EVAL_ANNEX_PROBLEM = { found: 0, none: 1 } as const;
export const EVAL_ANNEX_PROBLEM_LABEL: Readonly<Record<number, string>> = { [EVAL_ANNEX_PROBLEM.found]: '有问题', [EVAL_ANNEX_PROBLEM.none]: '无问题' };

/**
 * The extra question flags of a group (zp_eval_annex.questions, `{ key: true }`): the spec names
 * "extra question flags" without listing them; these are the common reasons a filed material is
 * not accepted, ticked beside the remarks. The server accepts these keys only.
 */
export const EVAL_ANNEX_QUESTIONS = [
  { key: 'unstamped', label: '未加盖公章' },
  { key: 'expired', label: '超出有效期' },
  { key: 'unclear', label: '内容不清晰或不完整' },
  { key: 'mismatch', label: '与申报内容不一致' },
] as const;
export type EvalAnnexQuestionKey = (typeof EVAL_ANNEX_QUESTIONS)[number]['key'];

/** Field labels, as the form shows them and the server's refusals name them. */
export const EVAL_ANNEX_LABEL = {
  evalId: '评价申请',
  groupKey: '材料分组',
  annexIds: '材料文件',
  items: '完整性标记',
  problem: '是否有问题',
  remark: '问题说明',
  otherRemark: '其他意见',
  moreRemark: '补充说明',
  questions: '常见问题',
  tips: '给企业的提示',
} as const;

/** Most files in one group; longest remark and tip (the table's columns). */
export const EVAL_ANNEX_LIMITS = { files: 50, remark: 500, tips: 1000 } as const;

/**
 * When the enterprise files materials: while it prepares the application (草稿, 退回补充), when the
 * institution has accepted the task (提交材料), when completeness sent them back (修改材料), and
 * when it answers the on-site nonconformities with evidence (不符合项).
 */
export const EVAL_ANNEX_FILING_STATUSES = evalWindow('materials');
/** When the assigned institution marks completeness and writes tips: 受理审核 (完整性初评) and 文审. */
export const EVAL_ANNEX_MARKING_STATUSES = evalWindow('completeness');
export const EVAL_ANNEX_ENTERPRISE_ROLES: readonly string[] = ['R_ORG_ADMIN', 'R_ORG_USER'];
export const EVAL_ANNEX_UNIT_ROLES: readonly string[] = ['R_UNIT_ADMIN', 'R_UNIT_USER'];

/**
 * The groups an application cannot be submitted without (materialsMissing in
 * server/modules/eval/annex.ts, checked by 提交材料). Every application: 评价申请书 and 承诺书. A
 * first evaluation or a repeat (and anything else) also: 企业简介, 产品介绍, 法定资质证明 — who the
 * enterprise is, what it applies for, that it may produce it. An expansion carries only what is
 * new: a product expansion 产品介绍, a base expansion 场所情况.
 */
export function evalAnnexRequired(evalType: string | number | null | undefined): readonly EvalAnnexGroupKey[] {
  const type = Number(evalType);
  if (type === EVAL_TYPE.productExpansion) return ['product', 'application', 'commitment'];
  if (type === EVAL_TYPE.baseExpansion) return ['application', 'place', 'commitment'];
  return ['profile', 'product', 'application', 'legal', 'commitment'];
}

/**
 * The groups 完整性初评 must look at (completenessUnmarked in server/modules/eval/annex.ts, the
 * widget's count): the ones the type requires and every other group the enterprise filed something
 * in. A group left empty and not required has nothing to look at. 文件评审 concludes on the same
 * groups (docReviewIncomplete in server/modules/eval/docReview.ts).
 */
export function evalAnnexToReview(evalType: string | number | null | undefined, filed: Iterable<string>): EvalAnnexGroupKey[] {
  const wanted = new Set<string>([...evalAnnexRequired(evalType), ...filed]);
  return EVAL_ANNEX_GROUPS.filter((g) => wanted.has(g.key)).map((g) => g.key);
}

export const evalAnnexGroupLabel = (key: string): string => EVAL_ANNEX_GROUPS.find((g) => g.key === key)?.label ?? key;
export const isEvalAnnexGroupKey = (key: unknown): key is EvalAnnexGroupKey => typeof key === 'string' && EVAL_ANNEX_GROUPS.some((g) => g.key === key);

/** Who asks, as much of them as the annex rules read (the server's principal, the client's current user). */
export interface EvalAnnexActor {
  readonly orgId: number | null;
  readonly orgType: string | null;
  readonly roleCodes: readonly string[];
}

/** The application, as much of it as the annex rules read. */
export interface EvalAnnexTarget {
  readonly orgId: number;
  readonly unitId: number | null;
  readonly status: number;
}

const hasRole = (a: EvalAnnexActor, roles: readonly string[]) => a.roleCodes.some((r) => roles.includes(r));
/** The enterprise that applied (its administrator or staff). */
export const isAnnexOwner = (a: EvalAnnexActor, t: EvalAnnexTarget) => a.orgId !== null && a.orgId === t.orgId && hasRole(a, EVAL_ANNEX_ENTERPRISE_ROLES);
/** The evaluation institution the application is assigned to (its administrator or staff). */
export const isAnnexAssigned = (a: EvalAnnexActor, t: EvalAnnexTarget) => a.orgId !== null && t.unitId !== null && a.orgId === t.unitId && hasRole(a, EVAL_ANNEX_UNIT_ROLES);
/** Management (roles.ts isManagement). */
export const isAnnexManagement = (a: EvalAnnexActor) => isManagement(a);

/** What an actor may do on an application's annex form now: the server's rules, for the client to show only what will work. */
export function evalAnnexAbilities(a: EvalAnnexActor, t: EvalAnnexTarget): { readonly file: boolean; readonly mark: boolean; readonly pack: boolean } {
  return {
    file: isAnnexOwner(a, t) && EVAL_ANNEX_FILING_STATUSES.includes(t.status),
    mark: isAnnexAssigned(a, t) && EVAL_ANNEX_MARKING_STATUSES.includes(t.status),
    pack: isAnnexAssigned(a, t) || isAnnexManagement(a),
  };
}

/** The form's records are declared as the calls' schemas (src/domain/calls/evalAnnex.ts). */
export type EvalAnnexFile = z.output<typeof evalAnnexFile>;
export type EvalAnnexGroup = z.output<typeof evalAnnexGroup>;
export type EvalAnnexForm = z.output<typeof evalAnnexForm>;
export type EvalAnnexItem = z.output<typeof evalAnnexItem>;
export type EvalAnnexPackEntry = z.output<typeof evalAnnexPackEntry>;
export type EvalAnnexMark = z.output<typeof evalAnnexMark>;

export const EVAL_ANNEX_MSG = {
  notOwner: '只有申请企业的用户可以提交或修改评价材料',
  notAssigned: '只有承担评价任务的评价机构可以标记材料完整性和填写提示',
  notPacker: '只有承担评价任务的评价机构和管理端可以打包下载评价材料',
  filingClosed: (status: string) => `申请当前状态为“${status}”，不能提交或修改评价材料`,
  markingClosed: (status: string) => `申请当前状态为“${status}”，不能标记材料完整性或填写提示`,
  /** The refusal of 提交材料 while required groups hold no file. */
  fileNotFiled: '文件不属于该评价申请的材料',
} as const;

/** The site plans' own calls (the spec's names). */
export const EVAL_SITE_PLAN_PATHS = {
  create: '/api/eval/place/createEvalOnSitePlan',
  list: '/api/eval/siteplan/lst',
  remove: '/api/eval/siteplan',
  staffSave: '/api/eval/siteplan/staffSave',
  products: '/api/eval/place/getProLstByOnSitePlanId',
  finish: '/api/eval/siteplan/doFlowFinishUpd',
} as const;

export const SITE_PLAN_MSG = {
  endBeforeStart: '结束日期不能早于开始日期',
  placeNotApplied: fieldErrorText('场所', '只能选择本申请的申报场所'),
  productNotApplied: fieldErrorText('产品', '只能选择本申请的申报产品'),
  notNow: (status: string) => `申请当前状态为“${status}”，不能调整现场评价计划`,
  everyPlace: (names: string) => `以下申报场所还没有现场评价计划：${names}`,
  /** `status`: the plan's own status in words (`evalSitePlanStatus`), never the application's. */
  notOnSite: (status: string) => `现场评价计划当前状态为“${status}”，不能结束`,
} as const;

export function checkSitePlan(r: Readonly<Record<string, unknown>>): FieldError | null {
  if (typeof r.startDate === 'string' && typeof r.endDate === 'string' && r.endDate < r.startDate) return { field: 'endDate', label: '结束日期', message: SITE_PLAN_MSG.endBeforeStart };
  return null;
}

/** 现场评价计划: one per place of an application (its dates, team, the products seen there, whether they are sampled). */
export const evalSitePlanResource = defineResource({
  name: 'evalsiteplan',
  title: '现场评价计划',
  check: checkSitePlan,
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    placeId: { label: '场所', type: 'int', required: true, ref: { resource: 'place', display: 'placeName' }, column: false },
    placeName: { label: '场所', type: 'string', readOnly: true },
    startDate: { label: '开始日期', type: 'date', required: true },
    endDate: { label: '结束日期', type: 'date', required: true },
    leaderName: { label: '评价组长', type: 'string', required: true, max: 20, validators: ['chineseName'] },
    memberNames: { label: '评价组员', type: 'string', max: 200 },
    productIds: { label: '评价产品', type: 'string', required: true, max: 500, ref: { resource: 'product', multiple: true, display: 'productNames' }, column: false },
    productNames: { label: '评价产品', type: 'string', readOnly: true },
    sampling: { label: '现场抽样', type: 'bool' },
    status: { label: '计划状态', type: 'int', codes: 'evalStatus', readOnly: true },
  },
});

export const EVAL_DOC_REVIEW_PATHS = {
  get: '/api/eval/doc/review/getEvalDocReview',
  save: '/api/eval/doc/review',
  list: '/api/eval/doc/review/lst',
  orgPage: '/api/eval/doc/review/evalOrgPage',
  report: '/api/eval/doc/review/updateEvalDocReport',
} as const;

export const DOC_REVIEW_MSG = {
  notNow: (status: string) => `申请当前状态为“${status}”，不能进行文件评审`,
  groupUnknown: (key: string) => fieldErrorText('评审项', `未知的材料分组“${key}”`),
  groupTwice: (label: string) => fieldErrorText('评审项', `分组“${label}”出现了多次`),
  /** A group with no materials has nothing that could conform. */
  emptyConform: (label: string) => fieldErrorText('评审项', `分组“${label}”没有材料，不能评为符合`),
  /** A round concluded 通过 needs a finding on every group to review (docReviewIncomplete). */
  incomplete: (labels: readonly string[]) => `以下材料分组尚未给出评审结论：${labels.join('、')}`,
  opinionNeeded: fieldErrorText('评审意见', '给出评审结论时请填写评审意见'),
  draftReport: '评审记录尚未给出评审结论，请先保存结论再生成评审报告',
  none: '该申请还没有文件评审记录',
} as const;

/** An annex group as a document review round sees it (getEvalDocReview's `groups`). */
export interface DocReviewGroup {
  readonly groupKey: EvalAnnexGroupKey;
  readonly label: string;
  /** How many files the enterprise filed in it: none, and 符合 cannot be chosen. */
  readonly files: number;
  /** The round must conclude on it before it may pass (evalAnnexToReview: required, or filed). */
  readonly toReview: boolean;
}

/** The groups of `toReview` among `groups` that `items` leave without a finding (conform empty), by label. */
export function docReviewUnconcluded(groups: readonly DocReviewGroup[], items: readonly { readonly groupKey: string; readonly conform?: number | string | null }[] | null | undefined): string[] {
  const concluded = new Set((items ?? []).filter((i) => i.conform !== null && i.conform !== undefined && i.conform !== '').map((i) => i.groupKey));
  return groups.filter((g) => g.toReview && !concluded.has(g.groupKey)).map((g) => g.label);
}

/** What a document review report says of a group the reviewer gave no finding on (nor could: nothing filed). */
export const DOC_REVIEW_FINDING = {
  /** Required of the application's type, and nothing filed. */
  notSubmitted: '未提交',
  /** Not required, and nothing filed: nothing to review. */
  notApplicable: '不适用',
  /** Filed, not reviewed (a round concluded 不通过 may leave groups open). */
  notReviewed: '未评审',
} as const;

/**
 * A group's line in the 文件评审报告: what the reviewer recorded, except that a group with no
 * materials never reads 符合 (nothing filed could conform): it reads 未提交 when its type requires it,
 * 不适用 when not, and 不符合 only when the reviewer found so.
 */
export function docReviewFinding(group: Pick<DocReviewGroup, 'files' | 'toReview'>, conform: number | string | null | undefined): string {
  const recorded = conform === null || conform === undefined || conform === '' ? null : Number(conform);
  // CONFORMITY: 1 符合, 0 不符合.
  if (group.files === 0 && recorded !== 0) return group.toReview ? DOC_REVIEW_FINDING.notSubmitted : DOC_REVIEW_FINDING.notApplicable;
  return recorded === null ? DOC_REVIEW_FINDING.notReviewed : codeLabel('conformity', recorded);
}

/** One annex group's finding in a document review. */
export const evalDocReviewItemResource = defineResource({
  name: 'evaldocreviewitem',
  title: '评审项',
  fields: {
    groupKey: { label: '材料分组', type: 'string', required: true, max: 30 },
    // Empty while the group is not reviewed yet (a round saved as a draft).
    conform: { label: '是否符合', type: 'int', codes: 'conformity' },
    note: { label: '评审意见', type: 'string', max: 500 },
  },
});

/** 文件评审: the institution's review of the materials, a finding per annex group, a conclusion and opinion, and its report. */
export const evalDocReviewResource = defineResource({
  name: 'evaldocreview',
  title: '文件评审',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    evalId: { label: '评价申请', type: 'int', required: true, createOnly: true, column: false },
    reviewerName: { label: '评审人', type: 'string', required: true, max: 50 },
    reviewDate: { label: '评审日期', type: 'date', required: true },
    items: { label: '评审项', type: 'rows', rows: evalDocReviewItemResource, max: EVAL_ANNEX_GROUPS.length },
    // Both empty while the round is a draft; the opinion is needed once there is a conclusion.
    conclusion: { label: '评审结论', type: 'int', codes: 'passOpinion' },
    opinion: { label: '评审意见', type: 'text', max: 2000 },
    reportFileId: { label: '文件评审报告', type: 'file', readOnly: true },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true },
  },
});

export const EVAL_MEETING_PREFIX = '/api/eval/meeting';
export const EVAL_MEETING_PATHS = {
  /** GET ?id=: the agenda, each application's products with the meeting's decision on it. */
  decisions: '/api/eval/meeting/decisions',
  /** POST {meetingId, items: [{evalId, productId, pass, remark?}]}: the meeting decides. */
  decide: '/api/eval/meeting/decide',
} as const;

export const MEETING_MSG = {
  notWaiting: (code: string) => fieldErrorText('评价申请', `“${code}”不在待会议状态`),
  notOnAgenda: fieldErrorText('评审决定', '只能对本次会议议程中的申请产品作出决定'),
  notAProduct: fieldErrorText('评审决定', '产品不属于该申请'),
  held: '会议已作出决定，不能删除',
} as const;

export const evalMeetingDecisionResource = defineResource({
  name: 'evalmeetingdecision',
  title: '评审决定',
  fields: {
    evalId: { label: '评价申请', type: 'int', required: true },
    productId: { label: '产品', type: 'int', required: true },
    pass: { label: '是否通过', type: 'int', codes: 'passOpinion', required: true },
    remark: { label: '说明', type: 'string', max: 500 },
  },
});

/** 评审会: the experts' meeting deciding the applications that wait for it (status 22), product by product. */
export const evalMeetingResource = defineResource({
  name: 'evalmeeting',
  title: '评审会',
  defaultSort: 'meetDate,desc',
  searchMain: ['name', 'meetDate'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    name: { label: '会议名称', type: 'string', required: true, max: 100, search: ['like'], column: { width: 220 } },
    meetDate: { label: '会议日期', type: 'date', required: true, search: ['gte', 'lte'], sortable: true, column: { width: 120 } },
    place: { label: '会议地点', type: 'string', max: 200, column: { width: 180 } },
    experts: { label: '评审专家', type: 'string', required: true, max: 500, column: { width: 220 } },
    evalIds: { label: '议程（评价申请）', type: 'string', required: true, max: 1000, ref: { resource: 'evaluation', multiple: true, label: 'code', display: 'evalCodes', where: { status_eq: String(EVAL_STATUS.waitMeeting) } }, column: false },
    evalCodes: { label: '议程（评价申请）', type: 'string', readOnly: true, column: { width: 240 } },
    minutes: { label: '会议纪要', type: 'text', max: 4000, column: false },
    decided: { label: '已决定产品', type: 'int', readOnly: true, column: { width: 110 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, column: false },
  },
});

/** One product on a meeting's agenda, as its decision table shows it. */
export const evalMeetingAgendaResource = defineResource({
  name: 'evalmeetingagenda',
  title: '评审决定',
  fields: {
    code: { label: '申请编号', type: 'string', readOnly: true },
    orgName: { label: '申请企业', type: 'string', readOnly: true },
    productName: { label: '产品', type: 'string', readOnly: true },
    status: { label: '评价状态', type: 'int', codes: 'evalStatus', readOnly: true },
    pass: { label: '会议决定', type: 'int', codes: 'passOpinion', readOnly: true },
    remark: { label: '说明', type: 'string', readOnly: true },
  },
});

/** 评价报告: generated by the institution once the archive is checked (核查文件通过), pushed to management with 推送评价报告. */
export const EVAL_REPORT_PATHS = {
  /** POST {evalId}: the report generated from the record (again until it is pushed). */
  generate: '/api/eval/report/generate',
  /** GET ?evalId=: the report's file, or null before it is generated. */
  get: '/api/eval/report/get',
} as const;

export const EVAL_REPORT_MSG = {
  notNow: (status: string) => `申请当前状态为“${status}”，不能生成评价报告`,
  recommendFirst: (names: string) => `请先给出以下产品的推荐意见：${names}`,
} as const;
