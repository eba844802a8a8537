/**
 * The portal: the query cache, the router, the permission context, the navigation guard and the
 * routes. Nothing here draws with antd: the sign-in page loads no component library, and the
 * portal's frame (antd's providers and every other page) is a chunk of its own (Portal.tsx).
 */
import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@/api/queryClient';
import { useSettings } from '@/stores/settings';
import { textShade } from '@/ui/contrast';
import { AppRoutes } from './AppRoutes';
import { NavigationBridge } from './feedback/NavigationBridge';
import { NavigationGuard } from './guard/NavigationGuard';
import { SessionPerms } from './SessionPerms';
import { syncWithSession } from './sessionSync';
import './base.css';

export function App() {
  useEffect(() => syncWithSession(queryClient), []);
  const primary = useSettings((s) => s.theme);
  useEffect(() => {
    // Every page's own styles read the theme colour from here, in the shade text reads in (base.css).
    document.documentElement.style.setProperty('--zp-primary', textShade(primary));
  }, [primary]);
  return (
    <QueryClientProvider client={queryClient}>
      {/*
        Navigation at the same priority as store updates: signing out clears the session and
        goes to /login in one step. As a transition, the location would change a render after
        the session, and the guard would first see a protected page without a user.
      */}
      <BrowserRouter useTransitions={false}>
        {/* Before the guard, so the http client navigates through the router from the first call. */}
        <NavigationBridge />
        <SessionPerms>
          <NavigationGuard>
            <AppRoutes />
          </NavigationGuard>
        </SessionPerms>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
