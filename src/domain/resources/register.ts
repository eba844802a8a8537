/**
 * Enterprise registrations as the audit and record pages list them (POST /api/zp_user/page;
 * server/modules/account/register-audit.ts). One row per registration: the applicant user (the
 * row id is the user id, as POST /api/zp_user/audit takes it), the enterprise and the decision.
 * Read-only: the only change is the audit (通过 / 不通过 with a reason).
 */
import { REGISTER_SEARCH } from '../account';
import { defineResource } from '../resource';

export const REGISTER_AUDIT_TEXT = {
  audit: '审核',
  title: (org: string) => `注册审核：${org}`,
  result: '审核结果',
  pass: '通过',
  reject: '不通过',
  reason: '审核意见',
  reasonRequired: '审核不通过时请填写原因',
  reasonMax: 500,
  passed: '审核通过',
  rejected: '审核不通过，已驳回',
} as const;

export const registerResource = defineResource({
  name: 'zpRegister',
  title: '企业注册',
  defaultSort: 'createTime,desc',
  fields: {
    id: { label: '用户编号', type: 'int', readOnly: true, column: false },
    orgName: { ...REGISTER_SEARCH.orgName, readOnly: true, column: { width: 240 } },
    creditCode: { ...REGISTER_SEARCH.creditCode, readOnly: true, column: { width: 190 } },
    username: { ...REGISTER_SEARCH.username, readOnly: true, column: { width: 130 } },
    name: { ...REGISTER_SEARCH.name, readOnly: true, column: { width: 100 } },
    mobile: { ...REGISTER_SEARCH.mobile, readOnly: true, column: { width: 130 } },
    status: { ...REGISTER_SEARCH.status, readOnly: true, column: { width: 110 } },
    reason: { label: '审核意见', type: 'string', readOnly: true, column: { width: 200 } },
    createTime: { ...REGISTER_SEARCH.createTime, readOnly: true, column: { width: 170 } },
    auditUserName: { label: '审核人', type: 'string', readOnly: true, column: { width: 100 } },
    auditTime: { label: '审核时间', type: 'datetime', readOnly: true, column: { width: 170 } },
  },
});
