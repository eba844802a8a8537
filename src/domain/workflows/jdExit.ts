/**
 * 退出 (FLOW_JD_, WORKFLOWS.md §5): a certified product leaves 圳品. An exit opens at 待发退出通知
 * when a rectification fails for good (./jdReform.ts), or by hand: management for a serious
 * violation (at 待发退出通知 too) or the enterprise asking to withdraw its own product (straight to
 * 待审批: nobody objects to their own request). Management sends the notice with a deadline; the
 * enterprise objects or accepts (a deadline passing without an objection is the daily job's system
 * move to 待审批); management judges an objection: upheld cancels the exit (已取消), rejected goes on
 * to approval; approved, the certificate officer cancels or revokes the certificate and the exit
 * ends: the product leaves the 圳品目录, appears in 已退出产品, and its open supervision stops.
 */
import { EXIT_STATUS as S } from '../codes';
import { defineResource } from '../resource';
import { defineFlow, type ActorRule } from './engine';

export type ExitStatus = (typeof S)[keyof typeof S];

const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };
const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
/** The certificate officer works on the management side; management may act for them. */
const certOfficer: ActorRule = { relation: 'management', roles: ['R_ZSGLY_USER', 'R_MNG_USER'] };

/** What 发送退出通知 fills in: until when the enterprise may object. */
export const EXIT_NOTICE_FIELDS = defineResource({
  name: 'jdexitnotice',
  title: '发送退出通知',
  fields: {
    objectionDeadline: { label: '异议截止日期', type: 'date', required: true },
  },
});

/** What 注销证书 fills in: whether the certificate is cancelled (注销) or revoked (撤销). */
export const EXIT_CERT_FIELDS = defineResource({
  name: 'jdexitcert',
  title: '处理证书',
  fields: {
    certOutcome: { label: '证书处理', type: 'int', codes: 'exitCertOutcome', required: true },
  },
});

export const jdExitFlow = defineFlow<ExitStatus>()({
  key: 'jdExit',
  title: '退出',
  path: '/api/jd/exit/process',
  statusCodes: 'exitStatus',
  parties: { owner: 'orgId' },
  initial: S.awaitNotice,
  mainPath: [S.awaitNotice, S.objection, S.approval, S.certCancel, S.ended],
  // No work of its own: the notice and its deadline, the objection, the approval and what becomes
  // of the certificate are each written with their move (its fields, opinion and attachments), so
  // no move waits on work done apart and the exit declares no window and no guard.
  effects: {
    checkObjectionDeadline: '核对所给的异议截止日期不早于今天',
    makeNotice: '生成退出通知书，记在退出上',
    stampEnded: '记下退出的结束时间',
  },
  transitions: [
    // The notice is a Word document made with the move.
    { action: 'notify', label: '发送退出通知', from: [S.awaitNotice], to: S.objection, actor: management, opinion: 'optional', fields: EXIT_NOTICE_FIELDS, effects: ['checkObjectionDeadline', 'makeNotice'], consequence: '生成退出通知书；企业逾期未提出异议的，视为接受退出', done: '退出通知已发送，异议期开始' },
    { action: 'object', label: '提出异议', from: [S.objection], to: S.judgment, actor: enterprise, opinion: 'required', attachments: true, done: '异议已提交，等待管理部门裁定' },
    { action: 'accept', label: '接受退出', from: [S.objection], to: S.approval, actor: enterprise, opinion: 'optional', done: '已接受退出，等待批准' },
    { action: 'uphold', label: '异议成立', from: [S.judgment], to: S.cancelled, actor: management, opinion: 'required', effects: ['stampEnded'], consequence: '退出取消，证书保持原状', done: '异议成立，退出已取消' },
    { action: 'reject', label: '驳回异议', from: [S.judgment], to: S.approval, actor: management, opinion: 'required', danger: true, done: '异议已驳回，等待批准退出' },
    { action: 'approve', label: '批准退出', from: [S.approval], to: S.certCancel, actor: management, opinion: 'required', danger: true, consequence: '证书将被注销或撤销（由证书管理员处理）', done: '退出已批准，待注销证书' },
    { action: 'withdraw', label: '撤销退出', from: [S.awaitNotice, S.approval], to: S.cancelled, actor: management, opinion: 'required', effects: ['stampEnded'], consequence: '退出取消，证书保持原状', done: '退出已撤销' },
    { action: 'cancelCert', label: '注销证书', from: [S.certCancel], to: S.ended, actor: certOfficer, opinion: 'required', danger: true, fields: EXIT_CERT_FIELDS, effects: ['stampEnded'], consequence: '证书将按所选注销或撤销，产品退出圳品目录，证书均已不在的监督任务终止', done: '证书已处理，产品已退出' },
  ],
  nextActor: {
    [S.awaitNotice]: management,
    [S.objection]: enterprise,
    [S.judgment]: management,
    [S.approval]: management,
    [S.certCancel]: certOfficer,
  },
});

/** An exit still open (待退出). */
export const EXIT_OPEN: readonly number[] = [S.awaitNotice, S.objection, S.judgment, S.approval, S.certCancel];
/** Exits awaiting verification (待验证产品): management's judgment and approval. */
export const EXIT_VERIFYING: readonly number[] = [S.judgment, S.approval];

/** The daily job's move: an objection deadline passed without an objection (logged as 系统). */
export const EXIT_LAPSE = {
  action: 'lapse',
  label: '异议期满',
  from: [S.objection],
  to: S.approval,
  reason: '异议期限已过，未提出异议',
  remindDays: 3,
} as const;

/**
 * An exit opened by hand (`PUT /api/jd/exit`), logged as its first row: management for a serious
 * violation at 待发退出通知, an enterprise asking for its own product at 待审批. One opened by a
 * failed rectification starts at 待发退出通知 with no row of its own (the rectification's move says it).
 */
export const EXIT_OPENED = {
  action: 'open',
  byManagement: { label: '发起退出', status: S.awaitNotice },
  byEnterprise: { label: '申请退出', status: S.approval },
} as const;
