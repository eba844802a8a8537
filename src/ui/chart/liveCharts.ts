/**
 * How many charts are alive right now (ECharts instances and G6 graphs), and how many WebGL
 * contexts the chart hosts hold. Read by the big screen's benchmarks through `window.__zpScreen`
 * to show that hours of refreshing leave nothing behind.
 */
const live = { echarts: 0, graphs: 0, webgl: 0 };

export const chartCounters = {
  add(kind: keyof typeof live, n = 1) {
    live[kind] += n;
  },
  snapshot: (): Readonly<typeof live> => ({ ...live }),
};

/**
 * Loses the WebGL context of every canvas under `root` that has one (echarts-gl's), so the
 * browser frees it now instead of at garbage collection; Chromium keeps only 16 alive per page.
 * Returns how many were released.
 */
export function releaseWebGl(root: HTMLElement): number {
  let released = 0;
  for (const canvas of Array.from(root.querySelectorAll('canvas'))) {
    // A canvas that already has a 2D context answers null here without creating anything; the
    // check on the marker avoids giving a bare canvas a new WebGL context just to lose it.
    if (!canvas.dataset.zpWebgl) continue;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    if (gl) released += 1;
  }
  return released;
}

/** Marks the canvases under `root` that hold a WebGL context (after the chart has drawn). */
export function markWebGl(root: HTMLElement): number {
  let n = 0;
  for (const canvas of Array.from(root.querySelectorAll('canvas'))) {
    if (canvas.dataset.zpWebgl) {
      n += 1;
      continue;
    }
    // getContext('2d') on a WebGL canvas returns null; on a zrender canvas it returns its own 2D context.
    if (canvas.getContext('2d') === null) {
      canvas.dataset.zpWebgl = '1';
      n += 1;
    }
  }
  return n;
}
