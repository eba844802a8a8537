/**
 * Menu maintenance calls (calls document §7.4) for the menu tree page: the whole tree
 * (POST /api/sysmenu/sync), create PUT /api/sysmenu, update PUT /api/sysmenu/{id}, delete
 * DELETE /api/sysmenu?ids=, one-call reordering (POST /api/sysmenu/reorder) and the layouts a page
 * item may mount (POST /api/layout/known). Keys nest under ['menuAdmin'].
 */
import { queryOptions } from '@tanstack/react-query';
import { layoutCalls } from '@/domain/calls/layout';
import { menuCalls, type MenuTreeNode } from '@/domain/calls/menu';
import { resourceCalls } from '@/domain/calls/resource';
import { RESOURCES } from '@/domain/resources';
import { callApi } from './call';

/** One node of the maintenance tree: the full record; `children` only where there are some. */
export type MenuNode = MenuTreeNode;

/** The writable fields of a menu item (its timestamps are the server's). */
export type MenuBody = Omit<MenuNode, 'id' | 'children' | 'createTime' | 'updateTime'>;

export const menuAdminKeys = {
  all: ['menuAdmin'] as const,
  tree: () => ['menuAdmin', 'tree'] as const,
  layouts: () => ['menuAdmin', 'layouts'] as const,
};

const menuItemCalls = resourceCalls(RESOURCES.sysmenu.def, RESOURCES.sysmenu.prefix);

export const fetchMenuForest = () => callApi(menuCalls.sync, {});
export const fetchKnownLayouts = () => callApi(layoutCalls.known, {});
/** Silent: the form shows the server's message beside the fields. */
export const createMenu = (body: MenuBody) => callApi(menuItemCalls.create, { body: { ...body } }, { silent: true });
export const updateMenu = (id: number, body: MenuBody) => callApi(menuItemCalls.update, { pathParams: { id }, body: { ...body } }, { silent: true });
export const deleteMenus = (ids: readonly number[]) => callApi(menuItemCalls.delete, { paramSet: { ids: ids.join(',') } });
export const reorderMenus = (pid: number | null, ids: readonly number[]) => callApi(menuCalls.reorder, { paramSet: { pid: pid ?? '', ids: ids.join(',') } });

export const menuForestQuery = () => queryOptions({ queryKey: menuAdminKeys.tree(), queryFn: fetchMenuForest });
export const knownLayoutsQuery = () => queryOptions({ queryKey: menuAdminKeys.layouts(), queryFn: fetchKnownLayouts, staleTime: 60_000 });
