/**
 * The chrome around every widget: a card filling its grid cell, with a title bar (the drag
 * handle in edit mode: class WIDGET_DRAG_HANDLE) and a body that scrolls when its content is
 * taller than the cell. Presentational only; the host puts the boundary, suspense and lazy view
 * inside it.
 */
import type { ReactNode } from 'react';
import { Card } from 'antd';

/** The title bar's class: react-grid-layout's drag handle in edit mode. */
export const WIDGET_DRAG_HANDLE = 'zp-widget-drag';

export interface WidgetFrameProps {
  title: ReactNode;
  /** Actions at the right of the title bar. */
  extra?: ReactNode;
  children?: ReactNode;
  /** The accessible name of the region (defaults to the title when it is text). */
  label?: string;
}

export function WidgetFrame({ title, extra, children, label }: WidgetFrameProps) {
  return (
    <Card
      size="small"
      role="region"
      aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      title={<span className={WIDGET_DRAG_HANDLE}>{title}</span>}
      extra={extra}
      styles={{
        root: { height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' },
        header: { flex: 'none' },
        body: { flex: 1, minHeight: 0, overflow: 'auto' },
      }}
    >
      {children}
    </Card>
  );
}
