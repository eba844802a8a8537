/**
 * GET /api/file/download?id= streams a stored file. The token may come from the X-Token header or
 * cookie (auth.ts), so plain links and <img src> work. Another organisation's file is a 404, the
 * same as a missing one, so ids cannot be probed. Every file is an attachment (the RFC 5987 UTF-8
 * name), except a raster image asked for with `disposition=inline`; always with nosniff, so a
 * browser never runs an upload (a PDF's JavaScript, an HTML page) in the portal's origin.
 */
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { fileCalls } from '../../../src/domain/calls/file';
import { route } from '../../http/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { fileBaseInfo } from '../../db/schema';
import { principal } from '../../http/auth';
import { notFound } from '../../http/envelope';
import { INLINE_EXTS } from './content';
import { contentDisposition } from './name';
import { fileScope } from './scope';
import { resolveStored } from './store';

/** A raster image by its verified extension and the type it is served as (never SVG, whatever the extension claims). */
const isInlineImage = (ext: string, mime: string) => INLINE_EXTS.has(ext) && mime.startsWith('image/') && !mime.startsWith('image/svg');

/**
 * Streams a stored file the caller was found to may read (the route decides who may): an attachment,
 * or a raster image inline when `disposition` asks for it; 404 when its bytes are missing on disk.
 */
export async function sendStoredFile(req: FastifyRequest, reply: FastifyReply, row: typeof fileBaseInfo.$inferSelect, filesDir: string, disposition: unknown): Promise<FastifyReply> {
  const abs = resolveStored(filesDir, row.storagePath);
  const stat = abs ? await fs.promises.stat(abs).catch(() => null) : null;
  if (!abs || !stat?.isFile()) {
    req.log.error({ fileId: row.id, storagePath: row.storagePath }, 'stored file missing');
    throw notFound('文件');
  }
  const inline = disposition === 'inline' && isInlineImage(row.ext, row.mime);
  const etag = `"${row.sha256}"`;
  reply
    .header('Content-Type', row.mime)
    .header('Content-Disposition', contentDisposition(row.name, inline ? 'inline' : 'attachment'))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-cache')
    .header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.header('Content-Length', stat.size);
  return reply.send(fs.createReadStream(abs as string));
}

export function registerDownload(app: FastifyInstance, o: { db: Db; filesDir: string }): void {
  route(app, fileCalls.download, { access: 'user' }, async ({ query: q }, req, reply) => {
    const p = principal(req);
    const { id } = q;
    const [row] = await o.db.select().from(fileBaseInfo).where(and(fileScope(p), eq(fileBaseInfo.id, id))).limit(1);
    if (!row) throw notFound('文件');
    return sendStoredFile(req, reply, row, o.filesDir, q.disposition);
  });
}
