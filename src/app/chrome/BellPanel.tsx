/** The bell's popover content, connected: the two unread lists, and a click that marks the message read and opens its page. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  const open = async (m: MessageInfo) => {
    onClose();
    let route = messageRoute(m);
    try {
      const r = await markRead(m.id);
      route = r.messages[0]?.route ?? route;
    } finally {
      void invalidateMessages(qc);
      navigate(route);
    }
  };
  return <BellPanelView notices={notices} others={others} onOpen={(m) => void open(m)} onMore={onMore} />;
}
