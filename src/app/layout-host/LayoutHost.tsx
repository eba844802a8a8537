/**
 * Mounts the layout of a route (ARCHITECTURE.md §4): `/index` renders `<LayoutHost
 * layoutId="home" />`, a menu route with path `/views/<layoutId>` renders that layout. It fetches
 * the user's effective layout (GET /api/layout/{id}), validates and migrates it with
 * src/domain/layout.ts (pickLayout), and never leaves the page blank: an invalid or unreachable
 * layout falls back to the shipped default with a notice, and a layout nobody has built yet says
 * 页面建设中 (LayoutHostView). Every signed-in user may edit their own layout; a save or a
 * restore (each a mutation, whose isPending is the editor's busy state) writes the server's
 * reply (the new effective layout) into the query cache, which
 * remounts the grid with it. The route's query (`?id=12`) sets the layout variables it names
 * (queryVars.ts): a page opened from a message, a 待办 item or a shared link shows that record.
 */
import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { layoutKeys, layoutQuery, resetLayout, saveLayoutAs, type SaveTarget } from '@/api/layout';
import { isLayoutId, type EffectiveLayout, type LayoutDoc } from '@/domain/layout';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { widgetRegistry } from '../../../widgets/registry';
import type { LayoutEditActions } from './editor/LayoutEditor';
import { LayoutHostView } from './LayoutHostView';
import { pickLayout } from './pickLayout';

/** The shipped defaults, loaded the first time an answer needs them (a failed call, an invalid document). */
const shippedLayoutsQuery = {
  queryKey: ['shipped-layouts'],
  queryFn: () => import('@/layouts').then((m) => m.DEFAULT_LAYOUTS),
  staleTime: Infinity,
  gcTime: Infinity,
} as const;

export interface LayoutHostProps {
  /** The layout id: 'home' for /index, the `<layoutId>` of a `/views/<layoutId>` menu path. */
  layoutId: string;
  /** The widgets on offer in edit mode (default: all of them). */
  registry?: WidgetRegistry;
}

export function LayoutHost({ layoutId, registry = widgetRegistry }: LayoutHostProps) {
  const query = useQuery({ ...layoutQuery(layoutId), enabled: isLayoutId(layoutId) });
  const answer = { status: query.status, data: query.data, error: query.error };
  const first = pickLayout(layoutId, answer);
  const shipped = useQuery({ ...shippedLayoutsQuery, enabled: first.kind === 'loading' && !!first.wantsShipped });
  const choice = shipped.data ? pickLayout(layoutId, answer, shipped.data) : shipped.isError ? pickLayout(layoutId, answer, {}) : first;
  const client = useQueryClient();
  // The tab's own location (a hidden tab keeps the one it was left at), so each tab keeps its record.
  const { search } = useLocation();
  // Only the user's own row has a version the next own save can be checked against (409 when someone saved since).
  const baseVersion = query.data?.source === 'user' ? query.data.version : null;
  const show = (reply: EffectiveLayout) => {
    client.setQueryData(layoutKeys.one(layoutId), reply);
  };
  const save = useMutation({
    mutationFn: ({ doc, target }: { doc: LayoutDoc; target: SaveTarget }) => saveLayoutAs(doc, target, target.scope === 'user' ? baseVersion : null),
    onSuccess: show,
  });
  const restore = useMutation({ mutationFn: () => resetLayout(layoutId), onSuccess: show });
  const edit: LayoutEditActions = {
    save: async (doc, target) => {
      await save.mutateAsync({ doc, target });
    },
    restore: async () => {
      await restore.mutateAsync();
    },
    busy: save.isPending || restore.isPending,
  };
  return <LayoutHostView layoutId={layoutId} choice={choice} registry={registry} onRetry={() => void query.refetch()} edit={edit} routeQuery={search} />;
}
