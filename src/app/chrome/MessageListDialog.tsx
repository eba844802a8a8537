/** The 消息列表 dialog, connected: the caller's messages, the mark-read calls, and a message's own dialog. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { fetchMessage, invalidateMessages, markAllRead, markRead, messagesQuery, msgKeys } from '@/api/message';
import { MSG_LIMITS, MSG_TEXT, type MessageDetail } from '@/domain/message';
import { MessageDialogView } from '@/ui/message/MessageDialogView';
import { fromQuery } from '@/ui/widget';
import { MessageListDialogView, type MessageListFilter } from './MessageListDialogView';

export default function MessageListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<MessageListFilter>({ title: '', read: '', pn: 1, size: MSG_LIMITS.pageSize });
  const list = fromQuery(useQuery({ ...messagesQuery({ pn: filter.pn, size: filter.size, read: filter.read, title: filter.title }), enabled: open }));
  const [viewId, setViewId] = useState<number | null>(null);
  const detail = fromQuery<MessageDetail>(useQuery({ queryKey: msgKeys.one(viewId ?? 0), queryFn: () => fetchMessage(viewId ?? 0), enabled: viewId !== null, retry: false, gcTime: 0 }));
  const read = useMutation({
    mutationFn: (ids: number | number[]) => markRead(ids),
    onSuccess: () => {
      message.success(MSG_TEXT.marked);
      void invalidateMessages(qc);
    },
  });
  const all = useMutation({
    mutationFn: () => markAllRead(),
    onSuccess: () => {
      message.success(MSG_TEXT.allMarked);
      void invalidateMessages(qc);
    },
  });
  return (
    <>
      <MessageListDialogView
        open={open}
        filter={filter}
        state={list}
        busy={read.isPending || all.isPending}
        onQuery={(next) => setFilter((f) => ({ ...f, ...next }))}
        onBatchRead={(ids) => {
          if (!ids.length) {
            message.warning(MSG_TEXT.selectFirst);
            return;
          }
          read.mutate(ids);
        }}
        onMarkAll={() => all.mutate()}
        onMarkOne={(id) => read.mutate(id)}
        onView={(m) => setViewId(m.id)}
        onClose={onClose}
      />
      <MessageDialogView open={viewId !== null} state={detail} onClose={() => setViewId(null)} />
    </>
  );
}
