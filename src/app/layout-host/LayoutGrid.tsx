/**
 * The grid of a layout in view mode (ARCHITECTURE.md §4): react-grid-layout 2 (hooks API), no
 * dragging, no resizing; below 992 px the widgets stack full width. Holds the layout's variables
 * (`vars`), initialised from the document, and hands them with `setVar` to every widget, so a
 * widget can drive another without importing it. Edit mode (issue 4) turns on dragging from the
 * title bar (WIDGET_DRAG_HANDLE) and resizing here.
 */
import { useCallback, useMemo, useState } from 'react';
import ReactGridLayout, { horizontalCompactor, noCompactor, useContainerWidth, verticalCompactor, type Compactor } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { LayoutDoc, LayoutGrid as GridSettings } from '@/domain/layout';
import { usePerm } from '@/ui/perm/Perm';
import type { WidgetRegistry } from '@/ui/widgetRegistry';
import { stackItems, toGridItems, visibleItems } from './gridLayout';
import { useNarrowViewport } from './useNarrowViewport';
import { WidgetSlot } from './WidgetSlot';

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
}

export function LayoutGrid({ doc, registry, stacked }: LayoutGridProps) {
  const narrow = useNarrowViewport();
  const stack = stacked ?? narrow;
  const can = usePerm();
  const [vars, setVars] = useState<Readonly<Record<string, unknown>>>(() => ({ ...doc.vars }));
  const setVar = useCallback((name: string, value: unknown) => {
    setVars((cur) => (Object.is(cur[name], value) ? cur : { ...cur, [name]: value }));
  }, []);

  const items = useMemo(
    () =>
      visibleItems(doc, (key) => {
        const permission = registry.get(doc.widgets[key].type)?.permission;
        return !permission || can(permission);
      }),
    [doc, registry, can],
  );
  const layout = useMemo(() => (stack ? stackItems(items, doc.grid.cols) : toGridItems(items)), [items, stack, doc.grid.cols]);
  // Measured before the first render, so widgets do not slide in from a guessed width.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });

  return (
    <div ref={containerRef} data-testid="layout-grid" data-stacked={stack || undefined}>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: doc.grid.cols, rowHeight: doc.grid.rowHeight, margin: [GRID_GAP, GRID_GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: false }}
          resizeConfig={{ enabled: false }}
          compactor={stack ? verticalCompactor : COMPACTORS[doc.grid.compact]}
        >
          {items.map((item) => (
            <div key={item.i}>
              <WidgetSlot instanceKey={item.i} instance={doc.widgets[item.i]} registry={registry} vars={vars} setVar={setVar} />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
