/**
 * The header's message bell (screens document §2: message bell popover) and, once per sign-in,
 * the reminder of unread notices from the last 7 days (shown 15 seconds); before them, while
 * changes made offline wait for the server, the 待同步 button. Only for a signed-in
 * user. Both load as a chunk of their own (as do the popover's lists, the 消息列表 dialog and the
 * message dialog when first opened), so they add nothing to the JS a page needs before its first
 * widget; a space the bell's size is kept meanwhile, so the header does not shift.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '@/stores/session';
import { useWaitingChanges } from './waitingChanges';

const MessageBell = lazy(() => import('./MessageBell'));
const UnreadReminder = lazy(() => import('./UnreadReminder'));
const SyncCenter = lazy(() => import('./SyncCenter'));

/** The 待同步 button loads only while something waits (most people never work offline). */
function SyncSlot() {
  return useWaitingChanges() ? (
    <Suspense fallback={null}>
      <SyncCenter />
    </Suspense>
  ) : null;
}

export function BellSlot() {
  const signedIn = useSession((s) => !!s.token && !!s.user);
  if (!signedIn) return null;
  return (
    <>
      <SyncSlot />
      <Suspense fallback={<span style={{ display: 'inline-block', width: 32, height: 32 }} aria-hidden />}>
        <MessageBell />
        <UnreadReminder />
      </Suspense>
    </>
  );
}
