/** The providers a real page gives the inputs (zh_CN locale, antd App for messages and modals), for jsdom tests. */
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { portalConfig } from '@/ui/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...portalConfig}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

/*
 * jsdom lacks two browser APIs antd's popups and responsive Descriptions use; minimal stand-ins
 * so the jsdom tests of these inputs can open a dropdown. (The stories run in a real Chromium.)
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
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
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
