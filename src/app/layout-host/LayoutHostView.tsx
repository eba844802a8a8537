/**
 * What the layout host shows for each outcome (pure, given the choice made by pickLayout): the
 * grid, with a notice above it when a fallback is shown; 页面建设中 with the layout id; an error
 * with 重试; a spinner while loading. Stories render it without a server.
 */
import { Alert, Button, theme } from 'antd';
import { EmptyState } from '@/ui/EmptyState';
import { PageLoading } from '@/ui/PageLoading';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { LayoutEditor, type LayoutEditActions } from './editor/LayoutEditor';
import type { LayoutChoice } from './pickLayout';

export const UNDER_CONSTRUCTION = '页面建设中';

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
  // Plain elements coloured by the theme instead of antd Typography: it would sit on every page's path only for this (ARCHITECTURE.md §8).
  const { token } = theme.useToken();
  switch (choice.kind) {
    case 'loading':
      return <PageLoading minHeight={240} />;
    case 'missing':
      return (
        <EmptyState
          style={{ padding: '64px 0' }}
          description={
            <>
              <h5 style={{ margin: 0, color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 }}>
                {UNDER_CONSTRUCTION}
              </h5>
              <span style={{ color: token.colorTextDescription }}>布局标识：{layoutId}</span>
            </>
          }
        />
      );
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          title="页面布局加载失败"
          description={choice.message}
          action={
            <Button size="small" onClick={onRetry}>
              重试
            </Button>
          }
        />
      );
    case 'layout':
      return (
        <div data-layout-id={choice.doc.id}>
          {choice.notice && <Alert type="warning" showIcon closable title={choice.notice} style={{ marginBottom: 16 }} />}
          <LayoutEditor key={choice.key} doc={choice.doc} registry={registry} stacked={stacked} actions={edit} routeQuery={routeQuery} />
        </div>
      );
  }
}
