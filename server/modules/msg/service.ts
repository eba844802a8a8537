/**
 * The message service: the one way the server sends a message (the compose page, the registration
 * audit, and later every evaluation and supervision event). Inside the caller's transaction it
 * records the push, fans out one message per recipient (the web channel: read status is per
 * recipient), writes one log row per recipient and channel attempt, and puts what leaves the
 * portal (SMS, e-mail, WeChat, DingTalk, app) in the outbox for the channel adapters (channels.ts).
 *
 *   await sendMessage(tx, { category: MSG_CATEGORY.sys, msgType: 'NOTICE', title, content,
 *     to: { userIds: [id] }, component: '/views/eval-list', param: { id: 12 } });
 *   await sendByAction(tx, MSG_ACTION.registerPass, { orgName }, { userIds: [id] });
 *
 * `component` names the portal page a click on the message opens; `param` (a JSON object) becomes
 * its query.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DELIVERY_STATUS, MSG_CHANNELS, MSG_LIMITS, PUSH_TEXT, isMsgChannel, plainText, renderTemplate, type MsgChannel, type MsgType } from '../../../src/domain/message';
import type { DbOrTx } from '../../db/client';
import { msgAction, msgCategory, msgInfo, msgLog, msgOutbox, msgPush, msgTpl, sysRole, sysUser, sysUserRole } from '../../db/schema';
import type { Principal } from '../../http/auth';
import { badRequest } from '../../http/envelope';

export interface Recipients {
  readonly userIds?: readonly number[];
  readonly roleCodes?: readonly string[];
  readonly orgIds?: readonly number[];
}

export interface SendRequest {
  /** Category id, or its code (e.g. MSG_CTG_SYS). */
  readonly category: number | string;
  readonly msgType: MsgType;
  readonly title: string;
  /** Stored as given; shown sanitised. */
  readonly content: string;
  readonly to: Recipients;
  /** Default: the web channel only. */
  readonly channels?: readonly MsgChannel[];
  readonly annexIds?: readonly number[];
  readonly component?: string | null;
  readonly param?: string | Readonly<Record<string, unknown>> | null;
  /** Per-channel text (a template per channel); the web text otherwise. */
  readonly channelText?: Partial<Record<MsgChannel, { readonly title: string; readonly content: string }>>;
  readonly actionId?: number | null;
  readonly tplId?: number | null;
  /** How the push list shows the target; derived from `to` when left out. */
  readonly target?: { readonly type: 'USER' | 'ROLE' | 'ORG'; readonly ids: readonly string[] };
  readonly sender?: Principal | null;
  /** When it is sent (default now): a workflow move's time on the engine's clock. */
  readonly at?: Date;
}

export interface SendResult {
  readonly pushId: number;
  readonly recipientCount: number;
  /** msg_info ids per recipient user id (web channel). */
  readonly messageIds: ReadonlyMap<number, number>;
}

interface Recipient {
  readonly id: number;
  readonly username: string;
  readonly name: string | null;
  readonly mobile: string | null;
  readonly email: string | null;
}

/** Enabled users among the given users, holders of the roles and members of the organisations. */
export async function resolveRecipients(tx: DbOrTx, to: Recipients): Promise<Recipient[]> {
  const parts: SQL[] = [];
  if (to.userIds?.length) parts.push(inArray(sysUser.id, [...to.userIds]));
  if (to.orgIds?.length) parts.push(inArray(sysUser.orgId, [...to.orgIds]));
  if (to.roleCodes?.length) {
    const holders = await tx
      .select({ id: sysUserRole.userId })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(inArray(sysRole.code, [...to.roleCodes]));
    if (holders.length) parts.push(inArray(sysUser.id, holders.map((h) => h.id)));
  }
  if (!parts.length) return [];
  return tx
    .select({ id: sysUser.id, username: sysUser.username, name: sysUser.name, mobile: sysUser.mobile, email: sysUser.email })
    .from(sysUser)
    .where(and(eq(sysUser.disabled, false), or(...parts)))
    .orderBy(sysUser.id)
    .limit(MSG_LIMITS.maxRecipients + 1);
}

