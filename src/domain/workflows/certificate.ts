/**
 * The 圳品 certificate (WORKFLOWS.md §4): one certificate per product an evaluation passed at its
 * meeting. The certificate officer generates it (number, dates, the PDF), the enterprise confirms
 * it or disputes it, the officer uploads the stamped copy and it is valid; then it may be suspended
 * and restored, revoked or cancelled, and it expires. Decisions are in README.md beside this file.
 */
import { CERT_STATUS as S } from '../codes';
import { defineResource, TODAY } from '../resource';
import { defineFlow, type ActorRule, type WorkKey } from './engine';

export type CertStatus = (typeof S)[keyof typeof S];

const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
/** The certificate officer works on the management side; management may act for them. */
const certOfficer: ActorRule = { relation: 'management', roles: ['R_ZSGLY_USER', 'R_MNG_USER'] };

/** How long a certificate is valid by default, in years (`ZP_CERT_VALID_YEARS` on the server changes it). */
export const CERT_DEFAULT_VALID_YEARS = 3;

/** What 生成证书 fills in: the issue date and how many years the certificate holds. */
export const CERT_GENERATE_FIELDS = defineResource({
  name: 'certgenerate',
  title: '生成证书',
  fields: {
    issueDate: { label: '发证日期', type: 'date', required: true, default: TODAY },
    validYears: { label: '有效期', type: 'int', codes: 'certValidYears' },
  },
});

/**
 * The stamped copy, a PDF or a scan: uploaded by the officer while the certificate awaits it
 * (`POST /api/eval/cert/stamped`, the `stamped` work), before 上传盖章证书 makes it valid.
 */
export const CERT_STAMPED_FIELDS = defineResource({
  name: 'certstamped',
  title: '上传盖章证书',
  fields: {
    stampedFileId: { label: '盖章证书', type: 'file', required: true },
  },
});

export const certificateFlow = defineFlow<CertStatus>()({
  key: 'certificate',
  title: '圳品证书',
  path: '/api/eval/cert/process',
  statusCodes: 'certStatus',
  parties: { owner: 'orgId' },
  initial: S.toGenerate,
  mainPath: [S.toGenerate, S.awaitConfirm, S.awaitStamped, S.valid],
  guards: {
    stampedUploaded: { text: '请先上传盖章证书', work: 'stamped' },
  },
  // Generating (number, dates, the PDF) and confirming are the moves themselves (their fields and
  // opinion); the stamped copy is work of its own, uploaded before the move that makes it valid.
  work: {
    stamped: { label: '盖章证书', party: certOfficer, statuses: [S.awaitStamped] },
  },
  effects: {
    makeCertificate: '生成证书文件（PDF），记下有效期至；评价中该产品记为证书已生成',
    reissueVersion: '按已批准、尚未换发的变更：旧版存档，生成新一版证书文件，待重新盖章',
    stampStatusTime: '记下证书生效的时间',
    keepReason: '记下此次变动的原因（意见）与时间',
  },
  transitions: [
    { action: 'generate', label: '生成证书', from: [S.toGenerate], to: S.awaitConfirm, actor: certOfficer, opinion: 'optional', fields: CERT_GENERATE_FIELDS, effects: ['makeCertificate'], done: '证书已生成，等待企业确认' },
    { action: 'confirm', label: '确认证书', from: [S.awaitConfirm], to: S.awaitStamped, actor: enterprise, opinion: 'optional', done: '证书已确认，等待上传盖章证书' },
    { action: 'dispute', label: '提出异议', from: [S.awaitConfirm], to: S.toGenerate, actor: enterprise, opinion: 'required', danger: true, effects: ['keepReason'], consequence: '证书退回证书管理员重新生成', done: '异议已提交，证书待重新生成' },
    { action: 'stamp', label: '上传盖章证书', from: [S.awaitStamped], to: S.valid, actor: certOfficer, opinion: 'optional', guards: ['stampedUploaded'], effects: ['stampStatusTime'], consequence: '证书生效，可公开查验', done: '证书已生效' },
    // A change approved after the pass (the latest not yet reissued) reissues the certificate as its next version, confirmed and stamped again.
    { action: 'reissue', label: '换发证书', from: [S.valid], to: S.awaitConfirm, actor: certOfficer, opinion: 'optional', effects: ['reissueVersion'], consequence: '按已批准的变更生成新版证书，由企业确认并重新盖章', done: '证书已换发，等待企业确认' },
    { action: 'suspend', label: '暂停证书', from: [S.valid], to: S.suspended, actor: certOfficer, opinion: 'required', danger: true, effects: ['keepReason'], done: '证书已暂停' },
    { action: 'restore', label: '恢复证书', from: [S.suspended], to: S.valid, actor: certOfficer, opinion: 'optional', effects: ['keepReason'], done: '证书已恢复' },
    { action: 'revoke', label: '撤销证书', from: [S.valid, S.suspended], to: S.revoked, actor: certOfficer, opinion: 'required', danger: true, effects: ['keepReason'], done: '证书已撤销' },
    { action: 'cancel', label: '注销证书', from: [S.valid, S.suspended, S.expired], to: S.cancelled, actor: certOfficer, opinion: 'required', danger: true, effects: ['keepReason'], done: '证书已注销' },
  ],
  nextActor: {
    [S.toGenerate]: certOfficer,
    [S.awaitConfirm]: enterprise,
    [S.awaitStamped]: certOfficer,
  },
  // A held, suspended or expired certificate is nobody's task: the officer acts when supervision says so.
  resting: [S.valid, S.suspended, S.expired],
});

export type CertWork = WorkKey<typeof certificateFlow>;
/** The statuses of a piece of the certificate's work (its window), read by the server's routes. */
export const certWindow = (key: CertWork): readonly number[] => certificateFlow.work?.[key].statuses ?? [];

/** A certificate counts as held (verification says 有效) only while valid. */
export const CERT_HELD: readonly number[] = [S.valid];

/** Who hears about the enterprise's certificates: its administrators and users. */
export const CERT_OWNER_ROLES = enterprise.roles;
/** Who does the certificate officer's work, the officer first (the daily job's PDFs are the officer's). */
export const CERT_OFFICER_ROLES = certOfficer.roles;

/**
 * The one move no person makes (README.md, "System moves"): the daily job (server/modules/cert/expiry.ts)
 * marks a valid certificate whose expiry date has passed as expired, logged as made by 系统. Before
 * that it reminds the enterprise twice, 90 and 30 days ahead (zp_cert.remindedDays, nearest first).
 */
export const CERT_EXPIRY = {
  action: 'expire',
  label: '到期失效',
  from: S.valid,
  to: S.expired,
  reason: '证书有效期已满',
  remindDays: [90, 30],
} as const;
