/**
 * Session transitions shared by the sign-in screens, the header and the dialogs (screens document
 * §4 "Login" and "Logout"): a successful sign-in stores the token and the user; logout revokes the
 * token, clears storage, the tabs and the state, and goes to /login.
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
  try {
    if (useSession.getState().token) await logoutCall();
  } catch {
    /* the server may be gone; the local session ends anyway */
  }
  useSession.getState().clear();
  useTabs.getState().reset();
  feedback().navigate('/login');
}
