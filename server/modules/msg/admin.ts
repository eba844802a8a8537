/**
 * Messaging administration (calls document §7.3) through the resource engine:
 *   /api/msg/category  page, lst, get, create, update, delete
 *   /api/msg/action    page, lst, get, create, update, delete; GET /api/msg/action/category (lookup)
 *   /api/msg/tpl       page, lst, get, create, update, delete
 *   /api/msg/push      page, get (sending is PUT /api/msg/push, push.ts)
 *   /api/msg/log       page (the delivery log, one row per recipient and channel attempt)
 * The lst calls and the lookup serve pickers, so anyone signed in may use them.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_STATUS_LABELS, isMsgChannel } from '../../../src/domain/message';
import type { Db, DbOrTx } from '../../db/client';
import { msgAction, msgCategory, msgInfo, msgLog, msgPush, msgTpl } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { route } from '../../http/contract';
import { msgAdminCalls } from '../../../src/domain/calls/msgAdmin';
import { fieldErrorText } from '../../../src/domain/resource';

type Row = Record<string, unknown>;

async function categoryNames(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r.categoryId).filter((v): v is number => typeof v === 'number'))];
  const cats = ids.length ? await db.select({ id: msgCategory.id, name: msgCategory.name }).from(msgCategory).where(inArray(msgCategory.id, ids)) : [];
  const name = new Map(cats.map((c) => [c.id, c.name]));
  return rows.map((r) => ({ ...r, categoryName: name.get(r.categoryId as number) ?? null }));
}

async function categoryExists(tx: DbOrTx, id: unknown): Promise<void> {
  if (typeof id !== 'number') return;
  const [c] = await tx.select({ id: msgCategory.id }).from(msgCategory).where(eq(msgCategory.id, id));
  if (!c) throw badRequest(fieldErrorText('消息类别', '类别不存在'));
}

function channelList(v: unknown): string {
  const parts = [...new Set(String(v).split(',').map((s) => s.trim()).filter(Boolean))];
  if (!parts.length || !parts.every(isMsgChannel)) throw badRequest(fieldErrorText('推送渠道', '请选择有效的推送渠道（WEB、SMS、EMAIL、WECHAT、DINGTALK、APP）'));
  return parts.join(',');
}

function componentOf(v: unknown): void {
  if (typeof v === 'string' && v && (!v.startsWith('/') || v.startsWith('//'))) throw badRequest(fieldErrorText('跳转页面', '必须是以 / 开头的站内路径'));
}

export function registerAdmin(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'msgcategory',
    table: msgCategory,
    beforeDelete: async ({ tx }, ids) => {
      const numeric = ids.map(Number);
      const [{ n: actions }] = await tx.select({ n: count() }).from(msgAction).where(inArray(msgAction.categoryId, numeric));
      const [{ n: messages }] = await tx.select({ n: count() }).from(msgPush).where(inArray(msgPush.categoryId, numeric));
      if (Number(actions) || Number(messages)) throw badRequest('消息类别已被消息动作或消息使用，不能删除');
    },
  });

  registerResource(app, db, {
    resource: 'msgaction',
    table: msgAction,
    present: categoryNames,
    beforeWrite: async ({ tx }, value) => {
      await categoryExists(tx, value.categoryId);
      if ('channels' in value && value.channels !== null) value.channels = channelList(value.channels);
      componentOf(value.component);
      return value;
    },
    beforeDelete: async ({ tx }, ids) => {
      const [{ n }] = await tx.select({ n: count() }).from(msgTpl).where(inArray(msgTpl.actionId, ids.map(Number)));
      if (Number(n)) throw badRequest('消息动作下还有消息模板，请先删除模板');
    },
  });

  registerResource(app, db, {
    resource: 'msgtpl',
    table: msgTpl,
    beforeWrite: async ({ tx }, value) => {
      if (typeof value.actionId === 'number') {
        const [a] = await tx.select({ id: msgAction.id }).from(msgAction).where(eq(msgAction.id, value.actionId));
        if (!a) throw badRequest(fieldErrorText('消息动作', '动作不存在'));
      }
      return value;
    },
  });

  registerResource(app, db, {
    resource: 'msgpush',
    table: msgPush,
    present: async (rows, h) => {
      const ids = rows.map((r) => r.id as number);
      const reads = ids.length
        ? await h
            .select({ pushId: msgInfo.pushId, n: sql<number>`count(*) filter (where ${msgInfo.readStatus} = 1)::int` })
            .from(msgInfo)
            .where(inArray(msgInfo.pushId, ids))
            .groupBy(msgInfo.pushId)
        : [];
      const readOf = new Map(reads.map((r) => [r.pushId, Number(r.n)]));
      return (await categoryNames(rows, h)).map((r) => ({ ...r, readCount: readOf.get(r.id as number) ?? 0 }));
    },
  });

  registerResource(app, db, {
    resource: 'msglog',
    table: msgLog,
    present: (rows) => rows.map((r) => ({ ...r, statusText: DELIVERY_STATUS_LABELS[String(r.status)] ?? r.status })),
  });

  /** Categories with their enabled actions: the compose form's and the action page's picker. */
  route(app, msgAdminCalls.categories, { access: 'user' }, async (_input, req) => {
    principal(req);
    const cats = await db.select({ id: msgCategory.id, code: msgCategory.code, name: msgCategory.name }).from(msgCategory).orderBy(asc(msgCategory.seq), asc(msgCategory.id));
    const actions = await db
      .select({ id: msgAction.id, code: msgAction.code, name: msgAction.name, categoryId: msgAction.categoryId, msgType: msgAction.msgType, channels: msgAction.channels })
      .from(msgAction)
      .where(eq(msgAction.enabled, true))
      .orderBy(asc(msgAction.id));
    return ok(cats.map((c) => ({ ...c, actions: actions.filter((a) => a.categoryId === c.id) })));
  });
}
