/**
 * The default layouts shipped with the portal, one JSON document per layout id (ARCHITECTURE.md
 * §4). Shared by the client (the fallback when a stored layout is invalid) and the server (the
 * last step of the effective-layout lookup), so both fall back to the same document.
 *
 * To add one: write `<layoutId>.json` beside this file and list it below; the unit test checks
 * that each file is valid and that its `id` matches its key.
 */
import home from './home.json';
import sysUser from './sys-user.json';

/** Raw documents as written; validate with `migrateLayout` from src/domain/layout before use. */
export const DEFAULT_LAYOUTS: Readonly<Record<string, unknown>> = Object.freeze({
  home,
  'sys-user': sysUser,
});

export const hasDefaultLayout = (id: string): boolean => Object.prototype.hasOwnProperty.call(DEFAULT_LAYOUTS, id);
