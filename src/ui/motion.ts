/**
 * The person's "reduce motion" preference (the operating system's setting, read through
 * `prefers-reduced-motion`). When it is set the portal moves nothing it need not: antd's
 * transitions are off (AppProviders), charts draw without their entry animation (EChart), and
 * shell.css stops the few CSS transitions of its own and of the grid.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(QUERY));

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True when the person asked for less motion; follows a change of the setting. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
