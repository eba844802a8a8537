/**
 * The permission directive of the spec (§6): an element is removed unless the signed-in user's
 * comma-separated permission list holds the required permission (the wildcard `*` grants all).
 * src/ui may not read stores, so the shell hands the list down through PermProvider.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { hasPerm } from '@/domain/roles';

const PermContext = createContext<string>('');

export function PermProvider({ perms, children }: { perms: string; children?: ReactNode }) {
  return <PermContext.Provider value={perms}>{children}</PermContext.Provider>;
}

/** A checker bound to the provided permissions: `usePerm()('sys:user:add')`. */
export function usePerm(): (need: string) => boolean {
  const perms = useContext(PermContext);
  return useCallback((need: string) => hasPerm(perms, need), [perms]);
}

/** Renders its children only when the permission is held; otherwise nothing at all (not hidden: removed). */
export function Perm({ need, children }: { need: string; children?: ReactNode }) {
  const can = usePerm();
  return can(need) ? <>{children}</> : null;
}
