/**
 * What ends with a session: when the signed-in user goes (logout, 401) or changes, the menu routes
 * and the server data cached for the previous user are dropped, so nobody sees another's. While a
 * user is signed in, their cache and 待同步 queue are kept on the device (src/api/device.ts, loaded
 * only then): a 401 stops keeping them but leaves them, so work done offline is sent once the same
 * person signs in again; signing out (auth/actions.ts) and another person signing in remove them.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { useMenuRoutes } from './routes/menuState';

const device = () => import('@/api/device');

export function syncWithSession(queryClient: QueryClient): () => void {
  const keep = (userId: number) =>
    void device().then(async (d) => {
      await d.forgetOthers(userId);
      if (useSession.getState().user?.id !== userId) return;
      stopKeepingNow = d.stopKeeping;
      await d.keepOnDevice(queryClient, userId);
    });
  const first = useSession.getState().user;
  if (first) keep(first.id);
  return useSession.subscribe((now, before) => {
    if (now.user?.id === before.user?.id) return;
    useMenuRoutes.getState().reset();
    if (before.user) {
      // Stopped before the cache is cleared: clearing must not be kept as an empty queue.
      stopKeeping();
      queryClient.clear();
    }
    if (now.user) keep(now.user.id);
  });
}

/** Once the device module is loaded: synchronous, so it runs before the cache is cleared. */
let stopKeepingNow: (() => void) | null = null;
function stopKeeping() {
  stopKeepingNow?.();
  stopKeepingNow = null;
}
