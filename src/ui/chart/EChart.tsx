/**
 * The one chart host (ARCHITECTURE.md §3). One ECharts instance per mounted chart for the life of
 * the widget: `init` once, `setOption` whenever the (memoised) option changes, `dispose` on
 * unmount. Resizes follow the element (ResizeObserver), throttled to 100 ms (screens document §9:
 * chart resize throttle 100 ms). Renders at devicePixelRatio × the big screen's scale, so a
 * 1920×1080 design scaled onto a 3840×2160 wall draws at the wall's pixels, not blurred up. The
 * one exception to "init once": when that pixel ratio changes (the wall's window was resized to
 * another scale) the instance is re-created at the new ratio, since ECharts cannot change it live.
 * With `webgl` (echarts-gl) the WebGL contexts are lost explicitly on unmount. A person who asked for
 * less motion gets the picture without ECharts' animations.
 *
 * The caller registers the ECharts parts it uses (`use([...])` from echarts/core) in its own
 * module, so each chart type's code lands in its widget's chunk only.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useReducedMotion } from '../motion';
import { useChartEnv } from './chartEnv';
import { chartCounters, markWebGl, releaseWebGl } from './liveCharts';
import { CHART_RESIZE_THROTTLE_MS as RESIZE_MS, chartPixelRatio } from './pixelRatio';
import { throttle } from './throttle';

/** Chart resize throttle (screens document §9). */
export { CHART_RESIZE_THROTTLE_MS } from './pixelRatio';

export interface EChartProps {
  /** Memoise it (useMemo): a new object means new data and triggers setOption. */
  option: EChartsCoreOption;
  /** Replace rather than merge (series count changed). Default true: data in, picture out. */
  notMerge?: boolean;
  /** echarts-gl chart: release its WebGL contexts on unmount. */
  webgl?: boolean;
  /** Accessible name of the chart (the figures are in the aria-label of the widget). */
  label?: string;
  style?: CSSProperties;
  /** Receives the instance once made (e.g. to bind events); called again after a re-init. */
  onInit?: (chart: EChartsType) => void;
}


export function EChart({ option, notMerge = true, webgl = false, label, style, onInit }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const { pixelScale } = useChartEnv();
  const ratio = chartPixelRatio(typeof window === 'undefined' ? 1 : window.devicePixelRatio, pixelScale);
  const reducedMotion = useReducedMotion();
  const shown = useMemo(() => (reducedMotion ? { ...option, animation: false } : option), [option, reducedMotion]);
  const optionRef = useRef(shown);
  const applied = useRef<EChartsCoreOption | null>(null);
  const onInitRef = useRef(onInit);
  // Declared before the init effect, so a re-init (new pixel ratio) starts from the latest option.
  useLayoutEffect(() => {
    optionRef.current = shown;
    onInitRef.current = onInit;
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = init(el, undefined, { devicePixelRatio: ratio, renderer: 'canvas' });
    chartCounters.add('echarts');
    instance.setOption(optionRef.current, { notMerge: true });
    applied.current = optionRef.current;
    let gl = webgl ? markWebGl(el) : 0;
    if (gl) chartCounters.add('webgl', gl);
    onInitRef.current?.(instance);
    setChart(instance);
    // ResizeObserver also calls back once right after observe(), at the size the chart was just
    // drawn at: ECharts' resize() redraws everything whatever the size, so only a new size is one.
    const resize = throttle(() => {
      if (!instance.isDisposed() && (el.clientWidth !== instance.getWidth() || el.clientHeight !== instance.getHeight())) instance.resize();
    }, RESIZE_MS);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      resize.cancel();
      if (webgl) {
        gl = Math.max(gl, markWebGl(el));
        releaseWebGl(el);
        chartCounters.add('webgl', -gl);
      }
      instance.dispose();
      chartCounters.add('echarts', -1);
      setChart(null);
    };
  }, [ratio, webgl]);

  // The first option went in at init; later ones (new data) go through setOption on the same instance.
  useEffect(() => {
    if (!chart || chart.isDisposed() || applied.current === shown) return;
    applied.current = shown;
    chart.setOption(shown, { notMerge });
  }, [chart, shown, notMerge]);

  return <div ref={ref} role="img" aria-label={label} data-chart-host="echarts" style={{ width: '100%', height: '100%', minHeight: 0, ...style }} />;
}
