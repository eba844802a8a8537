/**
 * Whether the widgets under an element have drawn: none is still held back for the viewport, loading
 * its chunk (skeleton) or its data (加载中), and every chart host has its canvas. A whole-page
 * snapshot (导出PDF) waits for this after `revealAllWithin`, so nothing is captured half-drawn.
 */
const PENDING = '[data-testid="widget-placeholder"], .ant-skeleton, [role="status"][aria-label="加载中"]';

/** How many things under `root` are still on their way. */
export function widgetsPending(root: Element): number {
  let n = root.querySelectorAll(PENDING).length;
  for (const host of Array.from(root.querySelectorAll('[data-chart-host]'))) if (!host.querySelector('canvas')) n += 1;
  return n;
}

/** Resolves true once nothing under `root` is pending, or false after `timeoutMs` (export what there is then). */
export async function whenWidgetsDrawn(root: Element, timeoutMs = 15_000, pollMs = 100): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (widgetsPending(root) > 0) {
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return true;
}
