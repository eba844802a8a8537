/**
 * The grid of a layout (ARCHITECTURE.md §4): react-grid-layout 2 (hooks API); below 992 px the
 * widgets stack full width. Holds the layout's variables (`vars`), initialised from the document,
 * and hands them with `setVar` to every widget, so a widget can drive another without importing
 * it; the route's query sets the variables it names (queryVars.ts), once, when the grid mounts;
 * the same state serves edit mode, so a master-detail pair keeps working while it is moved.
 * With `edit` (edit mode, never in the stacked form) widgets drag by their title bar only
 * (WIDGET_DRAG_HANDLE; WIDGET_NO_DRAG content such as the frame's buttons never starts a drag)
 * and resize; the positions after each drag or resize go to `edit.onPlace`.
 */
import { useCallback, useMemo, useState } from 'react';
import ReactGridLayout, { horizontalCompactor, noCompactor, useContainerWidth, verticalCompactor, type Compactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { LayoutDoc, LayoutGrid as GridSettings } from '@/domain/layout';
import { usePerm } from '@/ui/perm/Perm';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { WIDGET_DRAG_HANDLE, WIDGET_NO_DRAG } from '@/ui/WidgetFrame/WidgetFrame';
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

const DRAG = { enabled: true, handle: `.${WIDGET_DRAG_HANDLE}`, cancel: `.${WIDGET_NO_DRAG}` } as const;
const RESIZE = { enabled: true } as const;
const OFF = { enabled: false } as const;

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== '';

const toItems = (layout: Layout): GridItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

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
  const layout = useMemo(() => (stack ? stackItems(sized, doc.grid.cols) : toGridItems(sized)), [sized, stack, doc.grid.cols]);
  // Measured before the first render, so widgets do not slide in from a guessed width.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  // The stacked form is only a way of showing the layout on a narrow screen: never edited, never saved.
  const editing = stack ? undefined : edit;
  const onPlace = editing?.onPlace;
  const onStop = useCallback((next: Layout) => onPlace?.(toItems(next)), [onPlace]);

  return (
    <div ref={containerRef} data-testid="layout-grid" data-stacked={stack || undefined} data-editing={editing ? true : undefined}>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: doc.grid.cols, rowHeight: doc.grid.rowHeight, margin: [GRID_GAP, GRID_GAP], containerPadding: [0, 0] }}
          dragConfig={editing ? DRAG : OFF}
          resizeConfig={editing ? RESIZE : OFF}
          onDragStop={editing ? onStop : undefined}
          onResizeStop={editing ? onStop : undefined}
          compactor={stack ? verticalCompactor : COMPACTORS[doc.grid.compact]}
        >
          {items.map((item) => (
            <div key={item.i}>
              <WidgetSlot instanceKey={item.i} instance={doc.widgets[item.i]} registry={registry} vars={vars} setVar={setVar} edit={editing} onFit={onFit} />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
