/** The check as a query (key ['logChains']): run when the page opens, again on 重新校验. */
import { useQuery } from '@tanstack/react-query';
import { fetchLogChains, logChainKeys } from '@/api/logChain';
import type { ChainReport } from '@/domain/logChain';
import { fromQuery, type WidgetData } from '@/ui/widget';

export interface LogIntegrityData {
  readonly state: WidgetData<readonly ChainReport[]>;
  readonly checking: boolean;
  readonly recheck: () => void;
}

export function useData(): LogIntegrityData {
  const query = useQuery({ queryKey: logChainKeys.all, queryFn: fetchLogChains, staleTime: 0 });
  return { state: fromQuery(query), checking: query.isFetching, recheck: () => void query.refetch() };
}
