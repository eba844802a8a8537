/**
 * The wall through a real server restart (it keeps showing its figures while the server is gone):
 * this test runs its own server process on its own embedded database (not the shared one of the
 * other specs, which must keep running), stops it while the wall is showing figures, and starts it
 * again on the same data. The wall keeps its figures with the stale marker while the server is
 * gone, and recovers by itself, with the same session, once it is back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.resolve(root, process.env.ZP_DIST_DIR ?? 'dist');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

function startServer(port: number, dataDir: string): ChildProcess {
  // Its own embedded database even when the shared server runs on PostgreSQL.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ZP_DIST_DIR: distDir, ZP_CAPTCHA: 'off', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
}

async function whenUp(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      /* not yet */
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

test('the wall keeps its figures while the server restarts and recovers by itself', async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-restart-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = startServer(port, dataDir);
  try {
    await whenUp(base, server);
    const signIn = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'manager', password: 'Demo#2026', code: '', uuid: '' }) });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await context.addCookies([{ name: 'X-Token', value: token, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/screen.html?refresh=1`);
    const card = page.getByRole('group', { name: /^申报 \d+件/ });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const figures = await card.getAttribute('aria-label');

    await stop(server);
    await expect(page.getByTestId('stale-marker')).toBeVisible({ timeout: 20_000 });
    await expect(card).toHaveAttribute('aria-label', figures!);
    await expect(page.getByTestId('screen-notice')).toHaveCount(0);

    server = startServer(port, dataDir);
    await whenUp(base, server);
    await expect(page.getByTestId('stale-marker')).toHaveCount(0, { timeout: 30_000 });
    await expect(card).toHaveAttribute('aria-label', figures!);
    await context.close();
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
