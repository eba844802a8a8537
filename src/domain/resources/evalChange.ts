/**
 * A change after a pass (变更申请, FLOW_BG_): the enterprise names the passed evaluation it changes,
 * the change type (11–26), and each change as a row (the change action 1–11, the product or place
 * it touches, the value before and after), with its reason and materials. The institution that
 * evaluated it gives its opinion, management approves or returns it (src/domain/workflows/evalChange.ts).
 */
import { EVAL_STATUS } from '../codes';
import { defineResource, fieldErrorText } from '../resource';
import { CHANGE_EDITABLE, CHANGE_UNIT_FIRST } from '../workflows/evalChange';

export const EVAL_CHANGE_PREFIX = '/api/eval/change';

export const CHANGE_MSG = {
  locked: (status: string) => `变更申请当前状态为“${status}”，不能修改或删除`,
  evalNotPassed: fieldErrorText('变更的评价', '只能选择本企业已通过的评价'),
  productNotInEval: (n: number) => fieldErrorText('变更内容', `第${n}行的产品不在该评价中`),
  placeNotInEval: (n: number) => fieldErrorText('变更内容', `第${n}行的场所不在该评价中`),
  /** The approval's guard (its words are the flow's). */
  unitFirst: CHANGE_UNIT_FIRST,
} as const;

/** One change: what is changed, on which product or place, from what to what. */
export const evalChangeItemResource = defineResource({
  name: 'evalchangeitem',
  title: '变更内容',
  fields: {
    action: { label: '变更事项', type: 'int', codes: 'evalChangeAction', required: true },
    productId: { label: '产品', type: 'int', ref: { resource: 'product', display: 'productName' } },
    placeId: { label: '场所', type: 'int', ref: { resource: 'place', display: 'placeName' } },
    before: { label: '变更前', type: 'string', max: 200 },
    after: { label: '变更后', type: 'string', required: true, max: 200 },
  },
});

export const evalChangeResource = defineResource({
  name: 'evalchange',
  changeableWhen: { field: 'status', values: CHANGE_EDITABLE },
  title: '变更申请',
  defaultSort: 'id,desc',
  searchMain: ['orgId', 'changeType', 'status'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 80 } },
    orgId: { label: '申请企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '申请企业', type: 'string', readOnly: true, column: { width: 220 } },
    evalId: { label: '变更的评价', type: 'int', required: true, createOnly: true, ref: { resource: 'evaluation', label: 'code', display: 'evalCode', where: { status_eq: String(EVAL_STATUS.passed) } }, column: false },
    evalCode: { label: '变更的评价', type: 'string', readOnly: true, column: { width: 140 } },
    changeType: { label: '变更类型', type: 'int', codes: 'changeType', required: true, search: ['eq'], column: { width: 120 } },
    items: { label: '变更内容', type: 'rows', rows: evalChangeItemResource, required: true, max: 20, section: '变更明细', column: { width: 260 } },
    reason: { label: '变更原因', type: 'text', required: true, max: 1000 },
    annexIds: { label: '证明材料', type: 'file', upload: { accept: 'doc', maxCount: 9 }, column: false },
    status: { label: '变更状态', type: 'int', codes: 'changeStatus', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    unitName: { label: '评价机构', type: 'string', readOnly: true, column: { width: 200 } },
    createTime: { label: '申请时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '更新时间', type: 'datetime', readOnly: true, column: false },
  },
});
