/**
 * The chrome around every widget: a card filling its grid cell, with a title bar and a body that
 * scrolls when its content is taller than the cell. Presentational only; the host puts the
 * boundary, suspense and lazy view inside it.
 *
 * In edit mode (`editing`) the whole title bar is react-grid-layout's drag handle (class
 * WIDGET_DRAG_HANDLE), shows a grip and a move cursor, and the frame is outlined; the actions
 * given in `extra` carry WIDGET_NO_DRAG so pressing them never starts a drag.
 */
import type { ReactNode } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { Card } from 'antd';

/** The title bar's class: react-grid-layout's drag handle in edit mode. */
export const WIDGET_DRAG_HANDLE = 'zp-widget-drag';
/** Interactive content inside a drag handle (buttons in the title bar): never starts a drag. */
export const WIDGET_NO_DRAG = 'no-drag';

export interface WidgetFrameProps {
  title: ReactNode;
  /** Actions at the right of the title bar. */
  extra?: ReactNode;
  children?: ReactNode;
  /** The accessible name of the region (defaults to the title when it is text). */
  label?: string;
  /** Edit mode: the title bar becomes the drag handle. */
  editing?: boolean;
}

export function WidgetFrame({ title, extra, children, label, editing }: WidgetFrameProps) {
  return (
    <Card
      size="small"
      role="region"
      aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      data-editing={editing || undefined}
      title={
        <span className={editing ? undefined : WIDGET_DRAG_HANDLE}>
          {editing && <HolderOutlined aria-hidden style={{ marginInlineEnd: 6, color: 'rgba(0,0,0,0.45)' }} />}
          {title}
        </span>
      }
      extra={extra && <span className={WIDGET_NO_DRAG}>{extra}</span>}
      classNames={{ header: editing ? WIDGET_DRAG_HANDLE : undefined }}
      styles={{
        root: { height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden', ...(editing ? { outline: '1px dashed #1677ff', outlineOffset: -1 } : {}) },
        header: { flex: 'none', ...(editing ? { cursor: 'move', userSelect: 'none' } : {}) },
        body: { flex: 1, minHeight: 0, overflow: 'auto' },
      }}
    >
      {children}
    </Card>
  );
}
