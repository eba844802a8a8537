/**
 * Organisation calls (calls document §7.2) beyond the resource calls: the lookups (organisations,
 * departments, role groups, people, organisation administrators), the organisation actions
 * (sync, expiry), the caller's own organisation, and the enterprise list's extra calls.
 * Lists of ids or codes keep their own readers on the server (text or arrays, each refused by name).
 */
import { z } from 'zod';
import { ENTERPRISE_CHILD_PATHS, KEY_ENTERPRISE_PATH } from '../resources/orgLists';
import { defineCall, id, ids, listValue, optionalId, optionalIds, recordRow, scalar } from './call';

const tag = '组织';

/** The organisation as GET /api/zporg/getOne answers (a sys_org row, presented, without management's 重点企业 notes). */
export const ownOrgSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** '1', '3', or unit types joined with commas ('2,4'). */
  type: z.string(),
  typeName: z.string().nullable().optional(),
  code: z.string().nullable().optional(),
  pid: z.number().nullable().optional(),
  areaCode: z.string().nullable().optional(),
  /** The area's path ('广东省/深圳市/南山区'). */
  areaName: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  contact: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  legalPerson: z.string().nullable().optional(),
  registeredCapital: z.string().nullable().optional(),
  region: z.string().nullable().optional(),
  assistType: z.string().nullable().optional(),
  /** ORG_STATUS: 0 normal, 1 pending, 2 rejected, 3 cancellation requested, 4 cancelled. */
  status: z.number(),
  enabled: z.boolean().optional(),
  expDate: z.string().nullable().optional(),
  syncTime: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  createTime: z.string().nullable().optional(),
  updateTime: z.string().nullable().optional(),
});

export const orgNode = z.object({ id: z.number(), pid: z.number().nullable(), name: z.string(), type: z.string(), leaf: z.boolean() });

export interface DeptTreeNode {
  id: number;
  pid: number | null;
  orgId: number;
  name: string;
  seq: number;
  children?: DeptTreeNode[];
}
export const deptNode: z.ZodType<DeptTreeNode> = z.lazy(() =>
  z.object({ id: z.number(), pid: z.number().nullable(), orgId: z.number(), name: z.string(), seq: z.number(), children: z.array(deptNode).optional() }),
);

export const roleGroup = z.object({ tag: z.string(), name: z.string(), roles: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })) });

export const flowUser = z.object({ id: z.number(), name: z.string().nullable(), username: z.string(), orgId: z.number().nullable(), orgName: z.string().nullable(), roleCodes: z.array(z.string()) });

export const orgAdmin = z.object({ orgId: z.number(), userId: z.number(), name: z.string().nullable(), mobile: z.string().nullable() });

export const orgCalls = {
  sync: defineCall({ method: 'POST', path: '/api/sysorg/sync', summary: '按行政区划重新推导组织的区域信息', tag, paramSet: z.looseObject({ rid: scalar.optional() }), reply: recordRow }),
  updExp: defineCall({
    method: 'POST',
    path: '/api/sysorg/updExp',
    summary: '设置组织的有效期',
    tag,
    paramSet: z.looseObject({ ids: ids(), expDate: scalar.optional().meta({ title: '有效期' }) }),
    reply: z.number(),
  }),
  cleanExp: defineCall({ method: 'POST', path: '/api/sysorg/cleanExp', summary: '清除已过期的有效期', tag, paramSet: z.looseObject({ ids: optionalIds() }), reply: z.object({ count: z.number(), ids: z.array(z.number()) }) }),
  depts: defineCall({ method: 'POST', path: '/api/sysdept/async', summary: '部门树（可限组织、上级部门）', tag, paramSet: z.looseObject({ orgId: optionalId(), pid: optionalId() }), reply: z.array(deptNode) }),
  groups: defineCall({ method: 'POST', path: '/api/sysgroup/lst', summary: '角色分组（MNG、UNIT、ORG）及其角色', tag, paramSet: z.looseObject({ tag: scalar.optional(), 'search.tag_eq': scalar.optional() }), reply: z.array(roleGroup) }),
  orgs: defineCall({
    method: 'POST',
    path: '/api/sysorg/async',
    summary: '组织选择（按上级、类型、名称）',
    tag,
    paramSet: z.looseObject({ pid: optionalId(), type: listValue, 'search.type_like': listValue, name: scalar.optional() }),
    reply: z.array(orgNode),
  }),
  ownOrg: defineCall({ method: 'GET', path: '/api/zporg/getOne', summary: '本单位信息', tag, reply: ownOrgSchema }),
  updateOwnOrg: defineCall({ method: 'PUT', path: '/api/zporg', summary: '修改本单位信息', tag, body: z.record(z.string(), z.unknown()), reply: ownOrgSchema }),
  cancelOwnOrg: defineCall({ method: 'POST', path: '/api/zporg/cancel', summary: '申请注销本单位', tag, paramSet: z.looseObject({ reason: scalar.optional().meta({ title: '注销原因' }) }), reply: ownOrgSchema }),
  flowUsers: defineCall({
    method: 'POST',
    path: '/api/flow/rlt/user',
    summary: '按角色、组织选人（流程指派）',
    tag,
    paramSet: z.looseObject({ roleCodes: listValue, orgIds: listValue, name: scalar.optional() }),
    reply: z.array(flowUser),
  }),
  orgAdmins: defineCall({ method: 'POST', path: '/api/sysuser/orgAdmin', summary: '组织的管理员（联系人）', tag, paramSet: z.looseObject({ orgIds: listValue, roleCodes: listValue }), reply: z.array(orgAdmin) }),
  enterpriseProducts: defineCall({ method: 'GET', path: ENTERPRISE_CHILD_PATHS.products, summary: '企业的产品', tag, query: z.looseObject({ id: id() }), reply: z.array(recordRow) }),
  enterprisePlaces: defineCall({ method: 'GET', path: ENTERPRISE_CHILD_PATHS.places, summary: '企业的生产场所', tag, query: z.looseObject({ id: id() }), reply: z.array(recordRow) }),
  keyEnterprise: defineCall({
    method: 'POST',
    path: KEY_ENTERPRISE_PATH,
    summary: '标记或取消重点企业',
    tag,
    body: z.looseObject({ id: id(), key: z.unknown().optional(), reason: z.unknown().optional().meta({ title: '原因' }) }),
    reply: z.null(),
  }),
} as const;
