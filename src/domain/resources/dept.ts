/**
 * Departments of an organisation (a tree per organisation). Outside management a caller sees and
 * changes only its own organisation's departments, and the server stamps `orgId` on create.
 */
import { defineResource, fieldErrorText } from '../resource';

export const DEPT_MSG = {
  orgRequired: fieldErrorText('所属组织', '请选择'),
  orgMissing: fieldErrorText('所属组织', '组织不存在'),
  parentMissing: fieldErrorText('上级部门', '上级部门不存在或不属于同一组织'),
  parentLoop: fieldErrorText('上级部门', '不能选择自身或下级部门'),
  orgFixed: fieldErrorText('所属组织', '已有部门不能移到其他组织'),
  hasChildren: (name: string) => `部门“${name}”下还有下级部门，请先删除下级部门`,
  hasUsers: (name: string, n: number) => `部门“${name}”下还有${n}个用户，请先移出这些用户`,
} as const;

export const deptResource = defineResource({
  name: 'sysdept',
  title: '部门',
  defaultSort: 'seq,asc',
  // lst answers every department the caller may see with the names the list shows.
  tree: { parentField: 'pid', labelField: 'name' },
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    orgId: { label: '所属组织', type: 'int', search: ['eq', 'in'], ref: { resource: 'sysorg', display: 'orgName' }, column: { width: 220 } },
    pid: { label: '上级部门', type: 'int', search: ['eq', 'in'], ref: { resource: 'sysdept', filterBy: { orgId: 'orgId' }, display: 'parentName' }, column: { width: 160 } },
    name: { label: '部门名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 200 } },
    leader: { label: '负责人', type: 'string', max: 50, search: ['like'], column: { width: 110 } },
    phone: { label: '联系电话', type: 'string', max: 30, validators: ['mobileOrPhone'], search: ['like'], column: { width: 140 } },
    seq: { label: '排序', type: 'int', search: ['eq'], sortable: true, column: { width: 70 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

/** A node of the department tree (POST /api/sysdept/async). */
export interface DeptNode {
  readonly id: number;
  readonly pid: number | null;
  readonly orgId: number;
  readonly name: string;
  readonly seq: number;
  readonly children?: DeptNode[];
}
