/**
 * An evaluation application (评价申请, FLOW_PJ_): the enterprise applies with products that passed
 * product review and the places producing them; the application then moves through the evaluation
 * flow (src/domain/workflows/evaluation.ts) only. `orgId` is stamped for enterprise callers and
 * picked by management when it enters an application on an enterprise's behalf (申请录入).
 * Each product applied for is a row of its own (status, outcome, recommendation, test opinion),
 * and the materials are filed by annex group (EVAL_ANNEX_GROUPS).
 */
import { defineResource } from '../resource';

export const EVAL_PREFIX = '/api/eval/base';
/** The record page's child tables: the products applied for, and the places with what each produces (the spec's call). */
export const EVAL_CHILD_PATHS = { products: '/api/eval/product/lst', places: '/api/eval/place/getPlaceProLst' } as const;

export const EVAL_MSG = {
  locked: (status: string) => `申请当前状态为“${status}”，不能修改或删除`,
  productsNeeded: '申报产品(productIds)：请选择至少一个审核通过的产品',
  placesNeeded: '申报场所(placeIds)：请选择至少一个生产场所',
  productNotPassed: (name: string) => `申报产品(productIds)：产品“${name}”未通过企业产品审核，不能申报`,
  productElsewhere: (name: string) => `申报产品(productIds)：产品“${name}”已在另一个进行中的评价申请里`,
  notOwnRecord: '只能选择本企业的产品和场所',
  orgNeeded: '申请企业(orgId)：请选择',
} as const;

export const evaluationResource = defineResource({
  name: 'evaluation',
  title: '评价申请',
  defaultSort: 'id,desc',
  searchMain: ['code', 'orgId', 'status', 'evalType'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    code: { label: '申请编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 150 } },
    orgId: { label: '申请企业', type: 'int', createOnly: true, search: ['eq', 'in'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '申请企业', type: 'string', readOnly: true, column: { width: 220 } },
    evalType: { label: '评价类型', type: 'code', codes: 'evalType', required: true, search: ['eq', 'in'], column: { width: 100 } },
    evalField: { label: '评价领域', type: 'code', codes: 'evalField', required: true, search: ['eq'], column: { width: 110 } },
    year: { label: '年度', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 70 } },
    productIds: { label: '申报产品', section: '申报范围', type: 'string', required: true, max: 500, ref: { resource: 'product', multiple: true, display: 'productNames', filterBy: { orgId: 'orgId' }, where: { reviewStatus_eq: '1' } }, column: false },
    productNames: { label: '申报产品', type: 'string', readOnly: true, column: { width: 220 } },
    placeIds: { label: '申报场所', section: '申报范围', type: 'string', required: true, max: 500, ref: { resource: 'place', multiple: true, display: 'placeNames', filterBy: { orgId: 'orgId' } }, column: false },
    placeNames: { label: '申报场所', type: 'string', readOnly: true, column: false },
    contact: { label: '联系人', section: '联系方式', type: 'string', required: true, max: 20 },
    phone: { label: '联系电话', section: '联系方式', type: 'string', required: true, max: 20, validators: ['mobileOrPhone'], column: false },
    status: { label: '评价状态', type: 'int', codes: 'evalStatus', readOnly: true, search: ['eq', 'in'], column: { width: 130 } },
    unitId: { label: '评价机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'unitName', where: { type_like: '2' } }, column: false },
    unitName: { label: '评价机构', type: 'string', readOnly: true, column: { width: 200 } },
    testUnitId: { label: '检测机构', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpUnit', display: 'testUnitName', where: { type_like: '4' } }, column: false },
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
