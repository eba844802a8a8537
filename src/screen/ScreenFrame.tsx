/**
 * The big screen's frame: the design (1920×1080 unless configured) scaled with one uniform factor
 * onto the window and letterboxed (fit.ts), re-fitted on every resize of the window (its inner
 * size, not `screen.width`, which lies under operating-system scaling). Charts inside learn the
 * scale through ChartEnvContext and render at devicePixelRatio × scale, so a 4K wall gets 4K
 * pixels. Title bar: decorations drawn in SVG/CSS, the title, date and time, the stale marker and
 * the full-screen toggle.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ChartEnvContext, type ChartEnv } from '@/ui/chart/chartEnv';
import { SCREEN_COLORS } from '@/ui/theme';
import { Clock } from './Clock';
import { DESIGN_HEIGHT, DESIGN_WIDTH, fitToViewport } from './fit';
import { useViewportSize } from './useViewportSize';

export const HEADER_HEIGHT = 88;

export interface ScreenFrameProps {
  title: string;
  designWidth?: number;
  designHeight?: number;
  /** Left of the title bar, under the clock (the stale marker). */
  status?: ReactNode;
  children?: ReactNode;
}

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const change = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  };
  return [on, toggle];
}

/** The title bar's outline: a raised centre plate with angled shoulders and light lines. */
function HeaderDecoration({ width }: { width: number }) {
  const mid = width / 2;
  const plate = 380;
  return (
    <svg aria-hidden width={width} height={HEADER_HEIGHT} style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      <defs>
        <linearGradient id="zp-hd-line" x1="0" x2="1">
          <stop offset="0" stopColor={SCREEN_COLORS.accent} stopOpacity="0" />
          <stop offset="0.5" stopColor={SCREEN_COLORS.accent} stopOpacity="0.9" />
          <stop offset="1" stopColor={SCREEN_COLORS.accent} stopOpacity="0" />
        </linearGradient>
        <linearGradient id="zp-hd-plate" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d3a7a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#0d3a7a" stopOpacity="0.1" />
        </linearGradient>
      </defs>
      <path d={`M0 62 H${mid - plate} L${mid - plate + 30} ${HEADER_HEIGHT - 4} H${mid + plate - 30} L${mid + plate} 62 H${width}`} fill="none" stroke="url(#zp-hd-line)" strokeWidth="2" />
      <path d={`M${mid - plate + 30} 0 H${mid + plate - 30} L${mid + plate - 60} ${HEADER_HEIGHT - 10} H${mid - plate + 60} Z`} fill="url(#zp-hd-plate)" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={mid - plate - 60 - i * 18} y={56} width={10} height={4} fill={SCREEN_COLORS.accent} opacity={0.9 - i * 0.25} />
          <rect x={mid + plate + 50 + i * 18} y={56} width={10} height={4} fill={SCREEN_COLORS.accent} opacity={0.9 - i * 0.25} />
        </g>
      ))}
    </svg>
  );
}

export function ScreenFrame({ title, designWidth = DESIGN_WIDTH, designHeight = DESIGN_HEIGHT, status, children }: ScreenFrameProps) {
  const viewport = useViewportSize();
  const { scale, left, top } = fitToViewport(viewport.width, viewport.height, designWidth, designHeight);
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const env = useMemo<ChartEnv>(() => ({ theme: 'dark', pixelScale: scale, managedRefresh: true }), [scale]);
  return (
    <div style={{ position: 'fixed', inset: 0, overflow: 'hidden', background: SCREEN_COLORS.background }}>
      <div
        data-testid="screen-stage"
        data-scale={scale.toFixed(4)}
        style={{
          position: 'absolute',
          left,
          top,
          width: designWidth,
          height: designHeight,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          display: 'flex',
          flexDirection: 'column',
          color: SCREEN_COLORS.text,
          background: `radial-gradient(ellipse at 50% 0%, #0d2a5c 0%, ${SCREEN_COLORS.background} 70%)`,
          fontFamily: "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
        }}
      >
        <header style={{ position: 'relative', height: HEADER_HEIGHT, flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <HeaderDecoration width={designWidth} />
          <div style={{ position: 'absolute', left: 28, top: 14, display: 'flex', flexDirection: 'column', gap: 4 }}>
            <Clock />
            <div style={{ minHeight: 18 }}>{status}</div>
          </div>
          <h1 style={{ position: 'relative', margin: 0, marginTop: -14, fontSize: 38, letterSpacing: 10, fontWeight: 700, color: SCREEN_COLORS.title, textShadow: `0 0 14px ${SCREEN_COLORS.accent}` }}>{title}</h1>
          <button
            type="button"
            onClick={toggleFullscreen}
            aria-pressed={fullscreen}
            style={{ position: 'absolute', right: 28, top: 22, cursor: 'pointer', fontSize: 15, color: SCREEN_COLORS.text, background: 'rgba(54,207,255,0.12)', border: `1px solid ${SCREEN_COLORS.border}`, borderRadius: 4, padding: '6px 14px' }}
          >
            {fullscreen ? '退出全屏' : '全屏'}
          </button>
        </header>
        <ChartEnvContext.Provider value={env}>
          <main style={{ flex: 1, minHeight: 0, padding: '8px 20px 20px', boxSizing: 'border-box' }}>{children}</main>
        </ChartEnvContext.Provider>
      </div>
    </div>
  );
}
