/**
 * The top-navigation layout's overflow (screens document §2: visible count from width/3/75): the
 * first items fit in the header, the rest go under a 更多菜单 ("more") entry.
 */
export const TOP_NAV_ITEM_WIDTH = 75;
export const MORE_MENU_TITLE = '更多菜单';

export const topNavVisibleCount = (width: number) => Math.max(0, Math.floor(width / 3 / TOP_NAV_ITEM_WIDTH));

export function splitOverflow<T>(items: readonly T[], visible: number): { shown: T[]; more: T[] } {
  if (items.length <= visible) return { shown: [...items], more: [] };
  return { shown: items.slice(0, visible), more: items.slice(visible) };
}
