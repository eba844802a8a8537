/** 3D mirror pie: two echarts-gl rings side by side, the left one mirrored. Pure. */
import { useMemo, useRef } from 'react';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import 'echarts-gl/lib/chart/surface';
import 'echarts-gl/lib/component/grid3D';
import { isAllZero, type MirrorData, type NamedValue } from '@/domain/chartData';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { EChart } from '@/ui/chart/EChart';
import { mirrorPie3dDistance, mirrorPie3dOption } from '@/ui/chart/pie3dOption';
import { useAspect } from '@/ui/chart/useAspect';
import type { WidgetData } from '@/ui/widget';
import type { MirrorPie3dConfig } from './index';

installCharts([TooltipComponent, LegendComponent, CanvasRenderer]);

export type MirrorPie3dViewConfig = Pick<MirrorPie3dConfig, 'innerRatio'>;

const isEmpty = (d: MirrorData) => isAllZero(d.left.items) && isAllZero(d.right.items);
const sum = (items: readonly NamedValue[]) => items.reduce((s, d) => s + d.value, 0);

function Chart({ data, config }: { data: MirrorData; config: MirrorPie3dViewConfig }) {
  const { theme } = useChartEnv();
  const box = useRef<HTMLDivElement>(null);
  // The camera backs off only in a box too narrow for both rings; a wider box keeps the same option.
  const distance = mirrorPie3dDistance(useAspect(box, 2.4));
  const option = useMemo(() => mirrorPie3dOption(data.left, data.right, config.innerRatio, theme, distance) as EChartsCoreOption, [data, config.innerRatio, theme, distance]);
  return (
    <div ref={box} style={{ height: '100%' }}>
      <EChart option={option} webgl label={`${data.left.name} ${sum(data.left.items)}，${data.right.name} ${sum(data.right.items)}`} />
    </div>
  );
}

export interface MirrorPie3dViewProps {
  state: WidgetData<MirrorData>;
  config: MirrorPie3dViewConfig;
}

export function MirrorPie3dView({ state, config }: MirrorPie3dViewProps) {
  return (
    <ChartBody state={state} isEmpty={isEmpty}>
      {(data) => <Chart data={data} config={config} />}
    </ChartBody>
  );
}
