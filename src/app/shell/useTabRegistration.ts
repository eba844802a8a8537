/**
 * Keeps the tags bar in step with navigation: the affixed home tab first, then each page shown,
 * keyed by path plus query, with its route's noTab / noCache.
 */
import { useEffect } from 'react';
import { useTabs } from '@/stores/tabs';
import { HOME_ROUTE } from '../routes/routeTable';
import type { RouteDescriptor } from '../routes/types';

export function useTabRegistration(route: RouteDescriptor | null, key: string, pathname: string) {
  useEffect(() => {
    if (!route) return;
    const tabs = useTabs.getState();
    if (!tabs.visited.some((t) => t.key === HOME_ROUTE.path)) {
      tabs.add({ key: HOME_ROUTE.path, path: HOME_ROUTE.path, title: HOME_ROUTE.title, affix: true });
    }
    tabs.add({ key, path: pathname, title: route.title, affix: route.affix, noTab: route.noTab, noCache: route.noCache });
  }, [route, key, pathname]);
}
