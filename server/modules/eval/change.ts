/**
 * Changes after a pass (变更列表, 变更申请, 变更审核; flow src/domain/workflows/evalChange.ts):
 *   POST /api/eval/change/page|lst, GET /api/eval/change/{id}, PUT /api/eval/change[/{id}], DELETE /api/eval/change?ids=
 *        an enterprise its own changes (written only as a draft or when returned), the institution
 *        that evaluated the product those of its evaluations, management all
 *   POST /api/eval/change/process/move, GET /api/eval/change/process/flow?id=   submit, withdraw, unitAudit, approve, return
 * Management approves only after the institution's opinion on the submitted change, where an
 * institution evaluated it (the approval's guard unitOpinionGiven).
 */
import { and, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { CHANGE_STATUS, codeLabel, EVAL_STATUS } from '../../../src/domain/codes';
import { MSG_CATEGORY } from '../../../src/domain/message';
import { refTokens } from '../../../src/domain/resource';
import { CHANGE_MSG } from '../../../src/domain/resources/evalChange';
import { CHANGE_EDITABLE, evalChangeFlow } from '../../../src/domain/workflows/evalChange';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { flowLog, sysOrg, zpEval, zpEvalChange } from '../../db/schema';
import { forbidden, badRequest } from '../../http/envelope';
import { isManagement, type Principal } from '../../http/auth';
import { registerResource } from '../../http/resource';
import { registerWorkflow, type Effects, type GuardChecks } from '../../http/workflow';
import { resourceFlow } from '../../http/declaredFlow';
import { sendMessage } from '../msg/service';

type Row = Record<string, unknown>;
interface ChangeItem {
  action: number;
  productId?: number | null;
  placeId?: number | null;
}

const scope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : or(eq(zpEvalChange.orgId, p.orgId ?? -1), eq(zpEvalChange.unitId, p.orgId ?? -1)));


async function present(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const orgIds = [...new Set(rows.flatMap((r) => [r.orgId, r.unitId]).filter((x): x is number => typeof x === 'number'))];
  const evalIds = [...new Set(rows.map((r) => r.evalId as number))];
  const [orgs, evals] = await Promise.all([
    orgIds.length ? db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [],
    evalIds.length ? db.select({ id: zpEval.id, code: zpEval.code }).from(zpEval).where(inArray(zpEval.id, evalIds)) : [],
  ]);
  return rows.map((r) => ({
    ...r,
    orgName: orgs.find((o) => o.id === r.orgId)?.name ?? null,
    unitName: orgs.find((o) => o.id === r.unitId)?.name ?? null,
    evalCode: evals.find((e) => e.id === r.evalId)?.code ?? null,
  }));
}

/** The rows change what the evaluation holds: its products and places only. */
function checkItems(items: ChangeItem[] | undefined, ev: { productIds: string; placeIds: string }): void {
  if (!items?.length) return;
  const products = refTokens(ev.productIds).map(Number);
  const places = refTokens(ev.placeIds).map(Number);
  items.forEach((item, i) => {
    if (item.productId != null && !products.includes(item.productId)) throw badRequest(CHANGE_MSG.productNotInEval(i + 1));
    if (item.placeId != null && !places.includes(item.placeId)) throw badRequest(CHANGE_MSG.placeNotInEval(i + 1));
  });
}

/** Management approves after the institution's opinion on this submission, where an institution evaluated it. */
const guards: GuardChecks<typeof evalChangeFlow> = {
  unitOpinionGiven: async ({ tx, row }) => {
    if (row.unitId === null) return null;
    const [submitted] = await tx.select({ id: flowLog.id }).from(flowLog).where(and(eq(flowLog.flowKey, evalChangeFlow.key), eq(flowLog.recordId, row.id as number), eq(flowLog.action, 'submit'))).orderBy(desc(flowLog.id)).limit(1);
    const [opinion] = submitted
      ? await tx.select({ id: flowLog.id }).from(flowLog).where(and(eq(flowLog.flowKey, evalChangeFlow.key), eq(flowLog.recordId, row.id as number), eq(flowLog.action, 'unitAudit'), gt(flowLog.id, submitted.id))).limit(1)
      : [];
    return opinion ? null : '';
  },
};

const effects: Effects<typeof evalChangeFlow> = {
  // Management acts next, but first the institution that evaluated it is asked for its opinion.
  askUnitOpinion: async ({ tx, user, row }) => {
    if (!row.unitId) return;
    await sendMessage(tx, {
      category: MSG_CATEGORY.eval,
      msgType: 'REMIND',
      title: `${evalChangeFlow.title}：${codeLabel('changeType', row.changeType as number)}变更（请给出审核意见）`,
      content: '企业提交了评价变更申请，请给出机构审核意见。',
      to: { orgIds: [row.unitId as number] },
      component: '/views/eval-change-audit',
      param: { id: row.id },
      sender: user,
    });
  },
};

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const changes = registerResource(app, db, {
    resource: 'evalChange',
    table: zpEvalChange,
    scope,
    ownerOrgColumn: 'orgId',
    present,
    async beforeWrite({ tx, user }, value, id) {
      if (id === null) {
        if (user.orgId === null || isManagement(user)) throw forbidden('请使用企业用户登录');
        const [ev] = await tx.select().from(zpEval).where(and(eq(zpEval.id, value.evalId as number), eq(zpEval.orgId, user.orgId), eq(zpEval.status, EVAL_STATUS.passed)));
        if (!ev) throw badRequest(CHANGE_MSG.evalNotPassed);
        checkItems(value.items as ChangeItem[] | undefined, ev);
        return { ...value, orgId: user.orgId, unitId: ev.unitId, status: CHANGE_STATUS.draft, createBy: user.id };
      }
      const [stored] = await tx.select().from(zpEvalChange).where(eq(zpEvalChange.id, id as number));
      if (stored && !CHANGE_EDITABLE.includes(stored.status)) throw badRequest(CHANGE_MSG.locked(codeLabel('changeStatus', stored.status)));
      if (stored && value.items !== undefined) {
        const [ev] = await tx.select().from(zpEval).where(eq(zpEval.id, stored.evalId));
        checkItems(value.items as ChangeItem[], ev);
      }
      return value;
    },
    async beforeDelete({ tx }, ids) {
      const rows = await tx.select({ status: zpEvalChange.status }).from(zpEvalChange).where(inArray(zpEvalChange.id, ids as number[]));
      const locked = rows.find((r) => !CHANGE_EDITABLE.includes(r.status));
      if (locked) throw badRequest(CHANGE_MSG.locked(codeLabel('changeStatus', locked.status)));
    },
  });

  registerWorkflow(app, db, {
    ...resourceFlow(changes),
    titleOf: (row) => `${codeLabel('changeType', row.changeType as number)}变更`,
    pageOf: (next) => (next === 'owner' ? '/views/eval-change' : '/views/eval-change-audit'),
    guards,
    effects,
  });
};
export default plugin;