/** The address of a recipient on an external channel, or why there is none. */
function addressOf(r: Recipient, channel: MsgChannel): { address: string } | { missing: string } {
  switch (channel) {
    case 'SMS':
    case 'WECHAT':
    case 'DINGTALK':
      // WeChat and DingTalk accounts are bound to the mobile number.
      return r.mobile ? { address: r.mobile } : { missing: '用户未登记手机号' };
    case 'EMAIL':
      return r.email ? { address: r.email } : { missing: '用户未登记邮箱' };
    case 'APP':
      return { address: r.username };
    case 'WEB':
      return { address: r.username };
  }
}

async function categoryIdOf(tx: DbOrTx, category: number | string): Promise<number> {
  const [row] = await tx
    .select({ id: msgCategory.id })
    .from(msgCategory)
    .where(typeof category === 'number' ? eq(msgCategory.id, category) : eq(msgCategory.code, category))
    .limit(1);
  if (!row) throw badRequest(`消息类别 ${String(category)} 不存在`);
  return row.id;
}

const CHUNK = 500;
async function chunked<T, R>(items: readonly T[], run: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

/** Sends one message to its recipients (see the top of this file). Use the caller's transaction. */
export async function sendMessage(tx: DbOrTx, req: SendRequest): Promise<SendResult> {
  const channels = [...new Set(req.channels?.length ? req.channels : (['WEB'] as MsgChannel[]))].filter(isMsgChannel);
  const categoryId = await categoryIdOf(tx, req.category);
  const recipients = await resolveRecipients(tx, req.to);
  if (recipients.length > MSG_LIMITS.maxRecipients) throw badRequest(PUSH_TEXT.tooMany);
  const param = req.param === undefined || req.param === null ? null : typeof req.param === 'string' ? req.param : JSON.stringify(req.param);
  const annexIds = req.annexIds?.length ? req.annexIds.join(',') : null;
  const target = req.target ?? defaultTarget(req.to);
  const createTime = req.at ?? new Date();
  const [push] = await tx
    .insert(msgPush)
    .values({
      categoryId,
      actionId: req.actionId ?? null,
      tplId: req.tplId ?? null,
      msgType: req.msgType,
      title: req.title.slice(0, MSG_LIMITS.maxTitle),
      content: req.content,
      annexIds,
      component: req.component ?? null,
      param,
      targetType: target.type,
      targetIds: target.ids.join(',').slice(0, 2000),
      channels: MSG_CHANNELS.filter((c) => channels.includes(c)).join(','),
      recipientCount: recipients.length,
      createBy: req.sender?.id ?? null,
      createByName: req.sender ? (req.sender.name ?? req.sender.username) : '系统',
      createTime,
    })
    .returning({ id: msgPush.id });

  const messageIds = new Map<number, number>();
  if (recipients.length && channels.includes('WEB')) {
    const rows = await chunked(recipients, (part) =>
      tx
        .insert(msgInfo)
        .values(
          part.map((r) => ({
            pushId: push.id,
            userId: r.id,
            categoryId,
            msgType: req.msgType,
            title: req.title.slice(0, MSG_LIMITS.maxTitle),
            content: req.content,
            annexIds,
            component: req.component ?? null,
            param,
            createTime,
          })),
        )
        .returning({ id: msgInfo.id, userId: msgInfo.userId }),
    );
    for (const r of rows) messageIds.set(r.userId, r.id);
  }

  // One log row per recipient and channel attempt; external ones also get an outbox row.
  type LogRow = typeof msgLog.$inferInsert;
  const logs: LogRow[] = [];
  const outboxText = new Map<MsgChannel, { title: string; content: string }>();
  for (const ch of channels) {
    const t = req.channelText?.[ch] ?? { title: req.title, content: req.content };
    outboxText.set(ch, { title: t.title.slice(0, MSG_LIMITS.maxTitle), content: plainText(t.content, 2000) });
  }
  for (const r of recipients) {
    for (const ch of channels) {
      const base = { pushId: push.id, userId: r.id, userName: r.name ?? r.username, channel: ch, createTime };
      if (ch === 'WEB') {
        logs.push({ ...base, msgId: messageIds.get(r.id) ?? null, address: r.username, status: DELIVERY_STATUS.delivered, detail: null });
        continue;
      }
      const a = addressOf(r, ch);
      logs.push('missing' in a ? { ...base, address: null, status: DELIVERY_STATUS.failed, detail: a.missing } : { ...base, address: a.address, status: DELIVERY_STATUS.queued, detail: '等待渠道适配器发送' });
    }
  }
  const written = await chunked(logs, (part) =>
    tx.insert(msgLog).values(part).returning({ id: msgLog.id, channel: msgLog.channel, address: msgLog.address, status: msgLog.status }),
  );
  const outbox = written
    .filter((l) => l.status === DELIVERY_STATUS.queued && l.address)
    .map((l) => {
      const text = outboxText.get(l.channel as MsgChannel) ?? { title: req.title, content: plainText(req.content, 2000) };
      return { logId: l.id, channel: l.channel, address: l.address as string, title: text.title, content: text.content };
    });
  if (outbox.length) await chunked(outbox, (part) => tx.insert(msgOutbox).values(part).returning({ id: msgOutbox.id }));
  return { pushId: push.id, recipientCount: recipients.length, messageIds };
}

function defaultTarget(to: Recipients): { type: 'USER' | 'ROLE' | 'ORG'; ids: string[] } {
  if (to.orgIds?.length && !to.userIds?.length && !to.roleCodes?.length) return { type: 'ORG', ids: to.orgIds.map(String) };
  if (to.roleCodes?.length && !to.userIds?.length && !to.orgIds?.length) return { type: 'ROLE', ids: [...to.roleCodes] };
  return { type: 'USER', ids: (to.userIds ?? []).map(String) };
}

/**
 * Sends by a message action (msg_action.code): its category, type, channels and page, with its
 * templates filled from `vars` (the web template for the message, a channel's own template for
 * that channel). A missing or disabled action sends nothing and answers null: administrators
 * switch notifications off by disabling the action.
 */
export async function sendByAction(
  tx: DbOrTx,
  actionCode: string,
  vars: Readonly<Record<string, string | number | null | undefined>>,
  to: Recipients,
  opts: { readonly param?: SendRequest['param']; readonly component?: string | null; readonly sender?: Principal | null } = {},
): Promise<SendResult | null> {
  const [action] = await tx.select().from(msgAction).where(eq(msgAction.code, actionCode)).limit(1);
  if (!action || !action.enabled) return null;
  const tpls = await tx.select().from(msgTpl).where(eq(msgTpl.actionId, action.id));
  const channels = action.channels.split(',').map((s) => s.trim()).filter(isMsgChannel);
  const web = tpls.find((t) => t.channel === 'WEB') ?? tpls[0];
  if (!web) return null;
  const fill = (t: { title: string; content: string }) => ({ title: renderTemplate(t.title, vars), content: renderTemplate(t.content, vars) });
  const channelText: Partial<Record<MsgChannel, { title: string; content: string }>> = {};
  for (const t of tpls) if (isMsgChannel(t.channel)) channelText[t.channel] = fill(t);
  const main = fill(web);
  return sendMessage(tx, {
    category: action.categoryId,
    msgType: action.msgType as MsgType,
    title: main.title,
    content: main.content,
    to,
    channels,
    channelText,
    component: opts.component !== undefined ? opts.component : action.component,
    param: opts.param ?? null,
    actionId: action.id,
    tplId: web.id,
    sender: opts.sender ?? null,
  });
}
