/**
 * What the layout host shows for each outcome (pure, given the choice made by pickLayout): the
 * grid, with a notice above it when a fallback is shown; 页面建设中 with the layout id; an error
 * with 重试; a spinner while loading. Stories render it without a server.
 */
import { lazy, Suspense } from 'react';
import { PageLoading } from '@/ui/PageLoading';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { LayoutEditor, type LayoutEditActions } from './editor/LayoutEditor';
import type { LayoutChoice } from './pickLayout';

const states = () => import('./LayoutStates');
const UnderConstruction = lazy(() => states().then((m) => ({ default: m.UnderConstruction })));
const LayoutLoadFailed = lazy(() => states().then((m) => ({ default: m.LayoutLoadFailed })));
const LayoutNotice = lazy(() => states().then((m) => ({ default: m.LayoutNotice })));

export interface LayoutHostViewProps {
  layoutId: string;
  choice: LayoutChoice;
  registry: WidgetRegistry;
  onRetry: () => void;
  /** Forces the stacked or the full grid (stories); by default the viewport decides. */
  stacked?: boolean;
  /** Saving and restoring for edit mode (编辑布局); without it the layout is read-only. */
  edit?: LayoutEditActions;
  /** The route's query (`?id=12`): sets the layout variables it names when the grid mounts. */
  routeQuery?: string;
}

export function LayoutHostView({ layoutId, choice, registry, onRetry, stacked, edit, routeQuery }: LayoutHostViewProps) {
  const waiting = <PageLoading minHeight={240} />;
  switch (choice.kind) {
    case 'loading':
      return waiting;
    case 'missing':
      return (
        <Suspense fallback={waiting}>
          <UnderConstruction layoutId={layoutId} />
        </Suspense>
      );
    case 'error':
      return (
        <Suspense fallback={waiting}>
          <LayoutLoadFailed message={choice.message} onRetry={onRetry} />
        </Suspense>
      );
    case 'layout':
      return (
        <div data-layout-id={choice.doc.id}>
          {choice.notice && (
            <Suspense fallback={null}>
              <LayoutNotice text={choice.notice} />
            </Suspense>
          )}
          <LayoutEditor key={choice.key} doc={choice.doc} registry={registry} stacked={stacked} actions={edit} routeQuery={routeQuery} />
        </div>
      );
  }
}
