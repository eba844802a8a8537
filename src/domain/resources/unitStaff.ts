/**
 * 机构人员核验: an institution's staff and their qualifications (an evaluator's, a tester's …
 * certificate), verified by management through the staffVerify flow
 * (src/domain/workflows/staffVerify.ts). The institution records and submits; the record is
 * locked while pending and once verified.
 */
import { beijingDate } from '../beijingTime';
import { defineResource, type FieldError, fieldErrorText } from '../resource';
import { STAFF_EDITABLE } from '../workflows/staffVerify';

export const UNIT_STAFF_MSG = {
  locked: (status: string) => `该人员记录当前为「${status}」，不能修改或删除`,
  orgRequired: fieldErrorText('所属机构', '请选择'),
  orgNotUnit: fieldErrorText('所属机构', '只能选择评价、检测或监督机构'),
} as const;

/** The certificate is not already expired when it is recorded (by Beijing's date). */
export function checkStaffCert(r: Readonly<Record<string, unknown>>, today: string = beijingDate()): FieldError | null {
  const expire = typeof r.certExpire === 'string' ? r.certExpire.slice(0, 10) : null;
  return expire && expire < today ? { field: 'certExpire', label: '证书有效期至', message: '证书已过期' } : null;
}

export const unitStaffResource = defineResource({
  name: 'unitstaff',
  changeableWhen: { field: 'status', values: STAFF_EDITABLE },
  title: '机构人员',
  defaultSort: 'id,desc',
  searchMain: ['name', 'qualification', 'status', 'orgId'],
  check: (r) => checkStaffCert(r),
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: { width: 80 } },
    orgId: { label: '所属机构', type: 'int', createOnly: true, search: ['eq', 'in'], ref: { resource: 'sysorg', display: 'orgName' }, column: { width: 200 } },
    orgName: { label: '所属机构', type: 'string', readOnly: true, column: false },
    name: { label: '姓名', type: 'string', required: true, max: 20, validators: ['personName'], search: ['like'], column: { width: 100 } },
    mobile: { label: '手机号码', type: 'string', max: 11, validators: ['mobile'], column: { width: 130 } },
    title: { label: '职称', type: 'string', max: 50, column: { width: 120 } },
    qualification: { label: '资质类别', type: 'int', codes: 'staffQualification', required: true, search: ['eq', 'in'], column: { width: 100 } },
    certNo: { label: '资质证书编号', type: 'string', required: true, max: 50, search: ['like', 'eq'], column: { width: 170 } },
    certExpire: { label: '证书有效期至', type: 'date', required: true, search: ['gte', 'lte'], sortable: true, column: { width: 120 } },
    certFile: { label: '资质证书', type: 'file', upload: { accept: 'pdf', maxCount: 3 }, column: false },
    status: { label: '核验状态', type: 'int', codes: 'staffVerify', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});
