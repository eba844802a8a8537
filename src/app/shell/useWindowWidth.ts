/** The window's inner width, kept current on resize (device mode, narrow forms, top-nav overflow). */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export const useWindowWidth = () => useSyncExternalStore(subscribe, () => window.innerWidth, () => 1440);
