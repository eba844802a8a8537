/**
 * 文件评审: the assigned institution reviews an application's materials while it is in 文审 (9), a
 * finding per annex group, a conclusion (通过 / 不通过) and an opinion, then its Word report.
 *   POST /api/eval/doc/review/getEvalDocReview {evalId}   the latest round, or a new one to fill in (no group
 *        concluded yet), with `groups`: every annex group's file count and whether the round must conclude on it
 *   PUT  /api/eval/doc/review        a new round;  PUT /api/eval/doc/review/{id}   the round changed
 *   POST /api/eval/doc/review/lst {evalId}                 every round, newest first
 *   POST /api/eval/doc/review/evalOrgPage                  the applications waiting for a document review (paged)
 *   POST /api/eval/doc/review/updateEvalDocReport {evalId} the latest round's report, generated and stored (again at any time)
 * 文件评审通过 / 不通过 (docPass / docUnpass) need a saved round with that conclusion (the flow's guards, ./guards.ts).
 *
 * A round may be saved unfinished (groups without a finding, no conclusion: a draft). A group with
 * no materials cannot be found 符合; a round concluded 通过 has a finding on every group to review
 * (the required ones and every one filed: docReviewIncomplete names the rest, a guard for 文件评审通过).
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { codeLabel, EVAL_STATUS } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText, refTokens, validateRecord } from '../../../src/domain/resource';
import {
  DOC_REVIEW_MSG,
  docReviewFinding,
  docReviewUnconcluded,
  EVAL_ANNEX_GROUPS,
  evalAnnexGroupLabel,
  evalDocReviewResource,
  evaluationResource,
  isEvalAnnexGroupKey,
  type DocReviewGroup,
} from '../../../src/domain/resources/evaluation';
import { fileUrl } from '../../../src/domain/resources/file';
import { evalDocReviewCalls } from '../../../src/domain/calls/evalDocReview';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo, sysOrg, zpEval, zpEvalDocReview, zpProduct } from '../../db/schema';
import { principal, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toPage } from '../../http/search';
import { saveGeneratedFile, type GeneratedFile, type Maker } from '../file/generated';
import { docReviewGroups } from './annex';
import { docReviewDocx } from './documents';
import { presentEvals } from './present';
import { evalScope, isAssignedInstitution } from './scope';

type Row = Record<string, unknown>;
type EvalRow = typeof zpEval.$inferSelect;
type Review = typeof zpEvalDocReview.$inferSelect;
interface ReviewItem {
  groupKey: string;
  /** Null (or absent) while the group is not reviewed. */
  conform?: number | null;
  note?: string | null;
}

/**
 * The labels of the groups to review (required, or filed) that the latest round leaves without a
 * finding; every one of them when there is no round. A guard for 文件评审通过 (the lead wires it):
 * refuse with DOC_REVIEW_MSG.incomplete while it names any.
 */
export async function docReviewIncomplete(tx: DbOrTx, evalId: number): Promise<string[]> {
  const groups = await docReviewGroups(tx, evalId);
  const [latest] = await tx.select({ items: zpEvalDocReview.items }).from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, evalId)).orderBy(desc(zpEvalDocReview.id)).limit(1);
  return docReviewUnconcluded(groups, (latest?.items as ReviewItem[] | null | undefined) ?? null);
}

/**
 * A round as it would be stored, checked against the materials: no group without files found
 * 符合, a finding on every group to review when it concludes 通过, an opinion with any conclusion.
 */
function checkRound(groups: readonly DocReviewGroup[], items: readonly ReviewItem[] | null, conclusion: number | null, opinion: string | null): void {
  const empty = (items ?? []).find((i) => i.conform === 1 && (groups.find((g) => g.groupKey === i.groupKey)?.files ?? 0) === 0);
  if (empty) throw badRequest(DOC_REVIEW_MSG.emptyConform(evalAnnexGroupLabel(empty.groupKey)));
  if (conclusion !== null && !opinion?.trim()) throw badRequest(DOC_REVIEW_MSG.opinionNeeded);
  if (conclusion === 1) {
    const open = docReviewUnconcluded(groups, items);
    if (open.length) throw badRequest(DOC_REVIEW_MSG.incomplete(open));
  }
}

/**
 * 文件评审报告 of a review round, made and kept on the round (the reviewer's generate call, and the
 * demo seed's rounds); `madeAt` when it was made, if not now.
 */
