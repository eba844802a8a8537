/**
 * The providers every portal page sits in: antd's ConfigProvider (Chinese locale, the portal
 * theme) and antd's App (context-aware message, notification and modal through App.useApp()).
 */
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { portalConfig } from '../ui/theme';

dayjs.locale('zh-cn');

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...portalConfig}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
