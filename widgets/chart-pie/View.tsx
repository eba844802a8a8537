/** Pie / rose pie of named figures. Pure: data and config in, chart out. */
import { useMemo } from 'react';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import type { NamedValue } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { baseOption, chartPalette, legendStyle } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { PieConfig } from './index';

installCharts([PieChart, TooltipComponent, LegendComponent, LabelLayout, CanvasRenderer]);

export type PieViewConfig = Pick<PieConfig, 'rose' | 'donut' | 'seriesName'>;

/** Above this many slices labels are left to the tooltip and the legend (they would overlap). */
export const PIE_LABEL_LIMIT = 12;

export function pieOption(data: readonly NamedValue[], config: PieViewConfig, theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  const inner = config.donut ? (config.rose ? '18%' : '40%') : 0;
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{a}<br/>{b}：{c}（{d}%）' },
    legend: { ...legendStyle(theme), bottom: 0, left: 'center' },
    series: [
      {
        type: 'pie',
        name: config.seriesName,
        radius: [inner, config.rose ? '78%' : '66%'],
        center: ['50%', '45%'],
        roseType: config.rose ? 'area' : undefined,
        data: data.map((d) => ({ name: d.name, value: d.value })),
        label: { show: data.length <= PIE_LABEL_LIMIT, color: p.text, formatter: '{b}\n{d}%' },
        labelLine: { show: data.length <= PIE_LABEL_LIMIT },
        itemStyle: { borderColor: theme === 'dark' ? '#050b1f' : '#fff', borderWidth: 1, borderRadius: config.rose ? 4 : 0 },
      },
    ],
  };
}

const isEmpty = (d: readonly NamedValue[]) => d.length === 0 || d.every((v) => v.value <= 0);

function Chart({ data, config }: { data: readonly NamedValue[]; config: PieViewConfig }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => pieOption(data, config, theme), [data, config, theme]);
  return <EChart option={option} label={data.map((d) => `${d.name} ${d.value}`).join('，')} />;
}

export interface PieViewProps {
  state: WidgetData<readonly NamedValue[]>;
  config: PieViewConfig;
}

export function PieView({ state, config }: PieViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} config={config} />}
    </ChartBody>
  );
}
