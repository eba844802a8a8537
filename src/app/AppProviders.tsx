/**
 * The providers every portal page sits in: antd's ConfigProvider (Chinese locale, the portal
 * theme with the theme colour from the settings) and antd's App (context-aware message,
 * notification and modal through App.useApp()). It also follows the window width: mobile mode
 * under 992 px (settings.device) and form labels on top under 922 px (screens document §9), and the
 * person's reduce-motion preference (antd's motion off).
 */
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import { MOBILE_BREAKPOINT, NARROW_FORM_BREAKPOINT, useSettings } from '@/stores/settings';
import { useA11yPatches } from '../ui/a11yPatches';
import { useReducedMotion } from '../ui/motion';
import { colorTokens, portalConfig, portalTheme } from '../ui/theme';
import { useWindowWidth } from './shell/useWindowWidth';

/** The class on <html> under 922 px; shell.css puts the labels of horizontal forms on top. */
export const NARROW_CLASS = 'zp-narrow';

export function AppProviders({ children }: { children: ReactNode }) {
  const primary = useSettings((s) => s.theme);
  const setDevice = useSettings((s) => s.setDevice);
  const width = useWindowWidth();
  const narrow = width < NARROW_FORM_BREAKPOINT;
  const reducedMotion = useReducedMotion();
  useA11yPatches();

  // Before paint, so a phone never sees the desktop sidebar for a frame.
  useLayoutEffect(() => setDevice(width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop'), [width, setDevice]);
  useEffect(() => {
    document.documentElement.classList.toggle(NARROW_CLASS, narrow);
  }, [narrow]);

  return (
    <ConfigProvider
      {...portalConfig}
      theme={{ ...portalTheme, token: { ...portalTheme.token, ...colorTokens(primary), motion: !reducedMotion } }}
      form={{ labelAlign: narrow ? 'left' : 'right' }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
