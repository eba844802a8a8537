/**
 * Relationship graph drawn by @antv/g6 (screens document §9: node size 50, animation 1500 ms).
 * Like the ECharts host: one Graph for the life of the widget, new data through setData + render,
 * resize throttled to 100 ms, destroyed on unmount; rendered at devicePixelRatio × the wall's scale.
 * G6 is imported here only, so it lands in this widget's chunk.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Graph, type GraphData as G6Data } from '@antv/g6';
import type { GraphData } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { chartCounters } from '@/ui/chart/liveCharts';
import { chartPalette } from '@/ui/chart/palette';
import { CHART_RESIZE_THROTTLE_MS, chartPixelRatio } from '@/ui/chart/pixelRatio';
import { throttle } from '@/ui/chart/throttle';
import type { WidgetData } from '@/ui/widget';

export const GRAPH_NODE_SIZE = 50;
export const GRAPH_ANIMATION_MS = 1500;

/** Radius of the star's ring, in the graph's own units (the view is then fitted to the box). */
const STAR_RADIUS = 150;

/**
 * Where each node of a star sits: the centre in the middle, the others evenly round it starting
 * at the top. Null when the graph is not a star (then G6 lays it out in a circle).
 */
export function starPositions(data: GraphData, rx = STAR_RADIUS, ry = STAR_RADIUS): Map<string, { x: number; y: number }> | null {
  const center = data.nodes.find((n) => n.category === 'center');
  if (!center) return null;
  const others = data.nodes.filter((n) => n !== center);
  const at = new Map([[center.id, { x: 0, y: 0 }]]);
  others.forEach((n, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(1, others.length);
    // Many regions: every other one on an inner ring, so neighbours do not overlap.
    const k = others.length > 16 && i % 2 ? 0.62 : 1;
    at.set(n.id, { x: Math.round(Math.cos(angle) * rx * k), y: Math.round(Math.sin(angle) * ry * k) });
  });
  return at;
}

export interface GraphSize {
  readonly width: number;
  readonly height: number;
}

/** Widest a label may be (it wraps inside and just beyond its node, two lines at most). */
const LABEL_MAX_WIDTH = GRAPH_NODE_SIZE + 16;
/** How far a node's glow reaches beyond it (shadowBlur on the wall's dark panel). */
const GLOW = 12;
/** Room between a star's outer nodes' centres and the edges of the box: node, label and glow stay inside. */
export const STAR_MARGIN = { x: Math.max(GRAPH_NODE_SIZE, LABEL_MAX_WIDTH) / 2 + GLOW, y: GRAPH_NODE_SIZE / 2 + GLOW } as const;

/** The radii of a star's ellipse in a box of this size (at least 40, for a box too small for any star). */
export function starRadii(size: GraphSize): { rx: number; ry: number } {
  return { rx: Math.max(40, size.width / 2 - STAR_MARGIN.x), ry: Math.max(40, size.height / 2 - STAR_MARGIN.y) };
}

/** Our graph → G6's data: the centre node in its own colour, labels with the figure, a star placed by starPositions. */
export function toG6Data(data: GraphData, theme: ChartTheme, size?: GraphSize): G6Data {
  const p = chartPalette(theme);
  const categories = [...new Set(data.nodes.map((n) => n.category ?? ''))];
  // A star fills its box (an ellipse inside it, nodes at their full 50 px); without a size, a circle of STAR_RADIUS.
  const radii = size && starRadii(size);
  const at = radii ? starPositions(data, radii.rx, radii.ry) : starPositions(data);
  return {
    nodes: data.nodes.map((n) => ({
      id: n.id,
      data: { name: n.name, value: n.value },
      style: {
        ...at?.get(n.id),
        labelText: n.value === undefined ? n.name : `${n.name.replace(/(壮族|回族|维吾尔)?(自治区|特别行政区|省|市)$/, '')}\n${n.value}`,
        fill: n.category === 'center' ? p.series[3] : p.series[categories.indexOf(n.category ?? '') % p.series.length],
      },
    })),
    edges: data.edges.map((e, i) => ({ id: `e${i}:${e.source}->${e.target}`, source: e.source, target: e.target })),
  };
}

