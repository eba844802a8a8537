import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { mirrorPieOption } from './View';
import manifest from './index';
import { MirrorPieView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-mirror-pie widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-mirror-pie');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('draws the left ring counter-clockwise and the right one clockwise, zero slices left out', () => {
    const o = mirrorPieOption({ left: { name: '按类型', items: [{ name: 'x', value: 2 }] }, right: { name: '按方式', items: [{ name: '现场检查', value: 0 }] } }, 'dark') as { series: { clockwise: boolean; data: unknown[] }[] };
    expect(o.series.map((s) => s.clockwise)).toEqual([false, true]);
    expect(o.series.map((s) => s.data.length)).toEqual([1, 0]);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<MirrorPieView state={{ status: 'success', data: { left: { name: '按类型', items: [] }, right: { name: '按方式', items: [{ name: '现场检查', value: 0 }] } } }} config={{}} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<MirrorPieView state={{ status: 'loading' }} config={{}} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<MirrorPieView state={{ status: 'error', message: '请求超时' }} config={{}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});
