/**
 * The recipient's messages (calls document §7.3), for anyone signed in, always limited to the
 * caller's own rows: another user's message is "not found", whether read, opened or marked.
 *
 *   POST /api/msg/info/page    read (0|1|null), page.*, search.title_like, search.msgType_eq|ne|in,
 *                              search.createTime_gt|gte|lt|lte, search.categoryCode_in, search.categoryId_eq
 *   POST /api/msg/info/count   the same filters; the number (read=0: the unread count)
 *   POST /api/msg/info/lst     the same filters, unpaged (at most page.size, default 20, max 200)
 *   GET  /api/msg/info/{id}    one message with its attachments; counts the opening (readNum)
 *   POST /api/msg/info/read    id, or ids comma-joined: marks read; answers where each leads
 *   POST /api/msg/info/readAll optional type (e.g. REMIND): marks all unread (of that type) read
 *   GET  /api/msg/info/annex?msgId=&id=   an attachment of one of the caller's messages
 */
import fs from 'node:fs';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MSG_LIMITS, MSG_TEXT, isMsgType, messageRoute, msgTypeLabel, type MessageAnnex, type MessageDetail, type MessageInfo, type ReadResult } from '../../../src/domain/message';
import type { Db } from '../../db/client';
import { fileBaseInfo, msgCategory, msgInfo } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { filtersToSql, parseQuery, toPage, type SearchField } from '../../http/search';
import { msgInfoCalls } from '../../../src/domain/calls/msgInfo';
import { contentDisposition } from '../file/name';
import { resolveStored } from '../file/store';

const FIELDS: Readonly<Record<string, SearchField>> = {
  title: { label: '消息标题', type: 'string', search: ['like', 'eq'] },
  msgType: { label: '消息类型', type: 'string', search: ['eq', 'ne', 'in'] },
  createTime: { label: '发送时间', type: 'datetime', search: ['gt', 'gte', 'lt', 'lte'], sortable: true },
  categoryId: { label: '消息类别', type: 'int', search: ['eq', 'in'] },
  categoryCode: { label: '类别编码', type: 'string', search: ['eq', 'in'] },
};
const COLUMNS = { title: msgInfo.title, msgType: msgInfo.msgType, createTime: msgInfo.createTime, categoryId: msgInfo.categoryId, categoryCode: msgCategory.code };

const ROW = {
  id: msgInfo.id,
  title: msgInfo.title,
  content: msgInfo.content,
  createTime: msgInfo.createTime,
  categoryId: msgInfo.categoryId,
  categoryName: msgCategory.name,
  categoryCode: msgCategory.code,
  msgType: msgInfo.msgType,
  readStatus: msgInfo.readStatus,
  readTime: msgInfo.readTime,
  readNum: msgInfo.readNum,
  component: msgInfo.component,
  param: msgInfo.param,
  annexIds: msgInfo.annexIds,
};
const baseQuery = (db: Db) => db.select(ROW).from(msgInfo).leftJoin(msgCategory, eq(msgCategory.id, msgInfo.categoryId));
type DbRow = Awaited<ReturnType<typeof baseQuery>>[number];

function present(r: DbRow): MessageInfo {
  const read = r.readStatus === 1 ? 1 : 0;
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    createTime: r.createTime.toISOString(),
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    categoryCode: r.categoryCode,
    typeName: msgTypeLabel(r.msgType),
    msgType: r.msgType,
    read,
    readStatus: read,
    readText: read ? MSG_TEXT.read : MSG_TEXT.unread,
    readTime: r.readTime ? r.readTime.toISOString() : null,
    readNum: r.readNum,
    component: r.component,
    param: r.param,
    annexIds: r.annexIds,
  };
}

/** The caller's rows matching the request's `read` and `search.*` filters. */
function whereOf(userId: number, params: Record<string, unknown>): { where: SQL | undefined; q: ReturnType<typeof parseQuery> } {
  const q = parseQuery(params, FIELDS);
  for (const f of q.filters) {
    if (f.field !== 'msgType') continue;
    const values = Array.isArray(f.value) ? f.value : [f.value];
    if (!values.every(isMsgType)) throw badRequest(MSG_TEXT.badType);
  }
  const rawRead = params.read;
  let read: SQL | undefined;
  if (rawRead !== undefined && rawRead !== null && rawRead !== '' && rawRead !== 'null') {
    const s = String(rawRead).trim();
    if (s !== '0' && s !== '1') throw badRequest(MSG_TEXT.badRead);
    read = eq(msgInfo.readStatus, Number(s));
  }
  return { where: and(eq(msgInfo.userId, userId), read, filtersToSql(q.filters, COLUMNS)), q };
}

const annexIdsOf = (s: string | null): number[] =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,12}$/.test(x))
    .map(Number);

export const annexUrl = (msgId: number, fileId: number) => `/api/msg/info/annex?msgId=${msgId}&id=${fileId}`;

