/**
 * The menu of the signed-in user (sidebar, drawer on mobile, or the header in the horizontal
 * layouts). Presentational: it gets the entries and the current key and reports clicks; an
 * external entry (target _blank) opens its address in a new window without a route.
 */
import { useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import type { NavItem } from '../routes/types';
import { findNav, toMenuItems, withMoreMenu, MORE_MENU_KEY } from './menuItems';
import { splitOverflow } from './overflow';

export interface SidebarMenuProps {
  items: readonly NavItem[];
  /** The route path of the page shown (its entry is highlighted). */
  selectedKey: string | null;
  /** Submenus to open: the groups above the page shown. */
  openKeys?: readonly string[];
  collapsed?: boolean;
  mode?: 'inline' | 'horizontal';
  theme?: 'dark' | 'light';
  /** Top-navigation layout: entries past this many go under 更多菜单. */
  visibleCount?: number;
  /** Values of named badge counters. */
  counters?: Readonly<Record<string, number>>;
  onNavigate(path: string): void;
  /** Opens an external address; by default a new window without access to this one. */
  onOpenExternal?(href: string): void;
}

const openInNewWindow = (href: string) => void window.open(href, '_blank', 'noopener,noreferrer');
const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

export function SidebarMenu({
  items,
  selectedKey,
  openKeys = [],
  collapsed = false,
  mode = 'inline',
  theme = 'dark',
  visibleCount,
  counters,
  onNavigate,
  onOpenExternal = openInNewWindow,
}: SidebarMenuProps) {
  // Open submenus are the user's to toggle; navigating opens the new page's groups as well.
  const wanted = openKeys.join('|');
  const [open, setOpen] = useState<string[]>(() => [...openKeys]);
  const [seen, setSeen] = useState(wanted);
  if (seen !== wanted) {
    setSeen(wanted);
    setOpen((o) => union(o, openKeys));
  }

  const { shown, more } = visibleCount === undefined ? { shown: [...items], more: [] } : splitOverflow(items, visibleCount);
  const menuItems = withMoreMenu(toMenuItems(shown, counters), toMenuItems(more, counters));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === MORE_MENU_KEY) return;
    const entry = findNav(items, key);
    if (entry?.href) onOpenExternal(entry.href);
    else onNavigate(key);
  };

  const common = { className: 'zp-menu', theme, items: menuItems, selectedKeys: selectedKey ? [selectedKey] : [], onClick };
  if (mode === 'horizontal') return <Menu {...common} mode="horizontal" disabledOverflow={visibleCount !== undefined} />;
  // Collapsed, submenus pop out on hover and antd tracks them itself; the remount (key) keeps
  // the menu from switching between controlled and uncontrolled open keys.
  if (collapsed) return <Menu key="collapsed" {...common} mode="inline" inlineCollapsed />;
  return <Menu key="expanded" {...common} mode="inline" openKeys={open} onOpenChange={setOpen} />;
}
