/** The recipient's messages (calls document §7.3): the calls and the records they answer. */
import { z } from 'zod';
import { defineCall, id, optionalIds, pageOf, scalar, searchParams } from './call';

const tag = '消息';

/** A message as the recipient sees it (screens document §3). */
export const messageInfo = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
  categoryId: z.number(),
  categoryName: z.string().nullable(),
  categoryCode: z.string().nullable(),
  /** The message type's label (通知, 提醒, 验证): the dialog's title. */
  typeName: z.string(),
  msgType: z.string(),
  /** 1 read, 0 unread (the spec also calls it readStatus). */
  read: z.union([z.literal(0), z.literal(1)]),
  readStatus: z.union([z.literal(0), z.literal(1)]),
  readText: z.string(),
  readTime: z.string().nullable(),
  readNum: z.number(),
  component: z.string().nullable(),
  param: z.string().nullable(),
  annexIds: z.string().nullable(),
});

export const messageAnnex = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number() });

/** GET /api/msg/info/{id}: the message plus its attachments (download addresses the recipient may use). */
export const messageDetail = messageInfo.extend({ annexes: z.array(messageAnnex) });

/** What marking read answers: how many changed, and where each marked message leads (read-and-jump). */
export const readResult = z.object({ count: z.number(), messages: z.array(z.object({ id: z.number(), route: z.string() })) });

/** The recipient's filters: read (0|1, empty or null for all) and the search grammar. */
const messageFilters = searchParams.extend({
  read: scalar.optional().meta({ title: '阅读状态' }),
  'search.title_like': scalar.optional(),
  'search.title_eq': scalar.optional(),
  'search.msgType_eq': scalar.optional(),
  'search.msgType_ne': scalar.optional(),
  'search.msgType_in': scalar.optional(),
  'search.createTime_gt': scalar.optional(),
  'search.createTime_gte': scalar.optional(),
  'search.createTime_lt': scalar.optional(),
  'search.createTime_lte': scalar.optional(),
  'search.categoryId_eq': scalar.optional(),
  'search.categoryId_in': scalar.optional(),
  'search.categoryCode_eq': scalar.optional(),
  'search.categoryCode_in': scalar.optional(),
});

export const msgInfoCalls = {
  page: defineCall({ method: 'POST', path: '/api/msg/info/page', summary: '我的消息分页列表', tag, paramSet: messageFilters, reply: pageOf(messageInfo) }),
  count: defineCall({ method: 'POST', path: '/api/msg/info/count', summary: '我的消息条数（read=0 为未读数）', tag, paramSet: messageFilters, reply: z.number() }),
  lst: defineCall({ method: 'POST', path: '/api/msg/info/lst', summary: '我的消息列表（不分页）', tag, paramSet: messageFilters, reply: z.array(messageInfo) }),
  annex: defineCall({ method: 'GET', path: '/api/msg/info/annex', summary: '下载我的消息的附件', tag, query: z.object({ msgId: id(), id: id() }), file: true }),
  one: defineCall({ method: 'GET', path: '/api/msg/info/:id', summary: '打开一条消息（计阅读次数）', tag, pathParams: z.object({ id: id() }), reply: messageDetail }),
  read: defineCall({
    method: 'POST',
    path: '/api/msg/info/read',
    summary: '标记已读（id 或逗号分隔的 ids），并答复每条消息指向的页面',
    tag,
    paramSet: z.looseObject({ id: optionalIds(), ids: optionalIds() }),
    reply: readResult,
  }),
  readAll: defineCall({ method: 'POST', path: '/api/msg/info/readAll', summary: '全部标记已读（可限一种消息类型）', tag, paramSet: z.looseObject({ type: scalar.optional() }), reply: z.object({ count: z.number() }) }),
} as const;
