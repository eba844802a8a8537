/**
 * What the account area's jsdom tests need and jsdom lacks: antd measures with ResizeObserver and
 * reads matchMedia. Installed only where missing, and only by the tests that import this file.
 * Also unmounts after each test (the unit project does not enable Vitest globals, so Testing
 * Library cannot register that itself).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = NoopResizeObserver;
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => cleanup());
