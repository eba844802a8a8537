/**
 * What scrolling boxes and antd leave out for keyboard and screen-reader users, put right on
 * whatever the portal renders (one place, rather than at each of the thirty tables, the tab sets
 * and forty widgets):
 * - a box that scrolls (a table wider than its frame, a widget's body longer than its cell, a long
 *   row of flow steps) cannot be reached by the keyboard when nothing inside it can (WCAG 2.1.1):
 *   while it scrolls it becomes a focusable, named region, so Tab reaches it and the arrow keys
 *   scroll it. Tables are found by antd's classes; other boxes say they scroll and what they are
 *   called with `data-scroll-region="<name>"`;
 * - the hidden row antd measures its columns with copies the header, the select-all box included:
 *   it is made inert, so focus never lands in what is hidden (4.1.2);
 * - antd's tab bar is the tablist and holds, beside the tabs, the 更多 button of tabs that do not
 *   fit (a phone): the list of tabs itself becomes the tablist, so it holds tabs only (4.1.2).
 */
import { useEffect } from 'react';

/** What a table's sideways-scrolling box is called to assistive technology. */
export const SCROLLING_TABLE_LABEL = '表格（可左右滚动）';

/** The attribute a scrolling box other than a table is marked with; its value names the box. */
export const SCROLL_REGION_ATTR = 'data-scroll-region';

/** Makes `box` a focusable region named `name` while it scrolls, and a plain box again when it no longer does. */
function patchBox(box: HTMLElement, name: string, scrolls: boolean): void {
  const patched = box.getAttribute('aria-label') === name && box.getAttribute('role') === 'region';
  if (scrolls && !box.hasAttribute('tabindex')) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', name);
  } else if (!scrolls && patched) {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

function patchTabBars(root: ParentNode): void {
  for (const nav of root.querySelectorAll<HTMLElement>('.ant-tabs-nav[role="tablist"]')) {
    const list = nav.querySelector<HTMLElement>('.ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    const orientation = nav.getAttribute('aria-orientation');
    if (orientation) list.setAttribute('aria-orientation', orientation);
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  }
}

export function patchA11y(root: ParentNode): void {
  patchTabBars(root);
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
  for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) patchBox(box, SCROLLING_TABLE_LABEL, box.scrollWidth > box.clientWidth + 1);
  for (const box of root.querySelectorAll<HTMLElement>(`[${SCROLL_REGION_ATTR}]`)) {
    const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
    patchBox(box, box.getAttribute(SCROLL_REGION_ATTR) || '可滚动区域', scrolls);
  }
}

/** Keeps the page patched as pages, rows and sizes change (once a frame at most). */
export function useA11yPatches(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), patchA11y(document)));
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
