/**
 * Width ÷ height of an element, followed as it resizes (rounded to a tenth, so a pixel's change
 * does not rebuild a chart's option). Charts whose picture depends on the box's shape (a 3D
 * camera that must keep both rings of a mirror pie in view) build their option from it.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useAspect(ref: RefObject<HTMLElement | null>, fallback = 2): number {
  const [aspect, setAspect] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0) setAspect(Math.round((width / height) * 10) / 10);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return aspect;
}
