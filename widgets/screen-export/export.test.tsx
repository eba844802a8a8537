import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import manifest from './index';
import Widget from './Widget';

const exportElementToPdf = vi.hoisted(() => vi.fn(async () => 3));
vi.mock('./exportPdf', async (original) => ({ ...(await original<typeof import('./exportPdf')>()), exportElementToPdf }));

describe('the PDF export button', () => {
  it('exports the layout it sits on, leaving itself out, and says how many pages', async () => {
    expect(manifest.defaults()).toEqual({ fileName: '监管数据看板' });
    render(
      <div data-layout-id="stat-dashboard">
        <div data-widget-type="screen-export">
          <Widget config={{ fileName: '监管数据看板' }} vars={{}} setVar={() => {}} />
        </div>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出PDF/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('已导出（3 页）'));
    const [page, name, skip] = exportElementToPdf.mock.calls[0] as unknown as [HTMLElement, string, (el: Element) => boolean];
    expect(page.dataset.layoutId).toBe('stat-dashboard');
    expect(name).toBe('监管数据看板');
    expect(skip(document.querySelector('[data-widget-type="screen-export"]')!)).toBe(true);
  });

  it('says so when it is not on a page', async () => {
    render(<Widget config={{ fileName: 'x' }} vars={{}} setVar={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: /导出PDF/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('导出失败：找不到要导出的页面');
  });
});
