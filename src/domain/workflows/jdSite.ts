/**
 * 现场监督 (a task's sub-flow, one per place): planned by the supervision unit, started for every
 * place when the task starts on site (`PUT /api/jd/task/startSubFlow/{id}`), finished by the unit
 * when the visit is done (`POST /api/jd/site/status`), reopened while the task is still on site.
 * The task submits its materials only when every place is finished.
 */
import { JD_SITE_STATUS as S } from '../codes';
import type { ActorRule, WorkflowDef } from './engine';

export type JdSiteStatus = (typeof S)[keyof typeof S];

const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

export const jdSiteFlow: WorkflowDef<JdSiteStatus> = {
  key: 'jdSite',
  title: '现场监督',
  path: '/api/jd/site/process',
  statusCodes: 'jdSiteStatus',
  parties: { owner: 'orgId', assigned: 'unitId', testing: 'testUnitId' },
  initial: S.planned,
  mainPath: [S.planned, S.onSite, S.finished],
  transitions: [
    // Made for every place by the task's 开始现场监督; alone only while the task is on site.
    { action: 'start', label: '开始现场监督', from: [S.planned], to: S.onSite, actor: unit, opinion: 'optional' },
    // Needs at least one photo of the visit.
    { action: 'finish', label: '完成现场监督', from: [S.onSite], to: S.finished, actor: unit, opinion: 'optional', attachments: true },
    { action: 'reopen', label: '重新打开', from: [S.finished], to: S.onSite, actor: unit, opinion: 'required', danger: true },
  ],
  // The task carries the open task (待办) while its visits are planned and on site; a visit adds none of its own.
  nextActor: {},
  resting: [S.planned, S.onSite, S.finished],
};
