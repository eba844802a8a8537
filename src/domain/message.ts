/**
 * Messaging, shared by the server and the client (screens document §2 "Message screens", §3
 * "Message", §4 "Message read", §5 "Messages", §9; calls document §7.3, §8, §9). Message types and
 * channels are the code lists `msgType` and `msgChannel` of ./codes (defined once there).
 */
import type { z } from 'zod';
import type { messageAnnex, messageDetail, messageInfo, readResult } from './calls/msgInfo';
import { CODE_LISTS, codeLabel } from './codes';
import { MSG_LIMITS, READ_FILTERS, type ReadFilter } from './messageLimits';

export const MSG_TYPES = ['NOTICE', 'REMIND', 'VERIFY'] as const;
export type MsgType = (typeof MSG_TYPES)[number];
export const NOTICE: MsgType = 'NOTICE';
export const REMIND: MsgType = 'REMIND';

export const MSG_CHANNELS = ['WEB', 'SMS', 'EMAIL', 'WECHAT', 'DINGTALK', 'APP'] as const;
export type MsgChannel = (typeof MSG_CHANNELS)[number];
/** The channels that leave the portal: delivered through a channel adapter via the outbox. */
export const EXTERNAL_CHANNELS: readonly MsgChannel[] = ['SMS', 'EMAIL', 'WECHAT', 'DINGTALK', 'APP'];

export const isMsgType = (v: unknown): v is MsgType => typeof v === 'string' && (MSG_TYPES as readonly string[]).includes(v);
export const isMsgChannel = (v: unknown): v is MsgChannel => typeof v === 'string' && (MSG_CHANNELS as readonly string[]).includes(v);
export const msgTypeLabel = (t: string | null | undefined): string => codeLabel('msgType', t);
export const msgChannelLabel = (c: string | null | undefined): string => codeLabel('msgChannel', c);
export const MSG_TYPE_OPTIONS = CODE_LISTS.msgType.items;
export const MSG_CHANNEL_OPTIONS = CODE_LISTS.msgChannel.items;

/** Category codes (§9): MSG_CTG_SYS marks system messages; evaluation and supervision are joined as one filter. */
export const MSG_CATEGORY = { sys: 'MSG_CTG_SYS', eval: 'MSG_CTG_EVAL', jd: 'MSG_CTG_JDGL' } as const;
export const MSG_CATEGORIES_JOINED = `${MSG_CATEGORY.eval},${MSG_CATEGORY.jd}`;

/** Actions the server's code sends by (§9: SMS register, login, reset password; plus the registration audit). */
export const MSG_ACTION = {
  smsRegister: 'SMS_REGISTER',
  smsLogin: 'SMS_LOGIN',
  smsResetPwd: 'SMS_RESET_PWD',
  registerPass: 'REGISTER_AUDIT_PASS',
  registerReject: 'REGISTER_AUDIT_REJECT',
} as const;

export { MSG_LIMITS };

/** Column widths of the message table (§9). */
export const MSG_COLUMN_WIDTH = { title: 380, time: 220, type: 220, status: 240, operations: 160 } as const;

export { READ_FILTERS, type ReadFilter };

export const MSG_TEXT = {
  selectFirst: '请选中需要批量操作的内容',
  marked: '消息标记为已读',
  allMarked: '全部消息标记为已读成功!',
  ok: '操作成功!',
  annex: '附件下载',
  listTitle: '消息列表',
  notices: '通知',
  others: '消息',
  more: '更多',
  iKnow: '我知道了',
  view: '查看详情',
  markAll: '全部已读',
  batchRead: '批量已读',
  markRead: '标记已读',
  close: '关闭',
  titleSearch: '消息标题',
  typePlaceholder: '消息类型',
  readCount: '阅读次数',
  createTime: '发送时间',
  noUnread: '暂无未读消息',
  bell: '消息通知',
  reminderTitle: (n: number) => `您有 ${n} 条未读通知`,
  read: '已读',
  unread: '未读',
  // Server-side refusals.
  notFound: '消息不存在或无权访问',
  badRead: '参数 read 只能是 0 或 1',
  badType: '请选择有效的消息类型',
  idsRequired: '请选中需要批量操作的内容',
} as const;

export const MSG_COLUMNS = { title: '消息标题', time: '发送时间', type: '消息类型', status: '阅读状态', content: '消息内容', operations: '操作' } as const;

