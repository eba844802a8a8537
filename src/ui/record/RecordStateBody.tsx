/**
 * The body of a widget showing one record: the record-level states (nothing chosen, not there or
 * not the caller's) in the widget's own words, then WidgetBody's loading / error / data.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { WidgetBody } from '../WidgetFrame/WidgetBody';
import type { RecordState } from './recordVar';

export interface RecordTexts {
  /** Nothing chosen, e.g. 请先选择一个评价申请. */
  readonly none: ReactNode;
  /** Not there or not the caller's, e.g. 评价申请不存在或无权访问. */
  readonly notFound: ReactNode;
}

export interface RecordStateBodyProps<T> {
  state: RecordState<T>;
  text: RecordTexts;
  /** Skeleton lines while loading. */
  rows?: number;
  /** Data that counts as nothing to show, and the words for it (WidgetBody's). */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  /** Room around the none / notFound text (a card of a record page has some; a form's body none). */
  padded?: boolean;
  children: (data: T) => ReactNode;
}

/** The none / notFound text alone, for a view that lays out the other states itself. */
export function RecordEmpty({ text, padded = true }: { text: ReactNode; padded?: boolean }) {
  return <EmptyState image="simple" description={text} style={padded ? { padding: '48px 0' } : undefined} />;
}

export function RecordStateBody<T>({ state, text, rows, padded = true, isEmpty, emptyText, children }: RecordStateBodyProps<T>) {
  if (state.status === 'none') return <RecordEmpty text={text.none} padded={padded} />;
  if (state.status === 'notFound') return <RecordEmpty text={text.notFound} padded={padded} />;
  return (
    <WidgetBody state={state} rows={rows} isEmpty={isEmpty} emptyText={emptyText}>
      {children}
    </WidgetBody>
  );
}
