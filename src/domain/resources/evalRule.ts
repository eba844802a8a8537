/**
 * Evaluation rules (评价规则): which standards, technical specifications and attachment types an
 * evaluation of a product type and evaluation type follows, as a versioned document. The spec lists
 * the page (screens document §2) without fields; these are what the rule's keepers need: name,
 * product type and evaluation type (code lists of the spec §3), evaluation field, version,
 * effective date, status, the linked standards, specifications and required attachment types
 * (comma-joined ids, like the spec's annexIds), the rule text and its file.
 *
 * Status is chosen by the keeper (code list evalRuleStatus: -3 草稿, 1 生效, 0 废止). At most one
 * rule is 生效 for a product type and evaluation type: the server refuses a second one, so the rule
 * that applies to an evaluation is never ambiguous.
 */
import { defineResource, fieldErrorText } from '../resource';

export const EVAL_RULE_PREFIX = '/api/base/evalrule';

export const EVAL_RULE_STATUS = { draft: -3, active: 1, abolished: 0 } as const;

export const EVAL_RULE_MSG = {
  badIds: (label: string) => fieldErrorText(label, '请选择有效的记录'),
  missing: (label: string, ids: readonly (number | string)[]) => fieldErrorText(label, `编号 ${ids.join('、')} 不存在`),
  duplicateVersion: (name: string, version: string) => fieldErrorText('版本号', `评价规则“${name}”已有版本 ${version}`),
  oneActive: (other: string) => fieldErrorText('状态', `该产品类型和评价类型已有生效的评价规则“${other}”，请先将其废止`),
  /** A standard, specification or attachment type still linked from rules cannot be deleted. */
  inUse: (what: string, name: string, rules: readonly string[]) =>
    `${what}“${name}”已被评价规则“${rules.slice(0, 3).join('”、“')}”${rules.length > 3 ? `等${rules.length}条` : ''}引用，不能删除`,
} as const;

/** The linked-record fields: field -> the resource it points at and the label field the server fills. */
export const EVAL_RULE_LINKS = {
  standardIds: { resource: 'standard', names: 'standardNames' },
  techSpecIds: { resource: 'techSpec', names: 'techSpecNames' },
  annexTypeIds: { resource: 'annexType', names: 'annexTypeNames' },
} as const;

export const evalRuleResource = defineResource({
  name: 'evalRule',
  title: '评价规则',
  defaultSort: 'effectiveDate,desc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    name: { label: '规则名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 220 } },
    productType: { label: '产品类型', type: 'code', codes: 'productType', required: true, search: ['eq', 'in'], sortable: true, column: { width: 100 } },
    evalType: { label: '评价类型', type: 'code', codes: 'evalType', required: true, search: ['eq', 'in'], sortable: true, column: { width: 100 } },
    evalField: { label: '评价领域', type: 'code', codes: 'evalField', search: ['eq'], column: { width: 110 } },
    version: { label: '版本号', type: 'string', required: true, max: 20, search: ['eq'], column: { width: 90 } },
    effectiveDate: { label: '生效日期', type: 'date', required: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    status: { label: '状态', type: 'int', codes: 'evalRuleStatus', required: true, default: EVAL_RULE_STATUS.draft, search: ['eq', 'ne', 'in'], sortable: true, column: { width: 80 } },
    standardIds: { label: '评价标准', type: 'string', max: 255, ref: { resource: 'standard', label: 'fullName', multiple: true, display: 'standardNames' }, column: false },
    standardNames: { label: '评价标准', type: 'string', readOnly: true, column: { width: 240 } },
    techSpecIds: { label: '技术规范', type: 'string', max: 255, ref: { resource: 'techSpec', label: 'fullName', multiple: true, display: 'techSpecNames' }, column: false },
    techSpecNames: { label: '技术规范', type: 'string', readOnly: true, column: { width: 240 } },
    annexTypeIds: { label: '所需附件类型', type: 'string', max: 255, ref: { resource: 'annexType', multiple: true, display: 'annexTypeNames' }, column: false },
    annexTypeNames: { label: '所需附件类型', type: 'string', readOnly: true, column: { width: 220 } },
    content: { label: '规则内容', type: 'text', max: 4000 },
    annexIds: { label: '规则文件', type: 'file', upload: { accept: 'doc', maxCount: 5 }, column: { width: 180 } },
    remark: { label: '备注', type: 'string', max: 500, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
  },
});
