/**
 * The admin portal as an installed app: its web app manifest and the paths its service worker
 * never answers with the portal's page. Read at build time by vite.config.ts (vite-plugin-pwa), so
 * nothing here may import React, antd or the browser.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { HOME_PATH } from '../routes/paths';

/**
 * The theme colour in the shade the portal paints it (textShade of the spec's #1890ff, as
 * base.css's --zp-primary): the title bar of the installed app and the icons' background.
 * index.html's theme-color says the same (webManifest.test.ts holds all three together).
 */
export const THEME_COLOR = '#006cd0';

export const PWA_MANIFEST: Partial<ManifestOptions> = {
  name: '圳品现场',
  short_name: '圳品现场',
  description: '圳品评价、认证与监督管理门户：在手机上处理待办、评价、证书与监督工作',
  lang: 'zh-CN',
  // The home page, whose 待办 list starts every journey (the guard sends a signed-out person to sign in).
  start_url: HOME_PATH,
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    // Full bleed, for launchers that cut their own shape.
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Navigations the service worker leaves to the server (matched against path and query): the API
 * and the server's own pages (sign-out, SMS, documents, probes, metrics), the big screen (served
 * exactly as without the service worker), the component catalogue, and any file. A POST (the
 * sign-in form's /login) is never answered: the worker's navigation route is for GET only.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(?:\/|$)/,
  /^\/sys(?:\/|$)/,
  /^\/rst(?:\/|$)/,
  /^\/sms(?:\/|$)/,
  /^\/logout(?:[/?]|$)/,
  /^\/(?:docs|swagger|documentation)(?:[/?]|$)/,
  /^\/(?:healthz|readyz|metrics)(?:[/?]|$)/,
  /^\/storybook(?:[/?]|$)/,
  /^\/screen\.html(?:\?|$)/,
  // A file (name.ext) rather than a client route.
  /^[^?]*\/[^/?]+\.[^/?]+(?:\?|$)/,
];
