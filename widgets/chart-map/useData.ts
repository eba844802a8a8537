/** The map's figures: for each panel, named values at its path under `field`. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField, toNamedValues, type NamedValue } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { MapConfig, MapKind } from './index';

export interface MapPanelData {
  readonly map: MapKind;
  readonly title: string;
  readonly items: readonly NamedValue[];
}

export function useData(config: MapConfig): WidgetData<MapPanelData[]> {
  const { managedRefresh } = useChartEnv();
  const { field, panels, nameKey, valueKey } = config;
  const select = useCallback(
    (reply: unknown) => {
      const part = pickField(reply, field);
      return panels.map((p) => ({ map: p.map, title: p.title, items: toNamedValues(pickField(part, p.field), nameKey, valueKey) }));
    },
    [field, panels, nameKey, valueKey],
  );
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
