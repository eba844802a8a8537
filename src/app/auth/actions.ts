/**
 * Session transitions shared by the sign-in screens, the header and the dialogs (screens document
 * §4 "Login" and "Logout"): a successful sign-in stores the token and the user; logout revokes the
 * token, clears storage (what the device kept for offline work too), the tabs and the state, and
 * goes to /login.
 */
import { fetchCurrentUser, logoutCall, type LoginReply } from '@/api/account';
import { feedback } from '@/api/feedback';
import { useSession } from '@/stores/session';
import { useTabs } from '@/stores/tabs';
import type { CurrentUser } from '@/domain/account';

export async function completeSignIn(reply: LoginReply): Promise<CurrentUser> {
  const session = useSession.getState();
  session.setToken(reply.token);
  try {
    const user = await fetchCurrentUser();
    session.setUser(user);
    return user;
  } catch (e) {
    // Catalogue: current-user fetch failure clears the stored user.
    session.clear();
    throw e;
  }
}

export async function logout(): Promise<void> {
  const userId = useSession.getState().user?.id;
  try {
    if (useSession.getState().token) await logoutCall();
  } catch {
    /* the server may be gone; the local session ends anyway */
  }
  // What the device kept for the person (answers read, the 待同步 queue) goes with the session.
  if (userId !== undefined) await import('@/api/device').then((d) => d.forgetDevice(userId)).catch(() => undefined);
  useSession.getState().clear();
  useTabs.getState().reset();
  feedback().navigate('/login');
}
