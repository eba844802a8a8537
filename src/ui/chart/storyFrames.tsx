/**
 * Story helpers for chart widgets: the same View in the admin portal's light card or on the wall's
 * dark panel (ChartEnvContext + ScreenBox), at a fixed size; and a wait for the drawn chart.
 */
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ChartEnvContext, type ChartTheme } from './chartEnv';
import { ScreenBox } from './ScreenBox';

export function ChartStoryFrame({ theme, title, width = 520, height = 300, children }: { theme: ChartTheme; title: string; width?: number; height?: number; children: ReactNode }) {
  if (theme === 'dark') {
    return (
      <ChartEnvContext.Provider value={{ theme: 'dark', pixelScale: 1, managedRefresh: true }}>
        <div style={{ width, height, padding: 12, background: '#050b1f', color: '#cfe8ff' }}>
          <ScreenBox title={title}>{children}</ScreenBox>
        </div>
      </ChartEnvContext.Provider>
    );
  }
  return (
    <ChartEnvContext.Provider value={{ theme: 'light', pixelScale: 1, managedRefresh: false }}>
      <div role="region" aria-label={title} style={{ width, height, display: 'flex', flexDirection: 'column', border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}>
        <div style={{ padding: '8px 12px', fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>{title}</div>
        <div style={{ flex: 1, minHeight: 0, padding: 8 }}>{children}</div>
      </div>
    </ChartEnvContext.Provider>
  );
}

/**
 * Resolves once the chart host has drawn (a canvas inside it: ECharts, echarts-gl or G6) and its
 * accessible name carries figures (what a screen reader says of the chart).
 */
export async function chartDrawn(root: HTMLElement, timeout = 5000): Promise<void> {
  await waitFor(
    () => {
      const host = root.querySelector('[data-chart-host]');
      expect(host?.querySelector('canvas')).toBeTruthy();
      expect(host?.getAttribute('aria-label') ?? '').toMatch(/\d/);
    },
    { timeout },
  );
}
