/**
 * The header: the sidebar toggle, the breadcrumb (or, in the horizontal and top-navigation
 * layouts, the menu), and on the right the big-screen button, the message bell's slot, the
 * settings button and the user dropdown.
 */
import { useMutation } from '@tanstack/react-query';
import { App, Button, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { logout } from '@/app/auth/actions';
import { SYNC_TEXT } from '@/domain/sync';
import { useAccountUi } from '@/stores/accountUi';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useMenuRoutes } from '../routes/menuState';
import { HOME_PATH, MYSELF_PATH } from '../routes/paths';
import type { RouteDescriptor } from '../routes/types';
import { useWindowWidth } from '../shell/useWindowWidth';
import { BellSlot } from './BellSlot';
import { Breadcrumbs } from './Breadcrumbs';
import { Logo } from './Logo';
import { topNavVisibleCount } from './overflow';
import { ScreenButton } from './ScreenButton';
import { sidebarItems } from './sidebarItems';
import { SidebarMenu } from './SidebarMenu';
import { useTaskCounts } from './useTaskCounts';
import { USER_MENU, UserMenu, type UserMenuAction } from './UserMenu';
import { useWaitingChanges } from './waitingChanges';

export const TOGGLE_SIDEBAR_LABEL = '展开/收起菜单';
export const SETTINGS_LABEL = '布局设置';

export interface NavbarProps {
  route: RouteDescriptor;
  trail: readonly { path: string; title: string }[];
  onOpenMobileMenu(): void;
  onOpenSettings(): void;
}

export function Navbar({ route, trail, onOpenMobileMenu, onOpenSettings }: NavbarProps) {
  const navigate = useNavigate();
  const nav = useMenuRoutes((s) => s.nav);
  const user = useSession((s) => s.user);
  const width = useWindowWidth();
  const s = useSettings(
    useShallow((st) => ({
      horizontal: st.horizontal,
      layout2: st.layout2,
      navView: st.navView,
      showSettings: st.showSettings,
      opened: st.sidebarOpened,
      mobile: st.device === 'mobile',
      logo: st.sidebarLogo,
      toggleSidebar: st.toggleSidebar,
    })),
  );
  const headerMenu = !s.mobile && (s.horizontal || s.layout2);
  // In the top-navigation layout the sidebar (when the section has one) already carries the logo.
  const headerLogo = s.logo && (s.horizontal || sidebarItems(nav, route, true).length === 0);

  const { modal } = App.useApp();
  const waiting = useWaitingChanges();
  const signOut = useMutation({ mutationFn: () => logout() });
  const onUserAction = (action: UserMenuAction) => {
    if (action === 'home') navigate(HOME_PATH);
    else if (action === 'personal') navigate(MYSELF_PATH);
    else if (action === 'changePassword') useAccountUi.getState().openChangePassword();
    // Signing out clears the device: work not yet sent would be lost, so the person is asked first.
    else if (waiting) void modal.confirm({ title: USER_MENU.logout, content: SYNC_TEXT.signOutWaiting(waiting), okText: '退出', okButtonProps: { danger: true }, cancelText: '取消', onOk: () => signOut.mutate() });
    else signOut.mutate();
  };

  const counters = useTaskCounts();
  return (
    <div className="zp-navbar">
      {headerMenu ? (
        <>
          {headerLogo && <Logo dark={false} />}
          <div className="zp-navbar-menu">
            {s.horizontal ? (
              <SidebarMenu mode="horizontal" theme="light" items={nav} counters={counters} selectedKey={route.path} onNavigate={navigate} />
            ) : (
              <SidebarMenu
                mode="horizontal"
                theme="light"
                // Top navigation: the top-level entries only; their children are in the sidebar.
                items={nav.map(({ children: _children, ...top }) => top)}
                selectedKey={route.ancestors[0] ?? route.path}
                visibleCount={topNavVisibleCount(width)}
                onNavigate={navigate}
              />
            )}
          </div>
        </>
      ) : (
        <>
          <Tooltip title={TOGGLE_SIDEBAR_LABEL}>
            <Button
              type="text"
              className="zp-hamburger"
              aria-label={TOGGLE_SIDEBAR_LABEL}
              icon={s.mobile || !s.opened ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={s.mobile ? onOpenMobileMenu : s.toggleSidebar}
            />
          </Tooltip>
          {s.navView && !s.mobile && <Breadcrumbs trail={trail} />}
          {s.mobile && <span className="zp-navbar-title">{route.title}</span>}
        </>
      )}
      <div className="zp-navbar-right">
        <ScreenButton orgType={user?.info.sysOrg?.type} compact={s.mobile} />
        <BellSlot />
        {s.showSettings && (
          <Tooltip title={SETTINGS_LABEL}>
            <Button type="text" icon={<SettingOutlined />} aria-label={SETTINGS_LABEL} onClick={onOpenSettings} />
          </Tooltip>
        )}
        {user && <UserMenu name={user.name ?? user.info.sysUser.username} avatar={user.avatar} compact={s.mobile} onAction={onUserAction} />}
      </div>
    </div>
  );
}
