/**
 * The report's two charts in the admin portal's light theme, through the project's chart host: a
 * bar chart of the chart measures per row and a pie of the first chart measure's share per row.
 * Only the ECharts parts they use are registered, so they stay in this widget's chunk.
 */
import { useMemo } from 'react';
import { BarChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { use as installCharts, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChart } from '@/ui/chart/EChart';
import { axisStyle, baseOption, chartPalette, legendStyle } from '@/ui/chart/palette';
import type { BarFigures, PieFigures } from './report';

installCharts([BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, DataZoomComponent, CanvasRenderer]);

/** The portal's pages are light; the wall's dark theme is not for a report someone prints. */
const THEME = 'light';
/** More rows than this scroll inside the bar chart instead of squeezing. */
export const BAR_VISIBLE_LIMIT = 16;
/** Rows past this many are one slice 其他 in the pie. */
export const PIE_SLICES = 10;

export function barOption(f: BarFigures): EChartsCoreOption {
  const base = baseOption(THEME);
  const axis = axisStyle(THEME);
  const many = f.categories.length > BAR_VISIBLE_LIMIT;
  return {
    ...base,
    // A printout is a picture of the chart as drawn: no entrance animation to catch half-way.
    animation: false,
    tooltip: { ...base.tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { ...legendStyle(THEME), top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: many ? 24 : 8, containLabel: true },
    xAxis: { type: 'category', data: [...f.categories], ...axis, splitLine: { show: false }, axisLabel: { ...axis.axisLabel, interval: 0, hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    dataZoom: many ? [{ type: 'slider', xAxisIndex: 0, height: 14, bottom: 4, start: 0, end: Math.round((BAR_VISIBLE_LIMIT / f.categories.length) * 100) }] : [],
    series: f.series.map((s) => ({ type: 'bar', name: s.name, data: [...s.data], barMaxWidth: 22, itemStyle: { borderRadius: [3, 3, 0, 0] } })),
  };
}

export function pieOption(f: PieFigures): EChartsCoreOption {
  const base = baseOption(THEME);
  const p = chartPalette(THEME);
  const sorted = [...f.items].sort((a, b) => b.value - a.value);
  const shown = sorted.length > PIE_SLICES ? [...sorted.slice(0, PIE_SLICES - 1), { name: '其他', value: sorted.slice(PIE_SLICES - 1).reduce((s, i) => s + i.value, 0) }] : sorted;
  return {
    ...base,
    animation: false,
    title: { text: f.name, left: 'center', top: 0, textStyle: { fontSize: 13, fontWeight: 600, color: p.text } },
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { ...legendStyle(THEME), bottom: 0 },
    series: [
      {
        type: 'pie',
        name: f.name,
        radius: ['35%', '62%'],
        center: ['50%', '50%'],
        data: shown,
        label: { color: p.text, formatter: '{b} {d}%' },
        labelLine: { length: 8, length2: 8 },
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
      },
    ],
  };
}

const sumOf = (data: readonly number[]) => data.reduce((a, b) => a + b, 0);

export function ReportBar({ figures, onInit, height }: { figures: BarFigures; onInit?: (c: EChartsType) => void; height: number }) {
  const option = useMemo(() => barOption(figures), [figures]);
  // The figures in words for screen readers (and for tests, which cannot read a canvas).
  const label = figures.series.map((s) => `${s.name} ${sumOf(s.data)}`).join('，');
  return (
    <div style={{ height }} data-testid="stat-report-bar">
      <EChart option={option} label={label} onInit={onInit} />
    </div>
  );
}

export function ReportPie({ figures, onInit, height }: { figures: PieFigures; onInit?: (c: EChartsType) => void; height: number }) {
  const option = useMemo(() => pieOption(figures), [figures]);
  const label = `${figures.name}：${figures.items.map((i) => `${i.name} ${i.value}`).join('，')}`;
  return (
    <div style={{ height }} data-testid="stat-report-pie">
      <EChart option={option} label={label} onInit={onInit} />
    </div>
  );
}
