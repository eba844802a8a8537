/**
 * Layout calls (ARCHITECTURE.md §4): the effective layout of a page, and (for the layout
 * editor) saving and forgetting the user's own. Fetcher, then query options; keys nest under
 * ['layout']. Calls are silent: the layout host shows failures in the page itself (a fallback
 * with a notice, or 页面建设中 for an unknown page) instead of a toast.
 */
import { queryOptions } from '@tanstack/react-query';
import { layoutCalls } from '@/domain/calls/layout';
import type { EffectiveLayout, LayoutDoc } from '@/domain/layout';
import type { RoleCode } from '@/domain/roles';
import { callApi } from './call';

export const layoutKeys = {
  all: ['layout'] as const,
  one: (layoutId: string) => ['layout', layoutId] as const,
};

export const fetchLayout = (layoutId: string) => callApi(layoutCalls.one, { pathParams: { id: layoutId } }, { silent: true });

/** `baseVersion`: the version the editor started from; the server refuses the save (409) if someone saved since. */
export const saveLayout = (doc: LayoutDoc, baseVersion?: number | null) =>
  callApi(layoutCalls.save, { pathParams: { id: doc.id }, query: baseVersion == null ? {} : { version: baseVersion }, body: doc });

/** Where an editor saves: the user's own layout, a role's default (administrators) or everyone's (administrators). */
export type SaveTarget = { readonly scope: 'user' } | { readonly scope: 'role'; readonly role: RoleCode } | { readonly scope: 'system' };

export function saveLayoutAs(doc: LayoutDoc, target: SaveTarget, baseVersion: number | null): Promise<EffectiveLayout> {
  if (target.scope === 'user') return saveLayout(doc, baseVersion);
  const query = target.scope === 'role' ? { scope: 'role', roleId: target.role } : { scope: 'system' };
  return callApi(layoutCalls.save, { pathParams: { id: doc.id }, query, body: doc });
}

export const resetLayout = (layoutId: string) => callApi(layoutCalls.reset, { pathParams: { id: layoutId } });

export const layoutQuery = (layoutId: string) =>
  queryOptions({
    queryKey: layoutKeys.one(layoutId),
    queryFn: () => fetchLayout(layoutId),
    // A page's layout changes only when someone saves it; the editor writes the cache on save.
    staleTime: 5 * 60_000,
  });
