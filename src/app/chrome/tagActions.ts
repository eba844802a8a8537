/**
 * What a tags-bar action does to the tabs and where the user ends up: closing the tab in view
 * goes to the last tab left (the affixed home at least); the bulk actions keep the affixed tabs
 * and the one acted on; acting on another tab than the one in view shows that tab.
 */
import type { TabsState, TabView } from '@/stores/tabs';
import { HOME_PATH } from '../routes/paths';
import type { TagAction } from './TagsBar';

type TabsApi = Pick<TabsState, 'remove' | 'removeOthers' | 'removeRight' | 'removeAll' | 'refresh'> & { visited: readonly TabView[] };

/** Applies the action to the store and returns where to navigate (null: stay). */
export function applyTagAction(action: TagAction, key: string, activeKey: string | null, tabs: () => TabsApi): string | null {
  const lastLeft = () => tabs().visited.at(-1)?.key ?? HOME_PATH;
  const stillOpen = (k: string | null) => !!k && tabs().visited.some((t) => t.key === k);
  switch (action) {
    case 'refresh':
      tabs().refresh(key);
      return key === activeKey ? null : key;
    case 'close':
      tabs().remove(key);
      return key === activeKey ? lastLeft() : null;
    case 'closeOthers':
      tabs().removeOthers(key);
      return key === activeKey ? null : key;
    case 'closeRight':
      tabs().removeRight(key);
      return stillOpen(activeKey) ? null : key;
    case 'closeAll':
      tabs().removeAll();
      return stillOpen(activeKey) ? null : lastLeft();
  }
}
