/**
 * The sidebar: 211 px wide, collapsible (the open state persists as '1'/'0' through the settings
 * store), the logo on top when sidebarLogo is on, the menu of the signed-in user. On mobile it is
 * a drawer, closed after each navigation. In the top-navigation layout it holds the children of
 * the top-level entry in use; in the horizontal layout there is none (the menu is in the header).
 */
import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { SIDEBAR_WIDTH, useSettings } from '@/stores/settings';
import { useMenuRoutes } from '../routes/menuState';
import type { RouteDescriptor } from '../routes/types';
import { Logo } from './Logo';
import { COLLAPSED_WIDTH, sidebarItems } from './sidebarItems';
import { SidebarMenu } from './SidebarMenu';
import { useTaskCounts } from './useTaskCounts';

export { COLLAPSED_WIDTH, sidebarItems };

const SidebarDrawer = lazy(() => import('./SidebarDrawer'));

export interface SidebarProps {
  route: RouteDescriptor;
  mobileOpen: boolean;
  onMobileClose(): void;
}

export function Sidebar({ route, mobileOpen, onMobileClose }: SidebarProps) {
  const nav = useMenuRoutes((s) => s.nav);
  const navigate = useNavigate();
  const { opened, logo, horizontal, layout2, mobile } = useSettings(
    useShallow((s) => ({ opened: s.sidebarOpened, logo: s.sidebarLogo, horizontal: s.horizontal, layout2: s.layout2, mobile: s.device === 'mobile' })),
  );

  const items = mobile ? nav : sidebarItems(nav, route, layout2);
  const counters = useTaskCounts();
  const menu = (collapsed: boolean) => (
    <SidebarMenu
      items={items}
      counters={counters}
      selectedKey={route.path}
      openKeys={route.ancestors}
      collapsed={collapsed}
      onNavigate={(path) => {
        onMobileClose();
        navigate(path);
      }}
    />
  );

  if (mobile) {
    return (
      <Suspense fallback={null}>
        <SidebarDrawer open={mobileOpen} onClose={onMobileClose}>
          <nav className="zp-sidebar" aria-label="菜单">
            {logo && <Logo />}
            {menu(false)}
          </nav>
        </SidebarDrawer>
      </Suspense>
    );
  }
  if (horizontal || (layout2 && !items.length)) return null;
  return (
    <Layout.Sider className="zp-sider" width={SIDEBAR_WIDTH} collapsedWidth={COLLAPSED_WIDTH} collapsed={!opened} trigger={null} theme="dark">
      <nav className="zp-sidebar" aria-label="菜单">
        {logo && <Logo collapsed={!opened} />}
        {menu(!opened)}
      </nav>
    </Layout.Sider>
  );
}
