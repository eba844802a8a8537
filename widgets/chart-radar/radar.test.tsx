import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { radarProps } from './index';
import { radarMax, radarOption } from './View';
import manifest from './index';
import { RadarView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-radar widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-radar');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('one axis per category with a common top, one polygon per series', () => {
    const data = { categories: ['果蔬类', '肉禽类', '水产类'], series: [{ name: '合格率', data: [98, 96, 91] }] };
    const o = radarOption(data, radarProps.parse({ max: 100 }), 'dark') as { radar: { indicator: { name: string; max: number }[] }; series: { data: unknown[] }[] };
    expect(o.radar.indicator).toEqual([{ name: '果蔬类', max: 100 }, { name: '肉禽类', max: 100 }, { name: '水产类', max: 100 }]);
    expect(o.series[0].data).toHaveLength(1);
    expect(radarMax(data, 0)).toBe(110);
    expect(radarMax({ categories: ['a'], series: [{ name: 'x', data: [0] }] }, 0)).toBe(2);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<RadarView state={{ status: 'success', data: { categories: [], series: [] } }} config={radarProps.parse({})} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<RadarView state={{ status: 'loading' }} config={radarProps.parse({})} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<RadarView state={{ status: 'error', message: '请求超时' }} config={radarProps.parse({})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
