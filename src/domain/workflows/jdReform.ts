/**
 * 整改 (FLOW_JD_, WORKFLOWS.md §5): one rectification per product whose supervision did not pass,
 * opened at 待启动 when management concludes the task 不通过. Each status names the step waiting:
 * management starts it (deadline, items, and whether the certificate is suspended meanwhile), the
 * enterprise rectifies and submits its report, the supervision unit that found the failure audits
 * it: passed ends it (the certificate restored), failed waits for management to send the notice;
 * the enterprise accepts the notice or objects before its deadline, and management judges an
 * objection: upheld ends the rectification (certificate restored), rejected ends it and opens the
 * product's exit (./jdExit.ts). Accepting the notice, or letting the objection deadline pass
 * (a system move of the daily job), opens the exit too. Our reading is in README.md beside this file.
 */
import { REFORM_STATUS as S } from '../codes';
import { defineResource } from '../resource';
import { defineFlow, type ActorRule, type WorkKey } from './engine';

export type ReformStatus = (typeof S)[keyof typeof S];

const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };
const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
/** The supervision unit whose task found the failure. */
const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

/** What 启动整改 fills in: by when, what must be put right, and whether the certificate is suspended meanwhile. */
export const REFORM_START_FIELDS = defineResource({
  name: 'jdreformstart',
  title: '启动整改',
  fields: {
    deadline: { label: '整改期限', type: 'date', required: true },
    // Written from what failed when the rectification opens: left empty, those stay (the server refuses a start with none).
    items: { label: '整改要求（不填则沿用已列出的要求）', type: 'text', max: 2000 },
    suspendCert: { label: '暂停证书', type: 'int', codes: 'yesNo' },
  },
});

/**
 * The enterprise's rectification report, saved while it rectifies (`PUT /api/jd/reform/report`, the
 * `report` work) with its evidence (annexIds), before 提交整改报告 sends it to the unit.
 */
export const REFORM_REPORT_FIELDS = defineResource({
  name: 'jdreformreport',
  title: '提交整改报告',
  fields: {
    reportFileId: { label: '整改报告', type: 'file', required: true },
    measures: { label: '整改措施', type: 'text', required: true, max: 2000 },
    annexIds: { label: '证明材料', type: 'file', upload: { maxCount: 20 } },
  },
});

/** What the failure notice fills in: until when the enterprise may object. */
export const REFORM_NOTICE_FIELDS = defineResource({
  name: 'jdreformnotice',
  title: '发送整改不合格通知',
  fields: {
    objectionDeadline: { label: '异议截止日期', type: 'date', required: true },
  },
});

