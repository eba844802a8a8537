import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import manifest, { scrollTableProps } from './index';
import { formatCell, toRows } from './rows';
import { rowsInView, ScrollTableView } from './View';

const config = scrollTableProps.parse({ visibleRows: 3, stepMs: 1000 });
const rows = toRows(Array.from({ length: 5 }, (_, i) => ({ name: `c${i}`, products: i, share: i * 10 })), config.columns);
const first = () => screen.getAllByRole('row')[1].querySelector('[role="cell"]')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the scrolling table', () => {
  it('defaults to the category table beside the rose pie (类别, 产品数, 占比)', () => {
    expect(manifest.type).toBe('screen-table');
    expect(config.columns.map((c) => c.title)).toEqual(['类别', '产品数', '占比']);
    expect(toRows([{ name: '蔬菜', products: 1200, share: 12.345 }], config.columns)).toEqual([['蔬菜', '1,200', '12.3%']]);
    expect(formatCell(undefined, 'number')).toBe('—');
  });

  it('wraps round', () => {
    expect(rowsInView(rows, 4, 3).map((r) => r.index)).toEqual([4, 0, 1]);
    expect(rowsInView(rows.slice(0, 2), 1, 3).map((r) => r.index)).toEqual([0, 1]);
  });

  it('moves one row per step, holds while hovered, and leaves no timer behind', () => {
    const { unmount } = render(<ScrollTableView state={{ status: 'success', data: rows }} config={config} />);
    expect(first()).toBe('c0');
    act(() => vi.advanceTimersByTime(1000));
    expect(first()).toBe('c1');
    fireEvent.mouseEnter(screen.getByRole('table'));
    act(() => vi.advanceTimersByTime(5000));
    expect(first()).toBe('c1');
    fireEvent.mouseLeave(screen.getByRole('table'));
    act(() => vi.advanceTimersByTime(1000));
    expect(first()).toBe('c2');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
