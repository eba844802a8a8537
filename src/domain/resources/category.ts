/**
 * Product categories (calls document §7.8; screens document §3 "Product type node"). The tree's
 * first level is the spec's four product types (code list productType), fixed; real categories
 * sit below them. `level`, `pids`, `productType` and `leaf` are derived by the server from the
 * parent; `enabled` changes only through the enable call, which applies to a whole branch.
 */
import { defineResource, fieldErrorText } from '../resource';

/** Level of the product-type roots; their `pid` is 0. */
export const CATEGORY_ROOT_LEVEL = 1;
/** Deepest level a category may sit at (product type > category > sub-category > variety > …). */
export const CATEGORY_MAX_LEVEL = 5;

/** A node of the product-type lookup (cascader) and of the category tree. */
export interface CategoryNode {
  readonly id: number;
  readonly pid: number;
  readonly name: string;
  readonly level: number;
  readonly productType: string | null;
  readonly properties: { readonly leaf: boolean; readonly enabled: boolean };
  /** Present only on nodes that have children in the reply. */
  readonly children?: CategoryNode[];
}

export const CATEGORY_MSG = {
  parentMissing: '上级分类不存在',
  rootFixed: '产品类型为固定分类，不能修改或删除',
  tooDeep: (max: number) => `分类最多${max}级`,
  intoOwnBranch: '不能移动到自身或其下级分类之下',
  duplicateName: (name: string) => `同一上级分类下已存在“${name}”`,
  hasChildren: (name: string) => `分类“${name}”下还有子分类，请先删除子分类`,
  inUse: (name: string, n: number) => `分类“${name}”已被${n}个产品使用，不能删除`,
  enabledInvalid: fieldErrorText('启用状态', '请选择是或否'),
} as const;

export const categoryResource = defineResource({
  name: 'category',
  title: '产品分类',
  // A flat page lists the upper levels first; the tree (sync) orders siblings by seq.
  defaultSort: 'level,asc',
  // lst here is the product-type lookup (few fields); sync answers every category with all fields.
  tree: { parentField: 'pid', call: 'sync', labelField: 'name' },
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    name: { label: '分类名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 200 } },
    pid: { label: '上级分类', type: 'int', required: true, search: ['eq', 'in'], ref: { resource: 'category', display: 'parentName' }, column: { width: 160 } },
    parentName: { label: '上级分类', type: 'string', readOnly: true, column: false },
    pids: { label: '上级路径', type: 'string', readOnly: true, search: ['like'], column: false },
    code: { label: '分类编码', type: 'string', max: 20, validators: ['alnum20'], search: ['eq', 'like'], column: { width: 120 } },
    level: { label: '层级', type: 'int', readOnly: true, search: ['eq', 'lte', 'lt', 'gte', 'gt', 'in'], sortable: true, column: { width: 70 } },
    productType: { label: '产品类型', type: 'code', codes: 'productType', readOnly: true, search: ['eq', 'in'], column: { width: 100 } },
    leaf: { label: '末级', type: 'bool', readOnly: true, search: ['eq'], column: false },
    enabled: { label: '启用', type: 'bool', readOnly: true, search: ['eq'], column: { width: 80 } },
    seq: { label: '排序', type: 'int', min: 0, max: 99999, search: ['eq'], sortable: true, column: { width: 70 } },
    remark: { label: '备注', type: 'string', max: 255, column: { width: 200 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
  },
});
