/** The 3D pie's figures: named values at `field` of the chosen /api/screen/* read. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField, toNamedValues, type NamedValue } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { Pie3dConfig } from './index';

export function useData(config: Pie3dConfig): WidgetData<NamedValue[]> {
  const { managedRefresh } = useChartEnv();
  const { field, nameKey, valueKey } = config;
  const select = useCallback((reply: unknown) => toNamedValues(pickField(reply, field), nameKey, valueKey), [field, nameKey, valueKey]);
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
