/**
 * Every file a supervision task holds, each with the folder it belongs in (Chinese names, the way
 * the zips lay them out): the materials by group, the documents of the review by group, every
 * visit's photos by picture type, observations' pictures and nonconformities' evidence (with the
 * enterprise's explanations), the samples' test reports, and the documents the server generated
 * (task book, nonconformity report, a visit's photo Word, report, check book, product report book).
 *
 *   GET /api/jd/mat/download?taskId=&id=   one of those files, for whoever sees the task (the
 *       general download serves only the caller's organisation's files, and these come from the
 *       enterprise, the two units and the server)
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codeLabel } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { refTokens } from '../../../../src/domain/resource';
import { EVAL_ANNEX_GROUPS, evalAnnexGroupLabel } from '../../../../src/domain/resources/evaluation';
import { JD_MAT_GROUPS } from '../../../../src/domain/resources/jd';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { fileBaseInfo, jdDocAnnex, jdMatItem, jdNon, jdNonExp, jdObserved, jdReport, jdReportBook, jdSite, jdSitePhoto, jdSitePlan, jdSpot, zpPlace } from '../../../db/schema';
import { principal } from '../../../http/auth';
import { notFound } from '../../../http/envelope';
import { existing } from './matCommon';
import { route } from '../../../http/contract';
import { jdMatCalls } from '../../../../src/domain/calls/jdMaterials';
import { visibleTask } from '../shared/scope';
import { sendStoredFile } from '../../file/download';

export type HoldingKind = 'mat' | 'doc' | 'photo' | 'observed' | 'non' | 'nonExp' | 'spot' | 'generated';

export interface Holding {
  readonly fileId: number;
  readonly kind: HoldingKind;
  /** The visit it was recorded at, if any. */
  readonly sitePlanId: number | null;
  /** Folders from the package's root, e.g. ['现场记录', '光明基地', '现场照片', '产品']. */
  readonly folder: readonly string[];
}

/** A folder or file name that stays one segment: no separators, no control characters, never empty or dots only. */
export function safeSegment(name: string, fallback: string): string {
  const clean = name.replace(/[\\/]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 80);
  return !clean || /^\.+$/.test(clean) ? fallback : clean;
}

