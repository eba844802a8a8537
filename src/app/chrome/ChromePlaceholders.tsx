/**
 * What the shell draws while the chrome's chunk (chromeChunk.ts) loads: boxes of exactly the size
 * the sidebar, the header bar and the tags bar will have, so the page does not move when they
 * arrive. Same decisions as Sidebar.tsx for whether the dark column is there and how wide it is.
 */
import { Layout } from 'antd';
import { useShallow } from 'zustand/react/shallow';
import { SIDEBAR_WIDTH, useSettings } from '@/stores/settings';
import { useMenuRoutes } from '../routes/menuState';
import type { RouteDescriptor } from '../routes/types';
import { COLLAPSED_WIDTH, sidebarItems } from './sidebarItems';

/** The sidebar's dark column (none on mobile, in the horizontal layout, or a top-navigation section without children). */
export function SidebarPlaceholder({ route }: { route: RouteDescriptor }) {
  const nav = useMenuRoutes((s) => s.nav);
  const { opened, horizontal, layout2, mobile } = useSettings(
    useShallow((s) => ({ opened: s.sidebarOpened, horizontal: s.horizontal, layout2: s.layout2, mobile: s.device === 'mobile' })),
  );
  if (mobile || horizontal || (layout2 && !sidebarItems(nav, route, true).length)) return null;
  // Layout.Sider itself (from antd's layout code, already on the path): the same width, class and
  // collapse state as the real one; only the menu is missing.
  return <Layout.Sider className="zp-sider" width={SIDEBAR_WIDTH} collapsedWidth={COLLAPSED_WIDTH} collapsed={!opened} trigger={null} theme="dark" aria-hidden />;
}

/** The 50 px header bar. */
export function NavbarPlaceholder() {
  return <div className="zp-navbar" aria-hidden />;
}

/** The tags bar. */
export function TagsPlaceholder() {
  return <div className="zp-tags" aria-hidden />;
}
