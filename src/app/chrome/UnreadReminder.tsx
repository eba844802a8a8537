/**
 * After sign-in: unread notices of the last 7 days, shown for 15 seconds (screens document §2,
 * calls document §9). Once per sign-in (a flag in session storage, which sign-out clears).
 * Clicking one marks it read and opens its page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchMessages, invalidateMessages, markRead } from '@/api/message';
import { MSG_LIMITS, NOTICE, messageRoute, type MessageInfo } from '@/domain/message';
import { UnreadReminderView } from './UnreadReminderView';

export const REMINDER_FLAG = 'zp-msg-reminder-shown';
const DAY_MS = 24 * 3600 * 1000;

export default function UnreadReminder() {
  const [due] = useState(() => globalThis.sessionStorage?.getItem(REMINDER_FLAG) !== '1');
  const q = useQuery({
    queryKey: ['msg', 'reminder'],
    queryFn: () => fetchMessages({ pn: 1, size: MSG_LIMITS.popoverSize, read: '0', msgType: NOTICE, after: new Date(Date.now() - MSG_LIMITS.reminderDays * DAY_MS).toISOString() }),
    enabled: due,
    staleTime: Infinity,
  });
  const [closed, setClosed] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  // Opening goes on whether or not the mark-read call succeeds (the http client reports a failure).
  const read = useMutation({
    mutationFn: (m: MessageInfo) => markRead(m.id),
    onSettled: (reply, _error, m) => {
      void invalidateMessages(qc);
      navigate(reply?.messages[0]?.route ?? messageRoute(m));
    },
  });
  const shown = !!q.data?.totalElements;
  useEffect(() => {
    if (!q.data) return;
    globalThis.sessionStorage?.setItem(REMINDER_FLAG, '1');
    if (!q.data.totalElements) return;
    const timer = setTimeout(() => setClosed(true), MSG_LIMITS.reminderMs);
    return () => clearTimeout(timer);
  }, [q.data]);
  if (!due || !shown || closed || !q.data) return null;
  const open = (m: MessageInfo) => {
    setClosed(true);
    read.mutate(m);
  };
  return <UnreadReminderView total={q.data.totalElements} items={q.data.content} onOpen={open} onClose={() => setClosed(true)} />;
}
