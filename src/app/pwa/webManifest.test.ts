import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textShade } from '@/ui/contrast';
import { PRIMARY_COLOR } from '@/ui/theme';
import { HOME_PATH } from '../routes/paths';
import { NAVIGATION_DENYLIST, PWA_MANIFEST, THEME_COLOR } from './webManifest';

/** What Workbox's navigation route does with a navigation to `url` (path and query): true = the portal's page. */
const answeredWithPortal = (url: string) => !NAVIGATION_DENYLIST.some((re) => re.test(url));

describe('the installed app', () => {
  it('is the portal in its theme colour, opening on the home page', () => {
    expect(THEME_COLOR).toBe(textShade(PRIMARY_COLOR));
    const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(PWA_MANIFEST).toMatchObject({ name: '圳品现场', short_name: '圳品现场', start_url: HOME_PATH, scope: '/', display: 'standalone', lang: 'zh-CN' });
  });

  it('has the icons an installable app needs, one for launchers that cut their own shape', () => {
    const icons = PWA_MANIFEST.icons ?? [];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) expect(fs.existsSync(path.resolve(__dirname, '../../../public', `.${icon.src}`)), icon.src).toBe(true);
  });

  it('answers the client routes with the portal offline', () => {
    for (const url of ['/', HOME_PATH, '/login?redirect=%2Findex', '/views/zp-product?id=12', '/1_11', '/dynamicForm/eval-form', '/flowTask/3', '/verify?code=x']) {
      expect(answeredWithPortal(url), url).toBe(true);
    }
  });

  it('leaves the API, the server pages, the wall, the catalogue and files to the server', () => {
    const server = ['/api/sysmenu/cur', '/api', '/sys/x', '/rst/pwd', '/sms/send', '/logout', '/logout?x=1', '/docs', '/swagger/index', '/healthz', '/readyz', '/metrics'];
    const files = ['/screen.html', '/screen.html?kiosk=1', '/storybook/', '/storybook', '/sw.js', '/manifest.webmanifest', '/assets/main-abc123.js', '/icons/icon-192.png'];
    for (const url of [...server, ...files]) expect(answeredWithPortal(url), url).toBe(false);
  });
});
