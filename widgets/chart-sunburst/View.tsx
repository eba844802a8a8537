/** Sunburst of a tree of figures. Pure. */
import { useMemo } from 'react';
import { SunburstChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { treeValue, type TreeDatum } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv, type ChartTheme } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { baseOption, chartPalette } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';

installCharts([SunburstChart, TooltipComponent, CanvasRenderer]);

type EChartsNode = { name: string; value?: number; children?: EChartsNode[] };
/** Zero leaves are left out (a zero-width sector draws nothing but its label). */
function toNodes(tree: readonly TreeDatum[]): EChartsNode[] {
  return tree
    .filter((n) => treeValue(n) > 0)
    .map((n) => (n.children?.length ? { name: n.name, children: toNodes(n.children) } : { name: n.name, value: n.value ?? 0 }));
}

export function sunburstOption(data: readonly TreeDatum[], theme: ChartTheme): EChartsCoreOption {
  const base = baseOption(theme);
  const p = chartPalette(theme);
  return {
    ...base,
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{b}：{c}' },
    series: [
      {
        type: 'sunburst',
        radius: ['12%', '92%'],
        sort: undefined,
        data: toNodes(data),
        emphasis: { focus: 'ancestor' },
        itemStyle: { borderColor: theme === 'dark' ? '#050b1f' : '#fff', borderWidth: 1 },
        label: { color: p.text, minAngle: 12, fontSize: 11 },
        levels: [{}, { r0: '12%', r: '48%', label: { rotate: 'tangential' } }, { r0: '48%', r: '92%', label: { rotate: 'radial', align: 'right' } }],
      },
    ],
  };
}

const isEmpty = (d: readonly TreeDatum[]) => d.every((n) => treeValue(n) <= 0);

function Chart({ data }: { data: readonly TreeDatum[] }) {
  const { theme } = useChartEnv();
  const option = useMemo(() => sunburstOption(data, theme), [data, theme]);
  return <EChart option={option} label={data.map((n) => `${n.name} ${treeValue(n)}`).join('，')} />;
}

export interface SunburstViewProps {
  state: WidgetData<readonly TreeDatum[]>;
}

export function SunburstView({ state }: SunburstViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} />}
    </ChartBody>
  );
}
