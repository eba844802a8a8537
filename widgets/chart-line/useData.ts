/** The chart's series: records at `field` of the chosen /api/screen/* read (one series per `series` entry), or ready series / named values. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField, toMultiSeries, toRecordSeries, type MultiSeries } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { LineConfig } from './index';

export function useData(config: LineConfig): WidgetData<MultiSeries> {
  const { managedRefresh } = useChartEnv();
  const { field, categoryKey, series, seriesName } = config;
  const select = useCallback(
    (reply: unknown) => {
      const part = pickField(reply, field);
      return series.length ? toRecordSeries(part, categoryKey || 'name', series) : toMultiSeries(part, seriesName);
    },
    [field, categoryKey, series, seriesName],
  );
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
