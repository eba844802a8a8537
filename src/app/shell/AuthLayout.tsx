/**
 * The authenticated layout (screens document §2 "Layout"): sidebar, header, tags bar and the page
 * area with kept-alive tabs; the account reminders and dialogs of the account area, mounted once.
 * A path that is not a page here redirects first (/, /myself, groups, unknown -> /404).
 */
import { lazy, Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useSettings } from '@/stores/settings';
import { NavbarPlaceholder, SidebarPlaceholder, TagsPlaceholder } from '../chrome/ChromePlaceholders';
import { useMenuRoutes } from '../routes/menuState';
import { breadcrumbOf, resolvePath } from '../routes/routeTable';
import { tabKeyOf } from './tabKeys';
import { TabViews } from './TabViews';
import { useTabRegistration } from './useTabRegistration';

// The chrome (sidebar, header, tags bar) is one chunk, off the page's path (ARCHITECTURE.md §8).
// The three lazy parts share one request, made in the same render as the page's own chunks, so
// both load in parallel; placeholders of the same size hold their place. A failed load is not
// kept, so the next render tries again.
let chromeLoad: Promise<typeof import('../chrome/chromeChunk')> | undefined;
const loadChrome = () =>
  (chromeLoad ??= import('../chrome/chromeChunk').catch((error: unknown) => {
    chromeLoad = undefined;
    throw error;
  }));
const Sidebar = lazy(() => loadChrome().then((m) => ({ default: m.Sidebar })));
const Navbar = lazy(() => loadChrome().then((m) => ({ default: m.Navbar })));
const TagsView = lazy(() => loadChrome().then((m) => ({ default: m.TagsView })));
const UpdatePrompt = lazy(() => loadChrome().then((m) => ({ default: m.UpdatePrompt })));

// Not needed for the first paint of a page: loaded beside it.
const AccountReminders = lazy(() => import('../account/AccountReminders').then((m) => ({ default: m.AccountReminders })));
const SettingsDrawer = lazy(() => import('../chrome/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

export function AuthLayout() {
  const location = useLocation();
  const table = useMenuRoutes((s) => s.table);
  const resolution = resolvePath(table, location.pathname, location.search);
  const route = resolution.kind === 'page' ? resolution.route : null;
  const key = tabKeyOf(location);
  useTabRegistration(route, key, location.pathname);

  const [mobileMenu, setMobileMenu] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawer's chunk loads on first use and then stays mounted (so it can animate closed).
  const [settingsUsed, setSettingsUsed] = useState(false);
  const { tagsView, fixedHeader } = useSettings(useShallow((s) => ({ tagsView: s.tagsView, fixedHeader: s.fixedHeader })));

  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };

  if (resolution.kind === 'redirect' || !route) return <Navigate to={resolution.kind === 'redirect' ? resolution.to : '/404'} replace />;

  return (
    <Layout className="zp-shell" hasSider>
      <Suspense fallback={<SidebarPlaceholder route={route} />}>
        <Sidebar route={route} mobileOpen={mobileMenu} onMobileClose={() => setMobileMenu(false)} />
      </Suspense>
      <Layout className="zp-main">
        <header className={fixedHeader ? 'zp-header zp-header-fixed' : 'zp-header'}>
          <Suspense fallback={<NavbarPlaceholder />}>
            <Navbar route={route} trail={breadcrumbOf(table, route)} onOpenMobileMenu={() => setMobileMenu(true)} onOpenSettings={openSettings} />
          </Suspense>
          {tagsView && (
            <Suspense fallback={<TagsPlaceholder />}>
              <TagsView activeKey={key} />
            </Suspense>
          )}
        </header>
        <Layout.Content className="zp-content">
          <TabViews table={table} current={route} />
        </Layout.Content>
      </Layout>
      {/* Two boundaries: the drawer's chunk loading must not hide an open account dialog. */}
      <Suspense fallback={null}>{settingsUsed && <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />}</Suspense>
      <Suspense fallback={null}>
        <AccountReminders />
      </Suspense>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </Layout>
  );
}
