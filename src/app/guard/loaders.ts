/**
 * What the guard loads before a protected page renders: the current user (into the session) and
 * the user's menu tree (into menu routes). The guard loads this module (and the calls' contracts)
 * only when a protected page needs it: the sign-in page does not.
 */
import { fetchCurrentUser } from '@/api/account';
import { fetchMenuTree } from '@/api/menu';
import { useSession } from '@/stores/session';
import { generateMenuRoutesSafely } from '../routes/menuRoutes';
import { useMenuRoutes } from '../routes/menuState';

export async function loadCurrentUser(): Promise<void> {
  const user = await fetchCurrentUser();
  useSession.getState().setUser(user);
}

export async function loadMenuRoutes(userId: number): Promise<void> {
  const tree = await fetchMenuTree();
  useMenuRoutes.getState().setRoutes(userId, generateMenuRoutesSafely(tree));
}
