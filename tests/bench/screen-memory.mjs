#!/usr/bin/env node
/* global window, document -- code run inside the page by page.evaluate / waitForFunction */
/**
 * Big screen, stable all day (ARCHITECTURE.md §8: memory after 500 refresh cycles within 10% of
 * after the first 10). Opens /screen.html with an accelerated refresh (?refresh=, default 0.25 s),
 * and after 10 and after CYCLES refresh cycles forces a garbage collection and prints the JS heap,
 * the ECharts instances and G6 graphs alive, the WebGL contexts the chart hosts hold, the WebGL
 * contexts the page ever created and lost, DOM nodes and cached queries. Never fails on the figures.
 *
 *   ZP_DIST_DIR=/tmp/x node tests/bench/screen-memory.mjs      (CYCLES=500 REFRESH=0.25)
 */
import { heapAfterGc, launch, openWall, startServer } from './screen-helpers.mjs';

const CYCLES = Number(process.env.CYCLES ?? 500);
const REFRESH = Number(process.env.REFRESH ?? 0.25);

const { base, stop } = await startServer();
const browser = await launch();
try {
  const { page, cdp } = await openWall(browser, base, REFRESH);

  const sample = async (label) => {
    const mb = await heapAfterGc(page, cdp);
    const s = await page.evaluate(() => ({
      cycles: window.__zpScreen.cycles(),
      charts: window.__zpScreen.charts(),
      queries: window.__zpScreen.queries(),
      gl: { ...window.__zpWebGl },
      nodes: document.getElementsByTagName('*').length,
      canvases: document.getElementsByTagName('canvas').length,
    }));
    console.log(
      `${label.padEnd(16)} cycles ${String(s.cycles).padStart(4)}  heap ${mb.toFixed(1).padStart(6)} MB  echarts ${s.charts.echarts}  g6 ${s.charts.graphs}  webgl held ${s.charts.webgl} (created ${s.gl.created}, lost ${s.gl.lost})  canvases ${s.canvases}  DOM ${s.nodes}  queries ${s.queries}`,
    );
    return mb;
  };
  // A cycle is a completed refresh of every read (the wall starts the next one REFRESH s after the
  // previous one settled), so a cycle lasts REFRESH plus the server's answer time.
  const waitCycles = async (n) => page.waitForFunction((target) => window.__zpScreen.cycles() >= target, n, { timeout: (n * (REFRESH + 5) + 120) * 1000, polling: 500 });

  console.log(`Big screen memory over refresh cycles (every ${REFRESH} s):`);
  await waitCycles(10);
  const first = await sample('after 10');
  const t0 = Date.now();
  // Intermediate samples show whether the heap keeps growing (a leak) or levels off (warm-up).
  const marks = [100, 250].filter((n) => n < CYCLES);
  const at = {};
  for (const n of marks) {
    await waitCycles(n);
    at[n] = await sample(`after ${n}`);
  }
  await waitCycles(CYCLES);
  const last = await sample(`after ${CYCLES}`);
  const pct = (a, b) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%`;
  const change = ((last - first) / first) * 100;
  console.log(`heap change 10 -> ${CYCLES}: ${pct(first, last)} (budget within 10%) -> ${Math.abs(change) <= 10 ? 'within' : 'OVER'}; ${CYCLES - 10} cycles in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  if (at[100]) console.log(`heap change 100 -> ${CYCLES}: ${pct(at[100], last)} (after warm-up)`);
} finally {
  await browser.close();
  await stop();
}
