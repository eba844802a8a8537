/** Bar chart of one or more series over categories, upright or horizontal, side by side or stacked. Pure. */
import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { seriesFigures, type MultiSeries } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { axisStyle, baseOption, legendStyle } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { BarConfig } from './index';

installCharts([BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export type BarViewConfig = Pick<BarConfig, 'horizontal' | 'stack'>;

/** More categories than this scroll inside the chart (an inside data zoom) instead of squeezing. */
export const BAR_VISIBLE_LIMIT = 24;

export function barOption(data: MultiSeries, config: BarViewConfig, theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const axis = axisStyle(theme);
  const category = { type: 'category', data: [...data.categories], ...axis, splitLine: { show: false } };
  const value = { type: 'value', minInterval: 1, ...axis };
  const many = data.categories.length > BAR_VISIBLE_LIMIT;
  const end = many ? Math.round((BAR_VISIBLE_LIMIT / data.categories.length) * 100) : 100;
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { ...legendStyle(theme), top: 0, show: data.series.length > 1 },
    grid: { left: 8, right: 16, top: data.series.length > 1 ? 30 : 12, bottom: 8, containLabel: true },
    xAxis: config.horizontal ? value : category,
    yAxis: config.horizontal ? { ...category, inverse: true } : value,
    dataZoom: many ? [{ type: 'inside', [config.horizontal ? 'yAxisIndex' : 'xAxisIndex']: 0, start: 0, end }] : [],
    series: data.series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: [...s.data],
      stack: config.stack ? 'total' : undefined,
      barMaxWidth: 22,
      itemStyle: { borderRadius: config.stack ? 0 : config.horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0] },
    })),
  };
}

const isEmpty = (d: MultiSeries) => d.categories.length === 0 || d.series.length === 0;

function Chart({ data, config }: { data: MultiSeries; config: BarViewConfig }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => barOption(data, config, theme), [data, config, theme]);
  return <EChart option={option} label={seriesFigures(data)} />;
}

export interface BarViewProps {
  state: WidgetData<MultiSeries>;
  config: BarViewConfig;
}

export function BarView({ state, config }: BarViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} config={config} />}
    </ChartBody>
  );
}
