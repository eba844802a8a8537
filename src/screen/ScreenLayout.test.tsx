/**
 * What the portal's layout editor saves is what the wall draws: the shipped screen layout, changed
 * with the editor's own document operations (remove a box, place one elsewhere) and checked as the
 * save is, lays out on the wall with the document's columns, the rows in use stretched to the stage,
 * the removed box gone and the moved one where it was put. Widgets are stubs (the registry is mocked).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { migrateLayout, placeItems, removeWidget, requireLayout } from '@/domain/layout';
import screenJson from '../layouts/screen.json';
import { ScreenLayout } from './ScreenLayout';

vi.mock('../../widgets/registry', async () => {
  const { z } = await import('zod');
  const { defineWidget } = await import('@/ui/widget');
  const { createWidgetRegistry } = await import('@/ui/widgetRegistry');
  const types = ['screen-counters', 'screen-table', 'chart-bar', 'chart-graph', 'chart-line', 'chart-map', 'chart-mirror-pie3d', 'chart-pie', 'chart-radar', 'chart-sunburst'];
  return {
    widgetRegistry: createWidgetRegistry(
      types.map((type) =>
        defineWidget({ type, title: type, version: 1, category: 'statistics', defaultSize: { w: 6, h: 6 }, props: z.object({}), load: async () => ({ default: () => <span>{type}</span> }) }),
      ),
    ),
  };
});

const shipped = requireLayout(screenJson, 'src/layouts/screen.json');
const cell = (key: string) => {
  const slot = document.querySelector(`[data-widget="${key}"]`);
  if (!(slot?.parentElement instanceof HTMLElement)) throw new Error(`${key} is not on the wall`);
  return slot.parentElement.style;
};
const grid = () => {
  const g = document.querySelector('[data-layout-id="screen"]');
  if (!(g instanceof HTMLElement)) throw new Error('no wall grid');
  return g.style;
};

describe('the wall draws the saved screen layout', () => {
  it('draws the shipped layout: its 24 columns, its 24 rows stretched, every box where the document puts it', async () => {
    render(<ScreenLayout doc={shipped} />);
    expect(grid().gridTemplateColumns).toBe('repeat(24, minmax(0, 1fr))');
    expect(grid().gridTemplateRows).toBe('repeat(24, minmax(0, 1fr))');
    expect(document.querySelectorAll('[data-widget]')).toHaveLength(shipped.items.length);
    expect(cell('quality')).toMatchObject({ gridColumn: '1 / span 6', gridRow: '19 / span 6' });
    expect(cell('chinaMap')).toMatchObject({ gridColumn: '7 / span 12', gridRow: '5 / span 12' });
    expect(await screen.findAllByText('chart-radar')).toHaveLength(1);
  });

  it('after the editor removes 抽检合格率 and drags 年度监督 into its place, the wall shows exactly that', () => {
    const edited = placeItems(removeWidget(shipped, 'quality'), [{ i: 'annual', x: 0, y: 18, w: 6, h: 6 }]);
    // The editor and the server check a document the same way before it is stored.
    const saved = migrateLayout(JSON.parse(JSON.stringify(edited)));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    render(<ScreenLayout doc={saved.value} />);
    expect(document.querySelector('[data-widget="quality"]')).toBeNull();
    expect(screen.queryByRole('region', { name: '抽检合格率' })).toBeNull();
    expect(cell('annual')).toMatchObject({ gridColumn: '1 / span 6', gridRow: '19 / span 6' });
    // The hole left above 年度监督 stays a hole: rows are the document's, not compacted.
    expect(grid().gridTemplateRows).toBe('repeat(24, minmax(0, 1fr))');
    expect(screen.getByRole('region', { name: '年度监督' })).toBeTruthy();
  });

  it('a box moved below the last row adds rows: the wall still fits them all into the stage', () => {
    const lower = placeItems(shipped, [{ i: 'assistance', x: 18, y: 24, w: 6, h: 6 }]);
    render(<ScreenLayout doc={lower} />);
    expect(grid().gridTemplateRows).toBe('repeat(30, minmax(0, 1fr))');
    expect(cell('assistance')).toMatchObject({ gridColumn: '19 / span 6', gridRow: '25 / span 6' });
  });
});
