/**
 * The states of a chart widget's content, drawn for either theme without antd (the wall display's
 * bundle stays small): 加载中 while the first figures load, the error with 重试, 暂无数据 when there
 * is nothing to draw, else the chart. Once figures have been shown, a failed refresh keeps them
 * (see fromKeptQuery): the wall shows its stale marker instead of blanking its boxes.
 */
import type { ReactNode } from 'react';
import { WIDGET_TEXT, type WidgetData } from '../widget';
import { useChartEnv } from './chartEnv';
import { chartPalette } from './palette';

export const CHART_TEXT = { loading: '加载中', empty: '暂无数据' } as const;

export interface ChartBodyProps<T> {
  state: WidgetData<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

const center = { height: '100%', minHeight: 60, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8 } as const;

export function ChartBody<T>({ state, isEmpty, emptyText = CHART_TEXT.empty, children }: ChartBodyProps<T>) {
  const { theme } = useChartEnv();
  const p = chartPalette(theme);
  switch (state.status) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label={CHART_TEXT.loading} style={{ ...center, color: p.subtext }}>
          <span className="zp-chart-spinner" aria-hidden style={{ width: 24, height: 24, borderRadius: '50%', border: `3px solid ${p.splitLine}`, borderTopColor: p.series[0], animation: 'zp-spin 1s linear infinite' }} />
          <style>{'@keyframes zp-spin{to{transform:rotate(360deg)}}'}</style>
          {CHART_TEXT.loading}
        </div>
      );
    case 'error':
      return (
        <div role="alert" style={{ ...center, color: p.text, padding: 8, textAlign: 'center' }}>
          <span style={{ color: p.error }}>
            {WIDGET_TEXT.loadFailed}：{state.message}
          </span>
          {state.retry && (
            <button type="button" onClick={state.retry} style={{ cursor: 'pointer', background: 'transparent', color: p.action, border: `1px solid ${p.action}`, borderRadius: 4, padding: '2px 12px' }}>
              {WIDGET_TEXT.retry}
            </button>
          )}
        </div>
      );
    case 'success':
      if (isEmpty?.(state.data)) {
        return (
          <div style={{ ...center, color: p.subtext }} data-testid="chart-empty">
            {emptyText}
          </div>
        );
      }
      return <>{children(state.data)}</>;
  }
}
