/**
 * 现场监督 (a task's sub-flow, one per place): planned by the supervision unit, started for every
 * place when the task starts on site (`PUT /api/jd/task/startSubFlow/{id}`), finished by the unit
 * when the visit is done (`POST /api/jd/site/status`), reopened while the task is still on site.
 * The task submits its materials only when every place is finished.
 */
import { JD_SITE_STATUS as S } from '../codes';
import { defineFlow, type ActorRule } from './engine';

export type JdSiteStatus = (typeof S)[keyof typeof S];

const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

export const jdSiteFlow = defineFlow<JdSiteStatus>()({
  key: 'jdSite',
  title: '现场监督',
  path: '/api/jd/site/process',
  statusCodes: 'jdSiteStatus',
  parties: { owner: 'orgId', assigned: 'unitId', testing: 'testUnitId' },
  initial: S.planned,
  mainPath: [S.planned, S.onSite, S.finished],
  // A visit moves only while its task is on site (the task's 开始现场监督 or 退回补充材料 puts it
  // there): no work of the visit meets that, so the guard names the photos, the visit's one work.
  guards: {
    taskOnSite: { text: '监督任务不在现场监督中', work: 'photos' },
    photoTaken: { text: '请先上传现场照片', work: 'photos' },
  },
  work: {
    photos: { label: '现场照片', party: unit, statuses: [S.onSite] },
  },
  transitions: [
    // Made for every place by the task's 开始现场监督; alone only while the task is on site.
    { action: 'start', label: '开始现场监督', from: [S.planned], to: S.onSite, actor: unit, opinion: 'optional', guards: ['taskOnSite'] },
    { action: 'finish', label: '完成现场监督', from: [S.onSite], to: S.finished, actor: unit, opinion: 'optional', attachments: true, guards: ['taskOnSite', 'photoTaken'] },
    { action: 'reopen', label: '重新打开', from: [S.finished], to: S.onSite, actor: unit, opinion: 'required', danger: true, guards: ['taskOnSite'] },
  ],
  // The task carries the open task (待办) while its visits are planned and on site; a visit adds none of its own.
  nextActor: {},
  resting: [S.planned, S.onSite, S.finished],
});
