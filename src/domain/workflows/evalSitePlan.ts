/**
 * 现场评价计划 (an evaluation's sub-flow, one per place): planned by the assigned institution while
 * it prepares the visit, then carried along by the application's own moves (推送现场计划, 确认现场计划,
 * 申请调整计划, 开始现场评价) as system moves of this flow, and closed place by place by the
 * institution (结束该场所评价, `POST /api/eval/siteplan/doFlowFinishUpd`). The application finishes its
 * on-site evaluation only when every place is closed (its guard `sitesClosed`).
 */
import { EVAL_SITE_PLAN_STATUS as S } from '../codes';
import { defineFlow, type ActorRule, type GuardName } from './engine';
import type { EvalAction } from './evaluation';

export type EvalSitePlanStatus = (typeof S)[keyof typeof S];

const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

export const evalSitePlanFlow = defineFlow<EvalSitePlanStatus>()({
  key: 'evalSitePlan',
  title: '现场评价计划',
  path: '/api/eval/siteplan/process',
  statusCodes: 'evalSitePlanStatus',
  // The plan copies its application's institution, which closes the visits. The enterprise is no
  // party of the plan's own: the application tells it of each step, so a plan's moves message nobody.
  parties: { assigned: 'unitId' },
  initial: S.planning,
  mainPath: [S.planning, S.pushed, S.confirmed, S.onSite, S.finished],
  // What the visit at one place must leave behind before it is closed (the application's windows
  // for the same work are `siteRecords` and `recommend` of evaluation.ts; here, while the place is visited).
  work: {
    siteRecord: { label: '现场评价记录', party: unit, statuses: [S.onSite] },
    recommend: { label: '产品推荐意见', party: unit, statuses: [S.onSite] },
  },
  guards: {
    // A plan is on site until its place is closed, but its application may have been stopped
    // meanwhile: nobody's work brings it back, so the guard names the visit's own work at the place.
    applicationOnSite: { text: '申请须在现场评价中才能结束场所评价', work: 'siteRecord' },
    siteRecorded: { text: '请先填写该场所的现场评价记录（照片或视频）', work: 'siteRecord' },
    productsRecommended: { text: '请先给出该场所每个产品的推荐意见', work: 'recommend' },
  },
  transitions: [
    { action: 'finish', label: '结束该场所评价', from: [S.onSite], to: S.finished, actor: unit, opinion: 'optional', guards: ['applicationOnSite', 'siteRecorded', 'productsRecommended'], done: '该场所评价已结束' },
  ],
  // The application carries the open task (待办) through the whole visit; a plan adds none of its own.
  nextActor: {},
  resting: [S.planning, S.pushed, S.confirmed, S.onSite, S.finished],
});

export type EvalSitePlanGuard = GuardName<typeof evalSitePlanFlow>;

/**
 * The moves a plan makes with its application's (README.md, "System moves"): pushed with
 * 推送现场计划, back to planning when the enterprise asks to reschedule, confirmed with
 * 确认现场计划, on site with 开始现场评价. A plan replaced while planning stays at planning.
 */
export const EVAL_SITE_PLAN_SYSTEM_MOVES = {
  push: { action: 'push', label: '推送现场计划', from: [S.planning], to: S.pushed },
  reschedule: { action: 'reschedule', label: '申请调整计划', from: [S.pushed], to: S.planning },
  confirm: { action: 'confirm', label: '确认现场计划', from: [S.pushed], to: S.confirmed },
  start: { action: 'start', label: '开始现场评价', from: [S.confirmed], to: S.onSite },
} as const;

/** Which of the plans' system moves each of the application's moves makes (every plan of the application that is where the move starts). */
export const EVAL_SITE_PLAN_CARRIED: Readonly<Partial<Record<EvalAction, keyof typeof EVAL_SITE_PLAN_SYSTEM_MOVES>>> = {
  pushSitePlan: 'push',
  reschedule: 'reschedule',
  confirmSitePlan: 'confirm',
  startSite: 'start',
};
