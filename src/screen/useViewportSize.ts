/** The window's inner size, kept current on resize (the big screen fits its design onto it). */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;
const height = () => window.innerHeight;

export function useViewportSize(): { width: number; height: number } {
  return { width: useSyncExternalStore(subscribe, width, () => 1920), height: useSyncExternalStore(subscribe, height, () => 1080) };
}
