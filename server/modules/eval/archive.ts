/**
 * 归档: what an application's file must hold before the institution archives it (归档, 17/20 → 24) —
 *   GET /api/eval/mat/getGd?evalId=   the archive checklist: each item, whether it is there, its files
 * The materials by annex group, the document review report, the generated and the stamped on-site
 * notice, and every place's visit closed. The `archive` move refuses while an item is missing
 * (archiveEffects); the package itself is the materials zip (packCatalogueZipByEvalId).
 */
import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { EVAL_SITE_PLAN_STATUS } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { refTokens } from '../../../src/domain/resource';
import { evaluationResource } from '../../../src/domain/resources/evaluation';
import { fileUrl } from '../../../src/domain/resources/file';
import { archiveItem, evalApplyCalls } from '../../../src/domain/calls/evalApply';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo, zpEval, zpEvalAnnex, zpEvalDocReview, zpEvalSitePlan } from '../../db/schema';
import { principal } from '../../http/auth';
import { notFound, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { evalScope } from './scope';

export const ARCHIVE_PATH = evalApplyCalls.archive.path;

export type ArchiveItem = z.output<typeof archiveItem>;

/** The checklist of one application (the caller's view of it is checked by the route). */
export async function archiveChecklist(tx: DbOrTx, evalId: number): Promise<ArchiveItem[]> {
  const [row] = await tx.select().from(zpEval).where(eq(zpEval.id, evalId));
  if (!row) throw notFound(evaluationResource.title);
  const [annexes, [review], plans] = await Promise.all([
    tx.select({ annexIds: zpEvalAnnex.annexIds }).from(zpEvalAnnex).where(and(eq(zpEvalAnnex.evalId, evalId), isNotNull(zpEvalAnnex.annexIds))),
    tx.select({ reportFileId: zpEvalDocReview.reportFileId }).from(zpEvalDocReview).where(eq(zpEvalDocReview.evalId, evalId)).orderBy(desc(zpEvalDocReview.id)).limit(1),
    tx.select({ total: count() }).from(zpEvalSitePlan).where(and(eq(zpEvalSitePlan.evalId, evalId), ne(zpEvalSitePlan.status, EVAL_SITE_PLAN_STATUS.finished))),
  ]);
  const [{ total: planned }] = await tx.select({ total: count() }).from(zpEvalSitePlan).where(eq(zpEvalSitePlan.evalId, evalId));
  const materialIds = annexes.flatMap((a) => refTokens(a.annexIds).map(Number));
  const ids = [...new Set([...materialIds, review?.reportFileId, row.noticeFileId, row.noticeAnnexId].filter((x): x is number => typeof x === 'number'))];
  const files = ids.length ? await tx.select({ id: fileBaseInfo.id, name: fileBaseInfo.name }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids)) : [];
  const asFiles = (list: (number | null | undefined)[]) => list.flatMap((id) => files.filter((f) => f.id === id).map((f) => ({ ...f, url: fileUrl(f.id) })));
  const open = Number(plans[0].total);
  const item = (key: ArchiveItem['key'], label: string, list: ArchiveItem['files'], missing: string, done = list.length > 0): ArchiveItem => ({ key, label, done, files: list, note: done ? '' : missing });
  return [
    item('materials', '评价材料', asFiles(materialIds), '企业尚未上传评价材料'),
    item('docReport', '文件评审报告', asFiles([review?.reportFileId]), '请先生成文件评审报告'),
    item('notice', '现场评价通知书', asFiles([row.noticeFileId]), '请先生成现场评价通知书'),
    item('stampedNotice', '现场评价通知书（盖章件）', asFiles([row.noticeAnnexId]), '请上传盖章的现场评价通知书'),
    item('siteVisits', '现场评价', [], Number(planned) === 0 ? '没有现场评价计划' : `还有${open}个场所的现场评价未结束`, Number(planned) > 0 && open === 0),
  ];
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  route(app, evalApplyCalls.archive, { access: 'perm', perm: PERMS.evalApply.list }, async ({ query: { evalId: id } }, req) => {
    const [row] = await db.select({ id: zpEval.id }).from(zpEval).where(and(evalScope(principal(req)), eq(zpEval.id, id)));
    if (!row) throw notFound(evaluationResource.title);
    const items = await archiveChecklist(db, id);
    return ok({ evalId: id, complete: items.every((i) => i.done), items });
  });
};
export default plugin;
