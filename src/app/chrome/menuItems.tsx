/**
 * Sidebar entries (NavItem) as antd Menu items: icon by name, title, and the badge capped at 99.
 * Groups become submenus; the top-navigation layout puts the overflow under 更多菜单.
 */
import type { MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import type { NavItem } from '../routes/types';
import { badgeCount, formatBadge } from './badge';
import { MenuIcon } from './icons';
import { MORE_MENU_TITLE } from './overflow';

export type MenuItems = NonNullable<MenuProps['items']>;
export const MORE_MENU_KEY = 'more-menu';

function Label({ item, counters }: { item: NavItem; counters: Readonly<Record<string, number>> }) {
  const badge = formatBadge(badgeCount(item.badge, counters));
  return (
    <span className="zp-menu-label">
      <span className="zp-menu-title">{item.title}</span>
      {badge && (
        <span className="zp-menu-badge" aria-label={`${badge} 条待办`}>
          {badge}
        </span>
      )}
    </span>
  );
}

/** antd items of a nav tree: groups as submenus, every entry with its icon. */
export function toMenuItems(nav: readonly NavItem[], counters: Readonly<Record<string, number>> = {}): MenuItems {
  return nav.map((item) =>
    item.children?.length
      ? { key: item.key, icon: <MenuIcon name={item.icon} />, label: <Label item={item} counters={counters} />, children: toMenuItems(item.children, counters) }
      : { key: item.key, icon: <MenuIcon name={item.icon} />, label: <Label item={item} counters={counters} /> },
  );
}

/** The top-navigation items: the first `visible` entries, the rest under 更多菜单. */
export function withMoreMenu(items: MenuItems, more: MenuItems): MenuItems {
  if (!more.length) return items;
  return [...items, { key: MORE_MENU_KEY, icon: <EllipsisOutlined />, label: MORE_MENU_TITLE, children: more }];
}

/** Finds an entry by key anywhere in the tree. */
export function findNav(nav: readonly NavItem[], key: string): NavItem | null {
  for (const item of nav) {
    if (item.key === key) return item;
    const found = item.children ? findNav(item.children, key) : null;
    if (found) return found;
  }
  return null;
}
