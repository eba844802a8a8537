/**
 * The evaluation application (FLOW_PJ_): from the enterprise's draft to 已通过, through acceptance
 * by management, the evaluation institution's task, completeness, document review, the on-site
 * evaluation, the reports, technical review and the review meeting. Our reading of the spec's
 * statuses is shared/WORKFLOWS.md §2; decisions are recorded in README.md beside this file.
 */
import { EVAL_PRODUCT_STATUS, EVAL_STATUS as S, ORG_TYPE, orgTypeValue, PRODUCT_OUTCOME, STAFF_VERIFY } from '../codes';
import { defineResource } from '../resource';
import { defineFlow, type ActionName, type ActorRule, type EffectName, type GuardName, type WorkDef, type WorkKey } from './engine';

export type EvalStatus = (typeof S)[keyof typeof S];

const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };
/** The certificate officer works on the management side; management may act for them. */
const certOfficer: ActorRule = { relation: 'management', roles: ['R_ZSGLY_USER', 'R_MNG_USER'] };
const unitAdmin: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN'] };
const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };
/** The testing unit named at assignment takes the samples and enters the results; it moves nothing in the flow. */
const testingUnit: ActorRule = { relation: 'testing', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

/** What 评价任务分配 fills in: the evaluation institution and, where products are sampled, the testing unit. */
export const EVAL_ASSIGN_FIELDS = defineResource({
  name: 'evalassign',
  title: '评价任务分配',
  fields: {
    unitId: { label: '评价机构', type: 'int', required: true, ref: { resource: 'zpUnit', where: { type_like: orgTypeValue(ORG_TYPE.evaluation) } } },
    testUnitId: { label: '检测机构', type: 'int', ref: { resource: 'zpUnit', where: { type_like: orgTypeValue(ORG_TYPE.testing) } } },
  },
});

/** The institution's verified staff, by name: what the evaluation team is picked from. */
const VERIFIED_STAFF = { resource: 'unitStaff', value: 'name', label: 'name', where: { status_eq: String(STAFF_VERIFY.verified) } } as const;

/** What accepting a task fills in: the evaluation team (also `PUT /api/eval/base/staffSave`). */
export const EVAL_TEAM_FIELDS = defineResource({
  name: 'evalteam',
  title: '评价组',
  fields: {
    // Picked from the accepting institution's verified staff (the unit admin's own organisation is
    // what the staff list shows it); stored as names, as before, so reports and notices read them.
    leaderName: { label: '评价组长', type: 'string', required: true, max: 20, validators: ['chineseName'], ref: VERIFIED_STAFF },
    memberNames: { label: '评价组员', type: 'string', max: 200, ref: { ...VERIFIED_STAFF, multiple: true } },
  },
});

/** Moves that stop an application for good, from every status before the decision. */
const STOPPABLE: EvalStatus[] = [
  S.release, S.checkResult, S.confirmUnit, S.materials, S.acceptReview, S.auditReview, S.pushPlan, S.docView, S.editMaterials,
  S.docUnpass, S.docPass, S.noticePush, S.pushSitePlan, S.confirmSitePlan, S.siteEval, S.evalConfirm, S.nonconform, S.checklist,
  S.checkedDoc, S.checkedDocPass, S.reportPush, S.technicalPass, S.waitMeeting,
];

/** What the enterprise declares when it submits (recorded word for word in the flow log). */
export const EVAL_DECLARATION =
  '本企业承诺：所填申请信息及提交的材料真实、准确、完整；申报产品符合“圳品”评价规则及相关标准；自愿接受评价机构的文件评审、现场评价和抽样检测，以及管理机构的监督。';

/**
 * The work of each step, and who does it in which statuses (its window): the server's routes and
 * the widgets read these, and the guards below name the work that meets them.
 */
const work = {
  application: { label: '申请信息', party: enterprise, statuses: [S.draft, S.refill] },
  materials: { label: '评价材料', party: enterprise, statuses: [S.draft, S.refill, S.materials, S.editMaterials, S.nonconform] },
  completeness: { label: '完整性初评', party: unit, statuses: [S.acceptReview, S.docView] },
  docReview: { label: '文件评审', party: unit, statuses: [S.docView] },
  sitePlans: { label: '现场评价计划', party: unit, statuses: [S.docPass, S.noticePush] },
  notice: { label: '现场评价通知书', party: unit, statuses: [S.docPass, S.noticePush], needs: ['everyPlacePlanned'] },
  siteTeam: { label: '现场评价组', party: unit, statuses: [S.docPass, S.noticePush, S.pushSitePlan, S.confirmSitePlan, S.siteEval] },
  siteRecords: { label: '现场评价记录', party: unit, statuses: [S.siteEval, S.evalConfirm] },
  samples: { label: '抽样与检测结果', party: testingUnit, statuses: [S.siteEval, S.evalConfirm], ask: '请按现场评价计划抽样，并录入检测结果' },
  recommend: { label: '产品推荐意见', party: unit, statuses: [S.siteEval, S.evalConfirm, S.checklist] },
  siteVisits: { label: '结束场所评价', party: unit, statuses: [S.siteEval] },
  samplingReport: { label: '抽样报告', party: unit, statuses: [S.siteEval, S.evalConfirm, S.nonconform, S.checklist, S.checkedDoc, S.checkedDocPass] },
  archive: { label: '归档清单', party: unit, statuses: [S.evalConfirm, S.checklist] },
  report: { label: '评价报告', party: unit, statuses: [S.checkedDocPass], needs: ['allRecommended'] },
  meeting: { label: '评审会决定', party: management, statuses: [S.waitMeeting] },
  certificates: { label: '证书生成与盖章', party: certOfficer, statuses: [S.decidePass, S.certConfirm] },
} as const satisfies Record<string, WorkDef<EvalStatus>>;

const guards = {
  scopeFree: { text: '申报产品须已通过审核且不在其他进行中的申请中', work: 'application' },
  materialsFiled: { text: '请先上传全部必备材料', work: 'materials' },
  completenessMarked: { text: '请先对每组必备材料完成完整性初评', work: 'completeness' },
  noProblemsMarked: { text: '有材料分组标记为有问题，请退回企业修改', work: 'completeness' },
  docReviewPassed: { text: '请先保存结论为“通过”的文件评审记录', work: 'docReview' },
  docReviewFailed: { text: '请先保存结论为“不通过”的文件评审记录', work: 'docReview' },
  noticeStamped: { text: '请先生成现场评价通知书并上传盖章件', work: 'notice' },
  everyPlacePlanned: { text: '请为每个申报场所制定现场评价计划', work: 'sitePlans' },
  sitesClosed: { text: '请先结束每个场所的现场评价', work: 'siteVisits' },
  allRecommended: { text: '请先为每个申报产品填写推荐意见', work: 'recommend' },
  archiveComplete: { text: '归档前请补齐归档清单', work: 'archive' },
  reportGenerated: { text: '请先生成评价报告', work: 'report' },
  meetingDecided: { text: '评审会须对每个产品作出决定，且至少通过一个', work: 'meeting' },
  certsGenerated: { text: '请先生成本申请的全部证书', work: 'certificates' },
  certsStamped: { text: '请先上传本申请全部证书的盖章件', work: 'certificates' },
} as const;

/**
 * What the moves change besides the status, or check in what they send (server/modules/eval):
 * the plans each move carries are EVAL_SITE_PLAN_CARRIED (evalSitePlan.ts), the products' marks
 * EVAL_PRODUCT_EFFECTS below.
 */
const effects = {
  stampSubmitted: '记下申请的提交时间',
  checkAssignedUnits: '所选的评价机构须是评价机构，检测机构须是检测机构',
  checkTeam: '评价组须是接受任务的机构已审核的人员',
  carrySitePlans: '现场评价计划随申请推送、退回调整、确认和开始现场评价',
  markProducts: '申报产品的状态或评价结果随申请改变',
  markMeetingNotPassed: '评审会未通过的产品，评价结果记为不通过',
} as const;

export const evaluationFlow = defineFlow<EvalStatus>()({
  key: 'evaluation',
  title: '圳品评价',
  path: '/api/eval/base/process',
  statusCodes: 'evalStatus',
  parties: { owner: 'orgId', assigned: 'unitId', testing: 'testUnitId' },
  initial: S.draft,
  mainPath: [S.draft, S.release, S.checkResult, S.confirmUnit, S.materials, S.acceptReview, S.auditReview, S.docView, S.docPass, S.pushSitePlan, S.siteEval, S.checkedDoc, S.reportPush, S.waitMeeting, S.decidePass, S.passed],
  guards,
  work,
  effects,
  transitions: [
    { action: 'submit', label: '提交申请', from: [S.draft, S.refill], to: S.release, actor: enterprise, opinion: 'optional', guards: ['scopeFree'], declaration: EVAL_DECLARATION, effects: ['stampSubmitted', 'markProducts'], done: '申请已提交，等待管理机构受理' },
    { action: 'accept', label: '受理申请', from: [S.release], to: S.checkResult, actor: management, opinion: 'optional', done: '已受理' },
    { action: 'reject', label: '退回补充', from: [S.release, S.checkResult], to: S.refill, actor: management, opinion: 'required', danger: true, done: '已退回企业补充' },
    { action: 'assign', label: '分配评价任务', from: [S.checkResult], to: S.confirmUnit, actor: management, opinion: 'optional', fields: EVAL_ASSIGN_FIELDS, effects: ['checkAssignedUnits'], done: '已分配，等待评价机构接受' },
    { action: 'decline', label: '拒绝任务', from: [S.confirmUnit], to: S.checkResult, actor: unitAdmin, opinion: 'required', danger: true, consequence: '申请回到管理机构重新分配', done: '已拒绝，管理机构将重新分配' },
    { action: 'acceptTask', label: '接受任务', from: [S.confirmUnit], to: S.materials, actor: unitAdmin, opinion: 'optional', fields: EVAL_TEAM_FIELDS, effects: ['checkTeam'], done: '已接受任务，等待企业提交材料' },
    { action: 'submitMaterials', label: '提交材料', from: [S.materials, S.editMaterials], to: S.acceptReview, actor: enterprise, opinion: 'optional', guards: ['materialsFiled'], done: '材料已提交' },
    { action: 'completenessPass', label: '完整性初评通过', from: [S.acceptReview], to: S.auditReview, actor: unit, opinion: 'optional', guards: ['completenessMarked', 'noProblemsMarked'], effects: ['markProducts'], done: '完整性初评已通过' },
    { action: 'completenessReturn', label: '退回修改材料', from: [S.acceptReview], to: S.editMaterials, actor: unit, opinion: 'required', danger: true, done: '已退回企业修改材料' },
    { action: 'scopeAudit', label: '范围审核通过', from: [S.auditReview], to: S.pushPlan, actor: management, opinion: 'optional', effects: ['markProducts'], done: '评价范围已审核' },
    { action: 'pushPlan', label: '推送评价计划', from: [S.pushPlan], to: S.docView, actor: unit, opinion: 'optional', attachments: true, done: '评价计划已推送，开始文件评审' },
    { action: 'docPass', label: '文件评审通过', from: [S.docView], to: S.docPass, actor: unit, opinion: 'optional', attachments: true, guards: ['docReviewPassed'], done: '文件评审已通过' },
    { action: 'docUnpass', label: '文件评审不通过', from: [S.docView], to: S.docUnpass, actor: unit, opinion: 'required', attachments: true, danger: true, guards: ['docReviewFailed'], done: '已记录文件评审不通过' },
    { action: 'docReturn', label: '退回企业修改', from: [S.docUnpass], to: S.editMaterials, actor: unit, opinion: 'required', danger: true, done: '已退回企业修改材料' },
    { action: 'pushNotice', label: '发送现场评价通知', from: [S.docPass], to: S.noticePush, actor: unit, opinion: 'optional', attachments: true, guards: ['noticeStamped'], done: '现场评价通知已发送' },
    { action: 'pushSitePlan', label: '推送现场计划', from: [S.noticePush], to: S.pushSitePlan, actor: unit, opinion: 'optional', guards: ['everyPlacePlanned'], effects: ['carrySitePlans'], done: '现场计划已推送，等待企业确认' },
    { action: 'confirmSitePlan', label: '确认现场计划', from: [S.pushSitePlan], to: S.confirmSitePlan, actor: enterprise, opinion: 'optional', effects: ['carrySitePlans'], done: '现场计划已确认' },
    { action: 'reschedule', label: '申请调整计划', from: [S.pushSitePlan], to: S.noticePush, actor: enterprise, opinion: 'required', danger: true, consequence: '评价机构将重新制定并推送现场计划', effects: ['carrySitePlans'], done: '已申请调整现场计划' },
    { action: 'startSite', label: '开始现场评价', from: [S.confirmSitePlan], to: S.siteEval, actor: unit, opinion: 'optional', effects: ['carrySitePlans'], done: '现场评价已开始' },
    { action: 'finishSite', label: '完成现场评价', from: [S.siteEval], to: S.evalConfirm, actor: unit, opinion: 'optional', attachments: true, guards: ['sitesClosed', 'allRecommended'], done: '现场评价已完成' },
    { action: 'raiseNonconform', label: '提出不符合项', from: [S.evalConfirm], to: S.nonconform, actor: unit, opinion: 'required', attachments: true, danger: true, consequence: '企业须针对不符合项提交整改证据', done: '不符合项已发给企业' },
    { action: 'answerNonconform', label: '提交整改证据', from: [S.nonconform], to: S.checklist, actor: enterprise, opinion: 'optional', attachments: true, done: '整改证据已提交' },
    { action: 'archive', label: '归档', from: [S.evalConfirm, S.checklist], to: S.checkedDoc, actor: unit, opinion: 'optional', attachments: true, guards: ['allRecommended', 'archiveComplete'], done: '已归档，等待管理机构核查' },
    { action: 'checkDoc', label: '文件核查通过', from: [S.checkedDoc], to: S.checkedDocPass, actor: management, opinion: 'optional', guards: ['archiveComplete'], done: '文件核查已通过' },
    { action: 'pushReport', label: '推送评价报告', from: [S.checkedDocPass], to: S.reportPush, actor: unit, opinion: 'optional', attachments: true, guards: ['reportGenerated'], done: '评价报告已推送' },
    { action: 'technicalPass', label: '技术评审通过', from: [S.reportPush], to: S.technicalPass, actor: management, opinion: 'optional', effects: ['markProducts'], done: '技术评审已通过' },
    { action: 'toMeeting', label: '提交评审会', from: [S.technicalPass], to: S.waitMeeting, actor: management, opinion: 'optional', effects: ['markProducts'], done: '已提交评审会' },
    { action: 'decidePass', label: '评审会通过', from: [S.waitMeeting], to: S.decidePass, actor: management, opinion: 'optional', attachments: true, guards: ['meetingDecided'], consequence: '为评审会通过的产品生成待发证书；未通过的产品评价结束', effects: ['markProducts', 'markMeetingNotPassed'], done: '评审会决定已记录，待生成证书' },
    { action: 'confirmCert', label: '证书确认', from: [S.decidePass], to: S.certConfirm, actor: certOfficer, opinion: 'optional', guards: ['certsGenerated'], done: '证书已生成' },
    { action: 'finish', label: '评价通过', from: [S.certConfirm], to: S.passed, actor: certOfficer, opinion: 'optional', attachments: true, guards: ['certsStamped'], consequence: '产品进入圳品目录', effects: ['markProducts'], done: '评价已通过' },
    { action: 'notPass', label: '评价不通过', from: [S.docUnpass, S.reportPush, S.waitMeeting], to: S.notPassed, actor: management, opinion: 'required', danger: true, consequence: '评价结束，申报产品不通过', effects: ['markProducts'], done: '评价已结束：不通过' },
    { action: 'stop', label: '终止评价', from: STOPPABLE, to: S.stopped, actor: management, opinion: 'required', danger: true, consequence: '评价终止，不能恢复', done: '评价已终止' },
  ],
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
});

export type EvalAction = ActionName<typeof evaluationFlow>;
export type EvalWork = WorkKey<typeof evaluationFlow>;
export type EvalGuard = GuardName<typeof evaluationFlow>;
export type EvalEffect = EffectName<typeof evaluationFlow>;
/** The statuses in which an evaluation's `work` is open: what routes and widgets check. */
export const evalWindow = (key: EvalWork): readonly number[] => evaluationFlow.work?.[key].statuses ?? [];

/** Statuses in which the enterprise may still change its application (products, places, contact). */
export const EVAL_EDITABLE: readonly number[] = [S.draft, S.refill];

/**
 * What the products of an application become with a move (the moves naming `markProducts`): their
 * status through acceptance, their outcome through the decision.
 */
export const EVAL_PRODUCT_EFFECTS: Readonly<Partial<Record<ActionName<typeof evaluationFlow>, Partial<{ status: number; outcome: number }>>>> = {
  submit: { status: EVAL_PRODUCT_STATUS.submitted },
  completenessPass: { status: EVAL_PRODUCT_STATUS.unitConfirmed },
  scopeAudit: { status: EVAL_PRODUCT_STATUS.managementConfirmed },
  technicalPass: { outcome: PRODUCT_OUTCOME.awaitCommittee },
  toMeeting: { outcome: PRODUCT_OUTCOME.awaitMeeting },
  decidePass: { outcome: PRODUCT_OUTCOME.awaitCert },
  finish: { outcome: PRODUCT_OUTCOME.certGenerated },
  notPass: { outcome: PRODUCT_OUTCOME.notPassed },
};