/** Where records of no particular visit go under 现场记录. */
const NO_VISIT = '未指定场所';
const matLabel = (key: string) => JD_MAT_GROUPS.find((g) => g.key === key)?.label ?? key;
const ids = (list: string | null): number[] => refTokens(list).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** Every file the task holds, in a stable order (by kind, then record). */
export async function taskHoldings(h: DbOrTx, taskId: number): Promise<Holding[]> {
  const [site] = await h.select().from(jdSite).where(eq(jdSite.taskId, taskId));
  const visits = await h.select({ id: jdSitePlan.id, placeName: zpPlace.name, pictureFileId: jdSitePlan.pictureFileId }).from(jdSitePlan).leftJoin(zpPlace, eq(zpPlace.id, jdSitePlan.placeId)).where(eq(jdSitePlan.taskId, taskId)).orderBy(jdSitePlan.id);
  // Two places of one name still get a folder each.
  const taken = new Set<string>();
  const placeFolder = new Map<number, string>();
  for (const v of visits) {
    let name = safeSegment(v.placeName ?? '', `场所${v.id}`);
    if (taken.has(name)) name = `${name}（${v.id}）`;
    taken.add(name);
    placeFolder.set(v.id, name);
  }
  const visitFolder = (sitePlanId: number | null) => ['现场记录', (sitePlanId !== null ? placeFolder.get(sitePlanId) : undefined) ?? NO_VISIT];
  const [items, docs, photos, observed, nons, spots, [report], [book]] = await Promise.all([
    site ? h.select().from(jdMatItem).where(eq(jdMatItem.siteId, site.id)) : [],
    site ? h.select().from(jdDocAnnex).where(eq(jdDocAnnex.siteId, site.id)) : [],
    h.select().from(jdSitePhoto).where(eq(jdSitePhoto.taskId, taskId)).orderBy(jdSitePhoto.id),
    h.select().from(jdObserved).where(eq(jdObserved.taskId, taskId)).orderBy(jdObserved.id),
    h.select().from(jdNon).where(eq(jdNon.taskId, taskId)).orderBy(jdNon.id),
    h.select().from(jdSpot).where(eq(jdSpot.taskId, taskId)).orderBy(jdSpot.id),
    h.select().from(jdReport).where(eq(jdReport.taskId, taskId)),
    h.select({ fileId: jdReportBook.fileId }).from(jdReportBook).where(eq(jdReportBook.taskId, taskId)).orderBy(desc(jdReportBook.id)).limit(1),
  ]);
  const exps = nons.length ? await h.select().from(jdNonExp).where(inArray(jdNonExp.nonId, nons.map((n) => n.id))).orderBy(jdNonExp.id) : [];
  const out: Holding[] = [];
  const push = (list: string | null, kind: HoldingKind, sitePlanId: number | null, folder: string[]) => {
    for (const fileId of ids(list)) out.push({ fileId, kind, sitePlanId, folder });
  };
  const inOrder = <T extends { groupKey: string }>(rows: T[], groups: readonly { key: string }[]) => {
    const at = new Map(groups.map((g, i) => [g.key, i]));
    return [...rows].sort((a, b) => (at.get(a.groupKey) ?? groups.length) - (at.get(b.groupKey) ?? groups.length));
  };
  for (const it of inOrder(items, JD_MAT_GROUPS)) push(it.annexIds, 'mat', null, ['监督材料', safeSegment(matLabel(it.groupKey), it.groupKey)]);
  for (const d of inOrder(docs, EVAL_ANNEX_GROUPS)) push(d.annexIds, 'doc', null, ['文件审核资料', safeSegment(evalAnnexGroupLabel(d.groupKey), d.groupKey)]);
  for (const ph of photos) push(ph.annexIds, 'photo', ph.sitePlanId, [...visitFolder(ph.sitePlanId), '现场照片', safeSegment(codeLabel('pictureType', ph.pictureType), ph.pictureType)]);
  // Numbered within their visit, as they were recorded: 1_条款, 2_条款 …
  const numbered = <T extends { id: number; sitePlanId: number | null; clause: string }>(rows: T[]) => {
    const seen = new Map<string, number>();
    return rows.map((r) => {
      const key = String(r.sitePlanId);
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return { row: r, name: safeSegment(`${n}_${r.clause}`, String(n)) };
    });
  };
  for (const { row, name } of numbered(observed)) push(row.annexIds, 'observed', row.sitePlanId, [...visitFolder(row.sitePlanId), '观察记录', name]);
  for (const { row, name } of numbered(nons)) {
    const folder = [...visitFolder(row.sitePlanId), '不符合项', name];
    push(row.annexIds, 'non', row.sitePlanId, folder);
    for (const e of exps.filter((x) => x.nonId === row.id)) push(e.annexIds, 'nonExp', row.sitePlanId, [...folder, '企业说明']);
  }
  for (const s of spots) if (s.reportAnnexId) push(s.reportAnnexId, 'spot', s.sitePlanId, ['抽样检测', safeSegment(`${s.sampleNo}_${s.sampleName}`, String(s.id))]);
  const generated = (fileId: number | null | undefined, sitePlanId: number | null = null, folder: string[] = ['生成文件']) => {
    if (fileId) out.push({ fileId, kind: 'generated', sitePlanId, folder });
  };
  generated(site?.taskBookFileId);
  generated(site?.nonComBookFileId);
  for (const v of visits) generated(v.pictureFileId, v.id, visitFolder(v.id));
  generated(report?.fileId);
  generated(report?.checkBookFileId);
  generated(book?.fileId);
  return out;
}

export function registerMatDownload(app: FastifyInstance, db: Db, config: Config): void {
  route(app, jdMatCalls.download, { access: 'perm', perm: PERMS.jdTask.task }, async ({ set: params }, req, reply) => {
    const task = await visibleTask(db, principal(req), existing(params.taskId, '监督任务'));
    const fileId = existing(params.id, '文件');
    const held = (await taskHoldings(db, task.id)).some((hd) => hd.fileId === fileId);
    const [file] = held ? await db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, fileId)) : [];
    if (!file) throw notFound('文件');
    return sendStoredFile(req, reply, file, config.filesDir, params.disposition);
  });
}
