import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { SAMPLE_TREND } from '@/ui/chart/samples';
import { barProps } from './index';
import { BAR_VISIBLE_LIMIT, barOption } from './View';
import manifest from './index';
import { BarView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-bar widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-bar');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('stacks on request, lies down on request, and scrolls past the visible limit', () => {
    const o = barOption(SAMPLE_TREND, barProps.parse({ stack: true, horizontal: true }), 'dark') as { xAxis: { type: string }; yAxis: { type: string }; series: { stack?: string }[]; dataZoom: unknown[] };
    expect(o.xAxis.type).toBe('value');
    expect(o.yAxis.type).toBe('category');
    expect(o.series.every((s) => s.stack === 'total')).toBe(true);
    expect(o.dataZoom).toEqual([]);
    const many = { categories: Array.from({ length: BAR_VISIBLE_LIMIT * 2 }, (_, i) => String(i)), series: [{ name: 'x', data: [] }] };
    expect((barOption(many, barProps.parse({}), 'light') as { dataZoom: { end: number }[] }).dataZoom[0].end).toBe(50);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<BarView state={{ status: 'success', data: { categories: ['a'], series: [] } }} config={barProps.parse({})} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<BarView state={{ status: 'loading' }} config={barProps.parse({})} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<BarView state={{ status: 'error', message: '请求超时' }} config={barProps.parse({})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
