/**
 * Cards or a grid of figures that count up to a new value (1.2 s, one animation frame loop per
 * figure, cancelled on unmount or when the figure changes again). The final figure is in the
 * accessible name from the start, so a reader (and a test) never sees a half-counted number.
 */
import { useEffect, useRef } from 'react';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { chartPalette } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import { COUNT_UP_MS, countUpAt, type Counter } from './counters';
import type { CountersConfig } from './index';

export type CountersViewConfig = Pick<CountersConfig, 'variant' | 'columns'>;

/** One formatter for every frame of every figure (toLocaleString builds a new one per call). */
const DIGITS = new Intl.NumberFormat('zh-CN');
const ZERO = DIGITS.format(0);

/**
 * A figure counting up from the one shown before to `value`. The frames write the span's text
 * directly, not through React: the wall shows twenty of these while its charts are still being
 * drawn, and a React render of every counter on every frame took frames from the charts. React
 * renders the text once (the starting 0) and never changes it, so the two never disagree.
 */
function Digits({ value, size, color }: { value: number; size: number; color: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef(0);
  useEffect(() => {
    const text = ref.current?.firstChild;
    const start = shown.current;
    if (!text || start === value) return;
    const show = (v: number) => {
      shown.current = v;
      text.nodeValue = DIGITS.format(v);
    };
    if (typeof requestAnimationFrame === 'undefined') {
      show(value);
      return;
    }
    const t0 = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = (now - t0) / COUNT_UP_MS;
      show(countUpAt(start, value, t));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <span ref={ref} aria-hidden data-value={value} style={{ fontSize: size, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', fontFamily: "'DIN Alternate', 'Bahnschrift', 'Roboto Mono', monospace", letterSpacing: 1 }}>
      {ZERO}
    </span>
  );
}

function Card({ c, dark }: { c: Counter; dark: boolean }) {
  const p = chartPalette(dark ? 'dark' : 'light');
  const label = `${c.label} ${c.total}${c.unit}，企业 ${c.enterprises ?? 0} 家，产品 ${c.products ?? 0} 个`;
  return (
    <div
      role="group"
      aria-label={label}
      data-counter={c.key}
      style={{
        flex: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '8px 14px',
        boxSizing: 'border-box',
        background: dark ? 'linear-gradient(180deg, rgba(54,207,255,0.16), rgba(8,30,72,0.6))' : '#f0f7ff',
        border: `1px solid ${dark ? 'rgba(54,207,255,0.45)' : '#bae0ff'}`,
        borderRadius: 4,
      }}
    >
      <div style={{ fontSize: 15, color: p.subtext, letterSpacing: 2 }}>{c.label}</div>
      <div>
        <Digits value={c.total} size={34} color={dark ? '#36cfff' : '#0958d9'} />
        <span style={{ marginLeft: 4, color: p.subtext }}>{c.unit}</span>
      </div>
      <div style={{ display: 'flex', gap: 16, fontSize: 13, color: p.text }}>
        <span>
          企业 <Digits value={c.enterprises ?? 0} size={16} color={dark ? '#ffc53d' : '#874d00'} /> 家
        </span>
        <span>
          产品 <Digits value={c.products ?? 0} size={16} color={dark ? '#5cdbd3' : '#006d75'} /> 个
        </span>
      </div>
    </div>
  );
}

function Figure({ c, dark }: { c: Counter; dark: boolean }) {
  const p = chartPalette(dark ? 'dark' : 'light');
  return (
    <div role="group" aria-label={`${c.label} ${c.total}${c.unit}`} data-counter={c.key} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', minWidth: 0 }}>
      <div>
        <Digits value={c.total} size={26} color={dark ? '#36cfff' : '#0958d9'} />
        <span style={{ marginLeft: 2, fontSize: 12, color: p.subtext }}>{c.unit}</span>
      </div>
      <div style={{ fontSize: 13, color: p.subtext, whiteSpace: 'nowrap' }}>{c.label}</div>
    </div>
  );
}

export interface CountersViewProps {
  state: WidgetData<readonly Counter[]>;
  config: CountersViewConfig;
}

export function CountersView({ state, config }: CountersViewProps) {
  const { theme } = useChartEnv();
  const dark = theme === 'dark';
  return (
    <ChartBody state={state} isEmpty={(d) => d.length === 0}>
      {(counters) =>
        config.variant === 'cards' ? (
          <div style={{ height: '100%', display: 'flex', gap: 14 }}>
            {counters.map((c) => (
              <Card key={c.key} c={c} dark={dark} />
            ))}
          </div>
        ) : (
          <div style={{ height: '100%', display: 'grid', gridTemplateColumns: `repeat(${config.columns}, 1fr)`, alignContent: 'space-evenly', gap: 6 }}>
            {counters.map((c) => (
              <Figure key={c.key} c={c} dark={dark} />
            ))}
          </div>
        )
      }
    </ChartBody>
  );
}
