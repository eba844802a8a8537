/** The export job of the widget: idle, busy, done (with the page count) or failed. No server data. */
import { useCallback, useState, type RefObject } from 'react';
import { exportElementToPdf } from './exportPdf';

export type ExportState = { readonly status: 'idle' } | { readonly status: 'busy' } | { readonly status: 'done'; readonly pages: number } | { readonly status: 'failed'; readonly message: string };

/** Exports the layout the widget sits on (its closest [data-layout-id]), leaving this widget out of the picture. */
export function useData(root: RefObject<HTMLElement | null>, fileName: string): { state: ExportState; run: () => void } {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = useCallback(() => {
    const page = root.current?.closest<HTMLElement>('[data-layout-id]');
    if (!page) {
      setState({ status: 'failed', message: '找不到要导出的页面' });
      return;
    }
    setState({ status: 'busy' });
    exportElementToPdf(page, fileName, (el) => el instanceof HTMLElement && el.dataset.widgetType === 'screen-export').then(
      (pages) => setState({ status: 'done', pages }),
      (e: unknown) => setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  }, [root, fileName]);
  return { state, run };
}
