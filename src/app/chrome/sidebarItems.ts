/**
 * Which entries the sidebar shows, and its collapsed width. Apart from Sidebar.tsx so the shell's
 * placeholders (drawn while the chrome's chunk loads) can size the column without loading the menu.
 */
import type { NavItem, RouteDescriptor } from '../routes/types';

export const COLLAPSED_WIDTH = 64;

/** The entries the sidebar shows: all of them, or in the top-navigation layout the section in use. */
export function sidebarItems(nav: readonly NavItem[], route: RouteDescriptor, topNav: boolean): readonly NavItem[] {
  if (!topNav) return nav;
  const top = route.ancestors[0] ?? route.path;
  return nav.find((n) => n.key === top)?.children ?? [];
}
