/**
 * The session: the token (in state and in the `X-Token` cookie, sent as the X-Token header) and
 * the current user (under `curUser` in both localStorage and sessionStorage, as the spec keeps it).
 */
import { create } from 'zustand';
import type { CurrentUser } from '@/domain/account';

export const TOKEN_COOKIE = 'X-Token';
export const CUR_USER_KEY = 'curUser';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * The cookie exists for plain GET links and pictures (downloads, avatars), which cannot send a
 * header; the server takes it for reads only. Strict: a page of another site never sends it, so
 * even a read cannot be triggered from elsewhere with the session. Secure when served over TLS.
 */
function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const attrs = `path=/; SameSite=Strict${globalThis.location?.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = value === null ? `${name}=; ${attrs}; max-age=0` : `${name}=${encodeURIComponent(value)}; ${attrs}`;
}

function readStoredUser(): CurrentUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(CUR_USER_KEY) ?? globalThis.localStorage?.getItem(CUR_USER_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

function storeUser(user: CurrentUser | null): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!storage) continue;
    if (user) storage.setItem(CUR_USER_KEY, JSON.stringify(user));
    else storage.removeItem(CUR_USER_KEY);
  }
}

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  setToken(token: string | null): void;
  setUser(user: CurrentUser | null): void;
  /** Sign-out and 401: token, cookie, stored user and session storage all cleared. */
  clear(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: readCookie(TOKEN_COOKIE),
  user: readStoredUser(),
  setToken(token) {
    writeCookie(TOKEN_COOKIE, token);
    set({ token });
  },
  setUser(user) {
    storeUser(user);
    set({ user });
  },
  clear() {
    writeCookie(TOKEN_COOKIE, null);
    storeUser(null);
    globalThis.sessionStorage?.clear();
    set({ token: null, user: null });
  },
}));

/** The signed-in user's permission list (comma-separated in `info.perms`). */
export const selectPerms = (s: SessionState): string => s.user?.info.perms ?? '';
