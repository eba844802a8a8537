/**
 * True below the portal's mobile breakpoint (992 px, spec §9), where the shell switches to its
 * mobile mode and layouts stack their widgets. Follows the viewport rather than the grid's own
 * width, so the grid and the shell change together. Without matchMedia (jsdom) it is false.
 */
import { useSyncExternalStore } from 'react';

export const NARROW_BELOW_PX = 992;
const QUERY = `(max-width: ${NARROW_BELOW_PX - 0.02}px)`;

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const m = media();
  if (!m) return () => {};
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
}

export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
