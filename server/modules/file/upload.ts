/**
 * POST /api/file/upload (calls document §7.5): multipart, field `file`, optional upload type
 * group `type` (query, or a form field anywhere in the body; default beCommon = every allowed
 * extension). The bytes are streamed to disk while hashed and counted, then checked: not empty,
 * within the size limit, extension allowed for the type, content matching the extension, and
 * within the organisation's upload quota. A refused or failed upload leaves neither a file nor a row.
 */
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fileCalls } from '../../../src/domain/calls/file';
import { route } from '../../http/contract';
import type { FastifyInstance } from 'fastify';
import { fileUrl, type FileInfo } from '../../../src/domain/resources/file';
import { allowedExts, extOf, isUploadType, MB, UPLOAD_MSG, type UploadType } from '../../../src/domain/upload';
import type { Db, Tx } from '../../db/client';
import { fileBaseInfo, sysOrg, sysUser } from '../../db/schema';
import { principal, type Principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { storageFull } from '../../http/errors';
import { writeOpLog } from '../../http/oplog';
import { contentMatches, mimeOf } from './content';
import { cleanFileName } from './name';
import { removeQuietly, writeStream, type StoredFile } from './store';

export interface UploadOptions {
  readonly db: Db;
  /** Where uploaded bytes are kept (config.filesDir). */
  readonly filesDir: string;
  readonly maxUploadBytes: number;
  /** Bytes an organisation may keep in uploads in all; 0: no quota. */
  readonly uploadQuotaBytes: number;
}

const drain = (s: Readable) => pipeline(s, new Writable({ write: (_chunk, _enc, done) => done() }));

function uploadType(raw: unknown): UploadType {
  if (raw === undefined || raw === null || raw === '') return 'beCommon';
  const s = String(raw).trim();
  if (!isUploadType(s)) throw badRequest(`上传类型 ${s.slice(0, 30)} 无效`);
  return s;
}

const mbText = (bytes: number) => (bytes / MB).toFixed(1).replace(/\.0$/, '');

/**
 * Refuses a file that would take its owner's uploads past the quota: the organisation's files, or
 * for a user without one, that user's own. The owner's row is locked first, so concurrent uploads
 * of one organisation are judged one after another and cannot overshoot together.
 */
async function assertWithinQuota(tx: Tx, p: Principal, size: number, quotaBytes: number): Promise<void> {
  if (quotaBytes <= 0) return;
  if (p.orgId !== null) await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, p.orgId)).for('update');
  else await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, p.id)).for('update');
  const owned = p.orgId !== null ? eq(fileBaseInfo.orgId, p.orgId) : and(isNull(fileBaseInfo.orgId), eq(fileBaseInfo.createBy, p.id));
  const [{ used }] = await tx
    .select({ used: sql<number>`coalesce(sum(${fileBaseInfo.size}), 0)`.mapWith(Number) })
    .from(fileBaseInfo)
    .where(owned);
  if (used + size > quotaBytes) throw badRequest(UPLOAD_MSG.quotaExceeded(mbText(used), mbText(quotaBytes)));
}

export function registerUpload(app: FastifyInstance, o: UploadOptions): void {
  route(app, fileCalls.upload, { access: 'user' }, async (_input, req) => {
    const p = principal(req);
    if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 方式上传文件');
    const fields: Record<string, string> = {};
    let stored: StoredFile | null = null;
    let name = '';
    let tooLarge = false;
    // throwFileSizeLimit is read at run time but missing from the plugin's option type (hence a variable,
    // not a literal): off, so an oversized file is reported by its `truncated` flag with the spec's message.
    const partsOptions = { limits: { fileSize: o.maxUploadBytes }, throwFileSizeLimit: false };
    try {
      // Read the whole body (a form field may follow the file, extra files are drained) before judging it.
      try {
        for await (const part of req.parts(partsOptions)) {
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          } else if (part.fieldname !== 'file' || stored) {
            await drain(part.file);
          } else {
            name = cleanFileName(part.filename);
            stored = await writeStream(o.filesDir, part.file);
            // The multipart limit cuts the stream and flags it; what was written is only a prefix.
            tooLarge = part.file.truncated;
          }
        }
      } catch (e) {
        // The parser's own errors (no boundary, a cut-off or malformed part) carry no status: bad input, not a fault.
        // The limits (too many files or fields) carry theirs and go to the error handler's messages.
        // A full disk is the server's (the error handler says so), not the request's.
        if (e instanceof Error && !('statusCode' in e) && !storageFull(e)) throw badRequest(UPLOAD_MSG.malformed);
        throw e;
      }
      if (!stored) throw badRequest('请选择要上传的文件');
      if (tooLarge) throw badRequest(UPLOAD_MSG.tooLarge);
      const type = uploadType((req.query as Record<string, unknown> | undefined)?.type ?? fields.type);
      if (stored.size === 0) throw badRequest(UPLOAD_MSG.empty);
      const ext = extOf(name);
      if (!allowedExts(type).includes(ext) || !(await contentMatches(stored.absPath, ext))) throw badRequest(UPLOAD_MSG.badFormat);
      const file = stored;
      const info = await o.db.transaction(async (tx) => {
        await assertWithinQuota(tx, p, file.size, o.uploadQuotaBytes);
        const [row] = await tx
          .insert(fileBaseInfo)
          .values({ name, ext, mime: mimeOf(ext), size: file.size, sha256: file.sha256, storagePath: file.storagePath, orgId: p.orgId, createBy: p.id })
          .returning({ id: fileBaseInfo.id });
        await writeOpLog(tx, p, 'INSERT', 'file', row.id, { name, ext, size: file.size, sha256: file.sha256 }, req.ip);
        return { id: row.id, name, url: fileUrl(row.id), size: file.size, ext } satisfies FileInfo;
      });
      return ok(info);
    } catch (e) {
      if (stored) await removeQuietly(stored.absPath);
      throw e;
    }
  });
}
