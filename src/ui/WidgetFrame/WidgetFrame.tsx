/**
 * The chrome around every widget: a card filling its grid cell, with a title bar and a body that
 * scrolls when its content is taller than the cell. Presentational only; the host puts the
 * boundary, suspense and lazy view inside it.
 *
 * It draws the look of a small antd Card (border, radius, 38 px title bar, 12 px padding) from the
 * theme's tokens itself: antd's Card would bring its Tabs and Skeleton code onto the path of every
 * page (ARCHITECTURE.md §8). Select its parts by WIDGET_FRAME_CLASS / WIDGET_HEAD_CLASS /
 * WIDGET_BODY_CLASS, or better by role (`region` named by the title).
 *
 * In edit mode (`editing`) the whole title bar is react-grid-layout's drag handle (class
 * WIDGET_DRAG_HANDLE), shows a grip and a move cursor, and the frame is outlined; the actions
 * given in `extra` carry WIDGET_NO_DRAG so pressing them never starts a drag.
 */
import type { ReactNode, Ref } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { SCROLL_REGION_ATTR } from '../a11yPatches';

/** The title bar's class: react-grid-layout's drag handle in edit mode. */
export const WIDGET_DRAG_HANDLE = 'zp-widget-drag';
/** Interactive content inside a drag handle (buttons in the title bar): never starts a drag. */
export const WIDGET_NO_DRAG = 'no-drag';
/** The frame (the region). */
export const WIDGET_FRAME_CLASS = 'zp-widget-frame';
/** The title bar. */
export const WIDGET_HEAD_CLASS = 'zp-widget-frame-head';
/** The scrolling body. */
export const WIDGET_BODY_CLASS = 'zp-widget-frame-body';

export interface WidgetFrameProps {
  title: ReactNode;
  /** Actions at the right of the title bar. */
  extra?: ReactNode;
  children?: ReactNode;
  /** The accessible name of the region (defaults to the title when it is text). */
  label?: string;
  /** Edit mode: the title bar becomes the drag handle. */
  editing?: boolean;
  /** Wraps the content in a box of its natural height, for a host that sizes the cell to it. */
  contentRef?: Ref<HTMLDivElement>;
}

export function WidgetFrame({ title, extra, children, label, editing, contentRef }: WidgetFrameProps) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const radius = token.borderRadiusLG;
  const name = label ?? (typeof title === 'string' ? title : undefined);
  return (
    <div
      role="region"
      aria-label={name}
      data-editing={editing || undefined}
      className={WIDGET_FRAME_CLASS}
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        margin: 0,
        padding: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        background: token.colorBgContainer,
        border,
        borderRadius: radius,
        ...(editing ? { outline: '1px dashed #1677ff', outlineOffset: -1 } : {}),
      }}
    >
      <div
        className={editing ? `${WIDGET_HEAD_CLASS} ${WIDGET_DRAG_HANDLE}` : WIDGET_HEAD_CLASS}
        style={{
          flex: 'none',
          boxSizing: 'border-box',
          display: 'flex',
          justifyContent: 'center',
          flexDirection: 'column',
          minHeight: Math.round(token.fontSize * token.lineHeight + token.paddingXS * 2),
          marginBottom: -1,
          padding: '0 12px',
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSize,
          borderBottom: border,
          borderRadius: `${radius}px ${radius}px 0 0`,
          ...(editing ? { cursor: 'move', userSelect: 'none' } : {}),
        }}
      >
        <div style={{ width: '100%', display: 'flex', alignItems: 'center' }}>
          <div style={{ display: 'inline-block', flex: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
            <span className={editing ? undefined : WIDGET_DRAG_HANDLE}>
              {editing && <HolderOutlined aria-hidden style={{ marginInlineEnd: 6, color: 'rgba(0,0,0,0.45)' }} />}
              {title}
            </span>
          </div>
          {extra && (
            <div style={{ marginInlineStart: 'auto', color: token.colorText, fontWeight: 400, fontSize: token.fontSize }}>
              <span className={WIDGET_NO_DRAG}>{extra}</span>
            </div>
          )}
        </div>
      </div>
      <div
        className={WIDGET_BODY_CLASS}
        // Reachable by keyboard while it scrolls (src/ui/a11yPatches.ts).
        {...{ [SCROLL_REGION_ATTR]: `${name ?? '组件'}内容` }}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: 12, borderRadius: `0 0 ${radius}px ${radius}px` }}
      >
        {contentRef ? <div ref={contentRef}>{children}</div> : children}
      </div>
    </div>
  );
}
