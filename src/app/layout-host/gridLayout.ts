/**
 * From a layout document to react-grid-layout's items (pure): which items are shown, and the
 * stacked form below the narrow breakpoint (every widget full width, in reading order). The
 * stacked form is computed on the fly and never saved (ARCHITECTURE.md §4).
 */
import type { LayoutDoc, LayoutItem } from '@/domain/layout';

/** A grid item as react-grid-layout takes it. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
}

/** The items whose widget the user may see (a hidden widget leaves no hole: the grid compacts). */
export function visibleItems(doc: LayoutDoc, isVisible: (key: string) => boolean): LayoutItem[] {
  return doc.items.filter((item) => isVisible(item.i));
}

export function toGridItems(items: readonly LayoutItem[]): GridItem[] {
  return items.map(({ i, x, y, w, h, minW, minH }) => ({ i, x, y, w, h, ...(minW === undefined ? {} : { minW }), ...(minH === undefined ? {} : { minH }) }));
}

/** Reading order (top to bottom, then left to right), one widget per row, full width, heights kept. */
export function stackItems(items: readonly LayoutItem[], cols: number): GridItem[] {
  let y = 0;
  return [...items]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const placed = { i: item.i, x: 0, y, w: cols, h: item.h };
      y += item.h;
      return placed;
    });
}

/**
 * The items with the heights their content asked for (`px` by key), in grid rows: a row is
 * `rowHeight` and each further row adds a `gap`. Items without a measured height keep theirs.
 */
export function fitHeights(items: readonly LayoutItem[], px: Readonly<Record<string, number>>, rowHeight: number, gap: number): LayoutItem[] {
  return items.map((item) => {
    const want = px[item.i];
    if (want === undefined || want <= 0) return item;
    const h = Math.max(1, Math.ceil((want + gap) / (rowHeight + gap)));
    return h === item.h ? item : { ...item, h, minH: Math.min(item.minH ?? h, h) };
  });
}
