/**
 * What antd's tables leave out for keyboard and screen-reader users, put right on whatever the
 * portal renders (one place, rather than at each of the thirty tables):
 * - a table wider than its frame scrolls sideways in a box the keyboard cannot reach (WCAG 2.1.1):
 *   that box becomes a focusable, named region, so Tab reaches it and the arrow keys scroll it;
 * - the hidden row antd measures its columns with copies the header, the select-all box included:
 *   it is made inert, so focus never lands in what is hidden (4.1.2).
 */
import { useEffect } from 'react';

/** What a table's sideways-scrolling box is called to assistive technology. */
export const SCROLLING_TABLE_LABEL = '表格（可左右滚动）';

export function patchTables(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
  for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    if (scrolls && !box.hasAttribute('tabindex')) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', SCROLLING_TABLE_LABEL);
    } else if (!scrolls && box.getAttribute('aria-label') === SCROLLING_TABLE_LABEL) {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  }
}

/** Keeps every table on the page patched as pages, rows and widths change (once a frame at most). */
export function useAccessibleTables(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), patchTables(document)));
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
