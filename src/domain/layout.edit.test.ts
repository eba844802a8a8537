import { describe, expect, it } from 'vitest';
import { addWidget, firstFreeSpace, pushHistory, redoHistory, removeWidget, requireLayout, startHistory, undoHistory, placeItems, newWidgetKey, LAYOUT_HISTORY_MAX } from './layout';

const doc = requireLayout(
  {
    id: 'dash',
    title: '看板',
    schemaVersion: 1,
    widgets: { a: { type: 'x' }, b: { type: 'y' } },
    items: [
      { i: 'a', x: 0, y: 0, w: 12, h: 4 },
      { i: 'b', x: 0, y: 4, w: 24, h: 4 },
    ],
  },
  'test',
);

describe('first free space', () => {
  it('places at the top left of an empty grid', () => {
    expect(firstFreeSpace([], 24, 6, 3)).toEqual({ x: 0, y: 0 });
  });

  it('fills a hole beside a widget instead of pushing everything down', () => {
    expect(firstFreeSpace(doc.items, 24, 12, 4)).toEqual({ x: 12, y: 0 });
    expect(firstFreeSpace(doc.items, 24, 6, 2)).toEqual({ x: 12, y: 0 });
  });

  it('goes below everything when no hole is large enough', () => {
    expect(firstFreeSpace(doc.items, 24, 13, 2)).toEqual({ x: 0, y: 8 });
    // Wide enough but too tall for the hole above b.
    expect(firstFreeSpace(doc.items, 24, 12, 5)).toEqual({ x: 0, y: 8 });
  });

  it('scans rows top-down before columns', () => {
    const items = [
      { x: 0, y: 0, w: 20, h: 2 },
      { x: 0, y: 2, w: 10, h: 2 },
    ];
    expect(firstFreeSpace(items, 24, 4, 2)).toEqual({ x: 20, y: 0 });
    expect(firstFreeSpace(items, 24, 5, 2)).toEqual({ x: 10, y: 2 });
  });

  it('clamps a widget wider than the grid', () => {
    expect(firstFreeSpace([], 12, 30, 2)).toEqual({ x: 0, y: 0 });
  });
});

describe('editing a document', () => {
  it('adds a widget with a fresh key in the first free space, keeping the document valid', () => {
    const next = addWidget(doc, { type: 'x', version: 2, props: { n: 1 }, size: { w: 8, h: 3 }, minSize: { w: 4, h: 2 } });
    expect(next.widgets['x']).toEqual({ type: 'x', version: 2, props: { n: 1 } });
    expect(next.items.at(-1)).toEqual({ i: 'x', x: 12, y: 0, w: 8, h: 3, minW: 4, minH: 2 });
    expect(newWidgetKey(next, 'x')).toBe('x-2');
    expect(() => requireLayout(next, 'added')).not.toThrow();
    expect(doc.items).toHaveLength(2); // untouched
  });

  it('removes a widget and its place', () => {
    const next = removeWidget(doc, 'a');
    expect(Object.keys(next.widgets)).toEqual(['b']);
    expect(next.items.map((i) => i.i)).toEqual(['b']);
    expect(() => requireLayout(next, 'removed')).not.toThrow();
  });

  it('writes grid positions back, and answers the same document when nothing moved', () => {
    expect(placeItems(doc, doc.items)).toBe(doc);
    const moved = placeItems(doc, [{ i: 'a', x: 12, y: 0, w: 12, h: 5 }]);
    expect(moved.items[0]).toEqual({ i: 'a', x: 12, y: 0, w: 12, h: 5 });
    expect(moved.items[1]).toBe(doc.items[1]);
  });
});

describe('undo and redo', () => {
  const a = doc;
  const b = removeWidget(doc, 'a');
  const c = removeWidget(b, 'b');

  it('walks back and forth through the edits', () => {
    let h = pushHistory(pushHistory(startHistory(a), b), c);
    expect(h.present).toBe(c);
    h = undoHistory(h);
    expect(h.present).toBe(b);
    h = undoHistory(h);
    expect(h.present).toBe(a);
    expect(undoHistory(h)).toBe(h); // nothing more to undo
    h = redoHistory(h);
    expect(h.present).toBe(b);
    h = redoHistory(redoHistory(h));
    expect(h.present).toBe(c);
  });

  it('drops the redo branch on a new edit and ignores a non-change', () => {
    let h = undoHistory(pushHistory(startHistory(a), b));
    expect(pushHistory(h, a)).toBe(h);
    h = pushHistory(h, c);
    expect(h.future).toEqual([]);
    expect(h.past).toEqual([a]);
  });

  it('keeps a bounded number of steps', () => {
    let h = startHistory(a);
    for (let n = 0; n < LAYOUT_HISTORY_MAX + 10; n++) h = pushHistory(h, { ...a, title: `t${n}` });
    expect(h.past).toHaveLength(LAYOUT_HISTORY_MAX);
  });
});
