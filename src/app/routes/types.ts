/** What the shell knows about each authenticated route: generated from the menu or static. */

/** What a route mounts. */
export type RouteTarget =
  /** A layout of widgets (`/views/<layoutId>`, a predefined route, or the home page). */
  | { kind: 'layout'; layoutId: string }
  /** An external address embedded in a sandboxed full-size frame (the route meta holds it). */
  | { kind: 'frame'; url: string }
  /** A menu group: no page of its own; visiting it goes to its first page. */
  | { kind: 'group'; firstPage: string | null }
  | { kind: 'personalCenter' }
  | { kind: 'dynamicForm' }
  | { kind: 'flowTask' };

export interface RouteDescriptor {
  /** The route path: `/{id}`, `/{parent}_{id}`, or a static path (possibly with `:params`). */
  path: string;
  title: string;
  /** antd icon name, as the menu gives it. */
  icon: string | null;
  target: RouteTarget;
  /** Routed but not in the sidebar. */
  hidden: boolean;
  /** Not added to the tags bar. */
  noTab: boolean;
  /** Not kept alive when left. */
  noCache: boolean;
  /** A tab that bulk closing keeps (the home page). */
  affix: boolean;
  /** The menu's permission options; `*` marks the special auth type. */
  opts: string | null;
  /** The menu's badge: a counter name or a literal number. */
  badge: string | null;
  /** Paths of the menu items above this one, outermost first (breadcrumb, open submenus). */
  ancestors: string[];
}

/** One entry of the sidebar (or the header menu). */
export interface NavItem {
  /** The route path, or `ext:<menu id>` for an address opened in a new window. */
  key: string;
  title: string;
  icon: string | null;
  badge: string | null;
  /** An external address opened directly in a new window (target _blank): no route. */
  href?: string;
  children?: NavItem[];
}

export interface MenuRoutes {
  routes: RouteDescriptor[];
  nav: NavItem[];
}
