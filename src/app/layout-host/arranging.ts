/**
 * What arranging a layout loads: the draggable grid (react-grid-layout) and the toolbar of edit
 * mode. A page that is only looked at loads neither. The editor waits for them before it enters
 * edit mode, so the widgets move to the draggable grid at the switch, never under a person's click
 * a moment later; a layout opened in edit mode (编辑布局 from 布局管理) waits for them likewise.
 */
import { useEffect, useState } from 'react';
import type { draggableGrid } from './DraggableGrid';
import type { arrangeToolbar } from './editor/ArrangeToolbar';

export interface Arranging {
  draggableGrid: typeof draggableGrid;
  arrangeToolbar: typeof arrangeToolbar;
}

let loaded: Arranging | null = null;

export const loadArranging = (): Promise<Arranging> =>
  Promise.all([import('./DraggableGrid'), import('./editor/ArrangeToolbar')]).then(([grid, toolbar]) => (loaded = { draggableGrid: grid.draggableGrid, arrangeToolbar: toolbar.arrangeToolbar }));

/** The arranging parts once wanted and loaded (at once when they already were); `onFail` when they cannot load. */
export function useArranging(wanted: boolean, onFail?: () => void): Arranging | null {
  const [mine, setMine] = useState<Arranging | null>(null);
  const parts = mine ?? loaded;
  useEffect(() => {
    if (wanted && !parts) loadArranging().then(setMine, () => onFail?.());
    // onFail is called at most once per wish; a new callback alone does not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, parts]);
  return wanted ? parts : null;
}
