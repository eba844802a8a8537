/** The layout list's data: one page under the current filters, and restoring a stored layout. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { layoutKeys } from '@/api/layout';
import { layoutAdminKeys, layoutPageQuery, restoreLayouts } from '@/api/layoutAdmin';
import type { LayoutRow } from '@/domain/layoutAdmin';
import type { Page } from '@/domain/page';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { LayoutListConfig } from './index';

export interface LayoutListData {
  state: WidgetData<Page<LayoutRow>>;
  fetching: boolean;
  pn: number;
  size: number;
  setPage: (pn: number, size: number) => void;
  setFilters: (f: Record<string, string>) => void;
  restore: (row: LayoutRow) => Promise<unknown>;
}

export function useData(config: LayoutListConfig): LayoutListData {
  const [pn, setPn] = useState(1);
  const [size, setSize] = useState(config.pageSize);
  const [filters, setFiltersState] = useState<Record<string, string>>({});
  const query = useQuery(layoutPageQuery({ pn, size, filters }));
  const client = useQueryClient();
  const restore = useMutation({
    mutationFn: (row: { rowId: number; layoutId: string }) => restoreLayouts([row.rowId]),
    onSuccess: (_, row) => Promise.all([client.invalidateQueries({ queryKey: layoutAdminKeys.all }), client.invalidateQueries({ queryKey: layoutKeys.one(row.layoutId) })]),
  });
  return {
    state: fromQuery(query),
    fetching: query.isFetching,
    pn,
    size,
    setPage: (p, s) => {
      setPn(s === size ? p : 1);
      setSize(s);
    },
    setFilters: (f) => {
      setFiltersState(f);
      setPn(1);
    },
    restore: async (row) => {
      if (row.rowId !== null) await restore.mutateAsync({ rowId: row.rowId, layoutId: row.layoutId });
    },
  };
}
