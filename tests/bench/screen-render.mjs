#!/usr/bin/env node
/* global window, document -- code run inside the pages by evaluate / waitForFunction */
/**
 * Big screen: first complete render, against a bare page drawing the same charts, and where the
 * heavy libraries land (ARCHITECTURE.md §8).
 *
 *   npx vite build --outDir /tmp/x --emptyOutDir && ZP_DIST_DIR=/tmp/x node tests/bench/screen-render.mjs
 *   (or npm run bench -- screen-render, which builds into a temporary directory itself)
 *
 * Prints (never fails on slowness):
 *  - ms from navigation to every box and card of /screen.html drawn (headless Chromium, local
 *    server, 1920×1080), cold (empty cache) and warm (later loads), median of RUNS warm loads;
 *  - the same for a bare page (tests/bench/screen-bare.html + .ts, built here with Vite into a
 *    temporary directory and served by this script) drawing the wall's nine charts with the same option
 *    builders, the same figures (captured from the wall's chart components in this run), the
 *    same host sizes and places: plain ECharts, echarts-gl and G6, no React, antd, grid or
 *    requests. Wall and bare loads alternate, so a busy machine slows both alike; then the ratio
 *    wall ÷ bare of the warm medians (budget 1.2), and whether the bare page's ECharts options are
 *    the wall's (compared as JSON, functions left out);
 *  - for the wall's median warm load: when its last figures (/api/screen/*) and its last script
 *    arrived, i.e. how much of the wait is the server's;
 *  - which chunks hold echarts-gl (claygl), @antv/g6 and the map GeoJSON, and which widget chunks
 *    import them: each must belong only to the widgets that use it (and never to an entry).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { allBoxesDrawn, distDir, launch, managerContext, root, startServer } from './screen-helpers.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const BUDGET_MS = 1500;
const BUDGET_RATIO = 1.2;
const VIEWPORT = { width: 1920, height: 1080 };

function chunkReport() {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const marks = {
    'echarts-gl': (s) => s.includes('claygl') || s.includes('clay.util'),
    '@antv/g6': (s) => s.includes('@antv/g6') || s.includes('antv-g6') || /drag-element/.test(s),
    'map data': (s) => s.includes('FeatureCollection') && s.includes('南海诸岛'),
  };
  const fileOf = (k) => manifest[k].file;
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const i of manifest[key].imports ?? []) closure(i, into);
    return into;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const widgetOf = (k) => /^widgets\/([^/]+)\//.exec(k)?.[1];
  console.log('\nWhere the heavy libraries are (gzip):');
  let ok = true;
  for (const [lib, test] of Object.entries(marks)) {
    const holders = Object.keys(manifest).filter((k) => fileOf(k).endsWith('.js') && test(fs.readFileSync(path.join(distDir, fileOf(k)), 'utf8')));
    for (const h of holders) {
      const kb = zlib.gzipSync(fs.readFileSync(path.join(distDir, fileOf(h)))).length / 1024;
      const users = Object.keys(manifest).filter((k) => widgetOf(k) && closure(k).has(h)).map(widgetOf);
      const inEntry = entries.filter((e) => closure(e).has(h));
      if (inEntry.length) ok = false;
      console.log(`  ${lib.padEnd(10)} ${fileOf(h).padEnd(40)} ${kb.toFixed(1).padStart(7)} KB  used by: ${[...new Set(users)].join(', ') || '(lazy import)'}${inEntry.length ? `  !! in entry ${inEntry.join(', ')}` : ''}`);
    }
  }
  console.log(ok ? '  none of them is in an entry chunk (index.html, screen.html)' : '  !! a heavy library is in an entry chunk');
}

/** Builds the bare page (tests/bench/screen-bare.html and .ts) into `outDir`, as Vite builds the wall. */
async function buildBare(outDir) {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    mode: 'production',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: { outDir, emptyOutDir: true, copyPublicDir: false, reportCompressedSize: false, rollupOptions: { input: path.join(root, 'tests/bench/screen-bare.html') } },
  });
}

