/**
 * The supervision zips, for whoever sees the task (reads; calls document §7.7):
 *   POST /api/jd/doc_annex/packZip {onSitePlanId}   the documents of the review, a folder per group
 *        (文件审核资料: every EVAL_ANNEX_GROUPS label, empty ones too), copied in from the enterprise's
 *        evaluations first if nobody has opened them yet
 *   POST /api/jd/mat/zip {onSitePlanId}             a visit's materials: its photos (现场照片/<picture type>)
 *        and the on-site record's items (监督材料/<group>)
 *   POST /api/jd/mat/getZip {onSiteId | taskId}     everything the task holds (./matFiles.ts taskHoldings):
 *        监督材料, 文件审核资料, 现场记录/<place>/…, 抽样检测, 生成文件
 *   POST /api/jd/site/getOnSiteZip {onSitePlanId}   everything the visit recorded: 现场照片/<picture type>,
 *        观察记录/<n>_<clause>, 不符合项/<n>_<clause> (with 企业说明), and the visit's photo Word
 * Each zip has a 目录.txt listing what it holds. Every file is looked at before the first byte goes
 * out: one missing on disk is skipped and named in the list (not packed), never a failed download.
 */
import fs from 'node:fs';
import { ZipArchive, type ZipEntryData } from 'archiver';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { beijingDateTime } from '../../../../src/domain/beijingTime';
import { PERMS } from '../../../../src/domain/permissions';
import { EVAL_ANNEX_GROUPS } from '../../../../src/domain/resources/evaluation';
import { JD_MAT_GROUPS } from '../../../../src/domain/resources/jd';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { fileBaseInfo, zpPlace } from '../../../db/schema';
import { principal } from '../../../http/auth';
import { contentDisposition } from '../../file/name';
import { resolveStored } from '../../file/store';
import { existing, siteOf } from './matCommon';
import { route } from '../../../http/contract';
import { jdZipCalls as C } from '../../../../src/domain/calls/jdMaterials';
import { ensureDocAnnex } from './matDocAnnex';
import { safeSegment, taskHoldings, type Holding } from './matFiles';
import { visibleSitePlan } from '../shared/scope';

/** Already-compressed formats are stored as they are (deflating them again costs time for nothing). */
const STORED_EXTS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'zip', 'rar', 'mp4', 'docx', 'xlsx', 'pptx', 'pdf']);
const CATALOGUE_NAME = '目录.txt';

/** A file to pack: its folders inside the zip. */
interface Packed {
  readonly fileId: number;
  readonly folder: readonly string[];
}

/** `name (2).ext`, `name (3).ext`… until the folder has no such name (compared case-insensitively, as Windows would). */
function uniqueIn(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Streams a zip of `files` (each under its folder, its original name made unique there), the
 * `folders` given as entries even when empty, and the list of contents. Files that exist in no row
 * are left out; files whose bytes are gone are skipped and listed as missing.
 */
async function sendZip(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply, zip: { name: string; title: string; files: readonly Packed[]; folders?: readonly string[] }) {
  const fileIds = [...new Set(zip.files.map((f) => f.fileId))];
  const rows = fileIds.length ? await db.select().from(fileBaseInfo).where(inArray(fileBaseInfo.id, fileIds)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const takenIn = new Map<string, Set<string>>();
  const planned = zip.files.flatMap((f) => {
    const row = byId.get(f.fileId);
    if (!row) return [];
    const dir = f.folder.join('/');
    const taken = takenIn.get(dir) ?? new Set<string>();
    takenIn.set(dir, taken);
    const path = `${dir ? `${dir}/` : ''}${uniqueIn(taken, safeSegment(row.name, `附件${row.id}`))}`;
    return [{ path, row }];
  });
  const found = await Promise.all(
    planned.map(async (e) => {
      const abs = resolveStored(config.filesDir, e.row.storagePath);
      const stats = abs ? await fs.promises.stat(abs).catch(() => null) : null;
      return abs && stats?.isFile() ? { ...e, abs, stats } : null;
    }),
  );
  const missing = planned.filter((_e, i) => !found[i]);
  if (missing.length) req.log.error({ zip: zip.name, fileIds: missing.map((m) => m.row.id) }, 'stored files missing from a supervision package');

  const lines = [zip.title, `生成时间：${beijingDateTime()}`, `共 ${planned.length - missing.length} 个文件${missing.length ? `，${missing.length} 个文件缺失未打包` : ''}`, ''];
  const folders = [...new Set([...(zip.folders ?? []), ...planned.map((e) => e.path.slice(0, Math.max(0, e.path.lastIndexOf('/'))))])].filter(Boolean);
  for (const dir of folders) {
    const inDir = planned.filter((e) => e.path.slice(0, e.path.lastIndexOf('/')) === dir);
    lines.push(`${dir}/${inDir.length ? '' : '（无文件）'}`);
    for (const e of inDir) lines.push(`    ${e.path.slice(dir.length + 1)}${missing.includes(e) ? '（文件缺失，未打包）' : ''}`);
  }
  for (const e of planned.filter((x) => !x.path.includes('/'))) lines.push(`${e.path}${missing.includes(e) ? '（文件缺失，未打包）' : ''}`);

  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (e) => req.log.warn({ err: e }, 'supervision package warning'));
  archive.on('error', (e) => {
    req.log.error({ err: e, zip: zip.name }, 'supervision package failed');
    archive.destroy(e);
  });
  for (const dir of folders) archive.append(Buffer.alloc(0), { name: `${dir}/` });
  for (const f of found) {
    if (!f) continue;
    const data: ZipEntryData = { name: f.path, stats: f.stats, store: STORED_EXTS.has(f.row.ext.toLowerCase()) };
    archive.file(f.abs, data);
  }
  // CRLF and a BOM: Windows Notepad, what most people open it with, reads it right.
  archive.append(`\ufeff${lines.join('\r\n')}\r\n`, { name: CATALOGUE_NAME });
  void archive.finalize().catch(() => undefined);
  reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', contentDisposition(zip.name, 'attachment'))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-cache');
  return reply.send(archive);
}

