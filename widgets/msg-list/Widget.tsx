/** The message list as the layout host mounts it: filter state, the dialog (also opened by `?msgId=` from a bell click), mark-read calls. */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { MessageInfo } from '@/domain/message';
import type { WidgetProps } from '@/ui/widget';
import type { MsgListConfig } from './index';
import { useData, useMarkRead, useMessageDetail } from './useData';
import { MsgListView, type MsgListFilter } from './View';

function msgIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('msgId');
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

export default function MsgListWidget({ config }: WidgetProps<MsgListConfig>) {
  const [filter, setFilter] = useState<MsgListFilter>({ read: config.read, msgType: '', pn: 1, size: config.pageSize });
  const state = useData({ pn: filter.pn, size: filter.size, read: filter.read, msgType: filter.msgType });
  const { markRead, markAllRead, busy } = useMarkRead();
  const location = useLocation();
  const linked = msgIdOf(location.search);
  const [openId, setOpenId] = useState<number | null>(linked);
  const [seenLink, setSeenLink] = useState<number | null>(linked);
  // A link to another message (the bell, a to-do) opens its dialog, also in a page kept alive in a tab.
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked !== null) setOpenId(linked);
  }
  const detail = useMessageDetail(openId);

  const onQuery = useCallback(
    (next: Partial<MsgListFilter>) =>
      setFilter((f) => {
        const merged = { ...f, ...next };
        // Changing the filter or type returns to page 1 (screens document §4).
        if ((next.read !== undefined && next.read !== f.read) || (next.msgType !== undefined && next.msgType !== f.msgType)) merged.pn = 1;
        return merged;
      }),
    [],
  );

  return (
    <MsgListView
      filter={filter}
      state={state}
      onQuery={onQuery}
      onIKnow={(id) => markRead(id)}
      onView={(m: MessageInfo) => setOpenId(m.id)}
      onMarkAll={() => markAllRead(filter.msgType || undefined)}
      busy={busy}
      dialog={{ open: openId !== null, state: detail }}
      onCloseDialog={() => setOpenId(null)}
    />
  );
}
