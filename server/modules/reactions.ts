/**
 * What a person's move of one flow does to the records of another, in one list (src/domain/workflows/
 * README.md, "Reactions across flows"). The engine runs an entry after the move's own effects, in the
 * mover's transaction, before its flow log row and messages; a reaction that throws refuses the move.
 * What a move changes in its own records stays in its flow's `effects`. A system move's consequences
 * (the daily jobs, a task stopped by an exit) are the second list, run by `systemMove` likewise.
 */
import { and, eq } from 'drizzle-orm';
import { CERT_STATUS, EVAL_STATUS, JD_SITE_STATUS, JD_TASK_STATUS } from '../../src/domain/codes';
import { JD_REFORM_MSG } from '../../src/domain/resources/jdReform';
import { certificateFlow } from '../../src/domain/workflows/certificate';
import { evaluationFlow } from '../../src/domain/workflows/evaluation';
import { jdExitFlow } from '../../src/domain/workflows/jdExit';
import { JD_PLAN_SYSTEM_MOVES, jdPlanFlow } from '../../src/domain/workflows/jdPlan';
import { jdReformFlow, REFORM_LAPSE } from '../../src/domain/workflows/jdReform';
import { jdSiteFlow } from '../../src/domain/workflows/jdSite';
import { JD_TASK_STOP, jdTaskFlow } from '../../src/domain/workflows/jdTask';
import { badRequest } from '../http/envelope';
import { reaction, runMove, systemMove, type Reaction, type SystemReaction } from '../http/workflow';
import { jdReform, jdSitePlan, jdTask, zpCert } from '../db/schema';
import { carryEvaluation, createCertificates } from './cert';
import { carryPlan } from './jd/plans/flows';
import { closeToExit, moveCert, openReforms, restoreIfLast, stopTasksOf } from './jd/reform/reformFlows';

const idOf = (v: unknown) => v as number;
const evalIdOf = (v: unknown) => (v as number | null) ?? null;

