/**
 * Parties of a flow besides its next actor: organisations named on the record (a column) that have
 * work to do in some statuses although they move nothing in the flow. The testing unit samples and
 * tests while an evaluation is on site and while a supervision task samples; the flow waits on its
 * results (the evaluation's confirmation, the task's report), so the testing unit gets the 待办, the
 * menu badge and a message when the record enters such a status, exactly like a next actor.
 *
 * Kept by flow key as data so it can move into the flow tables (`WorkflowDef.parties`) unchanged.
 */
import type { RoleCode } from '../roles';
import { EVAL_SAMPLE_STATUSES } from '../resources/evalSite';
import { JD_TASK_SAMPLING } from './jdTask';

export interface FlowParty {
  /** Names the party in the flow (`testUnit`). */
  readonly key: string;
  /** How people call it (检测机构). */
  readonly label: string;
  /** The record's column holding the party's organisation (`testUnitId`). */
  readonly column: string;
  /** Roles of the organisation's people who do the work. */
  readonly roles: readonly RoleCode[];
  /** Statuses in which the party has work on the record. */
  readonly workStatuses: readonly number[];
  /** The portal page where the party works on the record (opened with `?id=`). */
  readonly page: string;
  /** What is due, as the message says it (请…). */
  readonly work: string;
}

const TESTING_ROLES: readonly RoleCode[] = ['R_UNIT_ADMIN', 'R_UNIT_USER'];

export const FLOW_PARTIES: Readonly<Record<string, readonly FlowParty[]>> = {
  evaluation: [
    { key: 'testUnit', label: '检测机构', column: 'testUnitId', roles: TESTING_ROLES, workStatuses: EVAL_SAMPLE_STATUSES, page: '/views/eval-sampling-task', work: '请按现场评价计划抽样，并录入检测结果' },
  ],
  jdTask: [
    { key: 'testUnit', label: '检测机构', column: 'testUnitId', roles: TESTING_ROLES, workStatuses: JD_TASK_SAMPLING, page: '/views/jd-sampling', work: '请按计划抽样，并录入检测结果' },
  ],
};

export const partiesOf = (flowKey: string): readonly FlowParty[] => FLOW_PARTIES[flowKey] ?? [];

/** The parties whose work starts with a move from `from` to `to` (they hear of it then, not at every move within their statuses). */
export const partiesEntering = (flowKey: string, from: number, to: number): readonly FlowParty[] =>
  partiesOf(flowKey).filter((party) => party.workStatuses.includes(to) && !party.workStatuses.includes(from));
