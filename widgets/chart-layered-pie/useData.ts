/** The tree: one branch per `branches` entry (its named figures at its own path), or a ready tree at `field`. */
import { useCallback } from 'react';
import { useScreenRead } from '@/api/screenData';
import { pickField, toNamedValues, toTree, type TreeDatum } from '@/domain/chartData';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { fromKeptQuery } from '@/ui/chart/screenData';
import type { WidgetData } from '@/ui/widget';
import type { LayeredPieConfig } from './index';

export function useData(config: LayeredPieConfig): WidgetData<TreeDatum[]> {
  const { managedRefresh } = useChartEnv();
  const { field, branches, nameKey, valueKey } = config;
  const select = useCallback(
    (reply: unknown): TreeDatum[] => {
      const part = pickField(reply, field);
      if (!branches.length) return toTree(part);
      return branches.map((b) => ({ name: b.name, children: toNamedValues(pickField(part, b.field), nameKey, valueKey) }));
    },
    [field, branches, nameKey, valueKey],
  );
  return fromKeptQuery(useScreenRead(config, select, managedRefresh));
}
