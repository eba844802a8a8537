import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { SAMPLE_TREE } from '@/ui/chart/samples';
import { layeredPieOption, layeredRings } from './View';
import manifest from './index';
import { LayeredPieView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-layered-pie widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-layered-pie');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('inner ring: group totals; outer ring: every non-zero part', () => {
    const { groups, parts } = layeredRings(SAMPLE_TREE);
    expect(groups).toEqual([{ name: '评价标准', value: 35 }, { name: '技术规范', value: 22 }, { name: '评价规则', value: 4 }]);
    expect(parts).toHaveLength(7);
    const o = layeredPieOption(SAMPLE_TREE, 'light') as { series: { data: unknown[] }[] };
    expect(o.series.map((s) => s.data.length)).toEqual([3, 7]);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<LayeredPieView state={{ status: 'success', data: [] }} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<LayeredPieView state={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<LayeredPieView state={{ status: 'error', message: '请求超时' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
