/**
 * What a page, a lazily loaded chunk or a widget shows while it loads: an antd Spin centred in
 * the space it is given (spec: loading text 拼命加载中). Presentational only.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Spin } from 'antd';

export const LOADING_TEXT = '拼命加载中';

export interface PageLoadingProps {
  /** The text under the spinner; defaults to 拼命加载中. Pass `null` for a bare spinner. */
  description?: ReactNode;
  /** Milliseconds to wait before showing the spinner, so fast loads do not flash it. */
  delay?: number;
  size?: 'small' | 'medium' | 'large';
  /** Minimum height of the area; defaults to the full height of the parent. */
  minHeight?: CSSProperties['minHeight'];
  style?: CSSProperties;
}

export function PageLoading({ description = LOADING_TEXT, delay = 0, size = 'large', minHeight = '100%', style }: PageLoadingProps) {
  return (
    <div
      role="status"
      aria-label={typeof description === 'string' ? description : LOADING_TEXT}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%', minHeight, ...style }}
    >
      <Spin size={size} delay={delay} description={description ?? undefined} />
    </div>
  );
}