function graphOptions(theme: ChartTheme) {
  const p = chartPalette(theme);
  return {
    animation: { duration: GRAPH_ANIMATION_MS },
    node: {
      style: {
        size: GRAPH_NODE_SIZE,
        labelPlacement: 'center' as const,
        labelFill: '#fff',
        labelFontSize: 11,
        labelWordWrap: true,
        labelMaxLines: 2,
        labelMaxWidth: LABEL_MAX_WIDTH,
        stroke: theme === 'dark' ? '#cfe8ff' : '#fff',
        lineWidth: 1,
        shadowColor: p.series[0],
        shadowBlur: theme === 'dark' ? GLOW : 0,
      },
    },
    edge: { style: { stroke: p.axisLine, lineWidth: 1.5, endArrow: true } },
    behaviors: ['drag-element'],
  };
}

/** A star is placed by starPositions (no layout run); any other graph in a circle. */
function layoutFor(data: GraphData) {
  return starPositions(data) ? undefined : { type: 'circular' as const };
}

/**
 * Everything the G6 Graph is made with for these figures in a box of this size, but its container
 * and pixel ratio (also used by tests/bench/screen-render.mjs to draw the same graph on a bare page).
 */
export function graphConfig(data: GraphData, theme: ChartTheme, size: GraphSize) {
  return {
    width: Math.max(1, size.width),
    height: Math.max(1, size.height),
    // A star is laid out to the box's size (nodes stay 50 px); another graph is fitted into view.
    autoFit: starPositions(data) ? ('center' as const) : ('view' as const),
    padding: 12,
    data: toG6Data(data, theme, size),
    layout: layoutFor(data),
    ...graphOptions(theme),
  };
}

/**
 * Puts figures into the graph for a box of this size and draws them: a star is placed for the box
 * again, another graph laid out and fitted into view again.
 */
function redraw(g: Graph, data: GraphData, theme: ChartTheme, size: GraphSize) {
  const layout = layoutFor(data);
  if (layout) g.setLayout(layout);
  g.setData(toG6Data(data, theme, size));
  return g.render();
}

function G6Chart({ data }: { data: GraphData }) {
  const ref = useRef<HTMLDivElement>(null);
  const { theme, pixelScale } = useChartEnv();
  const ratio = chartPixelRatio(typeof window === 'undefined' ? 1 : window.devicePixelRatio, pixelScale);
  const [graph, setGraph] = useState<Graph | null>(null);
  const dataRef = useRef(data);
  /** The box size the nodes are placed for. */
  const placedFor = useRef<GraphSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    dataRef.current = data;
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const size = { width: el.clientWidth, height: el.clientHeight };
    placedFor.current = size;
    const g = new Graph({ container: el, devicePixelRatio: ratio, ...graphConfig(dataRef.current, theme, size) });
    chartCounters.add('graphs');
    let alive = true;
    g.render().catch((e: unknown) => {
      if (alive) console.warn('关系图绘制失败', e);
    });
    setGraph(g);
    // A new size of the box (the window, the sidebar, a tab shown again) places the nodes for it:
    // a star laid out for the old size would reach beyond a smaller box. The observer's first
    // call, at the size just drawn, changes nothing.
    const resize = throttle(() => {
      const now = { width: el.clientWidth, height: el.clientHeight };
      if (!alive || now.width <= 0 || now.height <= 0 || (now.width === placedFor.current.width && now.height === placedFor.current.height)) return;
      placedFor.current = now;
      g.resize(now.width, now.height);
      redraw(g, dataRef.current, theme, now).catch(() => {});
    }, CHART_RESIZE_THROTTLE_MS);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resize());
    observer?.observe(el);
    return () => {
      alive = false;
      observer?.disconnect();
      resize.cancel();
      setGraph(null);
      g.destroy();
      chartCounters.add('graphs', -1);
    };
  }, [ratio, theme]);

  const drawn = useRef<GraphData | null>(null);
  useEffect(() => {
    if (!graph) return;
    if (drawn.current === null) {
      drawn.current = data;
      return;
    }
    if (drawn.current === data) return;
    drawn.current = data;
    redraw(graph, data, theme, placedFor.current).catch(() => {});
  }, [graph, data, theme]);

  return <div ref={ref} role="img" aria-label={data.nodes.map((n) => (n.value === undefined ? n.name : `${n.name} ${n.value}`)).join('，')} data-chart-host="g6" style={{ width: '100%', height: '100%' }} />;
}

export interface GraphViewProps {
  state: WidgetData<GraphData>;
}

export function GraphView({ state }: GraphViewProps) {
  return (
    <ChartBody state={state} isEmpty={(d) => d.nodes.length === 0}>
      {(data) => <G6Chart data={data} />}
    </ChartBody>
  );
}
