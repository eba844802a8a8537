/**
 * True once the element has come within `rootMargin` of the viewport, and from then on (a widget
 * scrolled past keeps its content and its data). Lets a long page load only the widgets a user
 * is about to see. Without IntersectionObserver (jsdom, very old browsers) everything counts as
 * near, so nothing is held back forever.
 */
import { useEffect, useState, type RefObject } from 'react';

export const NEAR_VIEWPORT_MARGIN = '200px';

const hasObserver = () => typeof IntersectionObserver !== 'undefined';

export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => !hasObserver());
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
