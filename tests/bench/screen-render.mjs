#!/usr/bin/env node
/**
 * Big screen: first complete render, and where the heavy libraries land (ARCHITECTURE.md §8).
 *
 *   npx vite build --outDir /tmp/x --emptyOutDir && ZP_DIST_DIR=/tmp/x node tests/bench/screen-render.mjs
 *
 * Prints (never fails on slowness):
 *  - ms from navigation to every box and card of /screen.html drawn (headless Chromium, local
 *    server, 1920×1080), cold (empty cache) and warm (second load), median of RUNS warm loads;
 *  - which chunks hold echarts-gl (claygl), @antv/g6 and the map GeoJSON, and which widget chunks
 *    import them: each must belong only to the widgets that use it (and never to an entry).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { allBoxesDrawn, distDir, launch, managerContext, startServer } from './screen-helpers.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const BUDGET_MS = 2000;

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

const { base, stop } = await startServer();
const browser = await launch();
try {
  const times = [];
  const context = await managerContext(browser, base);
  for (let run = 0; run <= RUNS; run++) {
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${base}/screen.html`);
    await allBoxesDrawn(page);
    times.push(Date.now() - t0);
    await page.close();
  }
  const [cold, ...warm] = times;
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)];
  console.log(`Big screen first complete render (all boxes and cards, 1920x1080, local server):`);
  console.log(`  cold ${cold} ms, warm median ${median} ms of ${warm.length} (${warm.join(', ')} ms); budget ${BUDGET_MS} ms -> ${median <= BUDGET_MS ? 'within' : 'OVER'}`);
} finally {
  await browser.close();
  await stop();
}
chunkReport();
