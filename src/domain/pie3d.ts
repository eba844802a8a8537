/**
 * Geometry of the 3D pie (screens document §9: values scaled by one tenth, default inner ratio
 * 0.59). Each slice is a parametric surface (echarts-gl `surface` with `parametric: true`): a ring
 * segment between radius 1 − k and 1 + k, from a flat base at −1 up to the slice's height. With
 * k = (1 − r) / (1 + r), inner / outer = r, the inner ratio. Pure: the chart widget only turns
 * this into options.
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
 * How finely a slice is drawn: segments around the full circle (a slice gets its share of them,
 * at least two), and the rows of the cross-section. The cross-section is the tube flattened to a
 * box: outer wall, top, inner wall, base. Two extra rows just inside the top's edges keep the top
 * shaded flat (echarts-gl smooths normals over shared vertices). A few hundred triangles per pie
 * instead of the tens of thousands a uniformly sampled tube costs: the wall's PCs draw WebGL in
 * software, and every triangle is paid for on every frame.
 */
export const PIE3D_SEGMENTS = 96;
const SECTION = [
  // [radius: +1 outer edge, −1 inner edge (scaled by k), top?]
  [1, false],
  [1, true],
  [0.85, true],
  [-0.85, true],
  [-1, true],
  [-1, false],
  [1, false],
] as const;

/** The parametric ranges of one slice: u walks its segments (integers 0..n), v the cross-section's rows (0..6). */
export function pie3dParametric(slice: Pick<Pie3dSlice, 'startRatio' | 'endRatio'>) {
  const segments = Math.max(2, Math.ceil((slice.endRatio - slice.startRatio) * PIE3D_SEGMENTS));
  return { u: { min: 0, max: segments, step: 1 }, v: { min: 0, max: SECTION.length - 1, step: 1 } };
}

/**
 * A point of a slice's surface for u ∈ [0, segments] (around, from the slice's start angle to its
 * end; clamped) and v ∈ [0, 6] (the cross-section row, rounded and clamped). The top is at the
 * slice's height, the base at −1 (a flat base under every slice). `mirror` draws the pie
 * counter-clockwise (the left pie of a mirror pair).
 */
export function pie3dPoint(slice: Pick<Pie3dSlice, 'startRatio' | 'endRatio' | 'height'>, k: number, u: number, v: number, mirror = false): [number, number, number] {
  const segments = pie3dParametric(slice).u.max;
  const t = Math.min(1, Math.max(0, u / segments));
  const angle = (slice.startRatio + (slice.endRatio - slice.startRatio) * t) * Math.PI * 2;
  const [edge, top] = SECTION[Math.min(SECTION.length - 1, Math.max(0, Math.round(v)))];
  const radius = 1 + edge * k;
  return [Math.cos(angle) * radius * (mirror ? -1 : 1), Math.sin(angle) * radius, top ? slice.height : -1];
}

/** Where a slice's label sits: the middle of its outer top edge. */
export function pie3dLabelPoint(slice: Pie3dSlice, k: number, mirror = false): [number, number, number] {
  const mid = ((slice.startRatio + slice.endRatio) / 2) * Math.PI * 2;
  return [Math.cos(mid) * (1 + k) * (mirror ? -1 : 1), Math.sin(mid) * (1 + k), slice.height];
}
