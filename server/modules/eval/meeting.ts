/**
 * 会议列表 (评审会): management convenes a meeting of experts for the applications waiting for one
 * (待会议, 22), decides each product, and keeps the minutes.
 *   POST /api/eval/meeting/page|lst, GET /api/eval/meeting/{id}, PUT /api/eval/meeting[/{id}], DELETE /api/eval/meeting?ids=
 *        management all meetings and writes them; an institution's administrator reads the meetings of its applications
 *   GET  /api/eval/meeting/decisions?id=   the agenda: each application's products with this meeting's decision
 *   POST /api/eval/meeting/decide {meetingId, items: [{evalId, productId, pass, remark?}]}   management decides
 * 评审会通过 (decidePass) needs every product of the application decided and one passed at least;
 * the products the meeting did not pass leave the evaluation as not passed (the move's effect markMeetingNotPassed).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { EVAL_STATUS, PRODUCT_OUTCOME } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText, refTokens, validateRecord } from '../../../src/domain/resource';
import { evalMeetingCalls } from '../../../src/domain/calls/evalMeeting';
import { evalMeetingDecisionResource, evalMeetingResource, MEETING_MSG } from '../../../src/domain/resources/evaluation';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, zpEval, zpEvalMeeting, zpEvalMeetingDecision, zpEvalProduct, zpProduct } from '../../db/schema';
import { isManagement, principal, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { registerResource } from '../../http/resource';

/** Management sees every meeting; an institution the meetings with an application assigned to it. */
const scope = (p: Principal): SQL | undefined =>
  isManagement(p)
    ? undefined
    : sql`exists (select 1 from ${zpEval} where ${zpEval.unitId} = ${p.orgId ?? -1} and (',' || ${zpEvalMeeting.evalIds} || ',') like ('%,' || ${zpEval.id} || ',%'))`;

const MANAGEMENT_ONLY = '只有管理端可以安排评审会和作出决定';

/** Every application named waits for a meeting. */
async function checkAgenda(tx: DbOrTx, evalIds: number[]): Promise<void> {
  const rows = evalIds.length ? await tx.select({ id: zpEval.id, code: zpEval.code, status: zpEval.status }).from(zpEval).where(inArray(zpEval.id, evalIds)) : [];
  const notWaiting = evalIds.map((id) => rows.find((r) => r.id === id)).find((r) => !r || r.status !== EVAL_STATUS.waitMeeting);
  if (notWaiting !== undefined || rows.length !== evalIds.length) throw badRequest(MEETING_MSG.notWaiting(notWaiting?.code ?? String(evalIds.find((id) => !rows.some((r) => r.id === id)))));
}

/** The latest decision on each product of an application, from any meeting. */
export async function latestDecisions(tx: DbOrTx, evalId: number): Promise<Map<number, number>> {
  const rows = await tx.select({ productId: zpEvalMeetingDecision.productId, pass: zpEvalMeetingDecision.pass }).from(zpEvalMeetingDecision).where(eq(zpEvalMeetingDecision.evalId, evalId)).orderBy(desc(zpEvalMeetingDecision.id));
  const out = new Map<number, number>();
  for (const r of rows) if (!out.has(r.productId)) out.set(r.productId, r.pass);
  return out;
}

