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
