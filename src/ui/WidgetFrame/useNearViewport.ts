/**
 * True once the element has come within `rootMargin` of the viewport, and from then on (a widget
 * scrolled past keeps its content and its data). Lets a long page load only the widgets a user
 * is about to see. Without IntersectionObserver (jsdom, very old browsers) everything counts as
 * near, so nothing is held back forever. `revealAllWithin` brings every waiting widget under an
 * element in at once: a whole-page snapshot (导出PDF) must show the widgets nobody scrolled to.
 */
import { useEffect, useState, type RefObject } from 'react';

export const NEAR_VIEWPORT_MARGIN = '200px';

const hasObserver = () => typeof IntersectionObserver !== 'undefined';

/** Elements still waiting to come near, with how to bring each in. */
const waiting = new Map<Element, () => void>();

/** Brings in every widget under `root` that is still waiting for the viewport; returns how many. */
export function revealAllWithin(root: Element): number {
  let n = 0;
  for (const [el, reveal] of [...waiting]) {
    if (!root.contains(el)) continue;
    reveal();
    n += 1;
  }
  return n;
}

export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => !hasObserver());
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    waiting.set(el, () => setNear(true));
    return () => {
      observer.disconnect();
      waiting.delete(el);
    };
  }, [ref, rootMargin, near]);
  return near;
}
