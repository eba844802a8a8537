/**
 * echarts-gl options of 3D pies (one ring, or a mirrored pair), from the pure geometry in
 * src/domain/pie3d.ts. Lives in ui (not in a widget) because the 3D pie and the 3D mirror pie
 * share it; it imports nothing of echarts-gl itself (the widgets register `surface` + `grid3D`).
 */
import type { NamedValue } from '@/domain/chartData';
import { pie3dGeometry, pie3dParametric, pie3dPoint, type Pie3dGeometry } from '@/domain/pie3d';
import type { ChartTheme } from './chartEnv';
import { baseOption, chartPalette, legendStyle } from './palette';

interface Ring {
  readonly geometry: Pie3dGeometry;
  /** Horizontal offset of the ring's centre (mirror pairs sit at ±offset). */
  readonly offset: number;
  readonly mirror: boolean;
  readonly colorOffset: number;
  readonly prefix: string;
}

function ringSeries(ring: Ring, theme: ChartTheme) {
  const p = chartPalette(theme);
  const { slices, k } = ring.geometry;
  return slices.map((slice, i) => ({
    type: 'surface',
    name: `${ring.prefix}${slice.name}`,
    parametric: true,
    wireframe: { show: false },
    shading: 'lambert',
    // Opaque: a transparent surface makes echarts-gl sort every triangle on every frame (software WebGL on the wall's PCs).
    itemStyle: { color: p.series[(i + ring.colorOffset) % p.series.length], opacity: 1 },
    // The figure itself for the tooltip (the drawn height is value × 0.1).
    pieValue: slice.value,
    pieShare: slice.share,
    parametricEquation: {
      ...pie3dParametric(slice),
      x: (u: number, v: number) => pie3dPoint(slice, k, u, v, ring.mirror)[0] + ring.offset,
      y: (u: number, v: number) => pie3dPoint(slice, k, u, v, ring.mirror)[1],
      z: (u: number, v: number) => pie3dPoint(slice, k, u, v, ring.mirror)[2],
    },
  }));
}

/**
 * Camera distance that keeps the rings in view: the camera's field of view is fixed vertically, so
 * a box narrower than `fitAspect` (width ÷ height) needs the camera further back.
 */
const cameraDistance = (base: number, fitAspect: number, aspect: number) => Math.round(base * Math.max(1, fitAspect / Math.max(0.2, aspect)));
/** Camera distance of a 3D pie in a box of this width ÷ height (the same for every box at least 1.3 wide). */
export const pie3dDistance = (aspect = 2) => cameraDistance(100, 1.3, aspect);
/** Camera distance of a 3D mirror pie in a box of this width ÷ height (the same for every box at least 2.4 wide). */
export const mirrorPie3dDistance = (aspect = 2.4) => cameraDistance(135, 2.4, aspect);

function frame(rings: readonly Ring[], theme: ChartTheme, halfWidth: number, distance: number) {
  const base = baseOption(theme);
  const top = Math.max(1, ...rings.flatMap((r) => r.geometry.slices.map((s) => s.height)));
  const series = rings.flatMap((r) => ringSeries(r, theme));
  return {
    ...base,
    tooltip: {
      ...base.tooltip,
      formatter: (params: { seriesName: string; seriesIndex: number }) => {
        const s = series[params.seriesIndex];
        return s ? `${params.seriesName}：${s.pieValue}（${(s.pieShare * 100).toFixed(1)}%）` : params.seriesName;
      },
    },
    legend: { ...legendStyle(theme), bottom: 0, data: series.map((s) => s.name) },
    xAxis3D: { min: -halfWidth, max: halfWidth },
    yAxis3D: { min: -1.6, max: 1.6 },
    zAxis3D: { min: -1, max: top },
    grid3D: {
      show: false,
      top: -10,
      boxWidth: 100 * (halfWidth / 1.6),
      boxDepth: 100,
      // Heights are value × 0.1 but the box keeps a readable proportion whatever the figures.
      boxHeight: 18,
      viewControl: { alpha: 34, beta: 0, distance, rotateSensitivity: 0, zoomSensitivity: 0, panSensitivity: 0, autoRotate: false },
      light: { main: { intensity: 1.1, shadow: false, alpha: 40 }, ambient: { intensity: 0.45 } },
    },
    series,
  };
}

export function pie3dOption(data: readonly NamedValue[], innerRatio: number, theme: ChartTheme, distance = pie3dDistance()) {
  return frame([{ geometry: pie3dGeometry(data, innerRatio), offset: 0, mirror: false, colorOffset: 0, prefix: '' }], theme, 1.6, distance);
}

export function mirrorPie3dOption(left: { name: string; items: readonly NamedValue[] }, right: { name: string; items: readonly NamedValue[] }, innerRatio: number, theme: ChartTheme, distance = mirrorPie3dDistance()) {
  const l = pie3dGeometry(left.items, innerRatio);
  return frame(
    [
      { geometry: l, offset: -1.9, mirror: true, colorOffset: 0, prefix: `${left.name}·` },
      { geometry: pie3dGeometry(right.items, innerRatio), offset: 1.9, mirror: false, colorOffset: l.slices.length, prefix: `${right.name}·` },
    ],
    theme,
    3.6,
    distance,
  );
}
