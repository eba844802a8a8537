import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { pie3dOption } from '@/ui/chart/pie3dOption';
import { pie3dProps } from './index';
import manifest from './index';
import { Pie3dView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-pie3d widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-pie3d');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('one surface per non-zero slice, inner ratio 0.59 by default, tooltips with the real figures', () => {
    expect(pie3dProps.parse({}).innerRatio).toBe(0.59);
    const o = pie3dOption([{ name: 'a', value: 30 }, { name: 'b', value: 0 }, { name: 'c', value: 10 }], 0.59, 'dark');
    expect(o.series.map((s) => s.name)).toEqual(['a', 'c']);
    expect(o.series[0].parametricEquation.z(1, Math.PI / 2)).toBe(3);
    expect(o.tooltip.formatter({ seriesName: 'a', seriesIndex: 0 })).toBe('a：30（75.0%）');
    expect(pie3dOption([], 0.59, 'light').series).toEqual([]);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<Pie3dView state={{ status: 'success', data: [] }} config={pie3dProps.parse({})} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<Pie3dView state={{ status: 'loading' }} config={pie3dProps.parse({})} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<Pie3dView state={{ status: 'error', message: '请求超时' }} config={pie3dProps.parse({})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
