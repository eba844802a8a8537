/**
 * How the server checks the evaluation's guards (their words and the work that meets them are the
 * table's: src/domain/workflows/evaluation.ts). Each answers null when the guard holds, else what is
 * missing; the engine refuses a move while one is unmet and tells the record page before the click.
 */
import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { CERT_STATUS, codeLabel, EVAL_SITE_PLAN_STATUS } from '../../../src/domain/codes';
import { refTokens } from '../../../src/domain/resource';
import type { evalSitePlanFlow } from '../../../src/domain/workflows/evalSitePlan';
import { evalWindow, type evaluationFlow } from '../../../src/domain/workflows/evaluation';
import type { DbOrTx } from '../../db/client';
import { zpCert, zpEval, zpEvalDocReview, zpEvalGcAnnex, zpEvalProduct, zpEvalSitePlan, zpPlace, zpProduct } from '../../db/schema';
import type { GuardCheck, GuardChecks } from '../../http/workflow';
import { completenessProblems, completenessUnmarked, materialsMissing } from './annex';
import { archiveChecklist } from './archive';
import { latestDecisions } from './meeting';

const evalIdOf = (row: Record<string, unknown>) => row.id as number;
const listed = (names: readonly string[]) => (names.length ? names.join('、') : null);

/** The latest document review round concluded as `wanted` (1 通过, 0 不通过). */
const reviewConcluded =
  (wanted: 0 | 1): GuardCheck =>
  async ({ tx, row }) => {
    const [latest] = await tx.select({ conclusion: zpEvalDocReview.conclusion }).from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, evalIdOf(row))).orderBy(desc(zpEvalDocReview.id)).limit(1);
    if (!latest) return '尚未保存文件评审记录';
    if (latest.conclusion === null) return '最近一次评审尚未得出结论';
    return latest.conclusion === wanted ? null : `最近一次评审结论为“${codeLabel('passOpinion', latest.conclusion)}”`;
  };

/** The application's products (or those of `productIds`) the institution has not yet recommended, by name. */
async function productsWithoutRecommendation(tx: DbOrTx, evalId: number, productIds?: readonly number[]): Promise<string[]> {
  if (productIds && !productIds.length) return [];
  const rows = await tx
    .select({ name: zpProduct.name })
    .from(zpEvalProduct)
    .innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId))
    .where(and(eq(zpEvalProduct.evalId, evalId), isNull(zpEvalProduct.recommend), productIds ? inArray(zpEvalProduct.productId, [...productIds]) : undefined))
    .orderBy(zpEvalProduct.id);
  return rows.map((r) => r.name);
}

/** The certificates of the application still in one of `statuses`, by number. */
async function certificatesIn(tx: DbOrTx, evalId: number, statuses: number[]): Promise<string[]> {
  const rows = await tx.select({ certNo: zpCert.certNo }).from(zpCert).where(and(eq(zpCert.evalId, evalId), inArray(zpCert.status, statuses)));
  return rows.map((r) => r.certNo);
}

/** Every guard but scopeFree, whose check is the application's own (index.ts). */
export const evalGuards: Omit<GuardChecks<typeof evaluationFlow>, 'scopeFree'> = {
  materialsFiled: async ({ tx, row }) => listed(await materialsMissing(tx, evalIdOf(row))),
  completenessMarked: async ({ tx, row }) => {
    const left = await completenessUnmarked(tx, evalIdOf(row));
    return left.length ? `还有${left.length}组未评：${left.join('、')}` : null;
  },
  noProblemsMarked: async ({ tx, row }) => listed(await completenessProblems(tx, evalIdOf(row))),
  docReviewPassed: reviewConcluded(1),
  docReviewFailed: reviewConcluded(0),
  noticeStamped: async ({ row }) => (row.noticeAnnexId ? null : row.noticeFileId ? '尚未上传盖章件' : '尚未生成通知书'),
  everyPlacePlanned: async ({ tx, row }) => {
    const placeIds = refTokens(row.placeIds).map(Number);
    const plans = await tx.select({ placeId: zpEvalSitePlan.placeId }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, evalIdOf(row)));
    const missing = placeIds.filter((id) => !plans.some((p) => p.placeId === id));
    if (!missing.length) return null;
    const names = await tx.select({ name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, missing));
    return `尚无计划：${names.map((n) => n.name).join('、')}`;
  },
  sitesClosed: async ({ tx, row }) => {
    const open = await tx.select({ id: zpEvalSitePlan.id }).from(zpEvalSitePlan).where(and(eq(zpEvalSitePlan.evalId, evalIdOf(row)), ne(zpEvalSitePlan.status, EVAL_SITE_PLAN_STATUS.finished)));
    return open.length ? `还有${open.length}个场所未结束` : null;
  },
  allRecommended: async ({ tx, row }) => listed(await productsWithoutRecommendation(tx, evalIdOf(row))),
  archiveComplete: async ({ tx, row }) => listed((await archiveChecklist(tx, evalIdOf(row))).filter((i) => !i.done).map((i) => `${i.label}：${i.note}`)),
  reportGenerated: async ({ row }) => (row.reportFileId ? null : ''),
  meetingDecided: async ({ tx, row }) => {
    const products = await tx.select({ productId: zpEvalProduct.productId, name: zpProduct.name }).from(zpEvalProduct).innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId)).where(eq(zpEvalProduct.evalId, evalIdOf(row)));
    const decided = await latestDecisions(tx, evalIdOf(row));
    const undecided = products.filter((p) => !decided.has(p.productId));
    if (undecided.length) return `尚未决定：${undecided.map((p) => p.name).join('、')}`;
    return products.some((p) => decided.get(p.productId) === 1) ? null : '评审会未通过任何产品，请执行“评价不通过”';
  },
  certsGenerated: async ({ tx, row }) => listed(await certificatesIn(tx, evalIdOf(row), [CERT_STATUS.toGenerate])),
  certsStamped: async ({ tx, row }) => listed(await certificatesIn(tx, evalIdOf(row), [CERT_STATUS.toGenerate, CERT_STATUS.awaitConfirm, CERT_STATUS.awaitStamped])),
};

/**
 * What closing one place's visit needs (the site-plan flow's guards, src/domain/workflows/evalSitePlan.ts):
 * its application still on site, an on-site record of the place, and a recommendation for every
 * product seen there. A record that names no plan is the whole application's, so it counts for every place.
 */
export const sitePlanGuards: GuardChecks<typeof evalSitePlanFlow> = {
  // A stopped application's plans stay as they were.
  applicationOnSite: async ({ tx, row }) => {
    const [app] = await tx.select({ status: zpEval.status }).from(zpEval).where(eq(zpEval.id, row.evalId as number));
    return app && evalWindow('siteVisits').includes(app.status) ? null : `申请当前状态为“${codeLabel('evalStatus', app?.status)}”`;
  },
  siteRecorded: async ({ tx, row }) => {
    const [recorded] = await tx
      .select({ id: zpEvalGcAnnex.id })
      .from(zpEvalGcAnnex)
      .where(and(eq(zpEvalGcAnnex.evalId, row.evalId as number), or(eq(zpEvalGcAnnex.sitePlanId, row.id as number), isNull(zpEvalGcAnnex.sitePlanId))))
      .limit(1);
    return recorded ? null : '';
  },
  productsRecommended: async ({ tx, row }) => listed(await productsWithoutRecommendation(tx, row.evalId as number, refTokens(row.productIds).map(Number))),
};
