/** The message list's data: POST /api/msg/info/page with the read filter, type and page; mark-read mutations reload every message query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedback } from '@/api/feedback';
import { fetchMessage, invalidateMessages, markAllRead, markRead, messagesQuery, msgKeys } from '@/api/message';
import { MSG_TEXT, type MessageDetail, type MessageInfo, type MessageQuery } from '@/domain/message';
import type { Page } from '@/domain/page';
import { fromQuery, type WidgetData } from '@/ui/widget';

export function useData(q: MessageQuery): WidgetData<Page<MessageInfo>> {
  return fromQuery(useQuery(messagesQuery(q)));
}

export function useMessageDetail(id: number | null): WidgetData<MessageDetail> {
  const query = useQuery({ queryKey: msgKeys.one(id ?? 0), queryFn: () => fetchMessage(id ?? 0), enabled: id !== null, retry: false, gcTime: 0 });
  return fromQuery(query);
}

export function useMarkRead() {
  const qc = useQueryClient();
  const one = useMutation({
    mutationFn: (ids: number | readonly number[]) => markRead(ids),
    onSuccess: () => {
      feedback().success(MSG_TEXT.marked);
      void invalidateMessages(qc);
    },
  });
  const all = useMutation({
    mutationFn: (type?: string) => markAllRead(type),
    onSuccess: () => {
      feedback().success(MSG_TEXT.allMarked);
      void invalidateMessages(qc);
    },
  });
  return { markRead: one.mutate, markAllRead: all.mutate, busy: one.isPending || all.isPending };
}
