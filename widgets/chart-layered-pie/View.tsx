/** Layered pie: groups on the inner ring, their parts on the outer ring, in the same order. Pure. */
import { useMemo } from 'react';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { treeValue, type TreeDatum } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { baseOption, chartPalette } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';

installCharts([PieChart, TooltipComponent, LegendComponent, CanvasRenderer]);

/** The two rings: inner = each group's total, outer = every part (a group without parts is its own part). */
export function layeredRings(data: readonly TreeDatum[]) {
  const groups = data.map((g) => ({ name: g.name, value: treeValue(g) })).filter((g) => g.value > 0);
  const parts = data.flatMap((g) => (g.children?.length ? g.children.map((c) => ({ name: c.name, value: treeValue(c), group: g.name })) : [{ name: g.name, value: treeValue(g), group: g.name }])).filter((c) => c.value > 0);
  return { groups, parts };
}

export function layeredPieOption(data: readonly TreeDatum[], theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  const { groups, parts } = layeredRings(data);
  const border = { borderColor: theme === 'dark' ? '#050b1f' : '#fff', borderWidth: 1 };
  const colorOf = (group: string) => p.series[Math.max(0, groups.findIndex((g) => g.name === group)) % p.series.length];
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{a}<br/>{b}：{c}（{d}%）' },
    series: [
      { type: 'pie', name: '分组', radius: [0, '34%'], label: { position: 'inner', color: '#fff', fontSize: 11 }, itemStyle: border, data: groups },
      {
        type: 'pie',
        name: '构成',
        radius: ['46%', '66%'],
        label: { color: p.text, fontSize: 11, show: parts.length <= 16 },
        labelLine: { show: parts.length <= 16 },
        itemStyle: border,
        // Parts take their group's colour, lighter by position, so the rings read together.
        data: parts.map((c, i) => ({ name: c.name, value: c.value, itemStyle: { color: colorOf(c.group), opacity: 0.55 + 0.45 * ((i % 3) / 2) } })),
      },
    ],
  };
}

const isEmpty = (d: readonly TreeDatum[]) => d.every((n) => treeValue(n) <= 0);

function Chart({ data }: { data: readonly TreeDatum[] }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => layeredPieOption(data, theme), [data, theme]);
  return <EChart option={option} label={data.map((n) => `${n.name} ${treeValue(n)}`).join('，')} />;
}

export interface LayeredPieViewProps {
  state: WidgetData<readonly TreeDatum[]>;
}

export function LayeredPieView({ state }: LayeredPieViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} />}
    </ChartBody>
  );
}
