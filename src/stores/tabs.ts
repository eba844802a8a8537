/**
 * The tags bar's history (screens document §2 "Tab history"): visited views and cached views,
 * added and removed singly, others, to the right, or all. Affixed tabs survive bulk removal; a
 * route with noTab is not added; noCache is not cached. Views are keyed by path plus query.
 */
import { create } from 'zustand';

export const NO_NAME = 'no-name';
/** How many cached tabs stay alive (hidden, not unmounted); the least recently visited goes first. */
export const MAX_ALIVE_TABS = 10;

export interface TabView {
  /** Path plus query: the tab's identity. */
  key: string;
  path: string;
  title: string;
  affix?: boolean;
  noCache?: boolean;
  noTab?: boolean;
  /** Bumped by Refresh so the page remounts. */
  refreshKey?: number;
}

export interface TabsState {
  visited: TabView[];
  /** Keys of views kept alive, most recently visited last. */
  cached: string[];
  add(view: TabView): void;
  remove(key: string): void;
  removeOthers(key: string): void;
  removeRight(key: string): void;
  removeAll(): void;
  refresh(key: string): void;
  rename(key: string, title: string): void;
  reset(): void;
}

const keep = (v: TabView, except?: string) => v.affix || v.key === except;

export const useTabs = create<TabsState>((set) => ({
  visited: [],
  cached: [],
  add(view) {
    if (view.noTab) return;
    const v = { ...view, title: view.title || NO_NAME };
    set((s) => {
      const exists = s.visited.some((t) => t.key === v.key);
      const visited = exists ? s.visited : [...s.visited, v];
      let cached = s.cached.filter((k) => k !== v.key);
      if (!v.noCache) cached = [...cached, v.key].slice(-MAX_ALIVE_TABS);
      return { visited, cached };
    });
  },
  remove(key) {
    set((s) => ({ visited: s.visited.filter((t) => t.key !== key), cached: s.cached.filter((k) => k !== key) }));
  },
  removeOthers(key) {
    set((s) => {
      const visited = s.visited.filter((t) => keep(t, key));
      return { visited, cached: s.cached.filter((k) => visited.some((t) => t.key === k)) };
    });
  },
  removeRight(key) {
    set((s) => {
      const at = s.visited.findIndex((t) => t.key === key);
      if (at < 0) return s;
      const visited = s.visited.filter((t, i) => i <= at || t.affix);
      return { visited, cached: s.cached.filter((k) => visited.some((t) => t.key === k)) };
    });
  },
  removeAll() {
    set((s) => {
      const visited = s.visited.filter((t) => t.affix);
      return { visited, cached: s.cached.filter((k) => visited.some((t) => t.key === k)) };
    });
  },
  refresh(key) {
    set((s) => ({ visited: s.visited.map((t) => (t.key === key ? { ...t, refreshKey: (t.refreshKey ?? 0) + 1 } : t)) }));
  },
  rename(key, title) {
    set((s) => ({ visited: s.visited.map((t) => (t.key === key ? { ...t, title: title || NO_NAME } : t)) }));
  },
  reset: () => set({ visited: [], cached: [] }),
}));
