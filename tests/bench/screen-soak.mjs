#!/usr/bin/env node
/* global window, document -- code run inside the page by page.evaluate / waitForFunction */
/**
 * The wall left alone: /screen.html at 1920×1080 refreshing every REFRESH s (default 1) for CYCLES
 * refresh cycles (default 3600, about ten hours of the default 10 s refresh), the network cut and
 * the server restarted by turns every FAULT_EVERY cycles. Prints, every SAMPLE_EVERY cycles, the JS
 * heap after a garbage collection, DOM nodes, ECharts instances and WebGL contexts alive, and for
 * each fault whether the stale marker came up and went away again by itself (no reload), and how
 * long that took. Target: the heap within 10% of its level after warm-up, every loss marked and
 * recovered without a reload. Never fails on the figures.
 *
 *   ZP_DIST_DIR=/tmp/x node tests/bench/screen-soak.mjs     (CYCLES=3600 REFRESH=1 FAULT_EVERY=300
 *                                                             SAMPLE_EVERY=300 OFFLINE_S=20)
 *
 * Its own server (server/main.ts) on an embedded database in a temporary directory, stopped and
 * started again on the same data and port for the restarts, so the wall's session survives them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir, freePort, heapAfterGc, launch, openWall, root } from './screen-helpers.mjs';

const CYCLES = Number(process.env.CYCLES ?? 3600);
const REFRESH = Number(process.env.REFRESH ?? 1);
const FAULT_EVERY = Number(process.env.FAULT_EVERY ?? 300);
const SAMPLE_EVERY = Number(process.env.SAMPLE_EVERY ?? 300);
const OFFLINE_MS = Number(process.env.OFFLINE_S ?? 20) * 1000;
/** Cycles before the heap is taken as warmed up (caches filled, every chart drawn a few times). */
const WARM_UP = Math.min(60, CYCLES);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-soak-'));
let server = null;

/** Starts server/main.ts on the bench's data and port; resolves once it answers. */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ZP_DIST_DIR: distDir, ZP_CAPTCHA: 'off', ZP_RATE_LIMIT: 'off', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  server = child;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if ((await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) === 200) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}
const stopServer = () =>
  new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

if (!fs.existsSync(path.join(distDir, 'screen.html'))) throw new Error(`${distDir}/screen.html missing: build first (npx vite build)`);
await startServer();
const browser = await launch();
try {
  const { context, page, cdp, reloads } = await openWall(browser, base, REFRESH);
  const marker = page.getByTestId('stale-marker');

  const cycles = () => page.evaluate(() => window.__zpScreen.cycles());
  const waitCycles = (n) => page.waitForFunction((target) => window.__zpScreen.cycles() >= target, n, { timeout: (n * (REFRESH + 5) + 300) * 1000, polling: 1000 });

  const started = Date.now();
  const samples = [];
  const sample = async () => {
    const heap = await heapAfterGc(page, cdp);
    const s = await page.evaluate(() => ({
      cycles: window.__zpScreen.cycles(),
      charts: window.__zpScreen.charts(),
      gl: { ...window.__zpWebGl },
      nodes: document.getElementsByTagName('*').length,
    }));
    samples.push({ ...s, heap });
    const minutes = ((Date.now() - started) / 60_000).toFixed(0).padStart(4);
    console.log(
      `${minutes} min  cycle ${String(s.cycles).padStart(5)}  heap ${heap.toFixed(1).padStart(6)} MB  DOM ${String(s.nodes).padStart(5)}  echarts ${s.charts.echarts}  webgl held ${s.charts.webgl} (created ${s.gl.created}, lost ${s.gl.lost})  faults ${faults.length}, marked ${faults.filter((f) => f.marked).length}, recovered ${faults.filter((f) => f.recovered).length}  reloads ${reloads()}`,
    );
    return heap;
  };

  /** One loss: cut, see the marker come, restore, see it go (the wall recovering by itself). */
  const faults = [];
  const fault = async (kind) => {
    const f = { kind, marked: false, recovered: false, recoverMs: NaN };
    faults.push(f);
    if (kind === 'network') await context.setOffline(true);
    else await stopServer();
    f.marked = await marker.waitFor({ state: 'visible', timeout: 60_000 }).then(() => true, () => false);
    if (kind === 'network') {
      await page.waitForTimeout(OFFLINE_MS);
      await context.setOffline(false);
    } else await startServer();
    const back = Date.now();
    f.recovered = await marker.waitFor({ state: 'hidden', timeout: 120_000 }).then(() => true, () => false);
    f.recoverMs = Date.now() - back;
  };

  console.log(`The wall unattended: ${CYCLES} refresh cycles every ${REFRESH} s at 1920×1080; a fault every ${FAULT_EVERY} cycles (network cut ${OFFLINE_MS / 1000} s, server restart, by turns)`);
  await waitCycles(WARM_UP);
  const warm = await sample();
  let nextFault = FAULT_EVERY;
  let nextSample = WARM_UP + SAMPLE_EVERY;
  while ((await cycles()) < CYCLES) {
    const target = Math.min(nextFault, nextSample, CYCLES);
    await waitCycles(target);
    if (target === nextFault && target < CYCLES) {
      await fault(faults.length % 2 === 0 ? 'network' : 'restart');
      nextFault += FAULT_EVERY;
    }
    if (target >= nextSample || target === CYCLES) {
      await sample();
      nextSample += SAMPLE_EVERY;
    }
  }
  const last = samples.at(-1).heap;
  const change = ((last - warm) / warm) * 100;
  console.log(`\nheap after warm-up (${WARM_UP} cycles) ${warm.toFixed(1)} MB, at the end ${last.toFixed(1)} MB: ${change >= 0 ? '+' : ''}${change.toFixed(1)}% (target within 10%) -> ${Math.abs(change) <= 10 ? 'within' : 'OVER'}`);
  console.log(`highest heap ${Math.max(...samples.map((s) => s.heap)).toFixed(1)} MB; DOM nodes ${Math.min(...samples.map((s) => s.nodes))}-${Math.max(...samples.map((s) => s.nodes))}`);
  for (const kind of ['network', 'restart']) {
    const of = faults.filter((f) => f.kind === kind);
    if (!of.length) continue;
    const times = of.filter((f) => f.recovered).map((f) => f.recoverMs);
    console.log(`${kind === 'network' ? 'network cuts' : 'server restarts'}: ${of.length}, marked stale ${of.filter((f) => f.marked).length}, recovered by itself ${times.length}${times.length ? ` (in ${Math.min(...times)}-${Math.max(...times)} ms after the way back)` : ''}`);
  }
  console.log(`page reloads: ${reloads()}; ${CYCLES} cycles in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
} finally {
  await browser.close();
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
