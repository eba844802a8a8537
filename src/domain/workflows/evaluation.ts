/**
 * The evaluation application (FLOW_PJ_): from the enterprise's draft to 已通过, through acceptance
 * by management, the evaluation institution's task, completeness, document review, the on-site
 * evaluation, the reports, technical review and the review meeting. Our reading of the spec's
 * statuses is shared/WORKFLOWS.md §2; decisions are recorded in README.md beside this file.
 */
import { EVAL_PRODUCT_STATUS, EVAL_STATUS as S, PRODUCT_OUTCOME } from '../codes';
import { defineResource } from '../resource';
import type { ActorRule, TransitionDef, WorkflowDef } from './engine';

export type EvalStatus = (typeof S)[keyof typeof S];

const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };
/** The certificate officer works on the management side; management may act for them. */
const certOfficer: ActorRule = { relation: 'management', roles: ['R_ZSGLY_USER', 'R_MNG_USER'] };
const unitAdmin: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN'] };
const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

/** What 评价任务分配 fills in: the evaluation institution and, where products are sampled, the testing unit. */
export const EVAL_ASSIGN_FIELDS = defineResource({
  name: 'evalassign',
  title: '评价任务分配',
  fields: {
    unitId: { label: '评价机构', type: 'int', required: true, ref: { resource: 'zpUnit', where: { type_like: '2' } } },
    testUnitId: { label: '检测机构', type: 'int', ref: { resource: 'zpUnit', where: { type_like: '4' } } },
  },
});

/** What accepting a task fills in: the evaluation team (also `PUT /api/eval/base/staffSave`). */
export const EVAL_TEAM_FIELDS = defineResource({
  name: 'evalteam',
  title: '评价组',
  fields: {
    leaderName: { label: '评价组长', type: 'string', required: true, max: 20, validators: ['chineseName'] },
    memberNames: { label: '评价组员', type: 'string', max: 200 },
  },
});

/** Moves that stop an application for good, from every status before the decision. */
const STOPPABLE: EvalStatus[] = [
  S.release, S.checkResult, S.confirmUnit, S.materials, S.acceptReview, S.auditReview, S.pushPlan, S.docView, S.editMaterials,
  S.docUnpass, S.docPass, S.noticePush, S.pushSitePlan, S.confirmSitePlan, S.siteEval, S.evalConfirm, S.nonconform, S.checklist,
  S.checkedDoc, S.checkedDocPass, S.reportPush, S.technicalPass, S.waitMeeting,
];

const transitions: TransitionDef<EvalStatus>[] = [
  { action: 'submit', label: '提交申请', from: [S.draft, S.refill], to: S.release, actor: enterprise, opinion: 'optional' },
  { action: 'accept', label: '受理申请', from: [S.release], to: S.checkResult, actor: management, opinion: 'optional' },
  { action: 'reject', label: '退回补充', from: [S.release, S.checkResult], to: S.refill, actor: management, opinion: 'required', danger: true },
  { action: 'assign', label: '分配评价任务', from: [S.checkResult], to: S.confirmUnit, actor: management, opinion: 'optional', fields: EVAL_ASSIGN_FIELDS },
  { action: 'decline', label: '拒绝任务', from: [S.confirmUnit], to: S.checkResult, actor: unitAdmin, opinion: 'required', danger: true },
  { action: 'acceptTask', label: '接受任务', from: [S.confirmUnit], to: S.materials, actor: unitAdmin, opinion: 'optional', fields: EVAL_TEAM_FIELDS },
  { action: 'submitMaterials', label: '提交材料', from: [S.materials, S.editMaterials], to: S.acceptReview, actor: enterprise, opinion: 'optional' },
  { action: 'completenessPass', label: '完整性初评通过', from: [S.acceptReview], to: S.auditReview, actor: unit, opinion: 'optional' },
  { action: 'completenessReturn', label: '退回修改材料', from: [S.acceptReview], to: S.editMaterials, actor: unit, opinion: 'required', danger: true },
  { action: 'scopeAudit', label: '范围审核通过', from: [S.auditReview], to: S.pushPlan, actor: management, opinion: 'optional' },
  { action: 'pushPlan', label: '推送评价计划', from: [S.pushPlan], to: S.docView, actor: unit, opinion: 'optional', attachments: true },
  { action: 'docPass', label: '文件评审通过', from: [S.docView], to: S.docPass, actor: unit, opinion: 'optional', attachments: true },
  { action: 'docUnpass', label: '文件评审不通过', from: [S.docView], to: S.docUnpass, actor: unit, opinion: 'required', attachments: true, danger: true },
  { action: 'docReturn', label: '退回企业修改', from: [S.docUnpass], to: S.editMaterials, actor: unit, opinion: 'required', danger: true },
  { action: 'pushNotice', label: '发送现场评价通知', from: [S.docPass], to: S.noticePush, actor: unit, opinion: 'optional', attachments: true },
  { action: 'pushSitePlan', label: '推送现场计划', from: [S.noticePush], to: S.pushSitePlan, actor: unit, opinion: 'optional' },
  { action: 'confirmSitePlan', label: '确认现场计划', from: [S.pushSitePlan], to: S.confirmSitePlan, actor: enterprise, opinion: 'optional' },
  { action: 'reschedule', label: '申请调整计划', from: [S.pushSitePlan], to: S.noticePush, actor: enterprise, opinion: 'required', danger: true },
  { action: 'startSite', label: '开始现场评价', from: [S.confirmSitePlan], to: S.siteEval, actor: unit, opinion: 'optional' },
  { action: 'finishSite', label: '完成现场评价', from: [S.siteEval], to: S.evalConfirm, actor: unit, opinion: 'optional', attachments: true },
  { action: 'raiseNonconform', label: '提出不符合项', from: [S.evalConfirm], to: S.nonconform, actor: unit, opinion: 'required', attachments: true, danger: true },
  { action: 'answerNonconform', label: '提交整改证据', from: [S.nonconform], to: S.checklist, actor: enterprise, opinion: 'optional', attachments: true },
  { action: 'archive', label: '归档', from: [S.evalConfirm, S.checklist], to: S.checkedDoc, actor: unit, opinion: 'optional', attachments: true },
  { action: 'checkDoc', label: '文件核查通过', from: [S.checkedDoc], to: S.checkedDocPass, actor: management, opinion: 'optional' },
  { action: 'pushReport', label: '推送评价报告', from: [S.checkedDocPass], to: S.reportPush, actor: unit, opinion: 'optional', attachments: true },
  { action: 'technicalPass', label: '技术评审通过', from: [S.reportPush], to: S.technicalPass, actor: management, opinion: 'optional' },
  { action: 'toMeeting', label: '提交评审会', from: [S.technicalPass], to: S.waitMeeting, actor: management, opinion: 'optional' },
  { action: 'decidePass', label: '评审会通过', from: [S.waitMeeting], to: S.decidePass, actor: management, opinion: 'optional', attachments: true },
  { action: 'confirmCert', label: '证书确认', from: [S.decidePass], to: S.certConfirm, actor: certOfficer, opinion: 'optional' },
  { action: 'finish', label: '评价通过', from: [S.certConfirm], to: S.passed, actor: certOfficer, opinion: 'optional', attachments: true },
  { action: 'notPass', label: '评价不通过', from: [S.docUnpass, S.reportPush, S.waitMeeting], to: S.notPassed, actor: management, opinion: 'required', danger: true },
  { action: 'stop', label: '终止评价', from: STOPPABLE, to: S.stopped, actor: management, opinion: 'required', danger: true },
];

