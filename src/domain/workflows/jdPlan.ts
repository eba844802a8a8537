/**
 * 监督计划 (FLOW_JD_, the plan): management plans one type of supervision (annual, key, renewal)
 * by some methods over chosen valid certificates, creates the tasks (one per enterprise) and
 * issues them to the supervision and testing units; the plan then follows its tasks: under
 * supervision once the first is accepted, completed when every one has ended. Our reading of
 * WORKFLOWS.md §3 is in README.md beside this file.
 */
import { JD_PLAN_STATUS as S } from '../codes';
import { defineFlow, type ActorRule, type WorkKey } from './engine';

export type JdPlanStatus = (typeof S)[keyof typeof S];

const management: ActorRule = { relation: 'management', roles: ['R_MNG_USER'] };

export const jdPlanFlow = defineFlow<JdPlanStatus>()({
  key: 'jdPlan',
  title: '监督计划',
  path: '/api/jd/plan/process',
  statusCodes: 'jdPlanStatus',
  parties: {},
  initial: S.draft,
  mainPath: [S.draft, S.tasksCreated, S.issued, S.supervising, S.completed],
  guards: {
    productsChosen: { text: '请先为计划选择要监督的证书', work: 'products' },
    unitNamed: { text: '请先为计划指定监督机构', work: 'units' },
    testUnitNamed: { text: '抽样检测须为计划指定检测机构', work: 'units' },
  },
  // The plan is management's draft: its certificates (jdProd, the scope) and the plan's own fields
  // with the units its tasks go to are written only before the tasks are made.
  work: {
    products: { label: '监督产品', party: management, statuses: [S.draft] },
    units: { label: '监督机构与检测机构', party: management, statuses: [S.draft] },
  },
  effects: {
    makeTasks: '为计划中每家企业尚未入任务的产品各生成一个待下发的监督任务（含其产品记录）',
  },
  transitions: [
    // One task per enterprise of the plan's products (also `PUT /api/jd/task/doAddMultipleTasks {planId}`).
    { action: 'createTasks', label: '创建监督任务', from: [S.draft], to: S.tasksCreated, actor: management, opinion: 'optional', guards: ['productsChosen', 'unitNamed', 'testUnitNamed'], effects: ['makeTasks'], consequence: '为计划中每家企业的产品各生成一个待下发的监督任务；计划不能再修改', done: '监督任务已创建，待下发' },
    // Every task not yet sent goes to its units (each task may also be sent alone: `POST /api/jd/task/submit/{id}`).
    { action: 'issue', label: '下发监督任务', from: [S.tasksCreated], to: S.issued, actor: management, opinion: 'optional', consequence: '计划中待下发的监督任务随之下发给监督机构（及检测机构）', done: '监督任务已下发，等待机构接受' },
  ],
  nextActor: {
    [S.draft]: management,
    [S.tasksCreated]: management,
  },
  // Issued and under supervision, the plan waits on its tasks, whose people have the open tasks.
  resting: [S.issued, S.supervising],
});

export type JdPlanWork = WorkKey<typeof jdPlanFlow>;
/** The statuses of a piece of the plan's work (its window): the plan's routes and the scope widget read it. */
export const planWindow = (key: JdPlanWork): readonly number[] => jdPlanFlow.work?.[key].statuses ?? [];

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
