/**
 * The authenticated routes: the static ones (home, personal centre, the hidden dynamic-form and
 * flow-task pages) plus the menu's, and how a path resolves against them: to a page, or to a
 * redirect (/ -> /index, /myself -> /personalCenterIndex, a group -> its first page, anything
 * unknown -> /404, which the public routes send on to /index).
 */
import { matchPath } from 'react-router';
import {
  DYNAMIC_FORM_PATTERN,
  DYNAMIC_FORM_TITLE,
  FLOW_TASK_PATTERN,
  FLOW_TASK_TITLE,
  HOME_LAYOUT_ID,
  HOME_PATH,
  HOME_TITLE,
  MYSELF_PATH,
  NOT_FOUND_PATH,
  PERSONAL_CENTER_PATH,
  PERSONAL_CENTER_TITLE,
  ROOT_PATH,
} from './paths';
import type { RouteDescriptor, RouteTarget } from './types';

const staticRoute = (path: string, title: string, target: RouteTarget, extra: Partial<RouteDescriptor> = {}): RouteDescriptor => ({
  path,
  title,
  icon: null,
  target,
  hidden: true,
  noTab: false,
  noCache: false,
  affix: false,
  opts: null,
  badge: null,
  ancestors: [],
  ...extra,
});

export const HOME_ROUTE = staticRoute(HOME_PATH, HOME_TITLE, { kind: 'layout', layoutId: HOME_LAYOUT_ID }, { affix: true, icon: 'HomeOutlined' });

export const STATIC_AUTH_ROUTES: readonly RouteDescriptor[] = [
  HOME_ROUTE,
  staticRoute(PERSONAL_CENTER_PATH, PERSONAL_CENTER_TITLE, { kind: 'personalCenter' }, { icon: 'UserOutlined' }),
  staticRoute(DYNAMIC_FORM_PATTERN, DYNAMIC_FORM_TITLE, { kind: 'dynamicForm' }, { noTab: true, noCache: true }),
  staticRoute(FLOW_TASK_PATTERN, FLOW_TASK_TITLE, { kind: 'flowTask' }, { noTab: true, noCache: true }),
];

const REDIRECTS: Readonly<Record<string, string>> = { [ROOT_PATH]: HOME_PATH, [MYSELF_PATH]: PERSONAL_CENTER_PATH };

export interface RouteTable {
  /** Every authenticated route, static first. */
  routes: readonly RouteDescriptor[];
  /** Exact paths for the common lookup; patterns (`:param`) are matched one by one. */
  byPath: ReadonlyMap<string, RouteDescriptor>;
  patterns: readonly RouteDescriptor[];
}

export function buildRouteTable(menuRoutes: readonly RouteDescriptor[]): RouteTable {
  const routes = [...STATIC_AUTH_ROUTES, ...menuRoutes];
  const byPath = new Map<string, RouteDescriptor>();
  const patterns: RouteDescriptor[] = [];
  for (const r of routes) {
    if (r.path.includes(':')) patterns.push(r);
    else if (!byPath.has(r.path)) byPath.set(r.path, r);
  }
  return { routes, byPath, patterns };
}

export type Resolution = { kind: 'page'; route: RouteDescriptor } | { kind: 'redirect'; to: string };

export function findRoute(table: RouteTable, pathname: string): RouteDescriptor | null {
  return table.byPath.get(pathname) ?? table.patterns.find((r) => matchPath(r.path, pathname)) ?? null;
}

/** `/views/<layoutId>`: how to-do items and messages name a page without knowing the menu's ids. */
const LAYOUT_LINK = /^\/views\/([a-z0-9][a-z0-9-]{0,63})$/;

export function resolvePath(table: RouteTable, pathname: string, search = ''): Resolution {
  const redirect = REDIRECTS[pathname];
  if (redirect) return { kind: 'redirect', to: redirect };
  const link = LAYOUT_LINK.exec(pathname);
  if (link) {
    // The user's menu route that mounts that layout, keeping the query; a layout the user has no menu for is not theirs to open.
    const route = table.routes.find((r) => r.target.kind === 'layout' && r.target.layoutId === link[1]);
    return { kind: 'redirect', to: route ? route.path + search : NOT_FOUND_PATH };
  }
  const route = findRoute(table, pathname);
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (route.target.kind === 'group') return { kind: 'redirect', to: route.target.firstPage ?? NOT_FOUND_PATH };
  return { kind: 'page', route };
}

/** Breadcrumb of a route: its ancestors' titles then its own (home is not repeated). */
export function breadcrumbOf(table: RouteTable, route: RouteDescriptor): { path: string; title: string }[] {
  const chain = route.ancestors.map((p) => table.byPath.get(p)).filter((r): r is RouteDescriptor => !!r);
  return [...chain, route].filter((r) => r.path !== HOME_PATH).map((r) => ({ path: r.path, title: r.title }));
}
