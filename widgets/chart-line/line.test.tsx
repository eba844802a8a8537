import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { SAMPLE_TREND } from '@/ui/chart/samples';
import { lineProps } from './index';
import { LINE_SYMBOL_LIMIT, lineOption } from './View';
import manifest from './index';
import { LineView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-line widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-line');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('draws one line per series over the categories, dots only while few', () => {
    const o = lineOption(SAMPLE_TREND, lineProps.parse({}), 'dark') as { xAxis: { data: string[] }; series: { name: string; showSymbol: boolean; areaStyle?: unknown }[] };
    expect(o.xAxis.data).toHaveLength(12);
    expect(o.series.map((s) => s.name)).toEqual(['申报', '通过']);
    expect(o.series[0].showSymbol).toBe(true);
    const many = { categories: Array.from({ length: LINE_SYMBOL_LIMIT + 1 }, (_, i) => String(i)), series: [{ name: 'x', data: [] }] };
    expect((lineOption(many, lineProps.parse({ area: false }), 'light') as { series: { showSymbol: boolean; areaStyle?: unknown }[] }).series[0]).toMatchObject({ showSymbol: false, areaStyle: undefined });
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<LineView state={{ status: 'success', data: { categories: [], series: [] } }} config={lineProps.parse({})} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<LineView state={{ status: 'loading' }} config={lineProps.parse({})} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<LineView state={{ status: 'error', message: '请求超时' }} config={lineProps.parse({})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
