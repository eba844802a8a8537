import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartEnvContext } from './chartEnv';
import { EChart } from './EChart';
import { chartCounters } from './liveCharts';
import { chartPixelRatio } from './pixelRatio';
import { throttle } from './throttle';

const instances = vi.hoisted(
  () => [] as { opts: { devicePixelRatio: number }; setOption: ReturnType<typeof vi.fn>; resize: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn>; disposed: boolean; width: number }[],
);
vi.mock('echarts/core', () => ({
  init: (_el: HTMLElement, _theme: unknown, opts: { devicePixelRatio: number }) => {
    const chart = {
      opts,
      disposed: false,
      // The size the chart was drawn at (jsdom lays nothing out: elements measure 0 × 0).
      width: 0,
      getWidth: () => chart.width,
      getHeight: () => 0,
      setOption: vi.fn(),
      resize: vi.fn(),
      dispose: vi.fn(() => {
        chart.disposed = true;
      }),
      isDisposed: () => chart.disposed,
    };
    instances.push(chart);
    return chart;
  },
}));

let observed: (() => void) | null = null;
beforeEach(() => {
  instances.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: () => void) {
        observed = cb;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the chart host', () => {
  it('makes one instance for the life of the chart: new options go through setOption, unmount disposes it', () => {
    const before = chartCounters.snapshot().echarts;
    const a = { series: [1] };
    const { rerender, unmount } = render(<EChart option={a} />);
    expect(instances).toHaveLength(1);
    expect(instances[0].setOption).toHaveBeenLastCalledWith(a, { notMerge: true });
    expect(chartCounters.snapshot().echarts).toBe(before + 1);
    const b = { series: [2] };
    rerender(<EChart option={b} />);
    rerender(<EChart option={b} />);
    expect(instances).toHaveLength(1);
    expect(instances[0].setOption).toHaveBeenCalledTimes(2);
    expect(instances[0].setOption).toHaveBeenLastCalledWith(b, { notMerge: true });
    unmount();
    expect(instances[0].dispose).toHaveBeenCalledOnce();
    expect(chartCounters.snapshot().echarts).toBe(before);
    expect(observed).toBeNull();
  });

  it('renders at devicePixelRatio × the wall scale', () => {
    render(
      <ChartEnvContext.Provider value={{ theme: 'dark', pixelScale: 2, managedRefresh: true }}>
        <EChart option={{}} />
      </ChartEnvContext.Provider>,
    );
    expect(instances[0].opts.devicePixelRatio).toBe(2 * (window.devicePixelRatio || 1));
    expect(chartPixelRatio(1, 0.7115)).toBe(1);
    expect(chartPixelRatio(1.5, 2)).toBe(3);
    expect(chartPixelRatio(Number.NaN, 1.3)).toBe(1.25);
  });

  it('does not redraw when the observer reports the size the chart was drawn at', () => {
    vi.useFakeTimers();
    render(<EChart option={{}} />);
    act(() => observed?.());
    act(() => vi.advanceTimersByTime(500));
    expect(instances[0].resize).not.toHaveBeenCalled();
  });

  it('resizes at most once per 100 ms, the last size winning, and cancels on unmount', () => {
    vi.useFakeTimers();
    const { unmount } = render(<EChart option={{}} />);
    instances[0].width = 300; // drawn wider than the element is now
    act(() => {
      observed?.();
      observed?.();
      observed?.();
    });
    expect(instances[0].resize).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(100));
    expect(instances[0].resize).toHaveBeenCalledTimes(2);
    act(() => observed?.());
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(instances[0].resize).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('throttle: leading call, then one trailing call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t();
    t();
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('draws without animation for a person who asked for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', addEventListener: () => {}, removeEventListener: () => {} }));
    const option = { series: [1] };
    render(<EChart option={option} />);
    expect(instances[0].setOption).toHaveBeenLastCalledWith({ series: [1], animation: false }, { notMerge: true });
  });
});
