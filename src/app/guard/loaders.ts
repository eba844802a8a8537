/**
 * What the guard loads before a protected page renders: the current user (into the session) and
 * the user's menu tree (into menu routes). The guard loads this module (and the calls' contracts)
 * only when a protected page needs it: the sign-in page does not.
 */
import { fetchCurrentUser } from '@/api/account';
import { fetchMenuTree } from '@/api/menu';
import { isNoResponse } from '@/api/offline';
import { useSession } from '@/stores/session';
import { generateMenuRoutesSafely } from '../routes/menuRoutes';
import { useMenuRoutes } from '../routes/menuState';

export async function loadCurrentUser(): Promise<void> {
  const user = await fetchCurrentUser();
  useSession.getState().setUser(user);
}

/** The menu as the server gives it, else (no network) as this device kept it from the last time: the portal opens offline. */
export async function loadMenuRoutes(userId: number): Promise<void> {
  let tree: Awaited<ReturnType<typeof fetchMenuTree>>;
  try {
    tree = await fetchMenuTree();
    void import('@/api/device').then((d) => d.keepMenu(userId, tree));
  } catch (e) {
    const kept = isNoResponse(e) ? await import('@/api/device').then((d) => d.keptMenu<typeof tree>(userId)) : undefined;
    if (!kept) throw e;
    tree = kept;
  }
  useMenuRoutes.getState().setRoutes(userId, generateMenuRoutesSafely(tree));
}