export const evaluationFlow: WorkflowDef<EvalStatus> = {
  key: 'evaluation',
  title: '圳品评价',
  path: '/api/eval/base/process',
  statusCodes: 'evalStatus',
  initial: S.draft,
  mainPath: [S.draft, S.release, S.checkResult, S.confirmUnit, S.materials, S.acceptReview, S.auditReview, S.docView, S.docPass, S.pushSitePlan, S.siteEval, S.checkedDoc, S.reportPush, S.waitMeeting, S.decidePass, S.passed],
  transitions,
  nextActor: {
    [S.draft]: enterprise,
    [S.refill]: enterprise,
    [S.release]: management,
    [S.checkResult]: management,
    [S.confirmUnit]: unitAdmin,
    [S.materials]: enterprise,
    [S.acceptReview]: unit,
    [S.auditReview]: management,
    [S.pushPlan]: unit,
    [S.docView]: unit,
    [S.editMaterials]: enterprise,
    [S.docUnpass]: unit,
    [S.docPass]: unit,
    [S.noticePush]: unit,
    [S.pushSitePlan]: enterprise,
    [S.confirmSitePlan]: unit,
    [S.siteEval]: unit,
    [S.evalConfirm]: unit,
    [S.nonconform]: enterprise,
    [S.checklist]: unit,
    [S.checkedDoc]: management,
    [S.checkedDocPass]: unit,
    [S.reportPush]: management,
    [S.technicalPass]: management,
    [S.waitMeeting]: management,
    [S.decidePass]: certOfficer,
    [S.certConfirm]: certOfficer,
  },
};

/** Statuses in which the enterprise may still change its application (products, places, contact). */
export const EVAL_EDITABLE: readonly number[] = [S.draft, S.refill];

/** What the products of an application become with a move: their status through acceptance, their outcome through the decision. */
export const EVAL_PRODUCT_EFFECTS: Readonly<Record<string, Partial<{ status: number; outcome: number }>>> = {
  submit: { status: EVAL_PRODUCT_STATUS.submitted },
  completenessPass: { status: EVAL_PRODUCT_STATUS.unitConfirmed },
  scopeAudit: { status: EVAL_PRODUCT_STATUS.managementConfirmed },
  technicalPass: { outcome: PRODUCT_OUTCOME.awaitCommittee },
  toMeeting: { outcome: PRODUCT_OUTCOME.awaitMeeting },
  decidePass: { outcome: PRODUCT_OUTCOME.awaitCert },
  finish: { outcome: PRODUCT_OUTCOME.certGenerated },
  notPass: { outcome: PRODUCT_OUTCOME.notPassed },
};

/** Where an application's site plans stand after the moves that carry them along (a place's visit then ends on its own, 16 → 66). */
export const EVAL_SITE_PLAN_AFTER: Readonly<Record<string, EvalStatus>> = { pushSitePlan: S.pushSitePlan, confirmSitePlan: S.confirmSitePlan, startSite: S.siteEval };

/**
 * The moves that bring a new application to `status` the shortest way (main-path moves first):
 * how the demo world and tests put an application in any status with a history that could have happened.
 */
export function evalPathTo(status: EvalStatus): TransitionDef<EvalStatus>[] {
  const byStatus = new Map<number, TransitionDef<EvalStatus>[]>([[S.draft, []]]);
  const queue: number[] = [S.draft];
  const ordered = [...transitions.filter((t) => !t.danger), ...transitions.filter((t) => t.danger)];
  while (queue.length) {
    const at = queue.shift() as number;
    if (at === status) break;
    for (const t of ordered) {
      if (!(t.from as readonly number[]).includes(at) || byStatus.has(t.to)) continue;
      byStatus.set(t.to, [...(byStatus.get(at) ?? []), t]);
      queue.push(t.to);
    }
  }
  const path = byStatus.get(status);
  if (!path) throw new Error(`evaluation: no way to status ${status}`);
  return path;
}
