/**
 * The recipient's messages and the compose call (calls document §7.3): fetchers and query-option
 * factories. Keys nest under ['msg']; every mark-read success invalidates ['msg'] so the lists,
 * the counts and the category lists reload together (screens document §4).
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MSG_LIMITS, messageParams, type MessageQuery } from '@/domain/message';
import { msgInfoCalls } from '@/domain/calls/msgInfo';
import { msgAdminCalls } from '@/domain/calls/msgAdmin';
import type { CallReply } from '@/domain/calls/call';
import { resourceCalls } from '@/domain/calls/resource';
import { MSG_TPL_PREFIX, msgTplResource, type msgTplRow } from '@/domain/resources/msg';
import { callApi } from './call';

export const msgKeys = {
  all: ['msg'] as const,
  page: (q: MessageQuery) => ['msg', 'page', q] as const,
  count: (q: Partial<MessageQuery>) => ['msg', 'count', q] as const,
  one: (id: number) => ['msg', 'one', id] as const,
  categories: ['msg', 'categories'] as const,
};

export const fetchMessages = (q: MessageQuery) => callApi(msgInfoCalls.page, { paramSet: messageParams(q) });

/** Count of the caller's messages matching the filters (read: '0' gives the unread count). */
export const fetchMessageCount = (q: Partial<MessageQuery>) => callApi(msgInfoCalls.count, { paramSet: messageParams({ pn: 1, size: 1, read: '', ...q }) }, { silent: true });

/** The message dialog's load: failure shows the server's msg in the dialog itself (silent here). */
export const fetchMessage = (id: number) => callApi(msgInfoCalls.one, { pathParams: { id } }, { silent: true });

/** Marks one message (number) or several (comma-joined ids) read; answers where each leads. */
export const markRead = (ids: number | readonly number[]) => callApi(msgInfoCalls.read, { paramSet: typeof ids === 'number' ? { id: ids } : { ids: ids.join(',') } });

/** Marks all unread read (of one type when given, e.g. REMIND). */
export const markAllRead = (type?: string) => callApi(msgInfoCalls.readAll, { paramSet: type ? { type } : {} });

export type MsgCategoryOption = CallReply<typeof msgAdminCalls.categories>[number];
export const fetchCategoryLookup = () => callApi(msgAdminCalls.categories, {});

export type MsgTplOption = z.output<typeof msgTplRow>;
const tplCalls = resourceCalls(msgTplResource, MSG_TPL_PREFIX);
export const fetchTemplates = () => callApi(tplCalls.lst, { paramSet: { 'search.channel_eq': 'WEB' } });

export type PushTargetOption = CallReply<typeof msgAdminCalls.targets>[number];
export const fetchPushTargets = (type: string, kw: string) => callApi(msgAdminCalls.targets, { paramSet: { type, kw } });

export interface PushBody {
  readonly categoryId: number;
  readonly msgType: string;
  readonly tplId: number | null;
  readonly title: string;
  readonly content: string;
  readonly annexIds: string;
  readonly targetType: string;
  readonly targetIds: readonly string[];
  readonly channels: readonly string[];
  readonly component: string | null;
  readonly param: string | null;
}
/** Compose and send; silent so the form shows the server's message next to the fields. */
export const sendPush = (body: PushBody) => callApi(msgAdminCalls.push, { body: { ...body } }, { silent: true });

export const messagesQuery = (q: MessageQuery) =>
  queryOptions({ queryKey: msgKeys.page(q), queryFn: () => fetchMessages(q), placeholderData: keepPreviousData });

export const messageCountQuery = (q: Partial<MessageQuery>) => queryOptions({ queryKey: msgKeys.count(q), queryFn: () => fetchMessageCount(q) });

export const messageQuery = (id: number) => queryOptions({ queryKey: msgKeys.one(id), queryFn: () => fetchMessage(id), retry: false, staleTime: 0, gcTime: 0 });

export const categoryLookupQuery = () => queryOptions({ queryKey: msgKeys.categories, queryFn: fetchCategoryLookup, staleTime: 60_000 });

/** The bell's unread count: polled while the tab is visible (TanStack Query pauses intervals while the document is hidden). */
export const unreadCountQuery = () =>
  queryOptions({ queryKey: msgKeys.count({ read: '0' }), queryFn: () => fetchMessageCount({ read: '0' }), refetchInterval: MSG_LIMITS.pollMs, refetchIntervalInBackground: false });

/** The popover's two lists: first 6 unread notices, first 6 unread others. */
export const popoverQuery = (kind: 'notice' | 'other') =>
  messagesQuery({ pn: 1, size: MSG_LIMITS.popoverSize, read: '0', ...(kind === 'notice' ? { msgType: 'NOTICE' } : { notMsgType: 'NOTICE' }) });

/** After any mark-read success: lists, counts and category lists reload. */
export const invalidateMessages = (qc: QueryClient) => qc.invalidateQueries({ queryKey: msgKeys.all });
