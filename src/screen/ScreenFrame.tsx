/**
 * The big screen's frame: a 1920×1080 stage scaled onto the wall, a title bar, and the body where
 * the screen layout's chart widgets go.
 */
import type { ReactNode } from 'react';
import { SCREEN_COLORS } from '../ui/theme';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitToViewport } from './fit';
import { useViewportSize } from './useViewportSize';

export interface ScreenFrameProps {
  title: string;
  children?: ReactNode;
}

export function ScreenFrame({ title, children }: ScreenFrameProps) {
  const viewport = useViewportSize();
  const { scale, left, top } = fitToViewport(viewport.width, viewport.height);
  return (
    <div style={{ position: 'fixed', inset: 0, overflow: 'hidden', background: SCREEN_COLORS.background }}>
      <div
        data-testid="screen-stage"
        data-scale={scale.toFixed(4)}
        style={{
          position: 'absolute',
          left,
          top,
          width: DESIGN_WIDTH,
          height: DESIGN_HEIGHT,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          display: 'flex',
          flexDirection: 'column',
          color: SCREEN_COLORS.text,
          background: `radial-gradient(ellipse at 50% 0%, #0d2a5c 0%, ${SCREEN_COLORS.background} 70%)`,
        }}
      >
        <header
          style={{
            height: 88,
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderBottom: `2px solid ${SCREEN_COLORS.border}`,
            boxShadow: `0 6px 24px -12px ${SCREEN_COLORS.accent}`,
          }}
        >
          <h1 style={{ margin: 0, fontSize: 40, letterSpacing: 8, fontWeight: 600, color: SCREEN_COLORS.title }}>{title}</h1>
        </header>
        <main style={{ flex: 1, minHeight: 0, padding: 24, boxSizing: 'border-box' }}>{children}</main>
      </div>
    </div>
  );
}
