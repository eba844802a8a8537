/**
 * The page area with tabs that keep their state (ARCHITECTURE.md §5). Every cached tab is
 * rendered inside React's <Activity>, visible when it is the current one and hidden otherwise
 * (hidden keeps its state and DOM but runs no effects), each under a router location of its own:
 * the location it last had while shown. So a hidden tab does not re-render on navigation, and
 * its useLocation/useParams/useSearchParams keep answering for its own path and query.
 *
 * A noCache or noTab page is rendered under the live location outside any Activity and unmounts
 * when left. At most MAX_ALIVE_TABS stay alive (the tabs store evicts the least recently shown).
 * Refresh remounts a page by changing its key.
 */
import { Activity, Fragment, useMemo, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { useSettings } from '@/stores/settings';
import { useTabs } from '@/stores/tabs';
import { PageElement } from '../routes/PageElement';
import type { RouteTable } from '../routes/routeTable';
import type { RouteDescriptor } from '../routes/types';
import { locationOfKey, tabKeyOf } from './tabKeys';
import { useTabScroll } from './useTabScroll';

function PageRoutes({ routes, location }: { routes: RouteObject[]; location: Location }) {
  return useRoutes(routes, location);
}

export function TabViews({ table, current }: { table: RouteTable; current: RouteDescriptor }) {
  const location = useLocation();
  const currentKey = tabKeyOf(location);
  const visited = useTabs((s) => s.visited);
  const cached = useTabs((s) => s.cached);
  const isCache = useSettings((s) => s.isCache);
  useTabScroll(currentKey);

  const routes = useMemo<RouteObject[]>(
    () => [
      ...table.routes.filter((r) => r.target.kind !== 'group').map((r) => ({ path: r.path, element: <PageElement route={r} /> })),
      { path: '*', element: null },
    ],
    [table],
  );

  // The last location each tab had while shown. Updated while rendering (React's pattern for
  // state derived from a changing input), so the tab left behind keeps the very same object.
  const [frozen, setFrozen] = useState<Readonly<Record<string, Location>>>({});
  if (frozen[currentKey] !== location) setFrozen((f) => ({ ...f, [currentKey]: location }));

  const refreshOf = (key: string) => visited.find((t) => t.key === key)?.refreshKey ?? 0;
  const keepsAlive = isCache && !current.noCache && !current.noTab;
  const alive = isCache ? visited.map((t) => t.key).filter((k) => cached.includes(k)) : [];
  if (keepsAlive && !alive.includes(currentKey)) alive.push(currentKey);

  return (
    <>
      {alive.map((key) => (
        <Activity key={`${key}#${refreshOf(key)}`} mode={key === currentKey ? 'visible' : 'hidden'} name={key}>
          <PageRoutes routes={routes} location={key === currentKey ? location : (frozen[key] ?? locationOfKey(key))} />
        </Activity>
      ))}
      {!keepsAlive && (
        <Fragment key={`live:${currentKey}#${refreshOf(currentKey)}`}>
          <PageRoutes routes={routes} location={location} />
        </Fragment>
      )}
    </>
  );
}
