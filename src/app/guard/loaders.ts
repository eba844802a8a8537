/**
 * What the guard loads before a protected page renders: the current user (into the session) and
 * the user's menu tree (into menu routes). Each step runs once at a time, so React's StrictMode
 * double effects and quick successive navigations never send the same call twice.
 */
import { fetchCurrentUser } from '@/api/account';
import { fetchMenuTree } from '@/api/menu';
import { useSession } from '@/stores/session';
import { generateMenuRoutesSafely } from '../routes/menuRoutes';
import { useMenuRoutes } from '../routes/menuState';

const running = new Map<string, Promise<void>>();

/** Runs `job` unless a job under the same key is already running; resolves when it ends. */
export function once(key: string, job: () => Promise<void>): Promise<void> | null {
  if (running.has(key)) return null;
  const p = job().finally(() => running.delete(key));
  running.set(key, p);
  return p;
}

export async function loadCurrentUser(): Promise<void> {
  const user = await fetchCurrentUser();
  useSession.getState().setUser(user);
}

export async function loadMenuRoutes(userId: number): Promise<void> {
  const tree = await fetchMenuTree();
  useMenuRoutes.getState().setRoutes(userId, generateMenuRoutesSafely(tree));
}