export function registerInfo(app: FastifyInstance, db: Db, filesDir: string): void {
  const user = { access: 'user' } as const;
  const base = () => baseQuery(db);

  route(app, msgInfoCalls.page, user, async ({ set }, req) => {
    const p = principal(req);
    const { where, q } = whereOf(p.id, set);
    const [{ total }] = await db.select({ total: count() }).from(msgInfo).leftJoin(msgCategory, eq(msgCategory.id, msgInfo.categoryId)).where(where);
    const rows = await base().where(where).orderBy(desc(msgInfo.createTime), desc(msgInfo.id)).limit(q.size).offset((q.pn - 1) * q.size);
    return ok(toPage(rows.map(present), Number(total), q));
  });

  route(app, msgInfoCalls.count, user, async ({ set }, req) => {
    const p = principal(req);
    const { where } = whereOf(p.id, set);
    const [{ total }] = await db.select({ total: count() }).from(msgInfo).leftJoin(msgCategory, eq(msgCategory.id, msgInfo.categoryId)).where(where);
    return ok(Number(total));
  });

  route(app, msgInfoCalls.lst, user, async ({ set }, req) => {
    const p = principal(req);
    const { where, q } = whereOf(p.id, set);
    if (q.size > MSG_LIMITS.lstMax) throw badRequest(`参数 page.size 必须在 1 到 ${MSG_LIMITS.lstMax} 之间`);
    const rows = await base().where(where).orderBy(desc(msgInfo.createTime), desc(msgInfo.id)).limit(q.size);
    return ok(rows.map(present));
  });

  route(app, msgInfoCalls.annex, user, async ({ query: { msgId, id: fileId } }, req, reply) => {
    const p = principal(req);
    const [m] = await db.select({ annexIds: msgInfo.annexIds }).from(msgInfo).where(and(eq(msgInfo.id, msgId), eq(msgInfo.userId, p.id)));
    if (!m || !annexIdsOf(m.annexIds).includes(fileId)) throw notFound('附件');
    const [file] = await db.select().from(fileBaseInfo).where(eq(fileBaseInfo.id, fileId));
    const abs = file ? resolveStored(filesDir, file.storagePath) : null;
    const stat = abs ? await fs.promises.stat(abs).catch(() => null) : null;
    if (!file || !abs || !stat?.isFile()) throw notFound('附件');
    reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', contentDisposition(file.name, 'attachment'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Length', stat.size);
    return reply.send(fs.createReadStream(abs));
  });

  route(app, msgInfoCalls.one, user, async ({ path: { id } }, req) => {
    const p = principal(req);
    // Counting the opening is one atomic update, limited to the caller's own message.
    const [opened] = await db
      .update(msgInfo)
      .set({ readNum: sql`${msgInfo.readNum} + 1` })
      .where(and(eq(msgInfo.id, id), eq(msgInfo.userId, p.id)))
      .returning({ id: msgInfo.id });
    if (!opened) throw notFound('消息');
    const [row] = await base().where(eq(msgInfo.id, id));
    const m = present(row);
    const ids = annexIdsOf(m.annexIds);
    const files = ids.length ? await db.select({ id: fileBaseInfo.id, name: fileBaseInfo.name, size: fileBaseInfo.size }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, ids)) : [];
    const annexes: MessageAnnex[] = ids.flatMap((fid) => {
      const f = files.find((x) => x.id === fid);
      return f ? [{ id: f.id, name: f.name, size: f.size, url: annexUrl(m.id, f.id) }] : [];
    });
    return ok<MessageDetail>({ ...m, annexes });
  });

  route(app, msgInfoCalls.read, user, async ({ set }, req) => {
    const p = principal(req);
    const ids = set.ids ?? set.id;
    if (!ids) throw badRequest(MSG_TEXT.idsRequired);
    return db.transaction(async (tx) => {
      const mine = await tx
        .select({ id: msgInfo.id, component: msgInfo.component, param: msgInfo.param })
        .from(msgInfo)
        .where(and(inArray(msgInfo.id, ids), eq(msgInfo.userId, p.id)));
      // One id that is not the caller's refuses the whole call: nothing of anyone else's changes.
      if (mine.length !== new Set(ids).size) throw notFound('消息');
      const changed = await tx
        .update(msgInfo)
        .set({ readStatus: 1, readTime: sql`now()` })
        .where(and(inArray(msgInfo.id, ids), eq(msgInfo.userId, p.id), eq(msgInfo.readStatus, 0)))
        .returning({ id: msgInfo.id });
      return ok<ReadResult>({ count: changed.length, messages: mine.map((m) => ({ id: m.id, route: messageRoute(m) })) }, MSG_TEXT.marked);
    });
  });

  route(app, msgInfoCalls.readAll, user, async ({ set }, req) => {
    const p = principal(req);
    const type = set.type;
    const hasType = type !== undefined && type !== null && type !== '';
    if (hasType && !isMsgType(type)) throw badRequest(MSG_TEXT.badType);
    const changed = await db
      .update(msgInfo)
      .set({ readStatus: 1, readTime: sql`now()` })
      .where(and(eq(msgInfo.userId, p.id), eq(msgInfo.readStatus, 0), hasType ? eq(msgInfo.msgType, String(type)) : undefined))
      .returning({ id: msgInfo.id });
    return ok({ count: changed.length }, MSG_TEXT.allMarked);
  });
}
