/**
 * Rectification (整改) and exit (退出) of supervised products: their records, the calls beyond the
 * engine's (the spec's record calls, and the exit's in the same grammar), the texts. Flows:
 * ../workflows/jdReform.ts and ../workflows/jdExit.ts.
 */
import { z } from 'zod';
import { codeLabel, EXIT_SOURCE, TEST_OPINION } from '../codes';
import { defineResource } from '../resource';

const J = '/api/jd';

export const JD_REFORM_PATHS = {
  /** GET /{id}, POST page|lst: rectifications (the scope of the task they came from). */
  reform: `${J}/reform`,
  /** POST: 待验证产品: rectifications and exits awaiting verification, paged. */
  toValidatePage: `${J}/record/tayPassRecordPage`,
  /** POST {id, reportFileId, measures, annexIds?, opinion?}: the enterprise saves its rectification report and submits it, in one. */
  submitReport: `${J}/record/updateNopassAnnex`,
  /** PUT {id, reportFileId, measures, annexIds?}: the enterprise saves its rectification report and evidence while it rectifies (the `report` work). */
  reformReport: `${J}/reform/report`,
  /** POST {ids, status, opinion?, values?}: rectification moves by the status wanted, all or nothing. */
  reformStatus: `${J}/record/updateReformViewMultiterm`,
  /** POST {ids (record ids), deadline, items, suspendCert?}: management starts rectifying unpassed products. */
  startReform: `${J}/record/updateNoPassProd`,
  /** GET ?id=: 整改通知书 / 整改不合格通知书 of a rectification (a Word file, made when missing). */
  reformNotice: `${J}/reform/notice`,
  /** PUT {certId, source, reason}: management opens an exit (serious violation), an enterprise asks for one; GET /{id}, POST page|lst. */
  exit: `${J}/exit`,
  /** POST {ids, status, opinion?, values?}: exit moves by the status wanted. */
  exitStatus: `${J}/exit/status`,
  /** POST: 已退出产品, paged (ended exits with their certificate's last status). */
  exitedPage: `${J}/exit/exitedPage`,
  /** GET ?id=: 退出通知书 (a Word file). */
  exitNotice: `${J}/exit/notice`,
} as const;

/** Where each actor works on rectifications and exits (messages and 待办 open the record there). */
export const JD_REFORM_PAGES = {
  reform: '/views/jd-reform',
  nonPass: '/views/jd-non-pass',
  toExit: '/views/jd-to-exit',
  exitDecide: '/views/jd-exit-decide',
  toValidate: '/views/jd-to-validate',
  exited: '/views/jd-exited',
} as const;

