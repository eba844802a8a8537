/** Radar: one axis per category, one polygon per series. Pure. */
import { useMemo } from 'react';
import { RadarChart } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { MultiSeries } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { baseOption, chartPalette, legendStyle } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { RadarConfig } from './index';

installCharts([RadarChart, RadarComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type RadarViewConfig = Pick<RadarConfig, 'max'>;

/** The top of the axes: the configured one, else the largest figure rounded up to a "nice" number (at least 1). */
export function radarMax(data: MultiSeries, configured: number): number {
  if (configured > 0) return configured;
  const top = Math.max(1, ...data.series.flatMap((s) => s.data));
  const magnitude = 10 ** Math.floor(Math.log10(top));
  return Math.ceil((top * 1.1) / magnitude) * magnitude;
}

export function radarOption(data: MultiSeries, config: RadarViewConfig, theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  const max = radarMax(data, config.max);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item' },
    legend: { ...legendStyle(theme), bottom: 0, show: data.series.length > 1 },
    radar: {
      radius: '62%',
      center: ['50%', data.series.length > 1 ? '46%' : '52%'],
      indicator: data.categories.map((name) => ({ name, max })),
      axisName: { color: p.text },
      axisLine: { lineStyle: { color: p.axisLine } },
      splitLine: { lineStyle: { color: p.axisLine } },
      splitArea: { areaStyle: { color: theme === 'dark' ? ['rgba(54,207,255,0.04)', 'rgba(54,207,255,0.1)'] : ['#fafafa', '#fff'] } },
    },
    series: [
      {
        type: 'radar',
        data: data.series.map((s) => ({ name: s.name, value: [...s.data], areaStyle: { opacity: 0.25 } })),
      },
    ],
  };
}

const isEmpty = (d: MultiSeries) => d.categories.length === 0 || d.series.length === 0;

function Chart({ data, config }: { data: MultiSeries; config: RadarViewConfig }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => radarOption(data, config, theme), [data, config, theme]);
  return <EChart option={option} label={data.categories.map((c, i) => `${c} ${data.series.map((s) => s.data[i]).join('/')}`).join('，')} />;
}

export interface RadarViewProps {
  state: WidgetData<MultiSeries>;
  config: RadarViewConfig;
}

export function RadarView({ state, config }: RadarViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} config={config} />}
    </ChartBody>
  );
}