export type MessageInfo = z.output<typeof messageInfo>;
export type MessageAnnex = z.output<typeof messageAnnex>;
export type MessageDetail = z.output<typeof messageDetail>;
export type ReadResult = z.output<typeof readResult>;

/** The recipient's list filters as the client sends them (empty ones as null, §7.3). */
export interface MessageQuery {
  readonly pn: number;
  readonly size: number;
  readonly read: ReadFilter;
  readonly title?: string;
  readonly msgType?: string;
  readonly notMsgType?: string;
  /** ISO time: only messages created after it (the unread reminder's 7 days). */
  readonly after?: string;
}

/** `page.pn`, `page.size`, `read`, `search.*` with empty values as null. */
export function messageParams(q: MessageQuery): Record<string, string | number | null> {
  const orNull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());
  return {
    'page.pn': q.pn,
    'page.size': q.size,
    read: q.read === '' ? null : q.read,
    'search.title_like': orNull(q.title),
    'search.msgType_eq': orNull(q.msgType),
    'search.msgType_ne': orNull(q.notMsgType),
    'search.createTime_gt': orNull(q.after),
  };
}

const TEMPLATE_VAR = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;
/** Fills ${name} placeholders; a missing value leaves an empty string. */
export function renderTemplate(text: string, vars: Readonly<Record<string, string | number | null | undefined>>): string {
  return text.replace(TEMPLATE_VAR, (_m, name: string) => {
    const v = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
    return v === undefined || v === null ? '' : String(v);
  });
}

/**
 * A path of this portal that a browser cannot read as another site's: it starts with one `/` and
 * holds no `\` (browsers read it as `/`, so `/\evil.example` is `//evil.example`), no whitespace or
 * control character (browsers drop tabs and line breaks from addresses: `/\t/evil.example`), and
 * no scheme (`/javascript:…`), in at most 255 characters.
 */