export const jdReformFlow = defineFlow<ReformStatus>()({
  key: 'jdReform',
  title: '整改',
  path: '/api/jd/reform/process',
  statusCodes: 'reformStatus',
  parties: { owner: 'orgId', assigned: 'unitId' },
  initial: S.awaitStart,
  mainPath: [S.awaitStart, S.rectifying, S.audit, S.ended],
  guards: {
    reportFiled: { text: '请先上传整改报告并填写整改措施', work: 'report' },
  },
  // The enterprise's report and evidence are work of their own, saved while it rectifies (again
  // when the unit returns them) and sent by 提交整改报告. What else is written (the requirements and
  // deadline, the failure notice, the objection, the judgment) is the move's own fields and opinion:
  // a window for it would read 已完成 before anything is written.
  work: {
    report: { label: '整改报告与证明材料', party: enterprise, statuses: [S.rectifying] },
  },
  effects: {
    checkDeadline: '核对所给的整改期限不早于今天',
    keepItems: '整改要求未填的沿用出现问题时列出的要求（都没有则不能启动）',
    makeNotice: '按整改的现状生成通知书（整改通知书，发出不合格通知后为整改不合格通知书），记在整改上',
    keepEvidence: '随提交一并发来的证明材料替换已保存的证明材料',
    checkObjectionDeadline: '核对所给的异议截止日期不早于今天',
    resultPassed: '记下整改结果“通过”与结束时间',
    resultUpheld: '记下整改结果“异议成立”与结束时间',
  },
  transitions: [
    { action: 'start', label: '启动整改', from: [S.awaitStart], to: S.rectifying, actor: management, opinion: 'optional', fields: REFORM_START_FIELDS, effects: ['checkDeadline', 'keepItems', 'makeNotice'], consequence: '生成整改通知书；选择暂停证书时，证书将被暂停，整改通过后恢复', done: '整改已启动，等待企业整改' },
    // Also `POST /api/jd/record/updateNopassAnnex` (saves the report, then submits it).
    { action: 'submit', label: '提交整改报告', from: [S.rectifying], to: S.audit, actor: enterprise, opinion: 'optional', guards: ['reportFiled'], effects: ['keepEvidence'], done: '整改报告已提交，等待监督机构审核' },
    { action: 'pass', label: '整改通过', from: [S.audit], to: S.ended, actor: unit, opinion: 'optional', effects: ['resultPassed'], consequence: '整改结束；证书没有其他未结束的整改时恢复', done: '整改已通过' },
    { action: 'returnReport', label: '退回补充', from: [S.audit], to: S.rectifying, actor: unit, opinion: 'required', danger: true, done: '整改报告已退回企业补充' },
    { action: 'fail', label: '整改不合格', from: [S.audit], to: S.sendNotice, actor: unit, opinion: 'required', danger: true, done: '已记录整改不合格，待发不合格通知' },
    // The notice is a Word document made with the move; the enterprise may object until the date it names.
    { action: 'notify', label: '发送不合格通知', from: [S.sendNotice], to: S.objection, actor: management, opinion: 'optional', fields: REFORM_NOTICE_FIELDS, effects: ['checkObjectionDeadline', 'makeNotice'], consequence: '生成整改不合格通知书；企业逾期未提出异议的，产品转入退出', done: '不合格通知已发送，异议期开始' },
    { action: 'object', label: '提出异议', from: [S.objection], to: S.judgment, actor: enterprise, opinion: 'required', attachments: true, done: '异议已提交，等待管理部门裁定' },
    // Accepting the notice ends the rectification and opens the product's exit.
    { action: 'accept', label: '接受处理', from: [S.objection], to: S.ended, actor: enterprise, opinion: 'optional', consequence: '整改结束，产品转入退出流程', done: '整改已结束，产品转入退出' },
    { action: 'uphold', label: '异议成立', from: [S.judgment], to: S.ended, actor: management, opinion: 'required', effects: ['resultUpheld'], consequence: '整改结束；证书没有其他未结束的整改时恢复', done: '异议成立，整改已结束' },
    { action: 'reject', label: '驳回异议', from: [S.judgment], to: S.ended, actor: management, opinion: 'required', danger: true, consequence: '整改结束，产品转入退出流程', done: '异议已驳回，产品转入退出' },
  ],
  nextActor: {
    [S.awaitStart]: management,
    [S.rectifying]: enterprise,
    [S.audit]: unit,
    [S.sendNotice]: management,
    [S.objection]: enterprise,
    [S.judgment]: management,
  },
});

export type ReformWork = WorkKey<typeof jdReformFlow>;
/** The statuses of a piece of a rectification's work (its window), read by the server's routes. */
export const reformWindow = (key: ReformWork): readonly number[] => jdReformFlow.work?.[key].statuses ?? [];

/** A rectification still open: its product counts in 待整改. */
export const REFORM_OPEN: readonly number[] = [S.awaitStart, S.rectifying, S.audit, S.sendNotice, S.objection, S.judgment];
/** Rectifications awaiting verification (待验证产品): the unit's audit and management's judgment. */
export const REFORM_VERIFYING: readonly number[] = [S.audit, S.judgment];

/**
 * The move no person makes (README.md, "System moves"): the daily job ends a rectification whose
 * objection deadline passed without an objection, and opens the product's exit; it reminds the
 * enterprise `remindDays` before the rectification and objection deadlines.
 */
export const REFORM_LAPSE = {
  action: 'lapse',
  label: '异议期满',
  from: [S.objection],
  to: S.ended,
  reason: '异议期限已过，未提出异议',
  remindDays: 3,
} as const;
