/**
 * The shapes of a menu item's path (calls document §7.4): `/views/<layoutId>` mounts a layout, an
 * http(s) address is an external link, any other `/…` names a predefined route. Kept apart from
 * the menu resource definition (resources/menu.ts re-exports them) so the shell's router can use
 * them without loading the resource/validator code (ARCHITECTURE.md §8).
 */

/** Layout ids are kebab-case: /views/sys-user. */
export const VIEW_PATH_RE = /^\/views\/[a-z0-9]+(-[a-z0-9]+)*$/;
export const EXTERNAL_PATH_RE = /^https?:\/\/\S+$/;
/** A predefined (named) route: /something, letters, digits, dashes, slashes. */
export const ROUTE_PATH_RE = /^\/[A-Za-z0-9_\-/]+$/;
