/**
 * The grid of a layout being arranged: react-grid-layout 2 (hooks API), widgets dragged by their
 * title bar only (WIDGET_DRAG_HANDLE; WIDGET_NO_DRAG content such as the frame's buttons never
 * starts a drag) and resized; the positions after each drag or resize go to `onPlace`. Loaded
 * only in edit mode: a page that is only looked at lays its widgets out in CSS (StaticGrid).
 */
import type { ReactNode } from 'react';
import ReactGridLayout, { useContainerWidth, type Compactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { WIDGET_DRAG_HANDLE, WIDGET_NO_DRAG } from '@/ui/WidgetFrame/WidgetFrame';
import type { GridItem } from './gridLayout';

const DRAG = { enabled: true, handle: `.${WIDGET_DRAG_HANDLE}`, cancel: `.${WIDGET_NO_DRAG}` } as const;
const RESIZE = { enabled: true } as const;

const toItems = (layout: Layout): GridItem[] => layout.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));

export interface DraggableGridProps {
  layout: readonly GridItem[];
  cols: number;
  rowHeight: number;
  gap: number;
  compactor: Compactor;
  onPlace: (items: readonly GridItem[]) => void;
  /** One child per item, keyed by the item's `i`. */
  children: ReactNode;
}

/** The grid as an element: the layout grid holds this module once loaded and calls it. */
export const draggableGrid = (props: DraggableGridProps) => <DraggableGrid {...props} />;

export function DraggableGrid({ layout, cols, rowHeight, gap, compactor, onPlace, children }: DraggableGridProps) {
  // Measured before the first render, so widgets do not slide in from a guessed width.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const onStop = (next: Layout) => onPlace(toItems(next));
  return (
    <div ref={containerRef}>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout as Layout}
          gridConfig={{ cols, rowHeight, margin: [gap, gap], containerPadding: [0, 0] }}
          dragConfig={DRAG}
          resizeConfig={RESIZE}
          onDragStop={onStop}
          onResizeStop={onStop}
          compactor={compactor}
        >
          {children}
        </ReactGridLayout>
      )}
    </div>
  );
}
