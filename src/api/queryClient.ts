/** The one query cache of the portal: server state lives here (ARCHITECTURE.md §6). */
import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';

/** The workflow calls' key root (workflowKeys.all in ./workflow.ts): defined here so the cache imports no area's tables. */
export const WORKFLOW_KEY = ['workflow'] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // The http client already shows errors per the catalogue; a retry would show them twice.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    // Any write may be a step's work (materials filed, a review saved, a report generated): what a
    // record's moves wait for is asked again, so a move blocked a moment ago is offered at once.
    mutationCache: new MutationCache({
      onSuccess: () => client.invalidateQueries({ queryKey: WORKFLOW_KEY }),
    }),
  });
  return client;
}

// TanStack Query takes the device as online until an offline event: a portal opened with no
// network (from the service worker) starts offline, its queries and queued changes waiting.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

export const queryClient = createQueryClient();
