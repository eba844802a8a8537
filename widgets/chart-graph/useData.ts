/** The graph: a star of named figures around `center`, or a ready {nodes, edges} at `field`. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField, starGraph, toGraph, toNamedValues, type GraphData } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { GraphConfig } from './index';

export function useData(config: GraphConfig): WidgetData<GraphData> {
  const { managedRefresh } = useChartEnv();
  const { field, mode, center, nameKey, valueKey } = config;
  const select = useCallback(
    (reply: unknown) => {
      const part = pickField(reply, field);
      return mode === 'graph' ? toGraph(part) : starGraph(center, toNamedValues(part, nameKey, valueKey));
    },
    [field, mode, center, nameKey, valueKey],
  );
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
