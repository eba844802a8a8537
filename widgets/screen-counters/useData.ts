/** The counters: the figures at each item's `field` of the chosen read (overview by default). */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import { toCounters, type Counter } from './counters';
import type { CountersConfig } from './index';

export function useData(config: CountersConfig): WidgetData<Counter[]> {
  const { managedRefresh } = useChartEnv();
  const { field, items } = config;
  const select = useCallback((reply: unknown) => toCounters(pickField(reply, field), items), [field, items]);
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