export function isPortalPath(path: string): boolean {
  const hasControl = [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return path.length <= 255 && path.startsWith('/') && !path.startsWith('//') && !/[\\\s]/.test(path) && !hasControl && !/^\/[^/?#]*:/.test(path);
}

/** Where a click on a message goes: its component (a portal path, or a layout id) with its JSON param as the query. */
export function messageRoute(m: { readonly id: number; readonly component: string | null; readonly param: string | null }): string {
  const comp = (m.component ?? '').trim();
  const query = new URLSearchParams();
  if (m.param) {
    try {
      const parsed: unknown = JSON.parse(m.param);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
          if (v !== null && v !== undefined && typeof v !== 'object') query.set(k, String(v));
        }
      }
    } catch {
      // A param that is not JSON is ignored: the page still opens.
    }
  }
  if (!comp) {
    // A message without a page of its own opens in the message centre with its dialog.
    query.set('msgId', String(m.id));
    return `${MSG_HOME}?${query.toString()}`;
  }
  const path = comp.startsWith('/') ? comp : `/views/${comp}`;
  // Only portal paths: never an external address from message data.
  if (!isPortalPath(path)) return `${MSG_HOME}?msgId=${m.id}`;
  const qs = query.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The message centre (menu page msg-mine); its list opens the dialog of `?msgId=`. */
export const MSG_HOME = '/views/msg-mine';

/** Text of possibly-HTML content for one-line displays (lists, popover): tags dropped, entities of the common kind decoded. */
export function plainText(content: string, max = 200): string {
  const text = content
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

// ---- Compose (PUT /api/msg/push): checked alike by the form and the server ----

/** Whom a message may be pushed to (the code list pushTarget). */
export const PUSH_TARGETS = CODE_LISTS.pushTarget.items;
export type PushTargetType = 'USER' | 'ROLE' | 'ORG';

export interface PushInput {
  readonly categoryId: number;
  readonly msgType: MsgType;
  readonly tplId: number | null;
  readonly title: string;
  readonly content: string;
  readonly annexIds: readonly number[];
  readonly targetType: PushTargetType;
  /** User or organisation ids as strings of digits, or role codes. */
  readonly targetIds: readonly string[];
  readonly channels: readonly MsgChannel[];
  readonly component: string | null;
  readonly param: string | null;
}

export const PUSH_TEXT = {
  category: '请选择消息类别',
  msgType: '请选择消息类型',
  title: '请输入消息标题',
  titleMax: `消息标题最多${MSG_LIMITS.maxTitle}个字符`,
  content: '请输入消息内容',
  contentMax: `消息内容最多${MSG_LIMITS.maxContent}个字符`,
  targetType: '请选择推送对象类型',
  targets: '请选择推送对象',
  channels: '请选择推送渠道',
  channelBad: '推送渠道无效',
  annexMax: `附件最多${MSG_LIMITS.maxAnnexes}个`,
  annexBad: '附件编号格式不正确',
  param: '跳转参数必须是 JSON 对象，如 {"id":1}',
  component: '跳转页面必须是以 / 开头的站内路径',
  noRecipients: '推送对象中没有可接收消息的用户',
  tooMany: `一次推送最多${MSG_LIMITS.maxRecipients}个接收人`,
  sent: (n: number) => `已推送给 ${n} 位接收人`,
} as const;

const listOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw.map((v) => String(v)) : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : [])
    .map((s) => s.trim())
    .filter(Boolean);

/** Checks a compose body; the first problem in the spec's words, or the normalised input. */
export function validatePush(body: unknown): { ok: true; value: PushInput } | { ok: false; error: string } {
  const b = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fail = (error: string) => ({ ok: false as const, error });
  const categoryId = Number(b.categoryId);
  if (!Number.isSafeInteger(categoryId) || categoryId <= 0) return fail(PUSH_TEXT.category);
  if (!isMsgType(b.msgType)) return fail(PUSH_TEXT.msgType);
  const tplRaw = b.tplId;
  const tplId = tplRaw === undefined || tplRaw === null || tplRaw === '' ? null : Number(tplRaw);
  if (tplId !== null && (!Number.isSafeInteger(tplId) || tplId <= 0)) return fail('消息模板无效');
  const title = typeof b.title === 'string' ? b.title.trim() : '';
  if (!title) return fail(PUSH_TEXT.title);
  if (title.length > MSG_LIMITS.maxTitle) return fail(PUSH_TEXT.titleMax);
  const content = typeof b.content === 'string' ? b.content : '';
  if (!content.trim()) return fail(PUSH_TEXT.content);
  if (content.length > MSG_LIMITS.maxContent) return fail(PUSH_TEXT.contentMax);
  const annexParts = listOf(b.annexIds);
  if (annexParts.length > MSG_LIMITS.maxAnnexes) return fail(PUSH_TEXT.annexMax);
  if (annexParts.some((s) => !/^\d{1,12}$/.test(s))) return fail(PUSH_TEXT.annexBad);
  const targetType = b.targetType;
  if (targetType !== 'USER' && targetType !== 'ROLE' && targetType !== 'ORG') return fail(PUSH_TEXT.targetType);
  const targetIds = [...new Set(listOf(b.targetIds))];
  if (!targetIds.length) return fail(PUSH_TEXT.targets);
  if (targetIds.length > 1000) return fail(PUSH_TEXT.tooMany);
  if (targetType === 'ROLE' ? targetIds.some((s) => !/^[A-Z][A-Z0-9_]{1,49}$/.test(s)) : targetIds.some((s) => !/^\d{1,12}$/.test(s))) return fail(PUSH_TEXT.targets);
  const channelParts = [...new Set(listOf(b.channels))];
  if (!channelParts.length) return fail(PUSH_TEXT.channels);
  if (!channelParts.every(isMsgChannel)) return fail(PUSH_TEXT.channelBad);
  const compRaw = typeof b.component === 'string' ? b.component.trim() : '';
  if (compRaw && !isPortalPath(compRaw)) return fail(PUSH_TEXT.component);
  const paramRaw = typeof b.param === 'string' ? b.param.trim() : '';
  if (paramRaw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(paramRaw);
    } catch {
      return fail(PUSH_TEXT.param);
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || paramRaw.length > 1000) return fail(PUSH_TEXT.param);
  }
  return {
    ok: true,
    value: {
      categoryId,
      msgType: b.msgType,
      tplId,
      title,
      content,
      annexIds: annexParts.map(Number),
      targetType,
      targetIds,
      channels: channelParts as MsgChannel[],
      component: compRaw || null,
      param: paramRaw || null,
    },
  };
}

/** Delivery statuses of the log (msg_log.status). */
export const DELIVERY_STATUS = { delivered: 'DELIVERED', queued: 'QUEUED', sent: 'SENT', failed: 'FAILED' } as const;
export const DELIVERY_STATUS_LABELS: Readonly<Record<string, string>> = Object.fromEntries(CODE_LISTS.deliveryStatus.items.map((i) => [i.value, i.label]));