/** Serves the built bare page: /bare.html with the charts put in (set later), /assets/* cached for good like the wall's. */
async function serveBare(dir) {
  const state = { charts: [] };
  const page = fs.readFileSync(path.join(dir, 'tests/bench/screen-bare.html'), 'utf8');
  const server = http.createServer((req, res) => {
    const url = req.url.split('?')[0];
    const asset = url.startsWith('/assets/') && !url.includes('..') ? path.join(dir, url) : null;
    if (url === '/bare.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(page.replace('<!--zp-bare-charts-->', `<script type="application/json" id="zp-bare-charts">${JSON.stringify(state.charts).replace(/</g, '\\u003c')}</script>`));
    } else if (asset && fs.existsSync(asset)) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
      fs.createReadStream(asset).pipe(res);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Run inside the drawn wall: for every chart host, the widget (layout key and type) it belongs to,
 * its box, the props its chart component was given (React keeps them on the host's fiber), and
 * its ECharts option as JSON without functions.
 */
function captureCharts() {
  const fiberOf = (el) => el[Object.keys(el).find((k) => k.startsWith('__reactFiber$'))];
  const up = (fiber, test) => {
    for (let f = fiber?.return; f; f = f.return) if (test(f)) return f;
    return null;
  };
  const isComponent = (f) => typeof f.type === 'function';
  const withoutFunctions = (_k, v) => (typeof v === 'function' ? undefined : v);
  return [...document.querySelectorAll('[data-chart-host]')].map((el) => {
    const host = up(fiberOf(el), isComponent); // EChart, or G6Chart (which holds the figures itself)
    const chart = el.dataset.chartHost === 'g6' ? host : up(host, (f) => isComponent(f) && f.memoizedProps && 'data' in f.memoizedProps);
    const slot = up(chart, (f) => f.memoizedProps?.instance && f.memoizedProps?.instanceKey);
    const r = el.getBoundingClientRect();
    const { data, config, seriesName } = chart.memoizedProps;
    return {
      key: slot.memoizedProps.instanceKey,
      type: slot.memoizedProps.instance.type,
      rect: { left: r.left, top: r.top, width: el.clientWidth, height: el.clientHeight },
      props: { data, config, seriesName },
      option: host.memoizedProps.option ? JSON.stringify(host.memoizedProps.option, withoutFunctions) : null,
    };
  });
}

/** Run inside the drawn bare page: its ECharts options as JSON without functions. */
function bareOptions() {
  const withoutFunctions = (_k, v) => (typeof v === 'function' ? undefined : v);
  return Object.fromEntries(Object.entries(window.__bareOptions ?? {}).map(([k, o]) => [k, JSON.stringify(o, withoutFunctions)]));
}

/** Run inside the wall: when the last /api/screen/* reply and the last script arrived (ms after navigation). */
function arrivals() {
  const entries = performance.getEntriesByType('resource');
  const last = (test) => Math.round(Math.max(0, ...entries.filter((e) => test(e.name)).map((e) => e.responseEnd)));
  return { figures: last((n) => n.includes('/api/screen/')), scripts: last((n) => n.endsWith('.js')) };
}

async function bareDrawn(page, count, timeout = 60_000) {
  try {
    await page.waitForFunction(
      (n) => {
        const hosts = document.querySelectorAll('[data-chart-host]');
        return hosts.length === n && [...hosts].every((h) => h.querySelector('canvas'));
      },
      count,
      { timeout, polling: 50 },
    );
  } catch (e) {
    const hosts = await page.evaluate(() => [...document.querySelectorAll('[data-chart-host]')].map((h) => `${h.dataset.key}${h.querySelector('canvas') ? '' : ' (no canvas)'}`));
    throw new Error(`the bare page drew ${hosts.length} of ${count} charts: ${hosts.join(', ')}`, { cause: e });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zp-bare-'));
await buildBare(bareDir);
const bare = await serveBare(bareDir);
const { base, stop } = await startServer();
const browser = await launch();
try {
  const wallContext = await managerContext(browser, base, VIEWPORT);
  const bareContext = await browser.newContext({ viewport: VIEWPORT });
  bareContext.setDefaultTimeout(60_000);
  const wall = [];
  const plain = [];
  let charts = null;
  let optionsSame = null;
  for (let run = 0; run <= RUNS; run++) {
    const page = await wallContext.newPage();
    const t0 = Date.now();
    await page.goto(`${base}/screen.html`);
    await allBoxesDrawn(page);
    wall.push({ ms: Date.now() - t0, ...(await page.evaluate(arrivals)) });
    if (!charts) {
      charts = await page.evaluate(captureCharts);
      bare.state.charts = charts.map(({ option: _option, ...c }) => c);
    }
    await page.close();

    const barePage = await bareContext.newPage();
    barePage.on('pageerror', (e) => console.error(`bare page: ${e.message}`));
    const b0 = Date.now();
    await barePage.goto(`${bare.base}/bare.html`);
    await bareDrawn(barePage, charts.length);
    plain.push(Date.now() - b0);
    if (!optionsSame) {
      const built = await barePage.evaluate(bareOptions);
      const echarts = charts.filter((c) => c.option !== null);
      optionsSame = { of: echarts.length, same: echarts.filter((c) => built[c.key] === c.option).length, differ: echarts.filter((c) => built[c.key] !== c.option).map((c) => c.key) };
    }
    await barePage.close();
  }
  const [wallCold, ...wallWarm] = wall;
  const [bareCold, ...bareWarm] = plain;
  const wallMedian = median(wallWarm.map((w) => w.ms));
  const bareMedian = median(bareWarm);
  const ratio = wallMedian / bareMedian;
  const mid = wallWarm.find((w) => w.ms === wallMedian);
  console.log(`Big screen first complete render (all boxes and cards, 1920x1080, local server), ${RUNS} warm loads each, wall and bare alternating:`);
  console.log(`  wall  cold ${wallCold.ms} ms, warm median ${wallMedian} ms (${wallWarm.map((w) => w.ms).join(', ')} ms); budget ${BUDGET_MS} ms -> ${wallMedian <= BUDGET_MS ? 'within' : 'OVER'}`);
  console.log(`  bare  cold ${bareCold} ms, warm median ${bareMedian} ms (${bareWarm.join(', ')} ms): the same ${charts.length} charts (${charts.map((c) => c.key).join(', ')}) with plain ECharts, echarts-gl and G6`);
  console.log(`  wall / bare ${ratio.toFixed(2)}x (warm medians); budget ${BUDGET_RATIO}x -> ${ratio <= BUDGET_RATIO ? 'within' : 'OVER'}`);
  console.log(`  the wall's median load had its last figures (/api/screen/*) at ${mid.figures} ms and its last script at ${mid.scripts} ms`);
  console.log(
    `  options: ${optionsSame.same} of ${optionsSame.of} ECharts options on the bare page are the wall's (as JSON, functions aside)${optionsSame.differ.length ? `; !! different: ${optionsSame.differ.join(', ')}` : ''}; the G6 graph is made from the wall's figures by the same graphConfig`,
  );
} finally {
  await browser.close();
  await stop();
  await bare.close();
  fs.rmSync(bareDir, { recursive: true, force: true });
}
chunkReport();
