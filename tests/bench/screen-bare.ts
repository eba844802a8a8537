/**
 * The big screen's charts on a bare page: the reference tests/bench/screen-render.mjs times the
 * wall against (ARCHITECTURE.md §8: the wall's first complete render at most 1.3× this page's).
 *
 * Bundled by that bench (esbuild, one file) and served with the figures the wall's charts were
 * given in the same run, captured from the wall: for each chart box its widget type, the figures
 * and view config its chart component received, and the size and place of its chart host. This
 * page draws the same charts with the same option builders (the widgets' own, imported from their
 * folders), plain ECharts, echarts-gl and G6 from node_modules, at the same places and sizes,
 * with no React, no antd, no layout grid, no requests: every host is made and drawn in one go.
 */
import { Graph } from '@antv/g6';
import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, LegendComponent, TitleComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, registerMap, use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// What widgets/chart-mirror-pie3d/View.tsx and chart-map/View.tsx register (the modules of the other
// builders, their views, register their own parts).
import 'echarts-gl/lib/chart/surface';
import 'echarts-gl/lib/component/grid3D';
import type { GraphData, MirrorData, MultiSeries, NamedValue, TreeDatum } from '@/domain/chartData';
import { chartPixelRatio } from '@/ui/chart/pixelRatio';
import { mirrorPie3dDistance, mirrorPie3dOption } from '@/ui/chart/pie3dOption';
import chinaJson from '../../maps/china.json';
import guangdongJson from '../../maps/guangdong.json';
import shenzhenJson from '../../maps/shenzhen.json';
import { asMapGeoJSON, featureNames, SHENZHEN_DISTRICT_SEATS, type MapGeoJSON } from '../../maps';
import { barOption, type BarViewConfig } from '../../widgets/chart-bar/View';
import { graphConfig } from '../../widgets/chart-graph/View';
import { lineOption, type LineViewConfig } from '../../widgets/chart-line/View';
import { mapOption, type LoadedPanel } from '../../widgets/chart-map/mapOption';
import type { MapPanelData } from '../../widgets/chart-map/useData';
import type { MirrorPie3dViewConfig } from '../../widgets/chart-mirror-pie3d/View';
import { pieOption, type PieViewConfig } from '../../widgets/chart-pie/View';
import { radarOption, type RadarViewConfig } from '../../widgets/chart-radar/View';
import { sunburstOption } from '../../widgets/chart-sunburst/View';

/** One chart box of the wall as captured by screen-render.mjs. */
export interface BareChart {
  /** The layout item's key (profile, annual, chinaMap, …). */
  readonly key: string;
  readonly type: string;
  /** The chart host's box on the 1920×1080 page. */
  readonly rect: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
  /** The props the widget's chart component was given: figures, and the view config or series name. */
  readonly props: { readonly data: unknown; readonly config?: unknown; readonly seriesName?: string };
}

declare global {
  interface Window {
    /** Read by screen-render.mjs once the page has drawn: the options built, to compare with the wall's. */
    __bareOptions?: Record<string, EChartsCoreOption>;
  }
}

installCharts([TooltipComponent, LegendComponent, MapChart, ScatterChart, GeoComponent, VisualMapComponent, TitleComponent, CanvasRenderer]);

const theme = 'dark';
/** The maps in this page's one script (the wall loads each as a chunk of its own), checked as maps/index.ts's loaders do. */
const MAPS: Record<string, MapGeoJSON> = { china: asMapGeoJSON(chinaJson), guangdong: asMapGeoJSON(guangdongJson), shenzhen: asMapGeoJSON(shenzhenJson) };
/** As widgets/chart-map/View.tsx: Shenzhen's places without a polygon are drawn as dots. */
const SEATS = SHENZHEN_DISTRICT_SEATS.filter((s) => !s.hasPolygon).map((s) => ({ name: s.name, center: s.center }));

/** As src/ui/chart/useAspect.ts: width ÷ height rounded to a tenth. */
const aspectOf = (r: BareChart['rect']) => Math.round((r.width / r.height) * 10) / 10;

function echartsOption(chart: BareChart): EChartsCoreOption {
  const { data, config, seriesName = '' } = chart.props;
  switch (chart.type) {
    case 'chart-bar':
      return barOption(data as MultiSeries, config as BarViewConfig, theme);
    case 'chart-line':
      return lineOption(data as MultiSeries, config as LineViewConfig, theme);
    case 'chart-radar':
      return radarOption(data as MultiSeries, config as RadarViewConfig, theme);
    case 'chart-pie':
      return pieOption(data as NamedValue[], config as PieViewConfig, theme);
    case 'chart-sunburst':
      return sunburstOption(data as TreeDatum[], theme);
    case 'chart-mirror-pie3d': {
      const d = data as MirrorData;
      return mirrorPie3dOption(d.left, d.right, (config as MirrorPie3dViewConfig).innerRatio, theme, mirrorPie3dDistance(aspectOf(chart.rect))) as EChartsCoreOption;
    }
    case 'chart-map': {
      const panels: LoadedPanel[] = (data as MapPanelData[]).map((d) => ({ ...d, features: featureNames(MAPS[d.map]), seats: d.map === 'shenzhen' ? SEATS : undefined }));
      return mapOption(panels, seriesName, theme) as EChartsCoreOption;
    }
    default:
      throw new Error(`screen-bare: no option builder for ${chart.type}`);
  }
}

function draw(charts: readonly BareChart[]) {
  const ratio = chartPixelRatio(window.devicePixelRatio, 1);
  const options: Record<string, EChartsCoreOption> = {};
  for (const chart of charts) {
    const el = document.createElement('div');
    el.dataset.chartHost = chart.type === 'chart-graph' ? 'g6' : 'echarts';
    el.dataset.key = chart.key;
    Object.assign(el.style, { position: 'absolute', left: `${chart.rect.left}px`, top: `${chart.rect.top}px`, width: `${chart.rect.width}px`, height: `${chart.rect.height}px` });
    document.body.appendChild(el);
    if (chart.type === 'chart-graph') {
      const graph = new Graph({ container: el, devicePixelRatio: ratio, ...graphConfig(chart.props.data as GraphData, theme, { width: el.clientWidth, height: el.clientHeight }) });
      void graph.render();
    } else {
      const option = echartsOption(chart);
      options[chart.key] = option;
      init(el, undefined, { devicePixelRatio: ratio, renderer: 'canvas' }).setOption(option, { notMerge: true });
    }
  }
  window.__bareOptions = options;
}

const input = document.getElementById('zp-bare-charts');
if (!input?.textContent) throw new Error('screen-bare: the page carries no #zp-bare-charts');
const charts = JSON.parse(input.textContent) as BareChart[];
for (const kind of new Set(charts.filter((c) => c.type === 'chart-map').flatMap((c) => (c.props.data as MapPanelData[]).map((d) => d.map)))) {
  registerMap(kind, MAPS[kind] as unknown as Parameters<typeof registerMap>[1]);
}
draw(charts);
