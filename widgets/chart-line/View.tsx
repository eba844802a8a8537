/** Line chart of one or more series over categories (months, years). Pure. */
import { useMemo } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { graphic, use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { seriesFigures, type MultiSeries } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { axisStyle, baseOption, chartPalette, legendStyle } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { LineConfig } from './index';

installCharts([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type LineViewConfig = Pick<LineConfig, 'area' | 'smooth'>;

/** Above this many points the dots are left out (the line alone reads better). */
export const LINE_SYMBOL_LIMIT = 40;

export function lineOption(data: MultiSeries, config: LineViewConfig, theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  const axis = axisStyle(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'axis' },
    legend: { ...legendStyle(theme), top: 0, show: data.series.length > 1 },
    grid: { left: 8, right: 16, top: data.series.length > 1 ? 30 : 12, bottom: 8, containLabel: true },
    xAxis: { type: 'category', boundaryGap: false, data: [...data.categories], ...axis, splitLine: { show: false } },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: data.series.map((s, i) => ({
      type: 'line',
      name: s.name,
      data: [...s.data],
      smooth: config.smooth,
      showSymbol: data.categories.length <= LINE_SYMBOL_LIMIT,
      sampling: 'lttb',
      lineStyle: { width: 2 },
      areaStyle: config.area
        ? {
            color: new graphic.LinearGradient(0, 0, 0, 1, [
              { offset: 0, color: `${p.series[i % p.series.length]}88` },
              { offset: 1, color: `${p.series[i % p.series.length]}00` },
            ]),
          }
        : undefined,
    })),
  };
}

const isEmpty = (d: MultiSeries) => d.categories.length === 0 || d.series.length === 0;

function Chart({ data, config }: { data: MultiSeries; config: LineViewConfig }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => lineOption(data, config, theme), [data, config, theme]);
  return <EChart option={option} label={seriesFigures(data)} />;
}

export interface LineViewProps {
  state: WidgetData<MultiSeries>;
  config: LineViewConfig;
}

export function LineView({ state, config }: LineViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} config={config} />}
    </ChartBody>
  );
}
