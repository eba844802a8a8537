/**
 * What the own-organisation page shows and edits, derived from the organisation resource
 * (src/domain/resources/org.ts) so no label or rule is written twice: the fields of the details,
 * the fields of the form (not the locked ones, not the server-set ones), the changes a save sends,
 * and whether a cancellation may be requested now.
 */
import type { OwnOrg } from '@/api/ownOrg';
import { orgTypeHas } from '@/domain/codes';
import type { FieldDef } from '@/domain/resource';
import { isEnterprise, isInstitution, ORG_STATUS, orgResource, OWN_ORG_LOCKED } from '@/domain/resources/org';
import { formFields, type Row } from '@/ui/resource/fields';

export const OWN_ORG_TEXT = {
  edit: '编辑',
  requestCancel: '申请注销',
  save: '保存',
  reset: '重置',
  ok: '确定',
  close: '取消',
  saved: '已保存',
  unchanged: '没有需要保存的修改',
  cancelSent: '注销申请已提交，请等待管理端处理',
  cancelReason: '注销原因',
  cancelReasonPlaceholder: '选填，至多 500 字',
  cancelSubmit: '提交申请',
  cancelNotice: '提交后组织状态变为“注销申请中”，由管理端审核；审核通过后组织注销，期间不能再次申请。',
  cancelTooLong: '注销原因至多 500 字',
  empty: '—',
  actions: '可执行的操作',
  details: (kind: string) => `${kind}详情`,
  editTitle: (kind: string) => `编辑${kind}`,
  formOf: (kind: string) => `${kind}表单`,
} as const;

/** The server's limit on a cancellation reason (server/modules/org/ownOrg.ts). */
export const CANCEL_REASON_MAX = 500;

/** How the page names the organisation: 企业信息, 机构信息, else 组织信息. */
export const kindOf = (org: Pick<OwnOrg, 'type'>): string => (isEnterprise(org.type) ? '企业信息' : isInstitution(org.type) ? '机构信息' : '组织信息');

/** Fields that mean something for enterprises only (counterpart-assistance regions). */
const ENTERPRISE_ONLY = ['assistType', 'region'] as const;

/**
 * The details in reading order (name and status stand in the heading). `areaName` carries the
 * area as people read it, so `areaCode` is not shown.
 */
const DETAIL_FIELDS = ['type', 'code', 'legalPerson', 'registeredCapital', 'areaName', 'address', 'contact', 'phone', 'email', 'assistType', 'region', 'expDate', 'remark'] as const;

export function detailFields(org: Pick<OwnOrg, 'type'>): [string, FieldDef][] {
  const enterprise = isEnterprise(org.type);
  return DETAIL_FIELDS.filter((n) => enterprise || !(ENTERPRISE_ONLY as readonly string[]).includes(n)).map((n) => [n, orgResource.fields[n]]);
}

/**
 * What the form leaves out: the fields the organisation may not change (OWN_ORG_LOCKED: type,
 * status, enabled, pid), and assistType for a body that is no enterprise. Read-only fields
 * (expDate, region, syncTime, …) are never form fields.
 */
export const formOmit = (org: Pick<OwnOrg, 'type'>): readonly string[] => [...OWN_ORG_LOCKED, ...(isEnterprise(org.type) ? [] : ['assistType'])];

export const editableFields = (org: Pick<OwnOrg, 'type'>): [string, FieldDef][] => formFields(orgResource, 'update', formOmit(org));

const norm = (v: unknown): unknown => (v === undefined || v === '' ? null : v);

/** The fields of `body` whose value differs from the organisation's: what PUT /api/zporg is sent. */
export function changedFields(org: Readonly<Row>, body: Readonly<Row>): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(body)) {
    if (JSON.stringify(norm(org[name])) !== JSON.stringify(norm(value))) out[name] = value;
  }
  return out;
}

/**
 * A cancellation may be requested from 正常 only (the server moves 0 -> 3 atomically), never by
 * a management body; 注销申请中 and 已注销 have nothing left to request.
 */
export const canRequestCancel = (org: Pick<OwnOrg, 'type' | 'status'>): boolean => org.status === ORG_STATUS.normal && !orgTypeHas(org.type, 1);
