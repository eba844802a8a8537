/**
 * Providers of the account area's jsdom tests: the query cache, the portal's antd configuration
 * with motion off (jsdom never ends a CSS transition, so a closing dialog would stay in the DOM),
 * and antd's App for message and notification.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { createQueryClient } from '@/api/queryClient';
import { portalConfig, portalTheme } from '@/ui/theme';

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ConfigProvider {...portalConfig} theme={{ ...portalTheme, token: { ...portalTheme.token, motion: false } }}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
