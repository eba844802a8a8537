/**
 * The portal as an installed app (vite.config.ts installableApp): its manifest and icons, Chromium's
 * own installability check, and a portal that opens offline after one visit, served by its service
 * worker, which keeps no answer of the API and leaves the big screen to the server.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { KEPT_FILE_PATH } from '../../src/domain/sync';
import { watchPage } from './console';
import { signInByApi } from './shellHelpers';

// The other specs block the service worker (playwright.config.ts); it is what this file tests.
test.use({ serviceWorkers: 'allow' });

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function fetchIcon(request: APIRequestContext, icon: Icon): Promise<string> {
  const res = await request.get(icon.src);
  expect(res.status(), icon.src).toBe(200);
  expect(res.headers()['content-type'], icon.src).toBe('image/png');
  return pngSize(await res.body());
}

/** Waits until the page's service worker is active, then reloads: from then on the worker controls the page. */
async function controlledBySw(page: Page): Promise<void> {
  // ready: there is an active worker (it has fetched the portal); then it finishes activating.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Every request URL any cache of the page's origin holds. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });

test.describe('the installable portal', () => {
  test('links a manifest of 圳品现场, standalone, with icons of 192 and 512 pixels', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as { name: string; short_name: string; display: string; start_url: string; icons: Icon[] };
    expect(manifest).toMatchObject({ name: '圳品现场', short_name: '圳品现场', display: 'standalone', start_url: '/index', scope: '/', lang: 'zh-CN' });
    const sizes = await Promise.all(manifest.icons.map((icon) => fetchIcon(request, icon)));
    expect(sizes).toEqual(manifest.icons.map((i) => i.sizes));
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await fetchIcon(request, { src: touchIcon!, sizes: '180x180', type: 'image/png' })).toBe('180x180');
    // The service worker is never kept by the browser's HTTP cache: a new build reaches an installed portal.
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // A script the build does not have is a 404, never the portal's page passed off as one.
    const missing = await request.get('/workbox-0000.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toContain('text/html');
  });

  test('after one visit it is installable and opens offline; API answers and the wall are never the worker’s', async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const problems = watchPage(page);
    // The API reads the portal makes online: offline, none of them may be answered.
    const apiReads = new Set<string>();
    page.on('request', (r) => {
      const at = new URL(r.url()).pathname;
      // Stored files the person opened are kept (and removed at sign-out: tests/e2e/offline.spec.ts); no other answer is.
      if (r.method() === 'GET' && at.startsWith('/api/') && !KEPT_FILE_PATH.test(at)) apiReads.add(r.url());
    });
    await signInByApi(context, request, baseURL!, 'admin');
    await page.goto('/index');
    await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();
    await controlledBySw(page);
    await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(problems).toEqual([]);

    // The wall is the server's, online too: its page never comes from the worker.
    const wall = await page.goto('/screen.html', { waitUntil: 'commit' });
    expect(wall?.fromServiceWorker()).toBe(false);
    await page.goto('/index');
    await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();

    // Offline: the page, its scripts and styles all come from the worker.
    await context.setOffline(true);
    const missing: string[] = [];
    page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? '';
      // A chunk the page before the reload was still loading is cancelled, not missing.
      if (new URL(r.url()).pathname.startsWith('/assets/') && !why.includes('ERR_ABORTED')) missing.push(`${r.url()} ${why}`);
    });
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(missing).toEqual([]);
    // No answer of the API is kept: a read the page made online fails offline, and no cache holds one.
    expect(apiReads.size).toBeGreaterThan(0);
    const reads = await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => `HTTP ${r.status}`, (e: Error) => e.name))), [...apiReads].slice(0, 3));
    expect(reads.every((r) => r === 'TypeError'), reads.join(', ')).toBe(true);
    expect((await cachedUrls(page)).filter((u) => new URL(u).pathname.startsWith('/api') && !KEPT_FILE_PATH.test(new URL(u).pathname))).toEqual([]);

    // Signed out, the sign-in page opens offline too.
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const login = await page.goto('/login');
    expect(login?.fromServiceWorker()).toBe(true);
    await expect(page.getByLabel('用户名', { exact: true })).toBeVisible();

    // Offline the wall does not open: the worker does not serve it.
    await expect(page.goto('/screen.html')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });
});