export const REACTIONS: readonly Reaction[] = [
  reaction({
    when: { flow: evaluationFlow, actions: ['decidePass'] },
    says: '评审会决定通过：为通过的产品生成待发证书',
    then: ({ flows, tx, user, row, transition }) => createCertificates(flows, tx, user, idOf(row.id), transition),
  }),
  reaction({
    when: { flow: certificateFlow, actions: ['generate'] },
    says: '生成证书：申请的最后一张证书生成后，评价进入证书确认（以生成者的身份）',
    then: ({ flows, tx, user, row }) => carryEvaluation(flows, tx, user, evalIdOf(row.evalId), EVAL_STATUS.decidePass, 'confirmCert', [CERT_STATUS.toGenerate]),
  }),
  reaction({
    when: { flow: certificateFlow, actions: ['stamp'] },
    says: '上传盖章证书：申请的证书全部盖章后，评价通过',
    then: ({ flows, tx, user, row }) => carryEvaluation(flows, tx, user, evalIdOf(row.evalId), EVAL_STATUS.certConfirm, 'finish', [CERT_STATUS.toGenerate, CERT_STATUS.awaitConfirm, CERT_STATUS.awaitStamped]),
  }),
  reaction({
    when: { flow: jdPlanFlow, actions: ['issue'] },
    says: '下发计划：计划的每个待下发任务随之下发（以下发者的身份）',
    then: async ({ flows, tx, user, row }) => {
      const waiting = await tx.select({ id: jdTask.id }).from(jdTask).where(and(eq(jdTask.planId, idOf(row.id)), eq(jdTask.status, JD_TASK_STATUS.release))).orderBy(jdTask.id);
      for (const t of waiting) await runMove(flows, tx, flows.of(jdTaskFlow), user, { id: t.id, action: 'send', opinion: null, annexIds: null, values: {} });
    },
  }),
  reaction({
    when: { flow: jdTaskFlow, actions: ['accept'] },
    says: '机构接受任务：计划进入监督中',
    then: async ({ flows, tx, row }) => {
      if (row.planId !== null) await systemMove(flows, tx, flows.of(jdPlanFlow), idOf(row.planId), JD_PLAN_SYSTEM_MOVES.start);
    },
  }),
  reaction({
    when: { flow: jdTaskFlow, actions: ['startSite'] },
    says: '开始现场监督：任务的每个已计划现场随之开始（以开始者的身份）',
    then: async ({ flows, tx, user, row }) => {
      const visits = await tx.select({ id: jdSitePlan.id }).from(jdSitePlan).where(and(eq(jdSitePlan.taskId, idOf(row.id)), eq(jdSitePlan.status, JD_SITE_STATUS.planned)));
      for (const v of visits) await runMove(flows, tx, flows.of(jdSiteFlow), user, { id: v.id, action: 'start', opinion: null, annexIds: null, values: {} });
    },
  }),
  reaction({
    when: { flow: jdTaskFlow, actions: ['fail'] },
    says: '监督不通过：每个不通过的产品开启待启动的整改，管理部门收到消息',
    then: async ({ flows, tx, user, after }) => {
      await openReforms(flows, tx, after, user);
    },
  }),
  reaction({
    when: { flow: jdTaskFlow, actions: ['send', 'pass', 'fail', 'stop'] },
    says: '任务下发或结束：计划随其任务，全部下发为任务已下发，全部结束为已完成',
    then: ({ flows, tx, row }) => carryPlan(flows, tx, (row.planId as number | null) ?? null),
  }),
  reaction({
    when: { flow: jdReformFlow, actions: ['start'] },
    says: '启动整改并选择暂停证书：证书以整改要求为由暂停',
    then: async ({ flows, tx, user, row, after }) => {
      if (Number(after.suspendCert) !== 1) return;
      // The requirements as the start stored them (given, or kept from what failed).
      const [reform] = await tx.select({ items: jdReform.items }).from(jdReform).where(eq(jdReform.id, idOf(row.id)));
      await moveCert(flows, tx, user, idOf(row.certId), 'suspend', reform?.items ?? null);
    },
  }),
  reaction({
    when: { flow: jdReformFlow, actions: ['pass', 'uphold'] },
    says: '整改通过或异议成立：证书没有其他未结束的整改时恢复',
    then: ({ flows, tx, user, row, transition, opinion }) => restoreIfLast(flows, tx, user, row, opinion ?? transition.label),
  }),
  reaction({
    when: { flow: jdReformFlow, actions: ['accept', 'reject'] },
    says: '企业接受不合格结论或异议被驳回：整改以转入退出结束，开启产品的退出流程',
    then: async ({ flows, tx, user, row, transition, opinion }) => {
      await closeToExit(flows, tx, row, transition.action === 'accept' ? 'accept' : 'reject', opinion, user);
    },
  }),
  reaction({
    when: { flow: jdExitFlow, actions: ['cancelCert'] },
    says: '注销证书：证书按所选注销或撤销，证书均已不在的监督任务终止，其计划随之',
    then: async ({ flows, tx, user, row, after, opinion }) => {
      const certId = idOf(row.certId);
      const moved = await moveCert(flows, tx, user, certId, Number(after.certOutcome) === CERT_STATUS.revoked ? 'revoke' : 'cancel', opinion);
      if (!moved) {
        const [cert] = await tx.select({ certNo: zpCert.certNo }).from(zpCert).where(eq(zpCert.id, certId));
        throw badRequest(JD_REFORM_MSG.certNotHeld(cert?.certNo ?? ''));
      }
      await stopTasksOf(flows, tx, certId);
    },
  }),
];

export const SYSTEM_REACTIONS: readonly SystemReaction[] = [
  {
    when: { flow: jdReformFlow, moves: [REFORM_LAPSE] },
    says: '异议期满未提出异议：整改以转入退出结束，开启产品的退出流程',
    then: async ({ flows, tx, after }) => {
      await closeToExit(flows, tx, after, 'lapse', null, null);
    },
  },
  {
    when: { flow: jdTaskFlow, moves: [JD_TASK_STOP] },
    says: '证书均已不在的监督任务终止：计划随其任务，全部结束为已完成',
    then: ({ flows, tx, row }) => carryPlan(flows, tx, (row.planId as number | null) ?? null),
  },
];
