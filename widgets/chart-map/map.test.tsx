import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/ui/chart/EChart';
import manifest, { mapProps } from './index';
import { mapOption, planPanel } from './mapOption';
import { MapView } from './View';

vi.mock('@/ui/chart/EChart', () => ({ EChart: (props: EChartProps) => <div data-testid="echart" aria-label={props.label} /> }));

const CHINA = ['北京市', '广东省', '广西壮族自治区', '南海诸岛'];

describe('the map widget', () => {
  it('defaults to bases by province on the China map', () => {
    expect(manifest.type).toBe('chart-map');
    expect(mapProps.parse({})).toMatchObject({ endpoint: 'provinces', valueKey: 'bases', panels: [{ map: 'china', field: 'items' }] });
  });

  it('matches data names to features, draws seats as dots, lists the rest', () => {
    const plan = planPanel({ map: 'shenzhen', title: '', features: ['南山区', '宝安区'], items: [{ name: '南山', value: 3 }, { name: '光明区', value: 2 }, { name: '火星', value: 1 }], seats: [{ name: '光明区', center: [113.9, 22.7] }] });
    expect(plan.data).toEqual([{ name: '南山区', value: 3 }]);
    expect(plan.dots).toEqual([{ name: '光明区', value: [113.9, 22.7, 2] }]);
    expect(plan.unmatched).toEqual(['火星']);
  });

  it('colours by the four bands and keeps 南海诸岛 a feature of the map', () => {
    const o = mapOption([{ map: 'china', title: '', features: CHINA, items: [{ name: '广东', value: 120 }] }], '基地数', 'dark');
    expect(o.visualMap.pieces.map((p) => p.label)).toEqual(['高（100以上）', '较高（50-100）', '中（10-50）', '低（10以下）']);
    expect(o.series[0]).toMatchObject({ type: 'map', data: [{ name: '广东省', value: 120 }] });
    expect(o.geo[0].map).toBe('china');
  });

  it('says 暂无数据 when no panel has figures', () => {
    render(<MapView state={{ status: 'success', data: [{ map: 'china', title: '', items: [] }] }} config={{ seriesName: 'x' }} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
