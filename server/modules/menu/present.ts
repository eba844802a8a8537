/** Menu rows to the tree items the client routes from (screens document §2, "Menu item fields"). */
import type { MenuItem } from '../../../src/domain/resources/menu';
import type { sysMenu } from '../../db/schema';
import { buildForest, bySeq, type Tree } from '../../http/tree';

export type MenuRow = typeof sysMenu.$inferSelect;

export const isGroup = (m: Pick<MenuRow, 'path'>) => !m.path;

function toItem(n: Tree<MenuRow>): MenuItem {
  return {
    id: n.id,
    title: n.title,
    icon: n.icon,
    path: n.path,
    opts: n.opts,
    target: n.target,
    seq: n.seq,
    hidden: n.hidden,
    noTab: n.noTab,
    noCache: n.noCache,
    badge: n.badge,
    children: (n.children ?? []).map(toItem),
  };
}

/**
 * Drops groups with nothing left below them; a group whose children are all hidden (forms only)
 * is hidden too, so the sidebar shows no empty heading while the routes still exist.
 */
function prune(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => {
    if (item.path) return [{ ...item, children: prune(item.children) }];
    const children = prune(item.children);
    if (!children.length) return [];
    return [{ ...item, hidden: item.hidden || children.every((c) => c.hidden), children }];
  });
}

/** Menu rows (already filtered to what the user may see) as a tree, siblings by seq. */
export function menuTree(rows: readonly MenuRow[]): MenuItem[] {
  return prune(buildForest(rows, { compare: bySeq }).map(toItem));
}
