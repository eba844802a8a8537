/**
 * Layout administration (布局管理): the list of shipped and stored layouts
 * (POST /api/layout/page), restoring stored ones (POST /api/layout/restore), and the one-shot
 * request that makes a layout open in edit mode when its page mounts next (the list's 编辑布局).
 * Keys nest under ['layoutAdmin'].
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { layoutCalls } from '@/domain/calls/layout';
import { callApi } from './call';

export interface LayoutPageQuery {
  readonly pn: number;
  readonly size: number;
  readonly filters: Readonly<Record<string, string>>;
}

export const layoutAdminKeys = {
  all: ['layoutAdmin'] as const,
  page: (q: LayoutPageQuery) => ['layoutAdmin', 'page', q] as const,
};

export const fetchLayoutPage = (q: LayoutPageQuery) => callApi(layoutCalls.page, { paramSet: { 'page.pn': q.pn, 'page.size': q.size, ...q.filters } });
export const restoreLayouts = (rowIds: readonly number[]) => callApi(layoutCalls.restore, { paramSet: { ids: rowIds.join(',') } });

export const layoutPageQuery = (q: LayoutPageQuery) => queryOptions({ queryKey: layoutAdminKeys.page(q), queryFn: () => fetchLayoutPage(q), placeholderData: keepPreviousData });

/** sessionStorage key of the one-shot "open in edit mode" request. */
const EDIT_REQUEST_KEY = 'zp.layout.editOnOpen';

/** Asks the layout host to open `layoutId` in edit mode the next time that layout mounts. */
export function requestEditOnOpen(layoutId: string): void {
  try {
    sessionStorage.setItem(EDIT_REQUEST_KEY, layoutId);
  } catch {
    // Storage refused (private mode): the page opens in view mode and 编辑布局 is one click away.
  }
}

/** Whether an edit request for `layoutId` is pending (does not consume it: React may run an initializer twice). */
export function hasEditRequest(layoutId: string): boolean {
  try {
    return sessionStorage.getItem(EDIT_REQUEST_KEY) === layoutId;
  } catch {
    return false;
  }
}

/** Forgets a pending edit request for `layoutId` (after the layout has mounted with it). */
export function clearEditRequest(layoutId: string): void {
  try {
    if (sessionStorage.getItem(EDIT_REQUEST_KEY) === layoutId) sessionStorage.removeItem(EDIT_REQUEST_KEY);
  } catch {
    // Nothing stored.
  }
}

/** True once when an edit request for `layoutId` is pending; consumes it. */
export function takeEditRequest(layoutId: string): boolean {
  const pending = hasEditRequest(layoutId);
  if (pending) clearEditRequest(layoutId);
  return pending;
}
