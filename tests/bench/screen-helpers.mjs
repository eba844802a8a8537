/* global window, document, HTMLCanvasElement -- code run inside the page by waitForFunction / addInitScript */
/**
 * Shared by the big-screen benchmarks (screen-render.mjs, screen-memory.mjs): a real server on a
 * fresh embedded database (scripts/serve-temp.mjs) serving the built front end (ZP_DIST_DIR or
 * dist/), Debian's Chromium, and a manager's session.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { freePort } from '../../scripts/postgres-cluster.mjs';

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = path.resolve(root, process.env.ZP_DIST_DIR ?? 'dist');


/** Starts the server; resolves with its base URL and a stop function. */
export async function startServer() {
  if (!fs.existsSync(path.join(distDir, 'screen.html'))) throw new Error(`${distDir}/screen.html missing: build first (npx vite build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve-temp.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ZP_CAPTCHA: 'off', ZP_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop };
}

export async function launch() {
  const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((f) => fs.existsSync(f));
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
}

/** A browser context signed in as the demo manager (management organisation). */
export async function managerContext(browser, base, viewport = { width: 1920, height: 1080 }) {
  const context = await browser.newContext({ viewport });
  const res = await context.request.post(`${base}/login`, { data: { username: 'manager', password: 'Demo#2026', code: '', uuid: '' } });
  const token = (await res.json()).data.token;
  await context.addCookies([{ name: 'X-Token', value: token, url: base }]);
  return context;
}

/** Resolves when every titled box and the cards show figures (no 加载中, every chart host has a canvas). */
export async function allBoxesDrawn(page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const boxes = document.querySelectorAll('[data-screen-box]');
      if (boxes.length < 12) return false;
      if (document.querySelector('main [role="status"][aria-label="加载中"]')) return false;
      const hosts = document.querySelectorAll('[data-chart-host]');
      if (hosts.length < 9) return false;
      for (const h of hosts) if (!h.querySelector('canvas')) return false;
      return document.querySelectorAll('[data-counter]').length >= 12;
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/** Counts WebGL contexts created and explicitly lost, from inside the page. */
export const countWebGl = () => {
  const stats = { created: 0, lost: 0 };
  const seen = new WeakSet();
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const ctx = get.call(this, type, ...rest);
    if (ctx && /webgl/.test(String(type)) && !seen.has(ctx)) {
      seen.add(ctx);
      stats.created += 1;
      this.addEventListener('webglcontextlost', () => (stats.lost += 1), { once: true });
    }
    return ctx;
  };
  Object.defineProperty(window, '__zpWebGl', { value: stats });
};

/**
 * The wall at 1920×1080 as the demo manager, counting its WebGL contexts and its page loads, with a
 * DevTools session for heap figures; resolves once every box is drawn.
 */
export async function openWall(browser, base, refreshSeconds) {
  const context = await managerContext(browser, base);
  await context.addInitScript(countWebGl);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${base}/screen.html?refresh=${refreshSeconds}`);
  await allBoxesDrawn(page);
  return { context, page, cdp, reloads: () => loads - 1 };
}

/** The page's JS heap in MB after two garbage collections. */
export async function heapAfterGc(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(300);
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize / 1048576;
}
