/**
 * POST /api/file/upload (calls document §7.5): multipart, field `file`, optional upload type
 * group `type` (query, or a form field anywhere in the body; default beCommon = every allowed
 * extension). The bytes are streamed to disk while hashed and counted, then checked: not empty,
 * within the size limit, extension allowed for the type, content matching the extension. A
 * refused or failed upload leaves neither a file nor a row.
 */
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { fileUrl, type FileInfo } from '../../../src/domain/resources/file';
import { allowedExts, extOf, isUploadType, UPLOAD_MSG, type UploadType } from '../../../src/domain/upload';
import type { Db } from '../../db/client';
import { fileBaseInfo } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { contentMatches, mimeOf } from './content';
import { cleanFileName } from './name';
import { removeQuietly, writeStream, type StoredFile } from './store';

export interface UploadOptions {
  readonly db: Db;
  readonly dataDir: string;
  readonly maxUploadBytes: number;
}

const drain = (s: Readable) => pipeline(s, new Writable({ write: (_chunk, _enc, done) => done() }));

function uploadType(raw: unknown): UploadType {
  if (raw === undefined || raw === null || raw === '') return 'beCommon';
  const s = String(raw).trim();
  if (!isUploadType(s)) throw badRequest(`上传类型 ${s.slice(0, 30)} 无效`);
  return s;
}

export function registerUpload(app: FastifyInstance, o: UploadOptions): void {
  app.post('/api/file/upload', { config: { access: 'user' } }, async (req) => {
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
      for await (const part of req.parts(partsOptions)) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        } else if (part.fieldname !== 'file' || stored) {
          await drain(part.file);
        } else {
          name = cleanFileName(part.filename);
          stored = await writeStream(o.dataDir, part.file);
          // The multipart limit cuts the stream and flags it; what was written is only a prefix.
          tooLarge = part.file.truncated;
        }
      }
      if (!stored) throw badRequest('请选择要上传的文件');
      if (tooLarge) throw badRequest(UPLOAD_MSG.tooLarge);
      const type = uploadType((req.query as Record<string, unknown> | undefined)?.type ?? fields.type);
      if (stored.size === 0) throw badRequest(UPLOAD_MSG.empty);
      const ext = extOf(name);
      if (!allowedExts(type).includes(ext) || !(await contentMatches(stored.absPath, ext))) throw badRequest(UPLOAD_MSG.badFormat);
      const file = stored;
      const info = await o.db.transaction(async (tx) => {
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
