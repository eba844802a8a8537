/**
 * Mounts the layout of a route (ARCHITECTURE.md §4): `/index` renders `<LayoutHost
 * layoutId="home" />`, a menu route with path `/views/<layoutId>` renders that layout. It fetches
 * the user's effective layout (GET /api/layout/{id}), validates and migrates it with
 * src/domain/layout.ts (pickLayout), and never leaves the page blank: an invalid or unreachable
 * layout falls back to the shipped default with a notice, and a layout nobody has built yet says
 * 页面建设中 (LayoutHostView).
 */
import { useQuery } from '@tanstack/react-query';
import { layoutQuery } from '@/api/layout';
import { isLayoutId } from '@/domain/layout';
import { widgetRegistry } from '../../../widgets/registry';
import { LayoutHostView } from './LayoutHostView';
import { pickLayout } from './pickLayout';

export interface LayoutHostProps {
  /** The layout id: 'home' for /index, the `<layoutId>` of a `/views/<layoutId>` menu path. */
  layoutId: string;
}

export function LayoutHost({ layoutId }: LayoutHostProps) {
  const query = useQuery({ ...layoutQuery(layoutId), enabled: isLayoutId(layoutId) });
  const choice = pickLayout(layoutId, { status: query.status, data: query.data, error: query.error });
  return <LayoutHostView layoutId={layoutId} choice={choice} registry={widgetRegistry} onRetry={() => void query.refetch()} />;
}
