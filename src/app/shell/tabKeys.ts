/** Tabs are keyed by path plus query (ARCHITECTURE.md §5); a key turns back into a location. */
import type { Location } from 'react-router';

export const tabKeyOf = (loc: Pick<Location, 'pathname' | 'search'>) => loc.pathname + loc.search;

/** The location a tab was opened at, when no live one was kept (a tab known only by its key). */
export function locationOfKey(key: string): Location {
  const at = key.indexOf('?');
  return { pathname: at < 0 ? key : key.slice(0, at), search: at < 0 ? '' : key.slice(at), hash: '', state: null, key };
}