/** 评审会通过 follows the meeting (its guard: every product decided, one passed); the others leave as not passed. */
export async function markMeetingNotPassed(tx: DbOrTx, evalId: number): Promise<void> {
  const products = await tx.select({ productId: zpEvalProduct.productId }).from(zpEvalProduct).where(eq(zpEvalProduct.evalId, evalId));
  const decided = await latestDecisions(tx, evalId);
  const failed = products.filter((p) => decided.get(p.productId) !== 1).map((p) => p.productId);
  if (failed.length) await tx.update(zpEvalProduct).set({ outcome: PRODUCT_OUTCOME.notPassed }).where(and(eq(zpEvalProduct.evalId, evalId), inArray(zpEvalProduct.productId, failed)));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const perm = PERMS.evalWork.meeting;
  registerResource(app, db, {
    resource: 'evalMeeting',
    table: zpEvalMeeting,
    scope,
    async present(rows, tx) {
      const ids = [...new Set(rows.flatMap((r) => refTokens(r.evalIds).map(Number)))];
      const codes = ids.length ? await tx.select({ id: zpEval.id, code: zpEval.code }).from(zpEval).where(inArray(zpEval.id, ids)) : [];
      const meetingIds = rows.map((r) => r.id as number);
      const counts = meetingIds.length
        ? await tx.select({ meetingId: zpEvalMeetingDecision.meetingId, n: sql<number>`count(*)::int` }).from(zpEvalMeetingDecision).where(inArray(zpEvalMeetingDecision.meetingId, meetingIds)).groupBy(zpEvalMeetingDecision.meetingId)
        : [];
      return rows.map((r) => ({
        ...r,
        evalCodes: refTokens(r.evalIds).map((id) => codes.find((c) => c.id === Number(id))?.code).filter(Boolean).join('、') || null,
        decided: counts.find((c) => c.meetingId === r.id)?.n ?? 0,
      }));
    },
    async beforeWrite({ tx, user }, value, id) {
      if (!isManagement(user)) throw forbidden(MANAGEMENT_ONLY);
      if (value.evalIds === undefined) return value;
      const named = [...new Set(refTokens(value.evalIds).map(Number))];
      // Applications already on this meeting's agenda may have moved on since; only new ones must be waiting.
      const [stored] = id === null ? [] : await tx.select({ evalIds: zpEvalMeeting.evalIds }).from(zpEvalMeeting).where(eq(zpEvalMeeting.id, id as number));
      const before = new Set(refTokens(stored?.evalIds).map(Number));
      await checkAgenda(tx, named.filter((e) => !before.has(e)));
      return { ...value, evalIds: named.join(','), ...(id === null ? { createBy: user.id } : {}) };
    },
    async beforeDelete({ tx, user }, ids) {
      if (!isManagement(user)) throw forbidden(MANAGEMENT_ONLY);
      const [held] = await tx.select({ id: zpEvalMeetingDecision.id }).from(zpEvalMeetingDecision).where(inArray(zpEvalMeetingDecision.meetingId, ids as number[])).limit(1);
      if (held) throw badRequest(MEETING_MSG.held);
    },
  });

  const config = { access: 'perm', perm } as const;

  async function visibleMeeting(p: Principal, id: number) {
    const [m] = await db.select().from(zpEvalMeeting).where(and(scope(p), eq(zpEvalMeeting.id, id)));
    if (!m) throw notFound(evalMeetingResource.title);
    return m;
  }

  route(app, evalMeetingCalls.decisions, config, async ({ query }, req) => {
    const m = await visibleMeeting(principal(req), query.id);
    const evalIds = refTokens(m.evalIds).map(Number);
    if (!evalIds.length) return ok([]);
    const rows = await db
      .select({ evalId: zpEval.id, code: zpEval.code, status: zpEval.status, orgName: sysOrg.name, productId: zpEvalProduct.productId, productName: zpProduct.name })
      .from(zpEvalProduct)
      .innerJoin(zpEval, eq(zpEval.id, zpEvalProduct.evalId))
      .innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId))
      .leftJoin(sysOrg, eq(sysOrg.id, zpEval.orgId))
      .where(inArray(zpEvalProduct.evalId, evalIds))
      .orderBy(zpEval.id, zpEvalProduct.id);
    const decisions = await db.select().from(zpEvalMeetingDecision).where(eq(zpEvalMeetingDecision.meetingId, m.id));
    return ok(
      rows.map((r) => {
        const d = decisions.find((x) => x.evalId === r.evalId && x.productId === r.productId);
        return { ...r, id: `${r.evalId}-${r.productId}`, pass: d?.pass ?? null, remark: d?.remark ?? null };
      }),
    );
  });

  route(app, evalMeetingCalls.decide, config, async ({ body }, req) => {
    const p = principal(req);
    if (!isManagement(p)) throw forbidden(MANAGEMENT_ONLY);
    const m = await visibleMeeting(p, body.meetingId);
    if (!Array.isArray(body.items) || !body.items.length) throw badRequest(fieldErrorText('评审决定', '请至少对一个产品作出决定'));
    if (body.items.length > 500) throw badRequest(fieldErrorText('评审决定', '一次最多500项'));
    const agenda = refTokens(m.evalIds).map(Number);
    const items = body.items.map((raw: unknown, i: number) => {
      const r = validateRecord(evalMeetingDecisionResource, raw && typeof raw === 'object' ? raw : {}, 'create');
      if (!r.ok) throw badRequest(`评审决定第${i + 1}项 ${fieldErrorText(r.error)}`);
      return r.value as { evalId: number; productId: number; pass: number; remark?: string | null };
    });
    await db.transaction(async (tx) => {
      const evalIds = [...new Set(items.map((i) => i.evalId))];
      if (evalIds.some((id) => !agenda.includes(id))) throw badRequest(MEETING_MSG.notOnAgenda);
      await checkAgenda(tx, evalIds);
      const products = await tx.select({ evalId: zpEvalProduct.evalId, productId: zpEvalProduct.productId }).from(zpEvalProduct).where(inArray(zpEvalProduct.evalId, evalIds));
      if (items.some((i) => !products.some((p2) => p2.evalId === i.evalId && p2.productId === i.productId))) throw badRequest(MEETING_MSG.notAProduct);
      for (const i of items) {
        await tx
          .insert(zpEvalMeetingDecision)
          .values({ meetingId: m.id, evalId: i.evalId, productId: i.productId, pass: i.pass, remark: i.remark ?? null })
          .onConflictDoUpdate({ target: [zpEvalMeetingDecision.meetingId, zpEvalMeetingDecision.evalId, zpEvalMeetingDecision.productId], set: { pass: i.pass, remark: i.remark ?? null } });
      }
    });
    return ok({ meetingId: m.id, decided: items.length }, '操作成功!');
  });
};
export default plugin;
