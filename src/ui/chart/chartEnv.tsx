/**
 * What a chart needs to know about where it is shown, provided by the page and read by the chart
 * host and the chart widgets (without importing the page): the theme (the wall's dark theme or the
 * admin portal's light one), the big screen's scale (charts render at devicePixelRatio × scale so
 * text stays crisp on a 4K wall), and whether the page refreshes the figures itself (the wall
 * does, on one timer; an admin page leaves it to each widget's own interval).
 */
import { createContext, useContext } from 'react';

export type ChartTheme = 'dark' | 'light';

export interface ChartEnv {
  readonly theme: ChartTheme;
  /** The big screen's uniform scale (1 on admin pages). */
  readonly pixelScale: number;
  /** True when the page refreshes all figures on its own timer (the wall display). */
  readonly managedRefresh: boolean;
}

export const DEFAULT_CHART_ENV: ChartEnv = { theme: 'light', pixelScale: 1, managedRefresh: false };

export const ChartEnvContext = createContext<ChartEnv>(DEFAULT_CHART_ENV);

export const useChartEnv = (): ChartEnv => useContext(ChartEnvContext);
