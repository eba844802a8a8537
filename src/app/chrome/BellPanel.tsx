/** The bell's popover content, connected: the two unread lists, and a click that marks the message read and opens its page. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { invalidateMessages, markRead, popoverQuery } from '@/api/message';
import { messageRoute, type MessageInfo } from '@/domain/message';
import { fromQuery } from '@/ui/widget';
import { BellPanelView } from './BellPanelView';

export default function BellPanel({ onClose, onMore }: { onClose: () => void; onMore: () => void }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const notices = fromQuery(useQuery({ ...popoverQuery('notice'), staleTime: 0 }));
  const others = fromQuery(useQuery({ ...popoverQuery('other'), staleTime: 0 }));
  // Options-level callbacks: they run even when closing the popover has unmounted this panel.
  // Opening goes on whether or not the mark-read call succeeds (the http client reports a failure).
  const read = useMutation({
    mutationFn: (m: MessageInfo) => markRead(m.id),
    onSettled: (reply, _error, m) => {
      void invalidateMessages(qc);
      navigate(reply?.messages[0]?.route ?? messageRoute(m));
    },
  });
  const open = (m: MessageInfo) => {
    onClose();
    read.mutate(m);
  };
  return <BellPanelView notices={notices} others={others} onOpen={open} onMore={onMore} />;
}
