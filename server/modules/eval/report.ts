/**
 * 评价报告: the institution's report of an evaluation, generated as a Word file from the record —
 * the course (document review, on-site visits) and each product's test opinion and recommendation.
 *   POST /api/eval/report/generate {evalId}   by the assigned institution once the archive is checked (核查文件通过)
 *   GET  /api/eval/report/get?evalId=         the report's file (null before it exists), for whoever sees the application
 * 推送评价报告 (pushReport) needs the report (reportEffects).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { documentDate } from '../../../src/domain/beijingTime';
import { codeLabel } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { refTokens } from '../../../src/domain/resource';
import { EVAL_REPORT_MSG, evaluationResource } from '../../../src/domain/resources/evaluation';
import { EVAL_REPORT_STATUSES } from '../../../src/domain/resources/evalSite';
import { fileUrl } from '../../../src/domain/resources/file';
import { evalApplyCalls } from '../../../src/domain/calls/evalApply';
import type { ServerContext } from '../../context';
import { fileBaseInfo, sysOrg, zpEval, zpEvalDocReview, zpEvalProduct, zpEvalSitePlan, zpPlace, zpProduct } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { saveGeneratedFile, type GeneratedFile, type Maker } from '../file/generated';
import type { DbOrTx } from '../../db/client';
import { evalReportDocx } from './documents';
import { evalScope, isAssignedInstitution } from './scope';

/**
 * 评价报告 of an application whose products are all recommended, made and kept on the application
 * (the institution's generate call, and the demo seed's); `madeAt` when it was made, if not now.
 */
export async function makeEvalReport(
  tx: DbOrTx,
  filesDir: string,
  maker: Maker,
  row: typeof zpEval.$inferSelect,
  products: readonly { name: string; spec: string | null; testOpinion: number | null; recommend: number | null }[],
  madeAt?: Date,
): Promise<GeneratedFile> {
  const id = row.id;
  const orgIds = [row.orgId, row.unitId, row.testUnitId].filter((x): x is number => x !== null);
  const [orgs, [review], plans] = await Promise.all([
    tx.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)),
    tx.select({ conclusion: zpEvalDocReview.conclusion }).from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, id)).orderBy(desc(zpEvalDocReview.id)).limit(1),
    tx.select({ placeId: zpEvalSitePlan.placeId, startDate: zpEvalSitePlan.startDate, endDate: zpEvalSitePlan.endDate }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, id)).orderBy(zpEvalSitePlan.startDate),
  ]);
  const placeIds = [...new Set([...plans.map((x) => x.placeId), ...refTokens(row.placeIds).map(Number)])];
  const places = placeIds.length ? await tx.select({ id: zpPlace.id, name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, placeIds)) : [];
  const orgName = (orgId: number | null) => orgs.find((o) => o.id === orgId)?.name ?? '';
  const bytes = await evalReportDocx({
    code: row.code,
    orgName: orgName(row.orgId),
    unitName: orgName(row.unitId),
    testUnitName: orgName(row.testUnitId),
    evalType: codeLabel('evalType', row.evalType),
    evalField: codeLabel('evalField', row.evalField),
    leaderName: row.leaderName ?? '',
    memberNames: row.memberNames ?? '',
    docConclusion: review ? codeLabel('passOpinion', review.conclusion) : '—',
    visits: plans.map((x) => ({ placeName: places.find((pl) => pl.id === x.placeId)?.name ?? '', startDate: x.startDate, endDate: x.endDate })),
    products: products.map((x) => ({ name: x.name, spec: x.spec ?? '', testOpinion: x.testOpinion === null ? '未抽样' : codeLabel('testOpinion', x.testOpinion), recommend: codeLabel('recommendOpinion', x.recommend as number) })),
    date: documentDate(madeAt),
  });
  const saved = await saveGeneratedFile(tx, filesDir, maker, `评价报告-${row.code}.docx`, bytes, madeAt);
  await tx.update(zpEval).set({ reportFileId: saved.id, updateTime: madeAt ?? new Date() }).where(eq(zpEval.id, id));
  return saved;
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  const perm = { access: 'perm', perm: PERMS.evalApply.list } as const;

  route(app, evalApplyCalls.generateReport, perm, async ({ body: { evalId: id } }, req) => {
    const p = principal(req);
    const [row] = await db.select().from(zpEval).where(and(evalScope(p), eq(zpEval.id, id)));
    if (!row) throw notFound(evaluationResource.title);
    if (!isAssignedInstitution(p, row)) throw forbidden('只有承担评价任务的评价机构可以生成评价报告');
    if (!EVAL_REPORT_STATUSES.includes(row.status)) throw badRequest(EVAL_REPORT_MSG.notNow(codeLabel('evalStatus', row.status)));
    const products = await db
      .select({ name: zpProduct.name, spec: zpProduct.spec, testOpinion: zpEvalProduct.testOpinion, recommend: zpEvalProduct.recommend })
      .from(zpEvalProduct)
      .innerJoin(zpProduct, eq(zpProduct.id, zpEvalProduct.productId))
      .where(eq(zpEvalProduct.evalId, id))
      .orderBy(zpEvalProduct.id);
    const unrecommended = products.filter((x) => x.recommend === null);
    if (unrecommended.length) throw badRequest(EVAL_REPORT_MSG.recommendFirst(unrecommended.map((x) => x.name).join('、')));
    const file = await db.transaction((tx) => makeEvalReport(tx, config.filesDir, p, row, products));
    return ok(file, '评价报告已生成');
  });

  route(app, evalApplyCalls.report, perm, async ({ query: { evalId: id } }, req) => {
    const [row] = await db.select({ reportFileId: zpEval.reportFileId }).from(zpEval).where(and(evalScope(principal(req)), eq(zpEval.id, id)));
    if (!row) throw notFound(evaluationResource.title);
    if (!row.reportFileId) return ok(null);
    const [f] = await db.select({ id: fileBaseInfo.id, name: fileBaseInfo.name }).from(fileBaseInfo).where(eq(fileBaseInfo.id, row.reportFileId));
    return ok(f ? { ...f, url: fileUrl(f.id) } : null);
  });
};
export default plugin;
