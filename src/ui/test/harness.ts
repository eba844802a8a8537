/**
 * jsdom helpers for widget tests. Role queries compute every ancestor's style, which antd's many
 * style tags make slow in jsdom: these look things up by text, key and class instead.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';

/** A table's row by its key (`data-row-key`), under `root` (the whole page by default). */
export function row(key: string | number, root: ParentNode = document): HTMLElement {
  const tr = root.querySelector<HTMLElement>(`tbody tr[data-row-key="${key}"]`);
  if (!tr) throw new Error(`no row ${key}`);
  return tr;
}

/** The button holding `text` under `root`. */
export function button(root: HTMLElement, text: string | RegExp): HTMLButtonElement {
  const b = within(root).getByText(text).closest('button');
  if (!b) throw new Error(`no button ${String(text)}`);
  return b;
}

/** The open dialog (antd Modal), once it is there. */
export const openDialog = () =>
  waitFor(() => {
    const d = document.querySelector<HTMLElement>('.ant-modal');
    if (!d) throw new Error('no dialog open');
    return d;
  });

/** Clicks the open Popconfirm's 确定. */
export async function confirm(): Promise<void> {
  const ok = await waitFor(() => {
    const b = document.querySelector<HTMLButtonElement>('.ant-popconfirm-buttons .ant-btn-primary');
    if (!b) throw new Error('no confirmation open');
    return b;
  });
  fireEvent.click(ok);
}
