/**
 * 圳品证书: one certificate per product an evaluation passed (the flow is workflows/certificate.ts).
 * Numbers read `SZP-<year>-<six digits>`, the year of issue and a running number of that year,
 * and stay with the certificate through its versions.
 */
import { CERT_STATUS } from '../codes';
import { defineResource, fieldErrorText } from '../resource';

export const CERT_PREFIX = '/api/eval/cert';
/** PUT {id, stampedFileId}: the officer uploads a certificate's stamped copy while it awaits one (the `stamped` work). */
export const CERT_STAMPED_PATH = `${CERT_PREFIX}/stamped`;

export { CERT_VERIFY_PAGE, CERT_VERIFY_PATH } from './certPaths';

/** The label of the standards a certificate was evaluated against, on the certificate and where it is checked. */
export const CERT_BASIS_LABEL = '评价依据';

export const certNoOf = (year: number, seq: number): string => `SZP-${year}-${String(seq).padStart(6, '0')}`;
export const CERT_NO_PATTERN = /^SZP-\d{4}-\d{6}$/;

/** The statuses 证书维护 works in: the spec's edit variant (有效, 撤销, 暂停, 失效). */
export const CERT_MAINTAINED: readonly number[] = [CERT_STATUS.valid, CERT_STATUS.revoked, CERT_STATUS.suspended, CERT_STATUS.expired];

export const certResource = defineResource({
  name: 'zpcert',
  title: '圳品证书',
  changeableWhen: { field: 'status', values: CERT_MAINTAINED },
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
    // 证书维护: what the officer maintains. The status is changed by the certificate flow's move into it.
    maintainStatus: { label: '证书状态', section: '证书维护', type: 'int', codes: 'certEditStatus', column: false },
    statusReason: { label: '变更说明', section: '证书维护', type: 'string', max: 500, column: false },
    released: { label: '已上市', section: '证书维护', type: 'bool', column: false },
    releaseDate: { label: '上市日期', section: '证书维护', type: 'date', column: false },
    statusTime: { label: '状态变更时间', type: 'datetime', readOnly: true, column: false },
    createTime: { label: '创建时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

/** 圳品目录: the products whose certificates hold, published in numbered batches (第N批). */
export const CATALOGUE_PREFIX = '/api/eval/cert/catalogue';
/** POST: the officer publishes the next batch (every held certificate not yet published). */
export const CATALOGUE_PUBLISH_PATH = `${CATALOGUE_PREFIX}/publish`;
/** GET: the batches published, newest first. */
export const CATALOGUE_BATCHES_PATH = `${CATALOGUE_PREFIX}/batches`;

export const batchTitleOf = (batchNo: number, year: number): string => `${year}年第${batchNo}批圳品目录`;

export const catalogueResource = defineResource({
  name: 'zpcatalogue',
  title: '圳品目录',
  defaultSort: 'batchNo,desc',
  searchMain: ['productName', 'categoryId', 'areaCode', 'orgId'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, column: false },
    batchNo: { label: '批次', type: 'int', readOnly: true, search: ['eq'], sortable: true, column: { width: 80 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 200 } },
    categoryId: { label: '产品分类', type: 'int', readOnly: true, search: ['eq', 'in'], ref: { resource: 'category', display: 'categoryName' }, column: false },
    categoryName: { label: '产品分类', type: 'string', readOnly: true, column: { width: 120 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    areaCode: { label: '所在地区', type: 'string', input: 'area', readOnly: true, search: ['eq', 'like'], column: false },
    areaName: { label: '所在地区', type: 'string', readOnly: true, column: { width: 140 } },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like', 'eq'], column: { width: 170 } },
    issueDate: { label: '发证日期', type: 'date', readOnly: true, sortable: true, column: { width: 110 } },
    expireDate: { label: '有效期至', type: 'date', readOnly: true, sortable: true, column: { width: 110 } },
  },
});

export const CERT_MSG = {
  fileNotOwn: fieldErrorText('盖章证书', '只能使用本机构上传的文件'),
  stampedClosed: (status: string) => `证书当前状态为“${status}”，不能上传盖章证书`,
  stampedByOfficer: '盖章证书由证书管理员上传',
  notFound: '证书不存在',
  unknownNo: '未查询到该证书编号，不是有效的圳品证书',
  badNo: '证书编号格式不正确',
  nothingToPublish: '没有可发布的证书：有效且尚未发布的证书才能进入新一批目录',
  noManualMove: (label: string) => fieldErrorText('证书状态', `不能改为“${label}”`),
  changeNotApproved: '变更申请尚未审核通过，不能据此换发证书',
  notHeldForChange: (status: string) => `证书当前状态为“${status}”，只有有效的证书才能换发`,
} as const;
