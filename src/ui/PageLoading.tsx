/**
 * What a page, a lazily loaded chunk or a widget shows while it loads: a ring in the theme colour
 * centred in the space it is given, over the spec’s loading text 拼命加载中. Plain markup and
 * CSS (src/app/base.css), so the sign-in page shows it without a component library.
 */
import type { CSSProperties, ReactNode } from 'react';

export const LOADING_TEXT = '拼命加载中';

const RING_SIZE = { small: 16, medium: 24, large: 32 } as const;

export interface PageLoadingProps {
  /** The text under the spinner; defaults to 拼命加载中. Pass `null` for a bare spinner. */
  description?: ReactNode;
  /** Milliseconds to wait before showing the spinner, so fast loads do not flash it. */
  delay?: number;
  size?: keyof typeof RING_SIZE;
  /** Minimum height of the area; defaults to the full height of the parent. */
  minHeight?: CSSProperties['minHeight'];
  style?: CSSProperties;
}

export function PageLoading({ description = LOADING_TEXT, delay = 0, size = 'large', minHeight = '100%', style }: PageLoadingProps) {
  const vars = { '--zp-loading-delay': `${delay}ms`, '--zp-loading-size': `${RING_SIZE[size]}px` } as CSSProperties;
  return (
    <div role="status" aria-label={typeof description === 'string' ? description : LOADING_TEXT} className={delay > 0 ? 'zp-loading zp-loading-delayed' : 'zp-loading'} style={{ minHeight, ...vars, ...style }}>
      <span className="zp-loading-ring" aria-hidden />
      {description ? <span>{description}</span> : null}
    </div>
  );
}
