import { describe, expect, it } from 'vitest';
import { requireLayout } from '@/domain/layout';
import { fitHeights, stackItems, toGridItems, visibleItems } from './gridLayout';

const doc = requireLayout(
  {
    id: 'dash',
    title: '看板',
    schemaVersion: 1,
    widgets: { a: { type: 'x' }, b: { type: 'y' }, c: { type: 'x' } },
    items: [
      { i: 'b', x: 12, y: 0, w: 12, h: 6 },
      { i: 'c', x: 0, y: 6, w: 24, h: 4, minH: 2 },
      { i: 'a', x: 0, y: 0, w: 12, h: 8, minW: 6 },
    ],
  },
  'test',
);

describe('grid items of a layout', () => {
  it('keeps positions and minimum sizes in the full form', () => {
    expect(toGridItems(doc.items)).toEqual([
      { i: 'b', x: 12, y: 0, w: 12, h: 6 },
      { i: 'c', x: 0, y: 6, w: 24, h: 4, minH: 2 },
      { i: 'a', x: 0, y: 0, w: 12, h: 8, minW: 6 },
    ]);
  });

  it('stacks widgets full width in reading order, keeping their heights', () => {
    expect(stackItems(doc.items, 24)).toEqual([
      { i: 'a', x: 0, y: 0, w: 24, h: 8 },
      { i: 'b', x: 0, y: 8, w: 24, h: 6 },
      { i: 'c', x: 0, y: 14, w: 24, h: 4 },
    ]);
  });

  it('does not change the document when stacking', () => {
    stackItems(doc.items, 24);
    expect(doc.items.map((i) => i.i)).toEqual(['b', 'c', 'a']);
  });

  it('leaves out the widgets the user may not see', () => {
    expect(visibleItems(doc, (key) => doc.widgets[key].type !== 'x').map((i) => i.i)).toEqual(['b']);
  });

  it('gives a widget that fits its content the rows its pixels need, and leaves the others as laid out', () => {
    // 30 px rows, 16 px gaps: 3 rows are 122 px, so 123 px need a fourth.
    expect(fitHeights(doc.items, { b: 122, c: 123 }, 30, 16)).toEqual([
      { i: 'b', x: 12, y: 0, w: 12, h: 3, minH: 3 },
      { i: 'c', x: 0, y: 6, w: 24, h: 4, minH: 2 },
      { i: 'a', x: 0, y: 0, w: 12, h: 8, minW: 6 },
    ]);
  });
});
