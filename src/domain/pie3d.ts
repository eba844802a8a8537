/**
 * Geometry of the 3D pie (screens document §9: values scaled by one tenth, default inner ratio
 * 0.59). Each slice is a parametric surface (echarts-gl `surface` with `parametric: true`): a ring
 * segment of tube whose cross-section is a circle of radius k around the unit circle, flattened to
 * the slice's height. With k = (1 − r) / (1 + r) the inner edge sits at 1 − k and the outer at
 * 1 + k, so inner / outer = r, the inner ratio. Pure: the chart widget only turns this into options.
 */

export const PIE3D_VALUE_SCALE = 0.1;
export const PIE3D_INNER_RATIO = 0.59;

export interface Pie3dInput {
  readonly name: string;
  readonly value: number;
}

export interface Pie3dSlice {
  readonly name: string;
  /** The figure as given (what labels and tooltips show). */
  readonly value: number;
  /** Share of the whole, 0..1. */
  readonly share: number;
  readonly startRatio: number;
  readonly endRatio: number;
  /** Height of the slice: value × 0.1 (at least a sliver, so a small slice stays visible). */
  readonly height: number;
}

export interface Pie3dGeometry {
  readonly slices: readonly Pie3dSlice[];
  readonly total: number;
  /** Tube radius k for the inner ratio. */
  readonly k: number;
  /** True when nothing can be drawn (no data, or every figure 0): the widget shows 暂无数据. */
  readonly empty: boolean;
}

/** Tube radius for an inner ratio (clamped to 0..0.95: 1 would be a pie of zero width). */
export function tubeRadius(innerRatio: number): number {
  const r = Math.min(0.95, Math.max(0, Number.isFinite(innerRatio) ? innerRatio : PIE3D_INNER_RATIO));
  return (1 - r) / (1 + r);
}

const MIN_HEIGHT = 0.05;

/**
 * Slices of a 3D pie. Negative or non-numeric figures count as 0; zero slices are left out of
 * the drawing (a zero-width surface renders garbage) but the total and shares ignore them anyway.
 */
export function pie3dGeometry(data: readonly Pie3dInput[], innerRatio = PIE3D_INNER_RATIO, valueScale = PIE3D_VALUE_SCALE): Pie3dGeometry {
  const clean = data.map((d) => ({ name: d.name, value: Number.isFinite(d.value) && d.value > 0 ? d.value : 0 }));
  const total = clean.reduce((s, d) => s + d.value, 0);
  const k = tubeRadius(innerRatio);
  if (total <= 0) return { slices: [], total: 0, k, empty: true };
  const slices: Pie3dSlice[] = [];
  let start = 0;
  for (const d of clean) {
    if (d.value <= 0) continue;
    const share = d.value / total;
    const end = Math.min(1, start + share);
    slices.push({ name: d.name, value: d.value, share, startRatio: start, endRatio: end, height: Math.max(MIN_HEIGHT, d.value * valueScale) });
    start = end;
  }
  // Rounding never leaves a gap at the end of the circle.
  if (slices.length) slices[slices.length - 1] = { ...slices[slices.length - 1], endRatio: 1 };
  return { slices, total, k, empty: false };
}

/**
 * A point of a slice's surface for the parameters u ∈ [−π, 3π] (around) and v ∈ [0, 2π] (across
 * the tube). u outside the slice's angles is pinned to its edges, closing its two ends. The top
 * (sin v > 0) is at the slice's height, the bottom at −1 (a flat base under every slice).
 * `mirror` draws the pie counter-clockwise (the left pie of a mirror pair).
 */
export function pie3dPoint(slice: Pick<Pie3dSlice, 'startRatio' | 'endRatio' | 'height'>, k: number, u: number, v: number, mirror = false): [number, number, number] {
  const start = slice.startRatio * Math.PI * 2;
  const end = slice.endRatio * Math.PI * 2;
  const angle = u < start ? start : u > end ? end : u;
  const radius = 1 + Math.cos(v) * k;
  const x = Math.cos(angle) * radius * (mirror ? -1 : 1);
  const y = Math.sin(angle) * radius;
  const z = Math.sin(v) > 0 ? slice.height : -1;
  return [x, y, z];
}

/** The u and v ranges the parametric surface is sampled over. */
export const PIE3D_PARAMETRIC = {
  u: { min: -Math.PI, max: Math.PI * 3, step: Math.PI / 32 },
  v: { min: 0, max: Math.PI * 2, step: Math.PI / 20 },
} as const;

/** Where a slice's label sits: the middle of its outer top edge. */
export function pie3dLabelPoint(slice: Pie3dSlice, k: number, mirror = false): [number, number, number] {
  const mid = ((slice.startRatio + slice.endRatio) / 2) * Math.PI * 2;
  return [Math.cos(mid) * (1 + k) * (mirror ? -1 : 1), Math.sin(mid) * (1 + k), slice.height];
}
