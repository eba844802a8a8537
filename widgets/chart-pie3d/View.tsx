/** 3D pie (echarts-gl surfaces from the pure geometry in src/domain/pie3d.ts). Pure. */
import { useMemo, useRef } from 'react';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import 'echarts-gl/lib/chart/surface';
import 'echarts-gl/lib/component/grid3D';
import { isAllZero, type NamedValue } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { pie3dDistance, pie3dOption } from '@/ui/chart/pie3dOption';
import { useAspect } from '@/ui/chart/useAspect';
import type { WidgetData } from '@/ui/widget';
import type { Pie3dConfig } from './index';

installCharts([TooltipComponent, LegendComponent, CanvasRenderer]);

export type Pie3dViewConfig = Pick<Pie3dConfig, 'innerRatio'>;

const isEmpty = (d: readonly NamedValue[]) => d.length === 0 || isAllZero(d);

function Chart({ data, config }: { data: readonly NamedValue[]; config: Pie3dViewConfig }) {
  const { theme } = useChartEnv();
  const box = useRef<HTMLDivElement>(null);
  // The camera backs off only in a box too narrow for the ring; a wider box keeps the same option.
  const distance = pie3dDistance(useAspect(box));
  const option = useMemo(() => pie3dOption(data, config.innerRatio, theme, distance) as EChartsCoreOption, [data, config.innerRatio, theme, distance]);
  return (
    <div ref={box} style={{ height: '100%' }}>
      <EChart option={option} webgl label={data.map((d) => `${d.name} ${d.value}`).join('，')} />
    </div>
  );
}

export interface Pie3dViewProps {
  state: WidgetData<readonly NamedValue[]>;
  config: Pie3dViewConfig;
}

export function Pie3dView({ state, config }: Pie3dViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} config={config} />}
    </ChartBody>
  );
}
