/**
 * 企业预申请 → 企业评价申请预审: the enterprise says what it intends to apply for (products, places,
 * evaluation type and field, contact); management pre-reviews it and accepts it, or returns it with
 * a reason and the enterprise revises and sends it again. An accepted pre-application lets the
 * enterprise draft its first application.
 */
import { EVAL_PRE_STATUS as S } from '../codes';
import type { ActorRule, WorkflowDef } from './engine';

export type EvalPreStatus = (typeof S)[keyof typeof S];

const enterprise: ActorRule = { relation: 'owner', roles: ['R_ORG_ADMIN', 'R_ORG_USER'] };
const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };

export const evalPreFlow: WorkflowDef<EvalPreStatus> = {
  key: 'evalPre',
  title: '企业预申请',
  path: '/api/eval/pre/process',
  statusCodes: 'evalPreStatus',
  parties: { owner: 'orgId' },
  initial: S.draft,
  mainPath: [S.draft, S.pending, S.accepted],
  transitions: [
    { action: 'submit', label: '提交预申请', from: [S.draft, S.returned], to: S.pending, actor: enterprise, opinion: 'optional' },
    { action: 'withdraw', label: '撤回', from: [S.pending], to: S.draft, actor: enterprise, opinion: 'optional' },
    { action: 'accept', label: '预审通过', from: [S.pending], to: S.accepted, actor: management, opinion: 'optional' },
    { action: 'return', label: '退回', from: [S.pending], to: S.returned, actor: management, opinion: 'required', danger: true },
  ],
  nextActor: {
    [S.draft]: enterprise,
    [S.returned]: enterprise,
    [S.pending]: management,
  },
};

/** The enterprise changes or deletes a pre-application only before it is sent, or after it came back. */
export const EVAL_PRE_EDITABLE: readonly number[] = [S.draft, S.returned];
