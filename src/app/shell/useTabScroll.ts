/**
 * The window's scroll position belongs to the tab that was shown: each tab comes back where it
 * was left, and a tab never seen starts at the top. One window scrolls for every tab, so without
 * this a tab opened after scrolling a long page came up scrolled too, the tags bar out of sight.
 * Positions are recorded as the user scrolls (by the time a switch renders, hiding the old page
 * may already have clamped the window's position).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

export function useTabScroll(currentKey: string): void {
  const positions = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const record = () => {
      if (shown.current !== null) positions.current.set(shown.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    if (shown.current === currentKey) return;
    shown.current = currentKey;
    window.scrollTo(0, positions.current.get(currentKey) ?? 0);
  }, [currentKey]);
}
