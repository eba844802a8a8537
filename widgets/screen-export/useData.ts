/** The export job of the widget: idle, busy, done (with the page count) or failed. No server data. */
import { useCallback, useState, type RefObject } from 'react';
import { revealAllWithin } from '@/ui/WidgetFrame/useNearViewport';
import { whenWidgetsDrawn, widgetsPending } from '@/ui/WidgetFrame/widgetsDrawn';
import { exportElementToPdf } from './exportPdf';

export type ExportState = { readonly status: 'idle' } | { readonly status: 'busy' } | { readonly status: 'done'; readonly pages: number } | { readonly status: 'failed'; readonly message: string };

/** Charts drawn just now grow in for about a second (ECharts' entry animation); the picture waits for it. */
export const ENTRY_ANIMATION_MS = 1200;

/** Left out of the picture: this widget, and page controls marked data-no-export (编辑布局). */
const leftOut = (el: Element) => el instanceof HTMLElement && (el.dataset.widgetType === 'screen-export' || el.dataset.noExport !== undefined);

/**
 * Exports the layout the widget sits on (its closest [data-layout-id]), leaving this widget out of
 * the picture. Widgets nobody has scrolled to yet are brought in and drawn first.
 */
export function useData(root: RefObject<HTMLElement | null>, fileName: string): { state: ExportState; run: () => void } {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = useCallback(() => {
    const page = root.current?.closest<HTMLElement>('[data-layout-id]');
    if (!page) {
      setState({ status: 'failed', message: '找不到要导出的页面' });
      return;
    }
    setState({ status: 'busy' });
    const drawAll = async () => {
      if (revealAllWithin(page) === 0 && widgetsPending(page) === 0) return;
      await whenWidgetsDrawn(page);
      await new Promise((r) => setTimeout(r, ENTRY_ANIMATION_MS));
    };
    drawAll()
      .then(() => exportElementToPdf(page, fileName, leftOut))
      .then(
        (pages) => setState({ status: 'done', pages }),
        (e: unknown) => setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) }),
      );
  }, [root, fileName]);
  return { state, run };
}
