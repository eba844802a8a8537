/**
 * Changes after a pass (FLOW_BG_): an enterprise whose products passed asks to change what the
 * evaluation recorded (its name, a place, a product's spec, …); the institution that evaluated it
 * gives its opinion, management approves (发布: the change is in force) or returns it for more.
 * Our reading of the spec's four change statuses is in README.md beside this file.
 */
import { CHANGE_STATUS as S } from '../codes';
import { defineFlow, type ActorRule } from './engine';

export type ChangeStatus = (typeof S)[keyof typeof S];

const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };
const unit: ActorRule = { relation: 'assigned', roles: ['R_UNIT_ADMIN', 'R_UNIT_USER'] };

/** Management's approval waits for the institution's opinion (CHANGE_MSG keeps it with the change's other texts). */
export const CHANGE_UNIT_FIRST = '请等待评价机构给出审核意见后再审批';

export const evalChangeFlow = defineFlow<ChangeStatus>()({
  key: 'evalChange',
  title: '评价变更',
  path: '/api/eval/change/process',
  statusCodes: 'changeStatus',
  parties: { owner: 'orgId', assigned: 'unitId' },
  initial: S.draft,
  mainPath: [S.draft, S.materials, S.release],
  // The institution's opinion is a move of its own (机构审核意见); its window is where that move is.
  work: {
    unitOpinion: { label: '机构审核意见', party: unit, statuses: [S.materials] },
  },
  guards: {
    // Where an institution evaluated the product, its opinion on this submission comes first.
    unitOpinionGiven: { text: CHANGE_UNIT_FIRST, work: 'unitOpinion' },
  },
  effects: {
    askUnitOpinion: '请评价该产品的机构给出审核意见（消息）',
  },
  transitions: [
    { action: 'submit', label: '提交变更', from: [S.draft, S.refill], to: S.materials, actor: enterprise, opinion: 'optional', attachments: true, effects: ['askUnitOpinion'] },
    { action: 'withdraw', label: '撤回', from: [S.materials], to: S.draft, actor: enterprise, opinion: 'optional' },
    // The institution's audit is an opinion on file (the status stays): management decides after it.
    { action: 'unitAudit', label: '机构审核意见', from: [S.materials], to: S.materials, actor: unit, opinion: 'required', attachments: true },
    { action: 'approve', label: '审核通过并发布', from: [S.materials], to: S.release, actor: management, opinion: 'optional', guards: ['unitOpinionGiven'] },
    { action: 'return', label: '退回补充', from: [S.materials], to: S.refill, actor: management, opinion: 'required', danger: true },
  ],
  nextActor: {
    [S.draft]: enterprise,
    [S.refill]: enterprise,
    [S.materials]: management,
  },
});

export const CHANGE_EDITABLE: readonly number[] = [S.draft, S.refill];
