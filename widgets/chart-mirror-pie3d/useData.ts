/** The two lists: named figures at `left.field` and `right.field` (under `field`) of the chosen read. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField, toNamedValues, type MirrorData } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { MirrorPie3dConfig } from './index';

export function useData(config: MirrorPie3dConfig): WidgetData<MirrorData> {
  const { managedRefresh } = useChartEnv();
  const { field, left, right, nameKey, valueKey } = config;
  const select = useCallback(
    (reply: unknown): MirrorData => {
      const part = pickField(reply, field);
      return {
        left: { name: left.name, items: toNamedValues(pickField(part, left.field), nameKey, valueKey) },
        right: { name: right.name, items: toNamedValues(pickField(part, right.field), nameKey, valueKey) },
      };
    },
    [field, left, right, nameKey, valueKey],
  );
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
