/**
 * Organisations (calls document §7.2; screens document §1 and §3): management bodies (type 1),
 * institutions (unit types 2 evaluation, 4 testing, 5 supervision, joined with commas: "2,4"), and
 * enterprises (type 3). `region` and `syncTime` are derived by the server (see deriveRegion);
 * `expDate` changes only through the expiry calls; an enterprise edits its own record through
 * /api/zporg, which leaves the fields of OWN_ORG_LOCKED alone.
 */
import { z } from 'zod';
import { CODE_LISTS, codeLabel, ORG_STATUS, ORG_TYPE, orgTypeHas, REGION_SHENZHEN, UNIT_TYPES, type CodeList } from '../codes';
import { defineResource, fieldErrorText } from '../resource';

/**
 * Organisation status (declared with its labels in codes.ts). The spec names no codes for it, so
 * these are ours: 1 and 2 follow the user status codes (a self-registered enterprise waits for the
 * registration audit); 3 is set by the enterprise's own cancellation request (POST
 * /api/zporg/cancel); management then sets 4 (cancelled) or 0 (request declined) through PUT
 * /api/sysorg/{id}.
 */
export { ORG_STATUS };

/** The status labels (one list with the other code lists; the dictionary seed takes it from there). */
export const ORG_STATUS_LIST: CodeList = CODE_LISTS.orgStatus;

export const isOrgStatus = (n: number): boolean => ORG_STATUS_LIST.items.some((i) => i.value === String(n));

/** Shenzhen's area code prefix: organisations located there get region 'SZ'. */
export const SHENZHEN_AREA_PREFIX = '4403';
export { REGION_SHENZHEN };

/**
 * What POST /api/sysorg/sync does to one organisation (and what every write does too):
 * - areaCode: a 9- or 12-digit statistical code is cut back to the county code when that exists;
 *   a code unknown to the division table is refused (400) rather than kept silently;
 * - region: 'SZ' when the area lies in Shenzhen (4403…), otherwise the counterpart-assistance
 *   type the enterprise comes from (assistType), otherwise empty;
 * - syncTime: now. The reply carries the organisation with its area path (areaName).
 */
export function deriveRegion(areaCode: string | null, assistType: string | null): string | null {
  if (areaCode?.startsWith(SHENZHEN_AREA_PREFIX)) return REGION_SHENZHEN;
  return assistType || null;
}

/**
 * Checks and normalises an organisation type: '1', '3', or one or more unit types of {2, 4, 5}
 * (sorted, no repeats: ' 4,2 ' becomes '2,4'). Returns null when invalid.
 */
export function normaliseOrgType(raw: string): string | null {
  const parts = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))].sort();
  if (!parts.length) return null;
  const single = [ORG_TYPE.management, ORG_TYPE.enterprise].map(String);
  if (parts.length === 1 && single.includes(parts[0])) return parts[0];
  const units = UNIT_TYPES.map(String);
  return parts.every((p) => units.includes(p)) ? parts.join(',') : null;
}

export const isEnterprise = (type: string | null | undefined) => orgTypeHas(type, ORG_TYPE.enterprise);
export const isInstitution = (type: string | null | undefined) => UNIT_TYPES.some((u) => orgTypeHas(type, u));

/** Readable type: '2,4' becomes '评价机构、检测机构'. */
export const orgTypeName = (type: string | null | undefined): string => codeLabel('orgKind', type?.replace(/\s+/g, '') ?? null);

/**
 * Fields an enterprise may not change on its own record: sent unchanged they are ignored, changed
 * they are refused. (expDate, region and syncTime are read-only to every body anyway.)
 */
export const OWN_ORG_LOCKED = ['type', 'status', 'enabled', 'pid'] as const;

