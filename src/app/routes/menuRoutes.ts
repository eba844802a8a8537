/**
 * The signed-in user's menu tree turned into routes (screens document §2, "Dynamic routing from
 * the menu tree"; ARCHITECTURE.md §5). Pure: menu tree in, route descriptors and sidebar entries
 * out, so every rule is unit-tested without a router.
 *
 *   item with no path            -> group: a blank parent route at its path, children below it
 *   http(s) path, target _blank  -> no route; the sidebar opens the address in a new window
 *   other http(s) path           -> a route showing the address in a sandboxed full-size frame
 *   /views/<layoutId>            -> a route mounting that layout
 *   any other path               -> looked up in the predefined table; a missing name is only logged
 *
 * A top-level item's route is `/{id}`; a child's is `{parent}_{id}`. The child's menu id (not its
 * position) is the suffix so a bookmark survives re-ordering the menu. Hidden items get routes but
 * no sidebar entries; noTab and noCache carry into the descriptors for the tabs.
 */
import type { MenuItem } from '@/api/menu';
import { layoutIdOf } from '@/domain/menuCatalogue';
import { EXTERNAL_PATH_RE } from '@/domain/menuPath';
import { predefinedLayout, PREDEFINED_ROUTES, type PredefinedTable } from './predefined';
import type { MenuRoutes, NavItem, RouteDescriptor, RouteTarget } from './types';

export interface GenerateOptions {
  predefined?: PredefinedTable;
  /** Where a missing predefined route is reported (console.warn by default). */
  warn?: (message: string) => void;
}

export const BLANK_TARGET = '_blank';

const isExternal = (path: string) => EXTERNAL_PATH_RE.test(path);

/** The first page a group leads to: its first sidebar entry that is a route (depth first). */
function firstPage(nav: readonly NavItem[]): string | null {
  for (const item of nav) {
    if (item.children?.length) {
      const found = firstPage(item.children);
      if (found) return found;
    } else if (!item.href) {
      return item.key;
    }
  }
  return null;
}

/**
 * A menu item's badge: the counter the menu names, else for a layout page its own path, whose
 * open workflow tasks the shell counts (GET /api/index/taskCounts answers counts by page).
 */
export const badgeOf = (item: Pick<MenuItem, 'badge' | 'path'>): string | null => item.badge ?? (item.path?.trim().startsWith('/views/') ? item.path.trim().split('?')[0] : null);

export function generateMenuRoutes(tree: readonly MenuItem[], options: GenerateOptions = {}): MenuRoutes {
  const table = options.predefined ?? PREDEFINED_ROUTES;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const routes: RouteDescriptor[] = [];

  const describe = (item: MenuItem, path: string, target: RouteTarget, ancestors: string[]): RouteDescriptor => ({
    path,
    title: item.title,
    icon: item.icon,
    target,
    hidden: item.hidden,
    noTab: item.noTab,
    noCache: item.noCache,
    affix: false,
    opts: item.opts,
    badge: badgeOf(item),
    ancestors,
  });

  const walk = (items: readonly MenuItem[], parentPath: string | null, ancestors: string[]): NavItem[] => {
    const nav: NavItem[] = [];
    for (const item of items) {
      const path = parentPath === null ? `/${item.id}` : `${parentPath}_${item.id}`;
      const menuPath = item.path?.trim() ?? '';
      const entry = { key: path, title: item.title, icon: item.icon, badge: badgeOf(item) };

      if (!menuPath) {
        const group = describe(item, path, { kind: 'group', firstPage: null }, ancestors);
        routes.push(group);
        const children = walk(item.children, path, [...ancestors, path]);
        group.target = { kind: 'group', firstPage: firstPage(children) };
        if (!item.hidden && children.length) nav.push({ ...entry, children });
        continue;
      }

      if (isExternal(menuPath) && item.target === BLANK_TARGET) {
        if (!item.hidden) nav.push({ ...entry, key: `ext:${item.id}`, href: menuPath });
        continue;
      }

      let target: RouteTarget;
      if (isExternal(menuPath)) {
        target = { kind: 'frame', url: menuPath };
      } else {
        const layoutId = layoutIdOf(menuPath) ?? predefinedLayout(menuPath, table);
        if (!layoutId) {
          warn(`菜单“${item.title}”(${item.id}) 的路由 ${menuPath} 未定义，已跳过`);
          continue;
        }
        target = { kind: 'layout', layoutId };
      }
      routes.push(describe(item, path, target, ancestors));
      const children = item.children.length ? walk(item.children, path, [...ancestors, path]) : [];
      if (!item.hidden) nav.push(children.length ? { ...entry, children } : entry);
    }
    return nav;
  };

  const nav = walk(tree, null, []);
  return { routes, nav };
}

/**
 * The generation as the guard runs it: any failure (a malformed tree) is logged and leaves only
 * the fallback route (the static catch-all to /404), so the portal still opens.
 */
export function generateMenuRoutesSafely(tree: readonly MenuItem[], options: GenerateOptions = {}): MenuRoutes & { failed: boolean } {
  try {
    return { ...generateMenuRoutes(tree, options), failed: false };
  } catch (e) {
    console.error('菜单路由生成失败', e);
    return { routes: [], nav: [], failed: true };
  }
}
