/**
 * jsdom lacks matchMedia and ResizeObserver, which antd's responsive parts (Avatar sizes, Grid
 * breakpoints) and ellipsis measuring call. Widget tests stub them for the test's duration:
 * every media query is false (a wide screen), and nothing is ever resized.
 */
import { vi } from 'vitest';

export function stubBrowserApis(): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
