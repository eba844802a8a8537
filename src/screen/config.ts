/**
 * The wall display's settings from its own URL (a wall PC is configured by the link it opens):
 *   ?k=<token>        a display link (src/domain/screen.ts)
 *   ?refresh=<s>      seconds between refreshes of all figures (default 60; at least 0.1 for benchmarks)
 *   ?design=WxH       the design size fitted onto the window (default 1920x1080)
 */
import { DESIGN_HEIGHT, DESIGN_WIDTH } from './fit';

export const DEFAULT_REFRESH_SECONDS = 60;

export interface ScreenSettings {
  readonly refreshMs: number;
  readonly designWidth: number;
  readonly designHeight: number;
}

export function readScreenSettings(search: string): ScreenSettings {
  const q = new URLSearchParams(search);
  const refresh = Number(q.get('refresh'));
  const refreshMs = Number.isFinite(refresh) && refresh >= 0.1 && refresh <= 86400 ? Math.round(refresh * 1000) : DEFAULT_REFRESH_SECONDS * 1000;
  const design = /^(\d{3,5})x(\d{3,5})$/.exec(q.get('design') ?? '');
  const w = design ? Number(design[1]) : DESIGN_WIDTH;
  const h = design ? Number(design[2]) : DESIGN_HEIGHT;
  const ok = w >= 640 && w <= 7680 && h >= 360 && h <= 4320;
  return { refreshMs, designWidth: ok ? w : DESIGN_WIDTH, designHeight: ok ? h : DESIGN_HEIGHT };
}
