/** The table's rows: the records at `field` of the chosen read, one cell per column. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { ScrollTableConfig } from './index';
import { toRows, type Row } from './rows';

export function useData(config: ScrollTableConfig): WidgetData<Row[]> {
  const { managedRefresh } = useChartEnv();
  const { field, columns } = config;
  const select = useCallback((reply: unknown) => toRows(pickField(reply, field), columns), [field, columns]);
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
