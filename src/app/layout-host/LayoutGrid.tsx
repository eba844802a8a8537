/**
 * The grid of a layout (ARCHITECTURE.md §4), on react-grid-layout's 24-column model; below 992 px
 * the widgets stack full width. Looked at, the widgets sit in a CSS grid at the places
 * react-grid-layout's compactor gives them (no measuring, no drag library on the page); arranged,
 * the draggable grid (DraggableGrid.tsx) loads and takes over. Holds the layout's variables
 * (`vars`), initialised from the document, and hands them with `setVar` to every widget, so a
 * widget can drive another without importing it; the route's query sets the variables it names (queryVars.ts), once, when the grid mounts;
 * the same state serves edit mode, so a master-detail pair keeps working while it is moved.
 * With `edit` (edit mode, never in the stacked form) widgets drag and resize; the positions after
 * each drag or resize go to `edit.onPlace`.
 */
import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { horizontalCompactor, noCompactor, verticalCompactor, type Compactor, type Layout } from 'react-grid-layout/core';
import type { LayoutDoc, LayoutGrid as GridSettings } from '@/domain/layout';
import { usePerm } from '@/ui/perm/Perm';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { useArranging } from './arranging';
import { fitHeights, stackItems, toGridItems, visibleItems, type GridItem } from './gridLayout';
import { varsFromQuery } from './queryVars';
import { useNarrowViewport } from './useNarrowViewport';
import { WidgetSlot, type WidgetEditActions } from './WidgetSlot';

/** Gap between widgets, in pixels (both directions). */
export const GRID_GAP = 16;

const COMPACTORS: Readonly<Record<GridSettings['compact'], Compactor>> = {
  vertical: verticalCompactor,
  horizontal: horizontalCompactor,
  none: noCompactor,
};

export interface LayoutGridProps {
  doc: LayoutDoc;
  registry: WidgetRegistry;
  /** Forces the stacked (or the full) form; by default it follows the viewport. */
  stacked?: boolean;
  /** Edit mode: dragging and resizing on, each widget with its settings and remove buttons. */
  edit?: GridEditActions;
  /** The route's query (`?id=12`): sets the layout variables it names when the grid mounts. */
  routeQuery?: string;
}

export interface GridEditActions extends WidgetEditActions {
  /** The grid's positions after a drag or a resize (every shown item, compacted). */
  onPlace: (items: readonly GridItem[]) => void;
}

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '';

interface StaticGridProps {
  layout: readonly GridItem[];
  cols: number;
  rowHeight: number;
  /** What sits in the item of this key. */
  item: (key: string) => ReactNode;
}

/**
 * The grid as CSS lays it out, each widget where react-grid-layout puts it, so a page looks the same
 * looked at and arranged. react-grid-layout's column is (W − gap·(cols − 1)) / cols wide, which may
 * go below zero on a phone; CSS grid gaps cannot shrink, so the columns have none: an item spans
 * its columns and gives back gap·(cols − x − w)/cols on the right and gap·x/cols on the left, which
 * comes to react-grid-layout's width and left edge exactly, at any width.
 */
function StaticGrid({ layout, cols, rowHeight, item }: StaticGridProps) {
  const grid: CSSProperties = { display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gridAutoRows: rowHeight, rowGap: GRID_GAP };
  return (
    <div style={grid}>
      {layout.map(({ i, x, y, w, h }) => (
        <div
          key={i}
          style={{ gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}`, minWidth: 0, marginLeft: (GRID_GAP * x) / cols, marginRight: (GRID_GAP * (cols - x - w)) / cols }}
        >
          {item(i)}
        </div>
      ))}
    </div>
  );
}

export function LayoutGrid({ doc, registry, stacked, edit, routeQuery = '' }: LayoutGridProps) {
  const narrow = useNarrowViewport();
  const stack = stacked ?? narrow;
  const can = usePerm();
  const [vars, setVars] = useState<Readonly<Record<string, unknown>>>(() => ({ ...doc.vars, ...varsFromQuery(doc.vars, routeQuery) }));
  const setVar = useCallback((name: string, value: unknown) => {
    setVars((cur) => (Object.is(cur[name], value) ? cur : { ...cur, [name]: value }));
  }, []);

  const arranging = !!edit;
  const items = useMemo(
    () =>
      visibleItems(doc, (key) => {
        const manifest = registry.get(doc.widgets[key].type);
        if (manifest?.permission && !can(manifest.permission)) return false;
        // A widget of one record waits for its record, except while the layout is being arranged.
        if (arranging || !manifest?.recordVar) return true;
        const resolved = manifest.resolve(doc.widgets[key]);
        return !resolved.ok || hasValue(vars[manifest.recordVar(resolved.config)]);
      }),
    [doc, registry, can, arranging, vars],
  );
  // The heights of widgets that fit their content, in pixels, as they report them.
  const [fitted, setFitted] = useState<Readonly<Record<string, number>>>({});
  const onFit = useCallback((key: string, px: number) => setFitted((cur) => (cur[key] === px ? cur : { ...cur, [key]: px })), []);
  const sized = useMemo(() => (arranging ? items : fitHeights(items, fitted, doc.grid.rowHeight, GRID_GAP)), [items, fitted, arranging, doc.grid.rowHeight]);
  const compactor = stack ? verticalCompactor : COMPACTORS[doc.grid.compact];
  const layout = useMemo(() => (stack ? stackItems(sized, doc.grid.cols) : toGridItems(sized)), [sized, stack, doc.grid.cols]);
  // Placed as react-grid-layout would place them (a hidden or shorter widget leaves no hole).
  const placed = useMemo(() => compactor.compact(layout as Layout, doc.grid.cols), [compactor, layout, doc.grid.cols]);
  // The stacked form is only a way of showing the layout on a narrow screen: never edited, never saved.
  const editing = stack ? undefined : edit;

  const slot = (key: string) => <WidgetSlot instanceKey={key} instance={doc.widgets[key]} registry={registry} vars={vars} setVar={setVar} edit={editing} onFit={onFit} />;
  const parts = useArranging(!!editing);
  // Looked at (and arranged, should the draggable grid not be there), the widgets sit in CSS.
  const grid =
    editing && parts ? (
      parts.draggableGrid({
        layout,
        cols: doc.grid.cols,
        rowHeight: doc.grid.rowHeight,
        gap: GRID_GAP,
        compactor,
        onPlace: editing.onPlace,
        children: items.map((item) => <div key={item.i}>{slot(item.i)}</div>),
      })
    ) : (
      <StaticGrid layout={placed} cols={doc.grid.cols} rowHeight={doc.grid.rowHeight} item={slot} />
    );

  return (
    <div data-testid="layout-grid" data-stacked={stack || undefined} data-editing={editing ? true : undefined}>
      {grid}
    </div>
  );
}
