/** The menu tree's data: the whole tree, the layouts a page may mount, and the calls that change the menu. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createMenu, deleteMenus, knownLayoutsQuery, menuAdminKeys, menuForestQuery, reorderMenus, updateMenu, type MenuBody, type MenuNode } from '@/api/menuAdmin';
import type { KnownLayout } from '@/domain/layoutAdmin';
import { fromQuery, type WidgetData } from '@/ui/widget';

export interface MenuTreeData {
  state: WidgetData<MenuNode[]>;
  layouts: KnownLayout[];
  save: (body: MenuBody, id: number | null) => Promise<MenuNode>;
  remove: (id: number) => Promise<unknown>;
  reorder: (pid: number | null, ids: number[]) => Promise<unknown>;
  refresh: () => void;
}

export function useData(): MenuTreeData {
  const tree = useQuery(menuForestQuery());
  const layouts = useQuery(knownLayoutsQuery());
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: menuAdminKeys.tree() });
  const after =
    <A extends unknown[], R>(f: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      const r = await f(...a);
      await reload();
      return r;
    };
  return {
    state: fromQuery(tree),
    layouts: layouts.data ?? [],
    save: after((body: MenuBody, id: number | null) => (id === null ? createMenu(body) : updateMenu(id, body))),
    remove: after((id: number) => deleteMenus([id])),
    reorder: after((pid: number | null, ids: number[]) => reorderMenus(pid, ids)),
    refresh: () => {
      void reload();
      void client.invalidateQueries({ queryKey: menuAdminKeys.layouts() });
    },
  };
}
