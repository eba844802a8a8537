/**
 * The four states of a widget's content, the same in every widget: a skeleton while loading, the
 * error card with 重试, the empty state (暂无数据), and the data. A View wraps its content in it:
 *
 *   <WidgetBody state={state} isEmpty={(d) => d.items.length === 0}>{(d) => <List … />}</WidgetBody>
 */
import type { ReactNode } from 'react';
import { SkeletonLines } from '../SkeletonLines';
import { EmptyState } from '../EmptyState';
import type { WidgetData } from '../widget';
import { WidgetError } from './WidgetError';

export interface WidgetBodyProps<T> {
  state: WidgetData<T>;
  /** Data that counts as nothing to show (an empty list). */
  isEmpty?: (data: T) => boolean;
  /** Replaces 暂无数据, e.g. 暂无待办事项. */
  emptyText?: ReactNode;
  /** Skeleton lines while loading. */
  rows?: number;
  children: (data: T) => ReactNode;
}

export function WidgetBody<T>({ state, isEmpty, emptyText, rows = 3, children }: WidgetBodyProps<T>) {
  switch (state.status) {
    case 'loading':
      return <SkeletonLines rows={rows} />;
    case 'error':
      return <WidgetError message={state.message} onRetry={state.retry} />;
    case 'success':
      if (isEmpty?.(state.data)) {
        return (
          <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <EmptyState image="simple" description={emptyText} />
          </div>
        );
      }
      return <>{children(state.data)}</>;
  }
}
