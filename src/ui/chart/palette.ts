/**
 * Colours and shared option fragments of the chart widgets, one set per theme, so a widget's
 * option builder stays a plain function of (data, config, theme). Shared option groups are plain
 * functions reused across widgets (STYLE.md), not copied.
 */
import type { ChartTheme } from './chartEnv';

export interface ChartPalette {
  readonly series: readonly string[];
  readonly text: string;
  readonly subtext: string;
  /** A failure's text (加载失败) and a control's (重试), each readable on the theme's background. */
  readonly error: string;
  readonly action: string;
  readonly axisLine: string;
  readonly splitLine: string;
  readonly tooltipBg: string;
  readonly tooltipBorder: string;
  readonly background: string;
  readonly mapArea: string;
  readonly mapBorder: string;
}

const DARK: ChartPalette = {
  series: ['#36cfff', '#ffc53d', '#5cdbd3', '#ff7a45', '#9254de', '#73d13d', '#597ef7', '#f759ab', '#ffec3d', '#40a9ff'],
  text: '#cfe8ff',
  subtext: '#7fa7d9',
  error: '#ff7875',
  action: '#36cfff',
  axisLine: '#2a5a9c',
  splitLine: 'rgba(54, 207, 255, 0.12)',
  tooltipBg: 'rgba(5, 20, 50, 0.9)',
  tooltipBorder: '#36cfff',
  background: 'transparent',
  mapArea: '#0c2f66',
  mapBorder: '#36cfff',
};

const LIGHT: ChartPalette = {
  series: ['#1890ff', '#faad14', '#13c2c2', '#fa541c', '#722ed1', '#52c41a', '#2f54eb', '#eb2f96', '#fadb14', '#40a9ff'],
  text: 'rgba(0, 0, 0, 0.85)',
  subtext: 'rgba(0, 0, 0, 0.65)',
  error: '#cf1322',
  action: '#0958d9',
  axisLine: '#d9d9d9',
  splitLine: '#f0f0f0',
  tooltipBg: 'rgba(255, 255, 255, 0.96)',
  tooltipBorder: '#d9d9d9',
  background: 'transparent',
  mapArea: '#e6f4ff',
  mapBorder: '#69b1ff',
};

export const chartPalette = (theme: ChartTheme): ChartPalette => (theme === 'dark' ? DARK : LIGHT);

/** Options every chart starts from: transparent background, palette, text colour, tooltip. */
export function baseOption(theme: ChartTheme) {
  const p = chartPalette(theme);
  return {
    backgroundColor: p.background,
    color: [...p.series],
    textStyle: { color: p.text, fontFamily: 'inherit' },
    tooltip: { backgroundColor: p.tooltipBg, borderColor: p.tooltipBorder, textStyle: { color: p.text } },
    // A chart appears drawn in full: no entrance animation. On the wall it would keep the frames
    // busy for a second after each chart while the next ones are still to be drawn (software
    // rendering on the wall PCs). New figures animate briefly.
    animationDuration: 0,
    animationDurationUpdate: 600,
  };
}

/** A category axis and a value axis styled for the theme. */
export function axisStyle(theme: ChartTheme) {
  const p = chartPalette(theme);
  return {
    axisLine: { lineStyle: { color: p.axisLine } },
    axisLabel: { color: p.subtext },
    splitLine: { lineStyle: { color: p.splitLine } },
    axisTick: { show: false },
  };
}

export function legendStyle(theme: ChartTheme) {
  const p = chartPalette(theme);
  return { textStyle: { color: p.text }, itemWidth: 12, itemHeight: 8, type: 'scroll' as const, pageTextStyle: { color: p.subtext } };
}
