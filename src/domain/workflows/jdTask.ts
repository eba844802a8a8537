/**
 * 监督任务 (FLOW_JD_, a task: one enterprise's products of a plan): management sends it to the
 * supervision unit, which accepts it with its team (or returns it with a reason), plans one visit
 * per place, supervises on site (one sub-flow per place, ./jdSite.ts), submits its materials,
 * which management checks, and reports an opinion per product; management concludes: 通过, or
 * 不通过 when a product failed (that product's record goes to 不通过列表 and rectification).
 * The testing unit named on the task samples and tests; it moves nothing in this flow.
 * Our reading of WORKFLOWS.md §3 is in README.md beside this file.
 */
import { JD_TASK_STATUS as S, ORG_TYPE, orgTypeValue } from '../codes';
import { defineResource } from '../resource';
import { defineFlow, workWindow, type ActorRule, type GuardName } from './engine';

export type JdTaskStatus = (typeof S)[keyof typeof S];

const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };
const unitAdmin: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN'] };
const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };
/** The testing unit named on the task samples and tests; it moves nothing in the flow. */
const testingUnit: ActorRule = { relation: 'testing', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

/** What sending a returned task again fills in: the supervision unit and, where products are sampled, the testing unit. */
export const JD_ASSIGN_FIELDS = defineResource({
  name: 'jdassign',
  title: '重新指派',
  fields: {
    unitId: { label: '监督机构', type: 'int', required: true, ref: { resource: 'zpUnit', where: { type_like: orgTypeValue(ORG_TYPE.supervision) } } },
    testUnitId: { label: '检测机构', type: 'int', ref: { resource: 'zpUnit', where: { type_like: orgTypeValue(ORG_TYPE.testing) } } },
  },
});

/** What accepting a task fills in: the supervision team (also `PUT /api/jd/site/staffSave`). */
export const JD_TEAM_FIELDS = defineResource({
  name: 'jdteam',
  title: '监督组',
  fields: {
    leaderName: { label: '监督组长', type: 'string', required: true, max: 20, validators: ['chineseName'] },
    memberNames: { label: '监督组员', type: 'string', max: 200 },
  },
});

/** Every status before the conclusion: management may stop the task from any of them. */
const STOPPABLE: JdTaskStatus[] = [S.draft, S.release, S.sent, S.rejected, S.confirmUnit, S.drawPlan, S.siteSupervision, S.submitDoc, S.checkedDoc, S.report];

/**
 * 终止任务: management's move, and the system's when none of the task's certificates is left (an
 * exit ended), from the same statuses to the same end.
 */
export const JD_TASK_STOP = { action: 'stop', label: '终止任务', from: STOPPABLE, to: S.stopped } as const;

export const jdTaskFlow = defineFlow<JdTaskStatus>()({
  key: 'jdTask',
  title: '监督任务',
  path: '/api/jd/task/process',
  statusCodes: 'jdTaskStatus',
  parties: { owner: 'orgId', assigned: 'unitId', testing: 'testUnitId' },
  initial: S.draft,
  mainPath: [S.draft, S.release, S.sent, S.confirmUnit, S.drawPlan, S.siteSupervision, S.submitDoc, S.checkedDoc, S.report, S.passed],
  guards: {
    productsChosen: { text: '请先为任务选择要监督的产品', work: 'products' },
    everyPlacePlanned: { text: '请为每个生产场所制定现场计划', work: 'visits' },
    visitsFinished: { text: '请先完成每个场所的现场监督', work: 'onSite' },
    reportSaved: { text: '请先填写并保存监督报告', work: 'report' },
    opinionsGiven: { text: '请对每个产品给出监督意见', work: 'report' },
    testsGiven: { text: '抽检的产品须都有检测结论', work: 'spot' },
    noProductFailed: { text: '有产品监督不通过，请选择“监督不通过”', work: 'results' },
    aProductFailed: { text: '没有不通过的产品，请选择“监督通过”', work: 'results' },
  },
  work: {
    products: { label: '监督产品', party: management, statuses: [S.draft, S.release] },
    team: { label: '监督组', party: unitAdmin, statuses: [S.confirmUnit, S.drawPlan, S.siteSupervision] },
    visits: { label: '现场计划', party: unit, statuses: [S.confirmUnit] },
    onSite: { label: '现场监督记录', party: unit, statuses: [S.siteSupervision] },
    materials: { label: '监督材料', party: unit, statuses: [S.siteSupervision, S.submitDoc, S.checkedDoc] },
    spot: { label: '抽样检测', party: testingUnit, statuses: [S.siteSupervision, S.submitDoc, S.checkedDoc], ask: '请按计划抽样，并录入检测结果' },
    report: { label: '监督报告与产品意见', party: unit, statuses: [S.checkedDoc] },
    results: { label: '产品监督结论', party: management, statuses: [S.report] },
  },
  effects: {
    checkUnits: '核对重新指派的机构：监督机构、检测机构各是其类别，抽样检测须指定检测机构',
    stampIssued: '记下任务的下发时间',
    keepTeam: '在任务和现场监督记录上记下监督组（组长与组员）',
    overallTest: '抽样检测的任务记下总的检测结论：有产品不合格即不合格',
    concludeProducts: '每个产品的结论随其监督意见（管理部门已定的不变），记下结论时间',
    recordPassed: '记下任务的监督结论“通过”、结论意见与完成时间',
    recordFailed: '记下任务的监督结论“不通过”、结论意见与完成时间',
    stampFinished: '记下任务的结束时间',
  },
  transitions: [
    { action: 'release', label: '发布任务', from: [S.draft], to: S.release, actor: management, opinion: 'optional', guards: ['productsChosen'] },
    // Also `POST /api/jd/task/submit/{id}`.
    { action: 'send', label: '下发任务', from: [S.release], to: S.sent, actor: management, opinion: 'optional', effects: ['stampIssued'] },
    { action: 'accept', label: '接受任务', from: [S.sent], to: S.confirmUnit, actor: unitAdmin, opinion: 'optional', fields: JD_TEAM_FIELDS, effects: ['keepTeam'] },
    { action: 'reject', label: '退回任务', from: [S.sent], to: S.rejected, actor: unitAdmin, opinion: 'required', danger: true },
    { action: 'reassign', label: '重新指派', from: [S.rejected], to: S.sent, actor: management, opinion: 'optional', fields: JD_ASSIGN_FIELDS, effects: ['checkUnits', 'stampIssued'] },
    // Needs a visit planned at every place producing the task's products.
    { action: 'pushPlan', label: '提交现场计划', from: [S.confirmUnit], to: S.drawPlan, actor: unit, opinion: 'optional', guards: ['everyPlacePlanned'] },
    // Starts each place's sub-flow (also `PUT /api/jd/task/startSubFlow/{id}`).
    { action: 'startSite', label: '开始现场监督', from: [S.drawPlan], to: S.siteSupervision, actor: unit, opinion: 'optional' },
    // Only when every place's visit is finished (`POST /api/jd/task/isSiteAllFinnish`).
    { action: 'submitDoc', label: '提交监督材料', from: [S.siteSupervision], to: S.submitDoc, actor: unit, opinion: 'optional', attachments: true, guards: ['visitsFinished'] },
    { action: 'checkDoc', label: '文件核查通过', from: [S.submitDoc], to: S.checkedDoc, actor: management, opinion: 'optional' },
    { action: 'returnDoc', label: '退回补充材料', from: [S.submitDoc], to: S.siteSupervision, actor: management, opinion: 'required', danger: true },
    // Needs the report and an opinion on every product (and, where sampled, every product's test opinion).
    { action: 'submitReport', label: '提交监督报告', from: [S.checkedDoc], to: S.report, actor: unit, opinion: 'optional', attachments: true, guards: ['reportSaved', 'opinionsGiven', 'testsGiven'], effects: ['overallTest'] },
    { action: 'returnReport', label: '退回监督报告', from: [S.report], to: S.checkedDoc, actor: management, opinion: 'required', danger: true },
    // The conclusion: every product's result follows its opinion; 通过 only when none failed, 不通过 when one did.
    { action: 'pass', label: '监督通过', from: [S.report], to: S.passed, actor: management, opinion: 'optional', guards: ['noProductFailed'], effects: ['concludeProducts', 'recordPassed'] },
    { action: 'fail', label: '监督不通过', from: [S.report], to: S.unpassed, actor: management, opinion: 'required', danger: true, guards: ['aProductFailed'], effects: ['concludeProducts', 'recordFailed'], consequence: '不通过的产品进入整改（待启动整改）' },
    { ...JD_TASK_STOP, actor: management, opinion: 'required', danger: true, effects: ['stampFinished'] },
  ],
  nextActor: {
    [S.draft]: management,
    [S.release]: management,
    [S.sent]: unitAdmin,
    [S.rejected]: management,
    [S.confirmUnit]: unit,
    [S.drawPlan]: unit,
    [S.siteSupervision]: unit,
    [S.submitDoc]: management,
    [S.checkedDoc]: unit,
    [S.report]: management,
  },
});

export type JdTaskGuard = GuardName<typeof jdTaskFlow>;

/** Where the plan's 创建监督任务 puts each task it makes (one entered by hand starts as a draft). */
export const JD_TASK_MADE_BY_PLAN: JdTaskStatus = S.release;
/** A task is changed, and its products chosen, only before it is sent. */
export const JD_TASK_EDITABLE: readonly number[] = [S.draft, S.release];
/** A task that has ended: its plan completes when every task has. */
export const JD_TASK_ENDED: readonly number[] = [S.passed, S.unpassed, S.stopped];
/** The supervision unit plans the visits between accepting the task and starting on site. */
export const JD_TASK_PLANNING: readonly number[] = [S.confirmUnit];
/** On site: records, photos, nonconformities and the document review are written (and fixed when management returns the materials). */
export const JD_TASK_ON_SITE: readonly number[] = [S.siteSupervision];
/** The testing unit's samples and results: from the visit until the report is submitted. */
export const JD_TASK_SAMPLING: readonly number[] = workWindow(jdTaskFlow, 'spot');
/** The report, its items and the opinions per product: written after management checked the materials. */
export const JD_TASK_REPORTING: readonly number[] = [S.checkedDoc];
/** The units and the enterprise see a task once it is sent (before, it is management's draft). */
export const JD_TASK_VISIBLE_TO_OWNER: readonly number[] = [S.sent, S.rejected, S.confirmUnit, S.drawPlan, S.siteSupervision, S.submitDoc, S.checkedDoc, S.report, S.passed, S.unpassed, S.stopped];
