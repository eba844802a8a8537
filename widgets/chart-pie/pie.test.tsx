import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartEnvContext } from '@/ui/chart/chartEnv';
import type { EChartProps } from '@/ui/chart/EChart';
import { SAMPLE_CATEGORIES } from '@/ui/chart/samples';
import manifest, { pieProps } from './index';
import { pieOption, PieView } from './View';
import PieWidget from './Widget';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => {
  const real = await original<typeof import('@/api/http')>();
  return { ...real, client: { request } };
});
const charts = vi.hoisted(() => [] as EChartProps[]);
vi.mock('@/ui/chart/EChart', () => ({
  EChart: (props: EChartProps) => {
    charts.push(props);
    return <div data-testid="echart" aria-label={props.label} />;
  },
}));

afterEach(() => {
  request.mockReset();
  charts.length = 0;
});

describe('the pie widget', () => {
  it('declares a valid manifest whose defaults parse', () => {
    expect(manifest.type).toBe('chart-pie');
    expect(manifest.defaults()).toMatchObject({ endpoint: 'overview', rose: false, refreshSeconds: 60 });
  });

  it('builds a rose pie with one slice per category, labels only while they fit', () => {
    const option = pieOption(SAMPLE_CATEGORIES, pieProps.parse({ rose: true }), 'dark') as { series: { roseType?: string; data: unknown[]; label: { show: boolean } }[] };
    expect(option.series[0].roseType).toBe('area');
    expect(option.series[0].data).toHaveLength(SAMPLE_CATEGORIES.length);
    expect(option.series[0].label.show).toBe(true);
    const many = pieOption(Array.from({ length: 40 }, (_, i) => ({ name: `c${i}`, value: i + 1 })), pieProps.parse({}), 'light') as { series: { label: { show: boolean } }[] };
    expect(many.series[0].label.show).toBe(false);
  });

  it('says 暂无数据 when every figure is zero', () => {
    render(<PieView state={{ status: 'success', data: [{ name: 'a', value: 0 }] }} config={pieProps.parse({})} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('draws the part of the reply its props name, and keeps the figures when a refresh fails', async () => {
    request.mockResolvedValueOnce({ data: { code: 200, msg: 'ok', data: { items: [{ name: '蔬菜', products: 7 }, { name: '水果', products: 3 }] } } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrap = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <ChartEnvContext.Provider value={{ theme: 'dark', pixelScale: 1, managedRefresh: true }}>{children}</ChartEnvContext.Provider>
      </QueryClientProvider>
    );
    const config = pieProps.parse({ endpoint: 'categories', params: { level: 2 }, field: 'items', valueKey: 'products' });
    render(<PieWidget config={config} vars={{}} setVar={() => {}} />, { wrapper: wrap });
    await waitFor(() => expect(screen.getByTestId('echart')).toHaveAccessibleName('蔬菜 7，水果 3'));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/screen/categories', params: { level: 2 } }));

    request.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }));
    await act(() => client.refetchQueries({ queryKey: ['screen'] }));
    expect(screen.getByTestId('echart')).toHaveAccessibleName('蔬菜 7，水果 3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
