/** Chart resize throttle (screens document §9: 100 ms) and the pixel ratio charts render at. */
export const CHART_RESIZE_THROTTLE_MS = 100;

/** Device pixels per CSS pixel for charts: the screen's ratio times the wall's scale, rounded to a quarter, at least 1. */
export function chartPixelRatio(devicePixelRatio: number, scale: number): number {
  const raw = (Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1) * (Number.isFinite(scale) && scale > 0 ? scale : 1);
  return Math.max(1, Math.round(raw * 4) / 4);
}
