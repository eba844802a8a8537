/**
 * 企业预申请 and 企业评价申请预审 (flow src/domain/workflows/evalPre.ts):
 *   POST /api/eval/pre/page|lst, GET /api/eval/pre/{id}, PUT /api/eval/pre[/{id}], DELETE /api/eval/pre?ids=
 *        an enterprise its own pre-applications (changed only before sending or when returned); management all
 *   POST /api/eval/pre/process/move, GET /api/eval/pre/process/flow?id=   submit, withdraw, accept, return
 * An enterprise drafts its first application only with an accepted pre-application (hasAcceptedPre).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { codeLabel, EVAL_PRE_STATUS, ORG_TYPE, orgTypeHas } from '../../../src/domain/codes';
import { EVAL_PRE_MSG, evalPreTypeProblem } from '../../../src/domain/resources/evalPre';
import { EVAL_PRE_EDITABLE } from '../../../src/domain/workflows/evalPre';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, zpEvalPre } from '../../db/schema';
import { forbidden, badRequest } from '../../http/envelope';
import { isManagement, type Principal } from '../../http/auth';
import { registerResource } from '../../http/resource';
import { registerWorkflow } from '../../http/workflow';
import { resourceFlow } from '../../http/declaredFlow';

type Row = Record<string, unknown>;

const scope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : eq(zpEvalPre.orgId, p.orgId ?? -1));


/** Whether the enterprise has a pre-application management accepted. */
export async function hasAcceptedPre(tx: DbOrTx, orgId: number): Promise<boolean> {
  const [row] = await tx.select({ id: zpEvalPre.id }).from(zpEvalPre).where(and(eq(zpEvalPre.orgId, orgId), eq(zpEvalPre.status, EVAL_PRE_STATUS.accepted))).limit(1);
  return !!row;
}

async function withOrgNames(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r.orgId as number))];
  const orgs = ids.length ? await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, ids)) : [];
  const name = new Map(orgs.map((o) => [o.id, o.name]));
  return rows.map((r) => ({ ...r, orgName: name.get(r.orgId as number) ?? null }));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const pres = registerResource(app, db, {
    resource: 'evalPre',
    table: zpEvalPre,
    scope,
    ownerOrgColumn: 'orgId',
    present: withOrgNames,
    async beforeWrite({ tx, user }, value, id) {
      // 年度监督 is planned by supervision, never applied for (the form does not offer it either).
      const typeProblem = evalPreTypeProblem(value.evalType);
      if (id === null) {
        if (!orgTypeHas(user.orgType, ORG_TYPE.enterprise)) throw forbidden('请使用企业用户登录');
        if (typeProblem) throw badRequest(typeProblem);
        return { ...value, status: EVAL_PRE_STATUS.draft };
      }
      const [stored] = await tx.select({ status: zpEvalPre.status }).from(zpEvalPre).where(eq(zpEvalPre.id, id as number));
      if (stored && !EVAL_PRE_EDITABLE.includes(stored.status)) throw badRequest(EVAL_PRE_MSG.locked(codeLabel('evalPreStatus', stored.status)));
      if (typeProblem) throw badRequest(typeProblem);
      return value;
    },
    async beforeDelete({ tx }, ids) {
      const rows = await tx.select({ status: zpEvalPre.status }).from(zpEvalPre).where(inArray(zpEvalPre.id, ids as number[]));
      const locked = rows.find((r) => !EVAL_PRE_EDITABLE.includes(r.status));
      if (locked) throw badRequest(EVAL_PRE_MSG.locked(codeLabel('evalPreStatus', locked.status)));
    },
  });

  registerWorkflow(app, db, {
    ...resourceFlow(pres),
    titleOf: (row) => String(row.productNames).slice(0, 30),
    pageOf: (next) => (next === 'management' ? '/views/eval-pre-review' : '/views/eval-pre-apply'),
  });
};
export default plugin;
