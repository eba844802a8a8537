/**
 * Map(s) with the four bands. The GeoJSON comes from maps/ (one chunk per map, loaded the first time
 * a map is drawn, registered with ECharts once); data names are matched to features by the pure
 * matchRegionNames, and names that fit nowhere are listed under the map.
 */
import { useEffect, useMemo, useState } from 'react';
import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TitleComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { registerMap, use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { featureNames, loadChinaMap, loadGuangdongMap, loadShenzhenMap, SHENZHEN_DISTRICT_SEATS, type MapGeoJSON } from '../../maps';
import { ChartBody, CHART_TEXT } from '@/ui/chart/ChartBody';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { chartPalette } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { MapConfig, MapKind } from './index';
import { mapOption, planPanel, type LoadedPanel } from './mapOption';
import type { MapPanelData } from './useData';

installCharts([MapChart, ScatterChart, GeoComponent, TooltipComponent, VisualMapComponent, TitleComponent, CanvasRenderer]);

const LOADERS: Record<MapKind, () => Promise<MapGeoJSON>> = { china: loadChinaMap, guangdong: loadGuangdongMap, shenzhen: loadShenzhenMap };
const loaded = new Map<MapKind, Promise<string[]>>();

/** Loads and registers a map once per page; resolves to its feature names. */
export function ensureMap(kind: MapKind): Promise<string[]> {
  let p = loaded.get(kind);
  if (!p) {
    p = LOADERS[kind]().then((geo) => {
      // ECharts' GeoJSON type is looser than ours; the files are checked by asMapGeoJSON.
      registerMap(kind, geo as unknown as Parameters<typeof registerMap>[1]);
      return featureNames(geo);
    });
    p.catch(() => loaded.delete(kind));
    loaded.set(kind, p);
  }
  return p;
}

const SEATS = SHENZHEN_DISTRICT_SEATS.filter((s) => !s.hasPolygon).map((s) => ({ name: s.name, center: s.center }));

function useMaps(kinds: readonly MapKind[]): Record<string, string[]> | null | Error {
  const key = kinds.join(',');
  const [state, setState] = useState<{ key: string; value: Record<string, string[]> | Error } | null>(null);
  useEffect(() => {
    let live = true;
    const list = key.split(',') as MapKind[];
    Promise.all(list.map(ensureMap)).then(
      (names) => live && setState({ key, value: Object.fromEntries(list.map((k, i) => [k, names[i]])) }),
      (e: unknown) => live && setState({ key, value: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state && state.key === key ? state.value : null;
}

function Chart({ data, seriesName }: { data: readonly MapPanelData[]; seriesName: string }) {
  const { theme } = useChartEnv();
  const p = chartPalette(theme);
  const maps = useMaps(data.map((d) => d.map));
  const panels = useMemo<LoadedPanel[] | null>(
    () => (maps && !(maps instanceof Error) ? data.map((d) => ({ ...d, features: maps[d.map] ?? [], seats: d.map === 'shenzhen' ? SEATS : undefined })) : null),
    [maps, data],
  );
  const option = useMemo(() => (panels ? (mapOption(panels, seriesName, theme) as EChartsCoreOption) : null), [panels, seriesName, theme]);
  if (maps instanceof Error) return <div role="alert" style={{ color: '#ff7875' }}>地图加载失败：{maps.message}</div>;
  if (!panels || !option) return <div role="status" aria-label={CHART_TEXT.loading} style={{ height: '100%' }} />;
  const unmatched = panels.flatMap((panel) => planPanel(panel).unmatched);
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <EChart option={option} label={data.flatMap((d) => d.items.map((i) => `${i.name} ${i.value}`)).join('，')} />
      </div>
      {unmatched.length > 0 && (
        <div data-testid="map-unmatched" style={{ flex: 'none', fontSize: 11, color: p.subtext, padding: '0 4px' }}>
          未在地图上显示：{unmatched.join('、')}
        </div>
      )}
    </div>
  );
}

export interface MapViewProps {
  state: WidgetData<readonly MapPanelData[]>;
  config: Pick<MapConfig, 'seriesName'>;
}

export function MapView({ state, config }: MapViewProps) {
  return (
    <ChartBody state={state} isEmpty={(d) => d.every((panel) => panel.items.length === 0)}>
      {(data) => <Chart data={data} seriesName={config.seriesName} />}
    </ChartBody>
  );
}
