import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import { mirrorPie3dDistance, mirrorPie3dOption, pie3dDistance } from '@/ui/chart/pie3dOption';
import { mirrorPie3dProps } from './index';
import manifest from './index';
import { MirrorPie3dView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

describe('the chart-mirror-pie3d widget', () => {
  it('declares a manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-mirror-pie3d');
    expect(manifest.resolve({ version: 1, props: {} }).ok).toBe(true);
  });

  it('places the two rings at opposite sides, the left one mirrored', () => {
    const o = mirrorPie3dOption({ name: 'L', items: [{ name: 'a', value: 1 }] }, { name: 'R', items: [{ name: 'b', value: 1 }] }, 0.59, 'dark');
    expect(o.series.map((s) => s.name)).toEqual(['L·a', 'R·b']);
    const x = (i: number) => o.series[i].parametricEquation.x(0.5, 0);
    expect(x(0)).toBeLessThan(-1);
    expect(x(1)).toBeGreaterThan(1);
    expect(x(0)).toBeCloseTo(-x(1));
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<MirrorPie3dView state={{ status: 'success', data: { left: { name: '按类型', items: [] }, right: { name: '按方式', items: [{ name: '现场检查', value: 0 }] } } }} config={mirrorPie3dProps.parse({})} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the loading and error states', () => {
    const { unmount } = render(<MirrorPie3dView state={{ status: 'loading' }} config={mirrorPie3dProps.parse({})} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    unmount();
    render(<MirrorPie3dView state={{ status: 'error', message: '请求超时' }} config={mirrorPie3dProps.parse({})} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
  });
});

describe('the 3D camera', () => {
  it('stays put in a wide box and backs off in a narrow one, so both rings stay in view', () => {
    expect(mirrorPie3dDistance(2.7)).toBe(mirrorPie3dDistance(2.4));
    expect(mirrorPie3dDistance(1.2)).toBe(2 * mirrorPie3dDistance(2.4));
    expect(pie3dDistance(3)).toBe(pie3dDistance(1.3));
    expect(pie3dDistance(0.65)).toBe(2 * pie3dDistance(1.3));
    const option = mirrorPie3dOption({ name: '左', items: [{ name: 'a', value: 1 }] }, { name: '右', items: [{ name: 'b', value: 2 }] }, 0.59, 'dark', mirrorPie3dDistance(1.2));
    expect(option.grid3D.viewControl.distance).toBe(mirrorPie3dDistance(1.2));
  });
});
