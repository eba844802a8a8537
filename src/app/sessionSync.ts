/**
 * What ends with a session: when the signed-in user goes (logout, 401) or changes, the menu routes
 * and the server data cached for the previous user are dropped, so nobody sees another's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { useMenuRoutes } from './routes/menuState';

export function syncWithSession(queryClient: QueryClient): () => void {
  return useSession.subscribe((now, before) => {
    if (now.user?.id === before.user?.id) return;
    useMenuRoutes.getState().reset();
    if (before.user) queryClient.clear();
  });
}