export const ORG_MSG = {
  typeInvalid: fieldErrorText('组织类型', '只能是 1 管理机构、3 企业，或 2 评价机构、4 检测机构、5 监督机构的组合(如 2,4)'),
  statusInvalid: fieldErrorText('状态', '请选择有效的状态'),
  areaUnknown: (code: string) => fieldErrorText('所在地区', `地区编码 ${code} 不存在`),
  /** Says only that the code is taken: the organisation holding it is not the caller's business. */
  codeTaken: fieldErrorText('统一社会信用代码', '该代码已被使用'),
  parentMissing: fieldErrorText('上级组织', '上级组织不存在'),
  parentLoop: fieldErrorText('上级组织', '不能选择自身或下级组织'),
  hasUsers: (name: string, n: number) => `组织“${name}”下还有${n}个用户，请先删除或移出这些用户`,
  hasChildren: (name: string, n: number) => `组织“${name}”下还有${n}个下级组织，请先删除下级组织`,
  hasProducts: (name: string, n: number) => `组织“${name}”下还有${n}个产品或场所，不能删除`,
  lockedField: (label: string) => `不能修改本组织的${label}`,
  noOrg: '当前用户未关联组织',
  cancelManagement: '管理机构不能申请注销',
  cancelTwice: '已提交注销申请，请等待管理端处理',
  cancelDone: '组织已注销',
  createOnlyManagement: '只有管理端可以新增组织',
  expDateRequired: fieldErrorText('有效期至', '请输入正确的日期'),
  ridRequired: '参数 rid 必须是组织编号',
} as const;

export const ORG_PREFIX = '/api/sysorg';

export const orgResource = defineResource({
  name: 'sysorg',
  title: '组织',
  // The enterprise search reads an organisation's id and name; the organisation pages the rest by name.
  row: z.looseObject({ id: z.number(), name: z.string() }),
  defaultSort: 'id,desc',
  searchMain: ['name', 'type', 'status', 'code'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    name: { label: '组织名称', type: 'string', required: true, max: 100, search: ['like', 'eq'], sortable: true, column: { width: 240 } },
    type: { label: '组织类型', type: 'string', codes: 'orgKind', multipleCodes: true, required: true, max: 20, search: ['eq', 'like', 'in'], sortable: true, column: { width: 160 } },
    typeName: { label: '组织类型', type: 'string', readOnly: true, column: false },
    code: { label: '统一社会信用代码', type: 'string', max: 18, validators: ['uscc'], search: ['eq', 'like'], column: { width: 190 } },
    pid: { label: '上级组织', type: 'int', search: ['eq', 'in'], ref: { resource: 'sysorg' }, column: false },
    areaCode: { label: '所在地区', section: '联系信息', type: 'string', input: 'area', max: 12, search: ['eq', 'like', 'in'], column: false },
    areaName: { label: '所在地区', type: 'string', readOnly: true, column: { width: 200 } },
    address: { label: '地址', section: '联系信息', type: 'string', max: 255, search: ['like'], column: { width: 240 } },
    contact: { label: '联系人', section: '联系信息', type: 'string', max: 50, search: ['like', 'eq'], column: { width: 100 } },
    phone: { label: '联系电话', section: '联系信息', type: 'string', max: 30, validators: ['mobileOrPhone'], search: ['like', 'eq'], column: { width: 140 } },
    email: { label: '电子邮箱', section: '联系信息', type: 'string', max: 100, validators: ['email'], search: ['like'], column: { width: 180 } },
    legalPerson: { label: '法定代表人', type: 'string', max: 50, search: ['like'], column: { width: 110 } },
    registeredCapital: { label: '注册资本', type: 'string', max: 50, column: { width: 110 } },
    region: { label: '所属区域', type: 'string', codes: 'orgRegion', max: 10, readOnly: true, search: ['eq', 'in'], column: { width: 120 } },
    assistType: { label: '帮扶类型', section: '管理信息', type: 'code', codes: 'assistType', search: ['eq', 'in'], column: { width: 130 } },
    status: { label: '状态', section: '管理信息', type: 'int', codes: 'orgStatus', search: ['eq', 'ne', 'in'], sortable: true, column: { width: 110 } },
    enabled: { label: '启用', section: '管理信息', type: 'bool', search: ['eq'], column: { width: 80 } },
    expDate: { label: '有效期至', type: 'date', readOnly: true, search: ['lt', 'lte', 'gt', 'gte', 'eq'], sortable: true, column: { width: 110 } },
    syncTime: { label: '同步时间', type: 'datetime', readOnly: true, sortable: true, column: { width: 170 } },
    remark: { label: '备注', section: '管理信息', type: 'string', max: 500, column: { width: 200 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    updateTime: { label: '修改时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: false },
  },
});

/** A node of the organisation lookup (POST /api/sysorg/async). */
export interface OrgNode {
  readonly id: number;
  readonly pid: number | null;
  readonly name: string;
  readonly type: string;
  /** No child organisations: the cascader stops here. */
  readonly leaf: boolean;
}
