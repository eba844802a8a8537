/**
 * The big screen's box around a widget: dark panel, glowing corner brackets drawn in SVG (no
 * decoration library), and a title strip. Also used by stories to show a widget as the wall does.
 */
import type { CSSProperties, ReactNode } from 'react';

export const SCREEN_BOX_COLORS = {
  panel: 'rgba(8, 30, 72, 0.55)',
  edge: 'rgba(54, 207, 255, 0.35)',
  corner: '#36cfff',
  title: '#e6f4ff',
  titleBar: 'linear-gradient(90deg, rgba(54, 207, 255, 0.35) 0%, rgba(54, 207, 255, 0) 80%)',
} as const;

function Corner({ style, rotate }: { style: CSSProperties; rotate: number }) {
  return (
    <svg aria-hidden width="18" height="18" viewBox="0 0 18 18" style={{ position: 'absolute', pointerEvents: 'none', transform: `rotate(${rotate}deg)`, ...style }}>
      <path d="M1 17 V1 H17" fill="none" stroke={SCREEN_BOX_COLORS.corner} strokeWidth="2.5" />
    </svg>
  );
}

export interface ScreenBoxProps {
  /** The box's title; empty = a bare box (the four cards). */
  title?: string;
  children?: ReactNode;
  style?: CSSProperties;
}

export function ScreenBox({ title, children, style }: ScreenBoxProps) {
  return (
    <section
      aria-label={title || undefined}
      data-screen-box={title || 'bare'}
      style={{
        position: 'relative',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        background: title ? SCREEN_BOX_COLORS.panel : 'transparent',
        border: title ? `1px solid ${SCREEN_BOX_COLORS.edge}` : 'none',
        boxShadow: title ? 'inset 0 0 24px rgba(54, 207, 255, 0.12)' : 'none',
        ...style,
      }}
    >
      {title && (
        <>
          <Corner rotate={0} style={{ left: -2, top: -2 }} />
          <Corner rotate={90} style={{ right: -2, top: -2 }} />
          <Corner rotate={180} style={{ right: -2, bottom: -2 }} />
          <Corner rotate={270} style={{ left: -2, bottom: -2 }} />
          <h2
            style={{
              flex: 'none',
              margin: 0,
              height: 34,
              lineHeight: '34px',
              padding: '0 14px',
              fontSize: 17,
              fontWeight: 600,
              letterSpacing: 2,
              color: SCREEN_BOX_COLORS.title,
              background: SCREEN_BOX_COLORS.titleBar,
              borderBottom: `1px solid ${SCREEN_BOX_COLORS.edge}`,
            }}
          >
            <span aria-hidden style={{ display: 'inline-block', width: 4, height: 14, marginRight: 8, background: SCREEN_BOX_COLORS.corner, verticalAlign: -1 }} />
            {title}
          </h2>
        </>
      )}
      <div style={{ flex: 1, minHeight: 0, padding: title ? '6px 8px' : 0, position: 'relative' }}>{children}</div>
    </section>
  );
}
