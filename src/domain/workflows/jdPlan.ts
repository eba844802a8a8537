/**
 * 监督计划 (FLOW_JD_, the plan): management plans one type of supervision (annual, key, renewal)
 * by some methods over chosen valid certificates, creates the tasks (one per enterprise) and
 * issues them to the supervision and testing units; the plan then follows its tasks: under
 * supervision once the first is accepted, completed when every one has ended. Our reading of
 * WORKFLOWS.md §3 is in README.md beside this file.
 */
import { JD_PLAN_STATUS as S } from '../codes';
import type { ActorRule, WorkflowDef } from './engine';

export type JdPlanStatus = (typeof S)[keyof typeof S];

const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };

export const jdPlanFlow: WorkflowDef<JdPlanStatus> = {
  key: 'jdPlan',
  title: '监督计划',
  path: '/api/jd/plan/process',
  statusCodes: 'jdPlanStatus',
  parties: {},
  initial: S.draft,
  mainPath: [S.draft, S.tasksCreated, S.issued, S.supervising, S.completed],
  transitions: [
    // One task per enterprise of the plan's products (also `PUT /api/jd/task/doAddMultipleTasks {planId}`).
    { action: 'createTasks', label: '创建监督任务', from: [S.draft], to: S.tasksCreated, actor: management, opinion: 'optional' },
    // Every task not yet sent goes to its units (each task may also be sent alone: `POST /api/jd/task/submit/{id}`).
    { action: 'issue', label: '下发监督任务', from: [S.tasksCreated], to: S.issued, actor: management, opinion: 'optional' },
  ],
  nextActor: {
    [S.draft]: management,
    [S.tasksCreated]: management,
  },
  // Issued and under supervision, the plan waits on its tasks, whose people have the open tasks.
  resting: [S.issued, S.supervising],
};

/**
 * The moves the plan makes by itself when its tasks move (README.md, "System moves"): issued when
 * its last task is sent one by one, under supervision when a unit accepts the first, completed
 * when every task has ended (通过, 不通过 or 终止).
 */
export const JD_PLAN_SYSTEM_MOVES = {
  issued: { action: 'issued', label: '任务已全部下发', from: [S.tasksCreated], to: S.issued },
  start: { action: 'start', label: '开始监督', from: [S.issued], to: S.supervising },
  complete: { action: 'complete', label: '监督计划完成', from: [S.tasksCreated, S.issued, S.supervising], to: S.completed },
} as const;

/** A plan is changed or deleted, and its products chosen, only as a draft. */
export const JD_PLAN_EDITABLE: readonly number[] = [S.draft];