export const jdReformResource = defineResource({
  name: 'jdreform',
  title: '整改',
  defaultSort: 'id,desc',
  searchMain: ['productName', 'orgId', 'status'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    recordId: { label: '监督记录', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskId: { label: '监督任务', type: 'int', readOnly: true, search: ['eq'], column: false },
    taskCode: { label: '任务编号', type: 'string', readOnly: true, column: { width: 130 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    certId: { label: '证书', type: 'int', readOnly: true, column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], column: { width: 170 } },
    certStatus: { label: '证书状态', type: 'int', codes: 'certStatus', readOnly: true, column: { width: 100 } },
    unitName: { label: '监督机构', type: 'string', readOnly: true, column: { width: 180 } },
    status: { label: '整改状态', type: 'int', codes: 'reformStatus', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    // What failed, read from the supervision record when the rectification is shown (not stored).
    testOpinion: { label: '检测结论', type: 'int', codes: 'testOpinion', readOnly: true, column: false },
    failedSpots: { label: '不合格检测结果', type: 'text', readOnly: true, column: false },
    nonconformities: { label: '不符合项', type: 'text', readOnly: true, column: false },
    deadline: { label: '整改期限', type: 'date', readOnly: true, sortable: true, column: { width: 110 } },
    items: { label: '整改要求', type: 'text', readOnly: true, column: false },
    suspendCert: { label: '暂停证书', type: 'int', codes: 'yesNo', readOnly: true, column: false },
    measures: { label: '整改措施', type: 'text', readOnly: true, column: false },
    reportFileId: { label: '整改报告', type: 'file', readOnly: true, column: false },
    annexIds: { label: '整改证据', type: 'file', readOnly: true, column: false },
    objectionDeadline: { label: '异议截止日期', type: 'date', readOnly: true, column: false },
    noticeFileId: { label: '通知书', type: 'file', readOnly: true, column: false },
    result: { label: '整改结果', type: 'int', codes: 'reformResult', readOnly: true, search: ['eq'], column: { width: 100 } },
    exitId: { label: '退出流程', type: 'int', readOnly: true, column: false },
    createTime: { label: '不通过时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    endTime: { label: '结束时间', type: 'datetime', readOnly: true, sortable: true, column: false },
  },
});

export const jdExitResource = defineResource({
  name: 'jdexit',
  title: '退出',
  defaultSort: 'id,desc',
  searchMain: ['productName', 'orgId', 'status', 'source'],
  fields: {
    id: { label: '编号', type: 'int', readOnly: true, search: ['eq', 'in'], column: false },
    certId: { label: '证书', type: 'int', required: true, search: ['eq'], ref: { resource: 'zpCert', display: 'certNo', where: { status_in: '0,2' } }, column: false },
    certNo: { label: '证书编号', type: 'string', readOnly: true, search: ['like'], column: { width: 170 } },
    certStatus: { label: '证书状态', type: 'int', codes: 'certStatus', readOnly: true, column: { width: 100 } },
    productId: { label: '产品', type: 'int', readOnly: true, column: false },
    productName: { label: '产品', type: 'string', readOnly: true, search: ['like'], column: { width: 180 } },
    orgId: { label: '企业', type: 'int', readOnly: true, search: ['eq'], ref: { resource: 'zpEnterprise', display: 'orgName' }, column: false },
    orgName: { label: '企业', type: 'string', readOnly: true, column: { width: 220 } },
    source: { label: '退出原因', type: 'int', codes: 'exitSource', required: true, search: ['eq'], column: { width: 100 } },
    reason: { label: '情况说明', type: 'text', required: true, max: 2000, column: false },
    reformId: { label: '整改', type: 'int', readOnly: true, column: false },
    status: { label: '退出状态', type: 'int', codes: 'exitStatus', readOnly: true, search: ['eq', 'in'], column: { width: 110 } },
    objectionDeadline: { label: '异议截止日期', type: 'date', readOnly: true, column: { width: 110 } },
    noticeFileId: { label: '退出通知书', type: 'file', readOnly: true, column: false },
    certOutcome: { label: '证书处理', type: 'int', codes: 'exitCertOutcome', readOnly: true, column: { width: 90 } },
    createTime: { label: '发起时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
    endTime: { label: '退出时间', type: 'datetime', readOnly: true, search: ['gte', 'lte'], sortable: true, column: { width: 170 } },
  },
});

/** What a product's supervision found wrong: its failing spot results and the task's nonconformities that concern it. */
export interface JdFailure {
  readonly spots: readonly { readonly sampleName: string; readonly sampleNo: string; readonly testItems: string | null; readonly result: string | null }[];
  readonly nons: readonly { readonly clause: string; readonly description: string; readonly level: number; readonly deadline: string | null }[];
}

/** The failing spot results, one a line: 样品（编号）：检测项目；结果。 */
export const failedSpotsText = (f: JdFailure): string =>
  f.spots.map((s) => `${s.sampleName}（样品编号 ${s.sampleNo}）${s.testItems ? `：${s.testItems}` : ''}${s.result ? `；结果：${s.result}` : ''}；检测结论：${codeLabel('testOpinion', TEST_OPINION.unqualified)}`).join('\n');

/** The nonconformities, one a line with their degree and clause. */
export const nonconformitiesText = (f: JdFailure): string =>
  f.nons.map((n, i) => `${i + 1}. 【${codeLabel('jdNonLevel', n.level)}】${n.clause}：${n.description}${n.deadline ? `（纠正期限 ${n.deadline}）` : ''}`).join('\n');

/**
 * The rectification's requirements as they start (整改要求, which management may change when it
 * starts the rectification): one item per failing result and per nonconformity.
 */
export function reformItemsOf(f: JdFailure): string {
  const lines = [
    ...f.spots.map((s) => `查明${s.sampleName}（样品编号 ${s.sampleNo}）检测不合格${s.testItems ? `（${s.testItems}）` : ''}的原因，采取纠正措施并提交整改后的合格检测报告`),
    ...f.nons.map((n) => `纠正不符合项“${n.clause}：${n.description}”，提交整改证据`),
  ];
  return lines.map((l, i) => `${i + 1}. ${l}`).join('\n');
}

/** How a failed rectification went on to an exit: the enterprise accepted the notice, management rejected its objection, or the objection deadline passed. */
export type ReformExitWay = 'accept' | 'reject' | 'lapse';

const REASON_MAX = 2000;

/**
 * The 情况说明 of the exit a failed rectification opens: what happened, then each party's words under
 * its own name: the mover's opinion as the enterprise's or management's, the requirements as the
 * rectification's (management set them), never one party's text as another's.
 */
export function reformExitReason(way: ReformExitWay, opinion: string | null, items: string | null): string {
  const head = { accept: '整改不合格，企业接受处理。', reject: '整改不合格，企业异议被驳回。', lapse: '整改不合格，异议期限已过，企业未提出异议。' }[way];
  const said = opinion?.trim() ? `${way === 'reject' ? '管理端意见' : '企业意见'}：${opinion.trim()}` : '';
  const asked = items?.trim() ? `原整改要求：${items.trim()}` : '';
  const text = [head, said, asked].filter(Boolean).join('\n');
  return text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;
}

/** An exit opened by hand: management for a serious violation, the enterprise for its own product. */
export const EXIT_BY_HAND: readonly number[] = [EXIT_SOURCE.violation, EXIT_SOURCE.request];

/** A row of 待验证产品: a rectification or an exit awaiting verification. */
export const toValidateRowSchema = z.object({
  kind: z.enum(['reform', 'exit']),
  /** The rectification's or the exit's id. */
  id: z.number(),
  productName: z.string().nullable(),
  certNo: z.string().nullable(),
  orgName: z.string().nullable(),
  /** Its status in its own flow (reformStatus or exitStatus). */
  status: z.number(),
  statusLabel: z.string(),
  /** When it reached that status. */
  since: z.string(),
  /** Where it is worked on, with its id. */
  route: z.string(),
});
export type ToValidateRow = z.output<typeof toValidateRowSchema>;

export const JD_REFORM_MSG = {
  notUnpassed: '只有监督不通过的产品才能整改',
  reformExists: '该产品已在整改中',
  itemsRequired: '整改要求(items)：请填写',
  noReform: '整改记录不存在',
  deadlinePast: '期限不能早于今天',
  reportClosed: (status: string) => `整改当前状态为“${status}”，不能修改整改报告`,
  reportByEnterprise: '整改报告由整改的企业填写',
  certNotHeld: (no: string) => `证书“${no}”不是有效或暂停的证书，不能退出`,
  exitOpen: (no: string) => `证书“${no}”已有进行中的退出流程`,
  requestOwnOnly: '企业只能申请退出本企业的证书',
  violationByManagement: '严重违规退出由管理端发起',
  reformStarted: (product: string) => `请启动产品“${product}”的整改`,
  reformTitle: (product: string) => `产品“${product}”整改`,
  exitTitle: (product: string) => `产品“${product}”退出`,
  deadlineNear: (what: string, product: string, date: string) => `产品“${product}”的${what}将于 ${date} 到期`,
} as const;
