/**
 * 企业预申请: what an enterprise intends to apply for, before it drafts an application. Products and
 * places are described in words (they may not be recorded or reviewed yet); management's
 * pre-review (src/domain/workflows/evalPre.ts) accepts or returns it. `orgId` is stamped by the server.
 */
import { codeLabel } from '../codes';
import { defineResource, fieldErrorText } from '../resource';
import { EVAL_PRE_EDITABLE } from '../workflows/evalPre';
import { EVAL_TYPES_APPLIED_FOR } from './evaluation';

export const EVAL_PRE_PREFIX = '/api/eval/pre';

export const EVAL_PRE_MSG = {
  locked: (status: string) => `预申请当前状态为“${status}”，不能修改或删除`,
  firstNeedsPre: '首次申请前请先提交企业预申请，预审通过后再申请',
  typeNotAppliedFor: fieldErrorText('拟申请评价类型', `年度监督由管理机构安排，企业不能申请，请选择${EVAL_TYPES_APPLIED_FOR.map((t) => codeLabel('evalType', t)).join('、')}`),
} as const;

/** Why a pre-application may not name this evaluation type (年度监督 is not applied for), or null; an empty value is the required rule's. */
export function evalPreTypeProblem(evalType: unknown): string | null {
  if (evalType === undefined || evalType === null || evalType === '') return null;
  return EVAL_TYPES_APPLIED_FOR.map(String).includes(String(evalType)) ? null : EVAL_PRE_MSG.typeNotAppliedFor;
}

export const evalPreResource = defineResource({
  name: 'evalpre',
  changeableWhen: { field: 'status', values: EVAL_PRE_EDITABLE },
  title: '企业预申请',
  defaultSort: 'id,desc',
  searchMain: ['orgId', 'status', 'evalType'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    orgId: { label: '申请企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '申请企业', type: 'string', readOnly: true, column: { width: 220 } },
    // The form offers only what an enterprise applies for; the server refuses the rest (evalPreTypeProblem).
    evalType: { label: '拟申请评价类型', type: 'code', codes: 'evalType', codesIn: EVAL_TYPES_APPLIED_FOR.map(String), required: true, search: ['eq'], column: { width: 130 } },
    evalField: { label: '评价领域', type: 'code', codes: 'evalField', required: true, search: ['eq'], column: { width: 110 } },
    productNames: { label: '拟申报产品', type: 'text', required: true, max: 500, column: { width: 220 } },
    placeNames: { label: '拟申报场所', type: 'text', required: true, max: 500, column: false },
    annualOutput: { label: '预计年产量(吨)', type: 'number', column: false },
    contact: { label: '联系人', section: '联系方式', type: 'string', required: true, max: 20, column: { width: 90 } },
    phone: { label: '联系电话', section: '联系方式', type: 'string', required: true, max: 20, validators: ['mobileOrPhone'], column: { width: 130 } },
    remark: { label: '说明', type: 'text', max: 1000, column: false },
    status: { label: '预审状态', type: 'int', codes: 'evalPreStatus', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});
