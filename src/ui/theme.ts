/**
 * Design tokens of the admin portal, shared by the shell, the big screen frame and Storybook so a
 * widget looks the same in all three. antd 6 derives every other colour from these seeds.
 */
import { createElement } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import type { ConfigProviderProps, ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';

/** The portal's theme colour (spec: theme colour #1890ff). */
export const PRIMARY_COLOR = '#1890ff';

/**
 * antd's components take their rules from its static stylesheet (antd/dist/antd.css, imported once
 * by the portal's providers and Storybook's preview) instead of generating them as each component
 * first renders: on two cores that generation was a third of a story test's time. The theme stays
 * live: the tokens, and each component's tokens derived from them, are still CSS variables set at
 * run time, so a theme colour picked in the settings repaints everything as before.
 */
export const portalTheme: ThemeConfig = {
  zeroRuntime: true,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

/**
 * Everything the portal's antd ConfigProvider is given (the shell and Storybook spread it):
 * Chinese locale, the theme, and buttons labelled exactly as written (antd would otherwise put a
 * space between two Chinese characters, "新 增"), so what users read and what tests query match
 * the spec's texts. A button's spinner is given here too: antd's own one leaves with a width
 * motion that sticks when a call answers within a frame or two (a fast failed sign-in), and the
 * invisible spinner then stays in the button, which screen readers and tests read as
 * "loading 登录"; a given spinner simply comes and goes with the loading state.
 */
export const portalConfig = {
  locale: zhCN,
  theme: portalTheme,
  button: { autoInsertSpace: false, loadingIcon: createElement(LoadingOutlined) },
} satisfies ConfigProviderProps;

/** Colours of the standalone big screen (dark wall display). */
export const SCREEN_COLORS = {
  background: '#050b1f',
  panel: 'rgba(10, 36, 84, 0.55)',
  border: '#1b4f9c',
  title: '#e6f4ff',
  text: '#cfe8ff',
  accent: '#36cfff',
} as const;
