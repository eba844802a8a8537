/**
 * 文件审核: the supervision unit reviews the enterprise's documents on site, one review per on-site
 * record, with a problem flag and remark per document group (the evaluation's annex groups,
 * EVAL_ANNEX_GROUPS, as the design says: the documents are the enterprise's evaluation materials).
 *   PUT  /api/jd/doc_review {onSiteId, reviewer, reviewDate, conclusion, opinion?}   the review
 *   PUT  /api/jd/doc_review/{id} {reviewer?, reviewDate?, conclusion?, opinion?}     changed
 *   POST /api/jd/doc_review/getJdDocReview {onSiteId}   the review with `problems` over every group, or null
 *   POST /api/jd/doc_problem/upProblem {onSiteId, items: [{groupKey, problem, remark?}]}
 *        problem 1 no problem (a group's default), 0 a problem; once the review is saved
 * Written by the unit assigned to the task while it is on site; read by whoever sees the task.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { EVAL_ANNEX_GROUPS, EVAL_ANNEX_PROBLEM, evalAnnexGroupLabel, isEvalAnnexGroupKey } from '../../../../src/domain/resources/evaluation';
import { JD_MSG, jdDocProblemsResource, jdDocReviewResource } from '../../../../src/domain/resources/jd';
import { JD_TASK_ON_SITE } from '../../../../src/domain/workflows/jdTask';
import type { ServerContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { jdDocProblem, jdDocReview } from '../../../db/schema';
import { principal } from '../../../http/auth';
import { badRequest, notFound, ok } from '../../../http/envelope';
import { writeOpLog } from '../../../http/oplog';
import { route } from '../../../http/contract';
import { jdDocReviewCalls as C } from '../../../../src/domain/calls/jdSite';
import { checked, inIdRange, jdSiteAccess, writableSite, type Row } from './siteCommon';
import { visibleSite } from '../shared/scope';

/** A group's problem as the review shows it. */
export interface JdDocProblemRow {
  readonly groupKey: string;
  readonly label: string;
  readonly problem: number;
  readonly remark: string | null;
}

/** The review of an on-site record with a problem per document group, or null before it is saved. */
async function reviewOf(h: DbOrTx, siteId: number): Promise<Row | null> {
  const [review] = await h.select().from(jdDocReview).where(eq(jdDocReview.siteId, siteId));
  if (!review) return null;
  const rows = await h.select().from(jdDocProblem).where(eq(jdDocProblem.siteId, siteId));
  const problems: JdDocProblemRow[] = EVAL_ANNEX_GROUPS.map((g) => {
    const r = rows.find((x) => x.groupKey === g.key);
    return { groupKey: g.key, label: g.label, problem: r?.problem ?? EVAL_ANNEX_PROBLEM.none, remark: r?.remark ?? null };
  });
  const { siteId: onSiteId, ...rest } = review;
  return { ...rest, onSiteId, problems };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const access = jdSiteAccess;

  route(app, C.get, access, async ({ set }, req) => {
    const { site } = await visibleSite(db, principal(req), set.onSiteId);
    return ok(await reviewOf(db, site.id));
  });

  route(app, C.create, access, async ({ body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const { site, task } = await writableSite(tx, p, body.onSiteId, JD_TASK_ON_SITE);
      const { onSiteId: _site, ...v } = checked(jdDocReviewResource, body, 'create') as { onSiteId: number; reviewer: string; reviewDate: string; conclusion: number; opinion?: string | null };
      const [exists] = await tx.select({ id: jdDocReview.id }).from(jdDocReview).where(eq(jdDocReview.siteId, site.id));
      if (exists) throw badRequest(JD_MSG.docReviewExists);
      const [row] = await tx.insert(jdDocReview).values({ ...v, opinion: v.opinion ?? null, siteId: site.id, taskId: task.id }).returning();
      await writeOpLog(tx, p, 'INSERT', jdDocReviewResource.name, row.id, v, req.ip);
      return reviewOf(tx, site.id);
    });
    return ok(saved, '已保存');
  });

  route(app, C.update, access, async ({ path: { id }, body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const [review] = inIdRange(id) ? await tx.select().from(jdDocReview).where(eq(jdDocReview.id, id)) : [];
      if (!review) throw notFound(jdDocReviewResource.title);
      const { site } = await writableSite(tx, p, review.siteId, JD_TASK_ON_SITE);
      const v = checked(jdDocReviewResource, body, 'update');
      if (Object.keys(v).length) {
        await tx.update(jdDocReview).set({ ...v, updateTime: new Date() } as never).where(eq(jdDocReview.id, id));
        await writeOpLog(tx, p, 'UPDATE', jdDocReviewResource.name, id, v, req.ip);
      }
      return reviewOf(tx, site.id);
    });
    return ok(saved, '已保存');
  });

  route(app, C.upProblem, access, async ({ body }, req) => {
    const p = principal(req);
    const saved = await db.transaction(async (tx) => {
      const { site } = await writableSite(tx, p, body.onSiteId, JD_TASK_ON_SITE);
      const items = checked(jdDocProblemsResource, body, 'create').items as { groupKey: string; problem: number; remark?: string | null }[];
      const seen = new Set<string>();
      for (const it of items) {
        if (!isEvalAnnexGroupKey(it.groupKey)) throw badRequest(JD_MSG.groupUnknown(it.groupKey));
        if (seen.has(it.groupKey)) throw badRequest(JD_MSG.groupTwice(evalAnnexGroupLabel(it.groupKey)));
        seen.add(it.groupKey);
        if (it.problem !== EVAL_ANNEX_PROBLEM.found && it.problem !== EVAL_ANNEX_PROBLEM.none) throw badRequest(JD_MSG.problemFlag);
      }
      const [review] = await tx.select({ id: jdDocReview.id }).from(jdDocReview).where(eq(jdDocReview.siteId, site.id));
      if (!review) throw badRequest(JD_MSG.docReviewFirst);
      for (const it of items) {
        const values = { problem: it.problem, remark: it.remark ?? null };
        await tx
          .insert(jdDocProblem)
          .values({ siteId: site.id, groupKey: it.groupKey, ...values })
          .onConflictDoUpdate({ target: [jdDocProblem.siteId, jdDocProblem.groupKey], set: values });
      }
      await writeOpLog(tx, p, 'UPDATE', 'jddocproblem', site.id, { items }, req.ip);
      return reviewOf(tx, site.id);
    });
    return ok(saved, '已保存');
  });
};

export default plugin;
