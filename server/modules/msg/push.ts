/**
 * Composing and sending (the push page): PUT /api/msg/push takes category, type, template or free
 * text, attachments, a target (users, roles or organisations) and channels, and sends it through
 * the message service in one transaction. POST /api/msg/push/targets lists what may be targeted.
 */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUSH_TEXT, validatePush } from '../../../src/domain/message';
import { PERMS } from '../../../src/domain/permissions';
import type { Db } from '../../db/client';
import { msgCategory, msgTpl, sysOrg, sysRole, sysUser } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { unusableFiles } from '../../http/refs';
import { route } from '../../http/contract';
import { msgAdminCalls } from '../../../src/domain/calls/msgAdmin';
import { dispatchOutbox } from './channels';
import { sendMessage } from './service';

const TARGET_LIMIT = 50;

export function registerPush(app: FastifyInstance, db: Db): void {
  route(app, msgAdminCalls.push, { access: 'perm', perm: PERMS.msgPush.send }, async ({ body }, req) => {
    const p = principal(req);
    const v = validatePush(body);
    if (!v.ok) throw badRequest(v.error);
    const input = v.value;
    const result = await db.transaction(async (tx) => {
      const [cat] = await tx.select({ id: msgCategory.id }).from(msgCategory).where(eq(msgCategory.id, input.categoryId));
      if (!cat) throw badRequest(PUSH_TEXT.category);
      if (input.tplId !== null) {
        const [tpl] = await tx.select({ id: msgTpl.id }).from(msgTpl).where(eq(msgTpl.id, input.tplId));
        if (!tpl) throw badRequest('消息模板不存在');
      }
      // Only files the sender may use can be attached (the same check as every file field).
      if ((await unusableFiles(tx, p, input.annexIds.map(String))).length) throw badRequest('附件不存在或无权访问');
      const to =
        input.targetType === 'USER'
          ? { userIds: input.targetIds.map(Number) }
          : input.targetType === 'ORG'
            ? { orgIds: input.targetIds.map(Number) }
            : { roleCodes: [...input.targetIds] };
      const sent = await sendMessage(tx, {
        category: input.categoryId,
        msgType: input.msgType,
        title: input.title,
        content: input.content,
        to,
        channels: input.channels,
        annexIds: input.annexIds,
        component: input.component,
        param: input.param,
        tplId: input.tplId,
        target: { type: input.targetType, ids: input.targetIds },
        sender: p,
      });
      if (!sent.recipientCount) throw badRequest(PUSH_TEXT.noRecipients);
      await writeOpLog(tx, p, 'INSERT', 'msgpush', sent.pushId, { title: input.title, targetType: input.targetType, targetIds: input.targetIds, channels: input.channels, recipients: sent.recipientCount }, req.ip);
      return sent;
    });
    // After the commit: hand what waits in the outbox to the configured adapters (none by default).
    void dispatchOutbox(db).catch((e: unknown) => req.log.error({ err: e }, 'message outbox dispatch failed'));
    return ok({ id: result.pushId, recipientCount: result.recipientCount }, PUSH_TEXT.sent(result.recipientCount));
  });

  /** type USER | ROLE | ORG, optional kw: [{value, label}] (at most 50). */
  route(app, msgAdminCalls.targets, { access: 'perm', perm: PERMS.msgPush.send }, async ({ set: params }) => {
    const type = String(params.type ?? '');
    const kw = typeof params.kw === 'string' ? params.kw.trim().slice(0, 50) : '';
    const like = `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (type === 'USER') {
      const rows = await db
        .select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, orgName: sysOrg.name })
        .from(sysUser)
        .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
        .where(and(eq(sysUser.disabled, false), kw ? or(ilike(sysUser.username, like), ilike(sysUser.name, like), ilike(sysOrg.name, like)) : undefined))
        .orderBy(asc(sysUser.id))
        .limit(TARGET_LIMIT);
      return ok(rows.map((r) => ({ value: String(r.id), label: `${r.name ?? r.username}（${r.username}${r.orgName ? `，${r.orgName}` : ''}）` })));
    }
    if (type === 'ROLE') {
      const rows = await db.select({ code: sysRole.code, name: sysRole.name }).from(sysRole).where(kw ? or(ilike(sysRole.code, like), ilike(sysRole.name, like)) : undefined).orderBy(asc(sysRole.id));
      return ok(rows.map((r) => ({ value: r.code, label: `${r.name}（${r.code}）` })));
    }
    if (type === 'ORG') {
      const rows = await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(kw ? ilike(sysOrg.name, like) : undefined).orderBy(asc(sysOrg.id)).limit(TARGET_LIMIT);
      return ok(rows.map((r) => ({ value: String(r.id), label: r.name })));
    }
    throw badRequest(PUSH_TEXT.targetType);
  });
}
