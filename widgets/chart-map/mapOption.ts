/** The map's ECharts option from the figures and the loaded map features (pure). */
import type { NamedValue } from '@/domain/chartData';
import { MAP_BANDS, matchRegionNames } from '@/domain/mapBands';
import type { ChartTheme } from '@/ui/chart/chartEnv';
import { baseOption, chartPalette } from '@/ui/chart/palette';
import type { MapKind } from './index';

export interface LoadedPanel {
  readonly map: MapKind;
  readonly title: string;
  readonly items: readonly NamedValue[];
  /** The map's feature names (what data names are matched to). */
  readonly features: readonly string[];
  /** Label points of places without a polygon (Shenzhen's 光明区, 大鹏新区): drawn as dots. */
  readonly seats?: readonly { readonly name: string; readonly center: readonly [number, number] }[];
}

export interface MapPanelPlan {
  readonly data: { name: string; value: number }[];
  readonly dots: { name: string; value: [number, number, number] }[];
  /** Data names with no feature and no seat. */
  readonly unmatched: string[];
}

/** Which data goes to which feature (or seat), and which names fit nowhere. */
export function planPanel(panel: LoadedPanel): MapPanelPlan {
  const { matched, unmatched } = matchRegionNames(panel.items.map((d) => d.name), panel.features);
  const data: { name: string; value: number }[] = [];
  for (const d of panel.items) {
    const feature = matched.get(d.name);
    if (feature) data.push({ name: feature, value: d.value });
  }
  const dots: MapPanelPlan['dots'] = [];
  const left: string[] = [];
  const seatMatch = matchRegionNames(unmatched, (panel.seats ?? []).map((s) => s.name));
  for (const name of unmatched) {
    const seatName = seatMatch.matched.get(name);
    const seat = panel.seats?.find((s) => s.name === seatName);
    const value = panel.items.find((d) => d.name === name)?.value ?? 0;
    if (seat) dots.push({ name: seat.name, value: [seat.center[0], seat.center[1], value] });
    else left.push(name);
  }
  return { data, dots, unmatched: left };
}

export function mapOption(panels: readonly LoadedPanel[], seriesName: string, theme: ChartTheme) {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  const two = panels.length > 1;
  const plans = panels.map(planPanel);
  const geo = panels.map((panel, i) => ({
    map: panel.map,
    roam: false,
    left: two ? (i === 0 ? '2%' : '52%') : '4%',
    width: two ? '46%' : '92%',
    top: panel.title ? 28 : 8,
    bottom: 40,
    layoutSize: undefined,
    label: { show: false, color: p.text, fontSize: 10 },
    itemStyle: { areaColor: p.mapArea, borderColor: p.mapBorder, borderWidth: 0.8 },
    emphasis: { label: { show: true, color: theme === 'dark' ? '#fff' : '#000' }, itemStyle: { areaColor: p.series[1] } },
    select: { disabled: true },
  }));
  const series = [
    ...panels.map((_panel, i) => ({ type: 'map', name: seriesName, geoIndex: i, data: plans[i].data })),
    ...panels.map((_panel, i) => ({
      type: 'scatter',
      name: seriesName,
      coordinateSystem: 'geo',
      geoIndex: i,
      symbolSize: 10,
      data: plans[i].dots,
      label: { show: true, formatter: '{b}', position: 'right', color: p.text, fontSize: 10 },
      encode: { value: 2 },
    })),
  ];
  return {
    ...base,
    tooltip: {
      ...base.tooltip,
      trigger: 'item',
      formatter: (params: { name: string; value: unknown }) => {
        const v = Array.isArray(params.value) ? params.value[2] : params.value;
        return `${params.name}<br/>${seriesName}：${typeof v === 'number' && Number.isFinite(v) ? v : 0}`;
      },
    },
    title: panels.map((panel, i) => ({ text: panel.title, left: two ? (i === 0 ? '25%' : '75%') : 'center', top: 0, textAlign: 'center', textStyle: { color: p.text, fontSize: 13 } })).filter((t) => t.text),
    visualMap: {
      type: 'piecewise',
      // Highest band first, as MAP_BANDS lists them.
      pieces: MAP_BANDS.map((b) => ({ ...b.piece, label: `${b.label}（${b.range}）`, color: b.color })),
      left: 4,
      bottom: 4,
      orient: two ? 'horizontal' : 'vertical',
      itemWidth: 14,
      itemHeight: 10,
      textStyle: { color: p.text, fontSize: 11 },
      seriesIndex: series.map((_, i) => i),
      dimension: undefined,
    },
    geo,
    series,
  };
}
