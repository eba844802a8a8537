/**
 * Mirror pie: two rings side by side, the left one drawn counter-clockwise with its labels to the
 * left, the right one clockwise with labels to the right, their names between them. Pure.
 */
import { useMemo } from 'react';
import { PieChart } from 'echarts/charts';
import { TitleComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { isAllZero, type MirrorData, type NamedValue } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { baseOption, chartPalette } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { MirrorPieConfig } from './index';

installCharts([PieChart, TooltipComponent, TitleComponent, CanvasRenderer]);

export type MirrorPieViewConfig = Partial<Pick<MirrorPieConfig, 'left' | 'right'>>;

const nonZero = (items: readonly NamedValue[]) => items.filter((d) => d.value > 0).map((d) => ({ name: d.name, value: d.value }));

export function mirrorPieOption(data: MirrorData, theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  const side = (items: readonly NamedValue[], name: string, left: boolean) => ({
    type: 'pie',
    name,
    center: [left ? '27%' : '73%', '54%'],
    radius: ['34%', '58%'],
    clockwise: !left,
    startAngle: 90,
    data: nonZero(items),
    label: { color: p.text, fontSize: 11, formatter: '{b}\n{c}', show: items.length <= 10 },
    labelLine: { length: 6, length2: 6 },
    itemStyle: { borderColor: theme === 'dark' ? '#050b1f' : '#fff', borderWidth: 1 },
  });
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{a}<br/>{b}：{c}（{d}%）' },
    title: [
      { text: data.left.name, left: '27%', top: '50%', textAlign: 'center', textStyle: { color: p.text, fontSize: 13 } },
      { text: data.right.name, left: '73%', top: '50%', textAlign: 'center', textStyle: { color: p.text, fontSize: 13 } },
    ],
    series: [side(data.left.items, data.left.name, true), side(data.right.items, data.right.name, false)],
  };
}

const isEmpty = (d: MirrorData) => isAllZero(d.left.items) && isAllZero(d.right.items);

function Chart({ data }: { data: MirrorData }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => mirrorPieOption(data, theme), [data, theme]);
  const sum = (items: readonly NamedValue[]) => items.reduce((s, d) => s + d.value, 0);
  return <EChart option={option} label={`${data.left.name} ${sum(data.left.items)}，${data.right.name} ${sum(data.right.items)}`} />;
}

export interface MirrorPieViewProps {
  state: WidgetData<MirrorData>;
  config?: MirrorPieViewConfig;
}

export function MirrorPieView({ state }: MirrorPieViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} />}
    </ChartBody>
  );
}
