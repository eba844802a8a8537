/**
 * Design tokens of the admin portal, shared by the shell, the big screen frame and Storybook so a
 * widget looks the same in all three. antd 6 derives every other colour from these seeds.
 */
import { presetPalettes } from '@ant-design/colors';
import { createElement } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import type { ConfigProviderProps, ThemeConfig } from 'antd';
// antd's ES build of the locale: `antd/locale/zh_CN` is CommonJS and would bring its own copies of the picker and pagination texts.
import zhCN from 'antd/es/locale/zh_CN';
import { atContrast, textShade, tintOf } from './contrast';

/** The portal's theme colour (spec: theme colour #1890ff): its hue, and what the settings offer. */
export const PRIMARY_COLOR = '#1890ff';

/** antd's own status colours, kept as hues like the theme colour. */
const STATUS_HUES = { success: '#52c41a', warning: '#faad14', error: '#ff4d4f' } as const;

/**
 * One colour's tokens: the text/fill shade, and the tints made from the hue itself (a darker
 * seed would give antd's generated tints a grey cast: a success tag read 2.6:1 on one).
 */
function colourTokens(name: 'Primary' | 'Info' | 'Success' | 'Warning' | 'Error', hue: string): Record<string, string> {
  const tint = tintOf(hue, 0.12);
  // Hovered and pressed: darker steps of the same hue, readable as text and under white text
  // (antd's own hover is a lighter step: a hovered button read 3.6:1).
  const hover = atContrast(hue, ['#ffffff', tint], 5.5);
  const active = atContrast(hue, ['#ffffff', tint], 7);
  return {
    [`color${name}`]: textShade(hue),
    [`color${name}Hover`]: hover,
    [`color${name}TextHover`]: hover,
    [`color${name}Active`]: active,
    [`color${name}TextActive`]: active,
    [`color${name}Bg`]: tintOf(hue, 0.1),
    [`color${name}BgHover`]: tintOf(hue, 0.16),
    [`color${name}Border`]: tintOf(hue, 0.35),
    [`color${name}BorderHover`]: tintOf(hue, 0.55),
  };
}

/**
 * antd's named colours (a tag's `color="orange"`, `"purple"`…): the step their text is drawn in
 * (7), darkened where it reads under 4.5:1 on their pale tint (1), their background; antd's orange
 * read 3.3:1 there.
 */
function namedColourTextTokens(): Record<string, string> {
  const tokens: Record<string, string> = {};
  // antd's pink is its magenta; each is set under its legacy name too (orange-7), which names the same CSS variable.
  for (const [name, palette] of Object.entries({ ...presetPalettes, pink: presetPalettes.magenta })) {
    tokens[`${name}7`] = tokens[`${name}-7`] = atContrast(palette[6], ['#ffffff', palette[0]]);
  }
  return tokens;
}

/**
 * The colour tokens for a theme colour (the spec's, or the one a person picked): the picked hue and
 * antd's status hues at the step where text on white, white on them (buttons, badges) and their
 * text on their pale tints (tags, selected items) read at 4.5:1 (WCAG 2.1 AA, GB/T 37668); the
 * secondary, tertiary and placeholder greys darkened likewise. antd derives the rest from these.
 */
export function colorTokens(primary: string): NonNullable<ThemeConfig['token']> {
  const brand = colourTokens('Primary', primary);
  return {
    ...brand,
    ...colourTokens('Info', primary),
    colorLink: brand.colorPrimary,
    colorLinkHover: brand.colorPrimaryHover,
    colorLinkActive: brand.colorPrimaryActive,
    ...colourTokens('Success', STATUS_HUES.success),
    ...colourTokens('Warning', STATUS_HUES.warning),
    ...colourTokens('Error', STATUS_HUES.error),
    // #595959 on white 7:1, on the grey of a table header 6.3:1; placeholders #6e6e6e 5:1.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    ...namedColourTextTokens(),
    // A button at work keeps its colours (its spinner says it is busy): antd's 0.65 put white text on a washed-out blue, 2.8:1.
    opacityLoading: 1,
  };
}

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
    ...colorTokens(PRIMARY_COLOR),
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