export async function makeDocReviewReport(tx: DbOrTx, filesDir: string, maker: Maker, row: typeof zpEval.$inferSelect, review: typeof zpEvalDocReview.$inferSelect, madeAt?: Date): Promise<GeneratedFile> {
  const orgs = await tx.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, [row.orgId, row.unitId as number]));
  const products = await tx.select({ name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, refTokens(row.productIds).map(Number)));
  const items = (review.items as ReviewItem[] | null) ?? [];
  // Every group, each as the materials and the reviewer leave it (a group with no file never reads 符合).
  const groups = await docReviewGroups(tx, row.id);
  const bytes = await docReviewDocx({
    code: row.code,
    orgName: orgs.find((o) => o.id === row.orgId)?.name ?? '',
    unitName: orgs.find((o) => o.id === row.unitId)?.name ?? '',
    productNames: products.map((x) => x.name).join('、'),
    reviewerName: review.reviewerName,
    reviewDate: review.reviewDate,
    items: groups.map((g) => {
      const item = items.find((i) => i.groupKey === g.groupKey);
      return { group: g.label, conform: docReviewFinding(g, item?.conform), note: item?.note ?? '' };
    }),
    conclusion: codeLabel('passOpinion', review.conclusion),
    opinion: review.opinion,
  });
  const saved = await saveGeneratedFile(tx, filesDir, maker, `文件评审报告-${row.code}.docx`, bytes, madeAt);
  await tx.update(zpEvalDocReview).set({ reportFileId: saved.id, updateTime: madeAt ?? new Date() }).where(eq(zpEvalDocReview.id, review.id));
  return saved;
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  const perm = { access: 'perm', perm: PERMS.evalApply.list } as const;

  async function visible(p: Principal, id: number): Promise<EvalRow> {
    const [row] = await db.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
    if (!row) throw notFound(evaluationResource.title);
    return row;
  }
  /** The assigned institution; writing a round also needs the application in 文审. */
  function assertReviewer(p: Principal, row: EvalRow, writing = true): void {
    if (!isAssignedInstitution(p, row)) throw forbidden('只有承担评价任务的评价机构可以进行文件评审');
    if (writing && row.status !== EVAL_STATUS.docView) throw badRequest(DOC_REVIEW_MSG.notNow(codeLabel('evalStatus', row.status)));
  }
  /** A round as the contract gives it: the report as a file (withReport), not its id; not who typed it. */
  const roundOf = ({ reportFileId: _file, createBy: _by, ...round }: Review) => round;
  const withReport = async (rows: Review[]) => {
    const ids = rows.map((r) => r.reportFileId).filter((x): x is number => x !== null);
    const files = ids.length ? await db.select({ id: fileBaseInfo.id, name: fileBaseInfo.name }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids)) : [];
    return rows.map((r) => {
      const f = files.find((x) => x.id === r.reportFileId);
      return { ...roundOf(r), report: f ? { ...f, url: fileUrl(f.id) } : null };
    });
  };

  /** The body checked by the definition; the groups named must be annex groups, each once. */
  function checked(body: Row, mode: 'create' | 'update') {
    const r = validateRecord(evalDocReviewResource, body, mode);
    if (!r.ok) throw badRequest(fieldErrorText(r.error));
    const items = (r.value.items as ReviewItem[] | null | undefined) ?? undefined;
    const unknown = items?.find((i) => !isEvalAnnexGroupKey(i.groupKey));
    if (unknown) throw badRequest(DOC_REVIEW_MSG.groupUnknown(unknown.groupKey));
    const twice = items?.find((i, k) => items.findIndex((j) => j.groupKey === i.groupKey) !== k);
    if (twice) throw badRequest(DOC_REVIEW_MSG.groupTwice(evalAnnexGroupLabel(twice.groupKey)));
    return r.value;
  }

  route(app, evalDocReviewCalls.get, perm, async ({ set }, req) => {
    const p = principal(req);
    const row = await visible(p, set.evalId);
    const [latest] = await db.select().from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, row.id)).orderBy(desc(zpEvalDocReview.id)).limit(1);
    const groups = await docReviewGroups(db, row.id);
    if (latest) return ok({ ...(await withReport([latest]))[0], groups });
    // A round to fill in: no group concluded until the reviewer has looked at it.
    return ok({ id: null, evalId: row.id, reviewerName: row.leaderName ?? '', reviewDate: null, items: EVAL_ANNEX_GROUPS.map((g) => ({ groupKey: g.key, conform: null, note: null })), conclusion: null, opinion: '', report: null, groups });
  });

  route(app, evalDocReviewCalls.create, perm, async ({ body }, req) => {
    const p = principal(req);
    const row = await visible(p, body.evalId);
    assertReviewer(p, row);
    const v = checked(body, 'create');
    const items = (v.items as ReviewItem[] | null | undefined) ?? null;
    const conclusion = (v.conclusion as number | null | undefined) ?? null;
    const opinion = (v.opinion as string | null | undefined) ?? '';
    checkRound(await docReviewGroups(db, row.id), items, conclusion, opinion);
    const [saved] = await db
      .insert(zpEvalDocReview)
      .values({ evalId: row.id, reviewerName: v.reviewerName as string, reviewDate: v.reviewDate as string, items, conclusion, opinion, createBy: p.id })
      .returning();
    return ok({ ...roundOf(saved), report: null }, '已保存');
  });

  route(app, evalDocReviewCalls.update, perm, async ({ path: { id }, body }, req) => {
    const p = principal(req);
    const [review] = await db.select().from(zpEvalDocReview).where(eq(zpEvalDocReview.id, id));
    if (!review) throw notFound('文件评审记录');
    const row = await visible(p, review.evalId);
    assertReviewer(p, row);
    const { evalId: _ignored, ...v } = checked({ ...body, evalId: review.evalId }, 'update');
    void _ignored;
    // Judged as it will be stored: what the body changes over what the round holds.
    const merged = { items: 'items' in v ? ((v.items as ReviewItem[] | null) ?? null) : (review.items as ReviewItem[] | null), conclusion: 'conclusion' in v ? ((v.conclusion as number | null) ?? null) : review.conclusion, opinion: 'opinion' in v ? ((v.opinion as string | null) ?? '') : review.opinion };
    checkRound(await docReviewGroups(db, review.evalId), merged.items, merged.conclusion, merged.opinion);
    if ('opinion' in v && v.opinion === null) v.opinion = '';
    // A changed round needs its report generated again.
    const [saved] = await db.update(zpEvalDocReview).set({ ...v, reportFileId: null, updateTime: new Date() } as never).where(eq(zpEvalDocReview.id, id)).returning();
    return ok({ ...roundOf(saved), report: null }, '已保存');
  });

  route(app, evalDocReviewCalls.list, perm, async ({ set }, req) => {
    const p = principal(req);
    const row = await visible(p, set.evalId);
    return ok(await withReport(await db.select().from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, row.id)).orderBy(desc(zpEvalDocReview.id))));
  });

  route(app, evalDocReviewCalls.orgPage, perm, async ({ set: q }, req) => {
    const p = principal(req);
    const pn = q['page.pn'] === undefined ? 1 : Number(q['page.pn']);
    const size = q['page.size'] === undefined ? DEFAULT_PAGE_SIZE : Number(q['page.size']);
    if (!Number.isInteger(pn) || pn < 1) throw badRequest('参数 page.pn 必须是正整数');
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badRequest(`参数 page.size 必须是 1 到 ${MAX_PAGE_SIZE} 的整数`);
    const where = and(evalScope(p), eq(zpEval.status, EVAL_STATUS.docView));
    const [{ total }] = await db.select({ total: count() }).from(zpEval).where(where);
    const rows = await db.select().from(zpEval).where(where).orderBy(desc(zpEval.updateTime), desc(zpEval.id)).limit(size).offset((pn - 1) * size);
    return ok(toPage(await presentEvals(rows, db), Number(total), { pn, size }));
  });

  route(app, evalDocReviewCalls.report, perm, async ({ body }, req) => {
    const p = principal(req);
    const row = await visible(p, body.evalId);
    // The report of the latest round may be generated again later (for the archive), the round itself not changed.
    assertReviewer(p, row, false);
    const [review] = await db.select().from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, row.id)).orderBy(desc(zpEvalDocReview.id)).limit(1);
    if (!review) throw badRequest(DOC_REVIEW_MSG.none);
    if (review.conclusion === null) throw badRequest(DOC_REVIEW_MSG.draftReport);
    const file = await db.transaction((tx) => makeDocReviewReport(tx, config.filesDir, p, row, review));
    return ok(file, '报告已生成');
  });
};
export default plugin;
