/**
 * The navigation guard's decisions (screens document §2, "Navigation guard"), as a pure function
 * of where the user goes and what the session holds. The guard component (NavigationGuard.tsx)
 * carries out the action; the outcomes of its calls are decided here too.
 *
 *   stored user, /login (/pre)        -> redirect to / (or to the login's own safe redirect)
 *   stored user, menu routes missing  -> load the menu routes (failure: logged, continue)
 *   stored user, routes ready         -> render
 *   no user, a no-sign-in path        -> render
 *   no user, any other path, a token  -> fetch the current user, then the menu, and re-enter
 *   no user, any other path, no token -> sign-in: /login?redirect=<path+query>. Without a token
 *                                        the user call can only fail, so it is not made.
 */
import { safeRedirect } from '@/app/auth/redirect';
import { CERT_VERIFY_PAGE } from '@/domain/resources/certPaths';
import { GET_PASSWORD_PATH, LOGIN_PATH, PRE_LOGIN_PATH, REGISTER_PATH, ROOT_PATH, TEST_PATH } from '../routes/paths';

/** Paths that pass without sign-in (the public certificate check is what a certificate's QR code opens). */
export const NO_SIGN_IN_PATHS: readonly string[] = [TEST_PATH, PRE_LOGIN_PATH, LOGIN_PATH, GET_PASSWORD_PATH, REGISTER_PATH, CERT_VERIFY_PAGE];
export const NO_SIGN_IN_PREFIXES: readonly string[] = ['/userM/', '/fileUploadM/'];

export const isNoSignInPath = (path: string) => NO_SIGN_IN_PATHS.includes(path) || NO_SIGN_IN_PREFIXES.some((p) => path.startsWith(p));
const isLoginPath = (path: string) => path === LOGIN_PATH || path === PRE_LOGIN_PATH;

export interface GuardInput {
  path: string;
  /** The query string, with its leading `?` (or empty). */
  search: string;
  /** A current user is stored (session / local storage). */
  storedUser: boolean;
  /** A token is held (the X-Token cookie). */
  hasToken: boolean;
  /** The menu routes of the stored user are generated. */
  routesReady: boolean;
}

export type GuardAction =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadMenu' }
  | { kind: 'loadUser' };

/** Where sign-in sends the user back to: the original path with its query. */
export const loginRedirect = (path: string, search: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(path + search)}`;

export function decideNavigation({ path, search, storedUser, hasToken, routesReady }: GuardInput): GuardAction {
  if (storedUser) {
    if (isLoginPath(path)) return { kind: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect'), ROOT_PATH) };
    return routesReady ? { kind: 'render' } : { kind: 'loadMenu' };
  }
  if (isNoSignInPath(path)) return { kind: 'render' };
  return hasToken ? { kind: 'loadUser' } : { kind: 'redirect', to: loginRedirect(path, search) };
}

/** What a failed call leads to (calls document §8). */
export type FailureOutcome =
  /** The http client already handled it (401: session cleared, sent to sign-in). */
  | { kind: 'none' }
  /** Current user fetch failed: session and storage cleared, to sign-in with the redirect. */
  | { kind: 'signIn'; to: string; toast: null }
  /** Only the menu failed: 系统菜单加载失败！, and navigation continues with the fallback route. */
  | { kind: 'continue'; toast: string }
  /** Anything unexpected: 系统异常，请重新登录！, storage cleared, to sign-in. */
  | { kind: 'systemError'; to: string; toast: string };

export const MENU_FAILED = '系统菜单加载失败！';
export const SYSTEM_ERROR = '系统异常，请重新登录！';

/** A failure as the http client reports it: an ApiCallError carries a numeric code. */
export interface CallFailure {
  code: number;
}
const isCallFailure = (e: unknown): e is CallFailure => e instanceof Error && typeof (e as Partial<CallFailure>).code === 'number';

export function decideFailure(step: 'user' | 'menu', error: unknown, path: string, search: string): FailureOutcome {
  if (!isCallFailure(error)) return { kind: 'systemError', to: loginRedirect(path, search), toast: SYSTEM_ERROR };
  if (step === 'user') return { kind: 'signIn', to: loginRedirect(path, search), toast: null };
  if (error.code === 401) return { kind: 'none' };
  return { kind: 'continue', toast: MENU_FAILED };
}
