/**
 * Setup of the jsdom unit project: jest-dom matchers, an unmount after each test (the project
 * does not enable Vitest globals, so Testing Library cannot register that itself), and the two
 * browser APIs antd uses that jsdom lacks (ResizeObserver, matchMedia), as inert stand-ins.
 * Stories run in a real Chromium and need none of this.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
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
    }) satisfies MediaQueryList;
}

afterEach(() => cleanup());
