/**
 * The scroll board: a header and `visibleRows` rows; when there are more rows it moves up one row
 * every `stepMs` and wraps round. It stops while the pointer is over it (to read a row) and while
 * the page is hidden; its one timer goes with it on unmount. Pure: rows in, table out.
 */
import { useEffect, useState } from 'react';
import { ChartBody } from '@/ui/chart/ChartBody';
import { useChartEnv } from '@/ui/chart/chartEnv';
import { chartPalette } from '@/ui/chart/palette';
import type { WidgetData } from '@/ui/widget';
import type { ScrollTableConfig } from './index';
import type { Row } from './rows';

export type ScrollTableViewConfig = Pick<ScrollTableConfig, 'columns' | 'visibleRows' | 'stepMs'>;

/** The rows in view when the board has moved `offset` rows (wrapping round). */
export function rowsInView(rows: readonly Row[], offset: number, visible: number): { row: Row; index: number }[] {
  if (rows.length <= visible) return rows.map((row, index) => ({ row, index }));
  return Array.from({ length: visible }, (_, i) => {
    const index = (offset + i) % rows.length;
    return { row: rows[index], index };
  });
}

function useHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const on = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return hidden;
}

function Board({ rows, config }: { rows: readonly Row[]; config: ScrollTableViewConfig }) {
  const { theme } = useChartEnv();
  const p = chartPalette(theme);
  const [offset, setOffset] = useState(0);
  const [hover, setHover] = useState(false);
  const hidden = useHidden();
  const scrolls = rows.length > config.visibleRows;
  const running = scrolls && !hover && !hidden;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setOffset((o) => (o + 1) % rows.length), config.stepMs);
    return () => clearInterval(timer);
  }, [running, rows.length, config.stepMs]);

  const shown = rowsInView(rows, scrolls ? offset % rows.length : 0, config.visibleRows);
  const rowHeight = `${100 / (config.visibleRows + 1)}%`;
  const dark = theme === 'dark';
  return (
    <div
      role="table"
      aria-label="滚动列表"
      data-scrolling={running || undefined}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      style={{ height: '100%', display: 'flex', flexDirection: 'column', fontSize: 13, color: p.text, overflow: 'hidden' }}
    >
      <div role="row" style={{ display: 'flex', height: rowHeight, alignItems: 'center', fontWeight: 600, background: dark ? 'rgba(54,207,255,0.18)' : '#fafafa', color: dark ? '#e6f4ff' : p.text }}>
        {config.columns.map((c, i) => (
          <span role="columnheader" key={c.key} style={{ flex: i === 0 ? 2 : 1, padding: '0 8px', textAlign: i === 0 ? 'left' : 'right' }}>
            {c.title}
          </span>
        ))}
      </div>
      {shown.map(({ row, index }, n) => (
        <div
          role="row"
          key={index}
          style={{
            display: 'flex',
            height: rowHeight,
            alignItems: 'center',
            background: n % 2 ? (dark ? 'rgba(54,207,255,0.06)' : '#fafafa') : 'transparent',
            borderBottom: `1px solid ${p.splitLine}`,
            transition: 'background .3s',
          }}
        >
          {row.map((cell, i) => (
            <span role="cell" key={i} style={{ flex: i === 0 ? 2 : 1, padding: '0 8px', textAlign: i === 0 ? 'left' : 'right', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontVariantNumeric: 'tabular-nums' }}>
              {cell}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

export interface ScrollTableViewProps {
  state: WidgetData<readonly Row[]>;
  config: ScrollTableViewConfig;
}

export function ScrollTableView({ state, config }: ScrollTableViewProps) {
  return (
    <ChartBody state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => <Board rows={rows} config={config} />}
    </ChartBody>
  );
}
