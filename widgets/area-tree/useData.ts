/** The division browser's data: the top level, each division's children and chain, and the reload. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { areaAdminKeys, areaChildrenQuery, fetchAreaChain, syncAreas, type AreaSyncResult } from '@/api/area';
import type { AreaNode } from '@/domain/resources/area';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { AreaTreeConfig } from './index';

export interface AreaTreeData {
  state: WidgetData<AreaNode[]>;
  loadChildren: (pid: string) => Promise<AreaNode[]>;
  loadChain: (id: string) => Promise<AreaNode[]>;
  sync: () => Promise<AreaSyncResult>;
}

export function useData(config: AreaTreeConfig): AreaTreeData {
  const root = config.rootId || null;
  const query = useQuery(areaChildrenQuery(root));
  const client = useQueryClient();
  return {
    state: fromQuery(query),
    loadChildren: (pid) => client.fetchQuery(areaChildrenQuery(pid)),
    loadChain: fetchAreaChain,
    sync: async () => {
      const r = await syncAreas();
      await client.invalidateQueries({ queryKey: areaAdminKeys.all });
      return r;
    },
  };
}
