import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { sunburstOption } from './View';
import manifest from './index';
import { SunburstView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-sunburst widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-sunburst');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('leaves zero parts out and sums the groups', () => {
    const o = sunburstOption([{ name: 'A', children: [{ name: 'a1', value: 2 }, { name: 'a0', value: 0 }] }, { name: 'B', value: 0 }], 'dark') as { series: { data: { name: string; children?: { name: string }[] }[] }[] };
    expect(o.series[0].data).toEqual([{ name: 'A', children: [{ name: 'a1', value: 2 }] }]);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<SunburstView state={{ status: 'success', data: [] }} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<SunburstView state={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<SunburstView state={{ status: 'error', message: '请求超时' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
