/**
 * Setup of the jsdom unit project: jest-dom matchers, Testing Library's wait, an unmount after each test (the project
 * does not enable Vitest globals, so Testing Library cannot register that itself), and the two
 * browser APIs antd uses that jsdom lacks (ResizeObserver, matchMedia), as inert stand-ins.
 * Stories run in a real Chromium and need none of this.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The unit project runs a worker per core: on two loaded cores an antd form can take over the
// default second to settle, so findBy/waitFor wait up to five (they still end as soon as it holds).
configure({ asyncUtilTimeout: 5000 });

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
