/**
 * 圳品证书: one certificate per product an evaluation passed (the flow is workflows/certificate.ts).
 * Numbers read `SZP-<year>-<six digits>`, the year of issue and a running number of that year,
 * and stay with the certificate through its versions.
 */
import { defineResource } from '../resource';

export const CERT_PREFIX = '/api/eval/cert';

/** The public check of a certificate (no sign-in): GET ?no=. */
export const CERT_VERIFY_PATH = '/rst/cert/verify';
/** The public page a certificate's QR code opens. */
export const CERT_VERIFY_PAGE = '/verify';

export const certNoOf = (year: number, seq: number): string => `SZP-${year}-${String(seq).padStart(6, '0')}`;
export const CERT_NO_PATTERN = /^SZP-\d{4}-\d{6}$/;

export const certResource = defineResource({
  name: 'zpcert',
  title: '圳品证书',
  defaultSort: 'id,desc',
  searchMain: ['certNo', 'orgId', 'status', 'issueDate'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], sortable: true, column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like', 'eq'], sortable: true, column: { width: 170 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productId: { label: '产品', type: 'int', readOnly: true, search: ['eq'], column: false },
    productName: { label: '产品', type: 'string', readOnly: true, column: { width: 180 } },
    evalId: { label: '评价申请', type: 'int', readOnly: true, search: ['eq'], column: false },
    evalCode: { label: '评价申请', type: 'string', readOnly: true, column: { width: 130 } },
    version: { label: '版本', type: 'int', readOnly: true, column: { width: 70 } },
    status: { label: '证书状态', type: 'int', codes: 'certStatus', readOnly: true, search: ['eq', 'in'], column: { width: 130 } },
    issueDate: { label: '发证日期', type: 'date', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    expireDate: { label: '有效期至', type: 'date', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 110 } },
    fileId: { label: '证书文件', type: 'file', readOnly: true, column: false },
    stampedFileId: { label: '盖章证书', type: 'file', readOnly: true, column: false },
    reason: { label: '状态说明', type: 'string', readOnly: true, column: false },
    statusTime: { label: '状态变更时间', type: 'datetime', readOnly: true, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

export const CERT_MSG = {
  fileNotOwn: '盖章证书(stampedFileId)：只能使用本机构上传的文件',
  notFound: '证书不存在',
  unknownNo: '未查询到该证书编号，不是有效的圳品证书',
  badNo: '证书编号格式不正确',
} as const;
