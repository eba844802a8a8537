/**
 * Dictionaries (calls document §7.4): a dictionary (code, name) and its items (label, value, order).
 * Every code list of src/domain/codes.ts is seeded as a dictionary whose code is the list's code,
 * so a select can load its options with GET /api/sysdic/code?code=<code>.
 */
import { defineResource, fieldErrorText } from '../resource';

/** Dictionary codes: upper-case letters, digits and underscores, starting with a letter (ORG_TYPE). */
export const DIC_CODE_RE = /^[A-Z][A-Z0-9_]{1,49}$/;

export const DIC_MSG = {
  codeFormat: fieldErrorText('字典编码', '只能由大写字母、数字和下划线组成，以字母开头，如 ORG_TYPE'),
  codeTaken: (code: string) => fieldErrorText('字典编码', `编码 ${code} 已存在`),
  codeParam: '参数 code 不能为空',
  dicMissing: fieldErrorText('所属字典', '字典不存在'),
  valueTaken: (value: string) => fieldErrorText('字典值', `该字典中已有值 ${value}`),
} as const;

export const dicResource = defineResource({
  name: 'sysdic',
  title: '字典',
  defaultSort: 'code,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    code: { label: '字典编码', type: 'string', required: true, max: 50, search: ['eq', 'like', 'in'], sortable: true, column: { width: 170 } },
    name: { label: '字典名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 150 } },
    remark: { label: '备注', type: 'string', max: 255, column: { width: 160 } },
    // The dictionary list sits beside its items on half a page: no time column.
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

export const dicItemResource = defineResource({
  name: 'sysdicitem',
  title: '字典项',
  defaultSort: 'seq,asc',
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    dicId: { label: '所属字典', type: 'int', required: true, search: ['eq', 'in'], ref: { resource: 'sysdic' }, column: false },
    itemLabel: { label: '字典标签', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 200 } },
    itemValue: { label: '字典值', type: 'string', required: true, max: 100, search: ['like', 'eq', 'in'], sortable: true, column: { width: 140 } },
    seq: { label: '排序', type: 'int', search: ['eq'], sortable: true, column: { width: 70 } },
    remark: { label: '备注', type: 'string', max: 255, column: { width: 160 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

/** One option as GET /api/sysdic/code returns it. */
export interface DicOption {
  readonly id: number;
  readonly itemLabel: string;
  readonly itemValue: string;
}
