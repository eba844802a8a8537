/**
 * What the materials' calls share (./materials.ts registers them): reading their parameters with
 * clear 400s, finding the on-site record a call names (by onSiteId, or by its task), locking the
 * task before a write is judged against its status, and files as the calls answer them.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldErrorText, refTokens } from '../../../../src/domain/resource';
import { JD_MSG, JD_PATHS, type JdFile } from '../../../../src/domain/resources/jd';
import type { DbOrTx } from '../../../db/client';
import { fileBaseInfo, jdSite, jdTask } from '../../../db/schema';
import type { Principal } from '../../../http/auth';
import { ApiError, badRequest, notFound } from '../../../http/envelope';
import { unusableFiles } from '../../../http/refs';
import { collectParams } from '../../../http/search';
import { visibleSite, visibleTask, type JdSiteRow, type JdTaskRow } from '../shared/scope';

export type Row = Record<string, unknown>;

/** The largest id a serial column holds: a bigger one names nothing. */
const MAX_ID = 2_147_483_647;

export const paramsOf = (req: FastifyRequest): Row => collectParams(req.query, req.body) as Row;
export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
export const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * A numeric id parameter: 400 naming it when it is missing or not a number; null for a number no
 * row can have (the caller answers 404, as for a missing row).
 */
export function idParam(raw: unknown, name: string): number | null {
  const s = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  if (!s) throw badRequest(`参数 ${name} 不能为空`);
  if (!/^\d{1,12}$/.test(s)) throw badRequest(`参数 ${name} 必须是数字`);
  const n = Number(s);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The id, or the 404 of `what` for one no row can have. */
export function existingId(raw: unknown, name: string, what: string): number {
  const id = idParam(raw, name);
  if (id === null) throw notFound(what);
  return id;
}

/** An id a contract has read: the 404 of `what` for one no row can have. */
export function existing(id: number, what: string): number {
  if (id < 1 || id > MAX_ID) throw notFound(what);
  return id;
}

/** The on-site record named by `onSiteId`, else by `taskId` (its task's), when the caller sees the task; both must agree when both are sent. */
export async function siteOf(h: DbOrTx, p: Principal, params: { readonly onSiteId?: number; readonly taskId?: number }): Promise<{ site: JdSiteRow; task: JdTaskRow }> {
  if (params.onSiteId !== undefined) {
    const found = await visibleSite(h, p, existing(params.onSiteId, '现场监督记录'));
    if (params.taskId !== undefined && params.taskId !== found.task.id) throw notFound('现场监督记录');
    return found;
  }
  if (params.taskId === undefined) throw badRequest(JD_MSG.siteOrTask);
  const task = await visibleTask(h, p, existing(params.taskId, '监督任务'));
  const [site] = await h.select().from(jdSite).where(eq(jdSite.taskId, task.id));
  if (!site) throw notFound('现场监督记录');
  return { site, task };
}

/** An on-site record by id when the caller sees its task; 404 naming `what` (the record the call was about) otherwise. */
export async function siteAs(h: DbOrTx, p: Principal, siteId: number, what: string): Promise<{ site: JdSiteRow; task: JdTaskRow }> {
  try {
    return await visibleSite(h, p, siteId);
  } catch (e) {
    if (e instanceof ApiError && e.code === 404) throw notFound(what);
    throw e;
  }
}

/** The task row locked for the rest of the transaction: a write and a move of the flow are judged one after the other. */
export async function lockTask(tx: DbOrTx, taskId: number): Promise<JdTaskRow> {
  const [task] = await tx.select().from(jdTask).where(eq(jdTask.id, taskId)).for('update');
  if (!task) throw notFound('监督任务');
  return task;
}

/** A remark: undefined (not sent: left as it is), null (cleared), or the trimmed text. */
export function textParam(raw: unknown, label: string, field: string, max: number): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'string') throw badRequest(fieldErrorText({ field, label, message: '必须是文字' }));
  const text = raw.trim();
  if ([...text].length > max) throw badRequest(fieldErrorText({ field, label, message: `最多 ${max} 个字符` }));
  return text || null;
}

/** The file ids of a list, in order, each once: comma-joined text, an array, or one number (empty: none). */
export function annexIdsParam(raw: unknown, label: string, max: number): number[] {
  const ok = raw === undefined || raw === null || typeof raw === 'string' || typeof raw === 'number' || (Array.isArray(raw) && raw.every((v) => typeof v === 'string' || typeof v === 'number'));
  if (!ok) throw badRequest(JD_MSG.badAnnexIds(label));
  const tokens = refTokens(raw);
  if (tokens.some((t) => !/^\d{1,12}$/.test(t))) throw badRequest(JD_MSG.badAnnexIds(label));
  const ids = [...new Set(tokens.map(Number))];
  if (ids.some((id) => id < 1 || id > MAX_ID)) throw badRequest(JD_MSG.filesUnusable(label));
  if (ids.length > max) throw badRequest(JD_MSG.tooManyFiles(label, max));
  return ids;
}

/**
 * Files a write names: those the record already holds stay usable (the enterprise's documents copied
 * in, a colleague's upload); any other must be one the caller may use (server/http/refs.ts).
 */
export async function assertFilesUsable(tx: DbOrTx, p: Principal, ids: readonly number[], held: ReadonlySet<number>, label: string): Promise<void> {
  const added = ids.filter((id) => !held.has(id));
  if (added.length && (await unusableFiles(tx, p, added.map(String))).length) throw badRequest(JD_MSG.filesUnusable(label));
}

/** Where a file of a task downloads for whoever sees the task. */
export const jdFileUrl = (taskId: number, fileId: number): string => `${JD_PATHS.mat.download}?taskId=${taskId}&id=${fileId}`;

/** The files named by comma-joined id lists, as the calls answer them; unknown ids are left out. */
export async function filesOf(h: DbOrTx, taskId: number, lists: readonly (string | null)[]): Promise<(list: string | null) => JdFile[]> {
  const ids = [...new Set(lists.flatMap((l) => refTokens(l).map(Number)).filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID))];
  const rows = ids.length ? await h.select({ id: fileBaseInfo.id, name: fileBaseInfo.name, ext: fileBaseInfo.ext, size: fileBaseInfo.size }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids)) : [];
  const byId = new Map(rows.map((f) => [f.id, f]));
  return (list) =>
    refTokens(list)
      .map((t) => byId.get(Number(t)))
      .filter((f): f is NonNullable<typeof f> => !!f)
      .map((f) => ({ id: f.id, name: f.name, ext: f.ext, size: f.size, url: jdFileUrl(taskId, f.id) }));
}
