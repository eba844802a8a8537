/**
 * The menu routes of the signed-in user, once generated: client state of the shell. `userId`
 * says whose they are, so a different user (or none) never sees another's routes; the guard
 * treats routes as ready only when they belong to the session's user.
 */
import { create } from 'zustand';
import { buildRouteTable, type RouteTable } from './routeTable';
import type { MenuRoutes, NavItem } from './types';

export interface MenuState {
  userId: number | null;
  nav: NavItem[];
  table: RouteTable;
  setRoutes(userId: number, routes: MenuRoutes): void;
  reset(): void;
}

const EMPTY_TABLE = buildRouteTable([]);

export const useMenuRoutes = create<MenuState>((set) => ({
  userId: null,
  nav: [],
  table: EMPTY_TABLE,
  setRoutes: (userId, routes) => set({ userId, nav: routes.nav, table: buildRouteTable(routes.routes) }),
  reset: () => set({ userId: null, nav: [], table: EMPTY_TABLE }),
}));

/** True when the menu routes were generated for this user. */
export const routesReadyFor = (s: Pick<MenuState, 'userId'>, userId: number | null | undefined) => userId != null && s.userId === userId;