/** The holdings of `kinds`, with their first `strip` folders taken off. */
const pick = (holdings: readonly Holding[], test: (h: Holding) => boolean, strip: number): Packed[] => holdings.filter(test).map((h) => ({ fileId: h.fileId, folder: h.folder.slice(strip) }));

export function registerZips(app: FastifyInstance, db: Db, config: Config): void {
  const read = { access: 'perm', perm: PERMS.jdTask.task } as const;

  /** The visit named by onSitePlanId (404 when the caller does not see its task), with its place's name. */
  async function visitOf(req: FastifyRequest, onSitePlanId: number) {
    const found = await visibleSitePlan(db, principal(req), existing(onSitePlanId, '现场监督计划'));
    const [place] = await db.select({ name: zpPlace.name }).from(zpPlace).where(eq(zpPlace.id, found.plan.placeId));
    return { ...found, placeName: safeSegment(place?.name ?? '', `场所${found.plan.id}`) };
  }

  route(app, C.packZip, read, async ({ set }, req, reply) => {
    const { site, task } = await visitOf(req, set.onSitePlanId);
    await ensureDocAnnex(db, site, task);
    const holdings = await taskHoldings(db, task.id);
    return sendZip(db, config, req, reply, {
      name: `${task.code}_文件审核资料.zip`,
      title: `监督任务 ${task.code} 文件审核资料目录`,
      files: pick(holdings, (h) => h.kind === 'doc', 1),
      folders: EVAL_ANNEX_GROUPS.map((g) => safeSegment(g.label, g.key)),
    });
  });

  route(app, C.visit, read, async ({ set }, req, reply) => {
    const { plan, task, placeName } = await visitOf(req, set.onSitePlanId);
    const holdings = await taskHoldings(db, task.id);
    return sendZip(db, config, req, reply, {
      name: `${task.code}_${placeName}_现场材料.zip`,
      title: `监督任务 ${task.code}（${placeName}）现场材料目录`,
      files: [...pick(holdings, (h) => h.kind === 'photo' && h.sitePlanId === plan.id, 2), ...pick(holdings, (h) => h.kind === 'mat', 0)],
      folders: JD_MAT_GROUPS.map((g) => `监督材料/${g.label}`),
    });
  });

  route(app, C.task, read, async ({ set }, req, reply) => {
    const { task } = await siteOf(db, principal(req), set);
    const holdings = await taskHoldings(db, task.id);
    return sendZip(db, config, req, reply, {
      name: `${task.code}_监督材料汇总.zip`,
      title: `监督任务 ${task.code} 监督材料汇总目录`,
      files: pick(holdings, () => true, 0),
      folders: JD_MAT_GROUPS.map((g) => `监督材料/${g.label}`),
    });
  });

  route(app, C.site, read, async ({ set }, req, reply) => {
    const { plan, task, placeName } = await visitOf(req, set.onSitePlanId);
    const holdings = await taskHoldings(db, task.id);
    return sendZip(db, config, req, reply, {
      name: `${task.code}_${placeName}_现场记录.zip`,
      title: `监督任务 ${task.code}（${placeName}）现场记录目录`,
      files: pick(holdings, (h) => h.sitePlanId === plan.id && h.kind !== 'spot', 2),
    });
  });
}
