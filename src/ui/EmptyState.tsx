/**
 * The shared empty state: what a list, chart or widget shows when there is nothing to show
 * (spec: empty state 'no data', text 暂无数据). Presentational only.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Empty } from 'antd';

export const EMPTY_TEXT = '暂无数据';

export interface EmptyStateProps {
  /** The text under the picture; defaults to 暂无数据. */
  description?: ReactNode;
  /** `default` is the illustrated picture for a page or widget body; `simple` the small one for a table or a chart. */
  image?: 'default' | 'simple';
  /** An action under the text, such as a 新增 or 刷新 button. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

export function EmptyState({ description = EMPTY_TEXT, image = 'default', children, className, style }: EmptyStateProps) {
  return (
    <Empty
      className={className}
      style={style}
      image={image === 'simple' ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT}
      description={description}
    >
      {children}
    </Empty>
  );
}
