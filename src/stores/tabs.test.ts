// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ALIVE_TABS, NO_NAME, useTabs, type TabView } from './tabs';

const tab = (key: string, extra: Partial<TabView> = {}): TabView => ({ key, path: key.split('?')[0], title: key, ...extra });
const keys = () => useTabs.getState().visited.map((t) => t.key);

describe('the tags bar history', () => {
  beforeEach(() => {
    useTabs.getState().reset();
    useTabs.getState().add(tab('/index', { affix: true, title: '首页' }));
    for (const k of ['/a', '/b', '/c', '/d']) useTabs.getState().add(tab(k));
  });

  it('adds each view once, keyed by path plus query, and names untitled ones', () => {
    useTabs.getState().add(tab('/a'));
    useTabs.getState().add(tab('/a?x=1', { title: '' }));
    expect(keys()).toEqual(['/index', '/a', '/b', '/c', '/d', '/a?x=1']);
    expect(useTabs.getState().visited.at(-1)?.title).toBe(NO_NAME);
  });

  it('skips noTab routes and does not cache noCache ones', () => {
    useTabs.getState().add(tab('/hidden', { noTab: true }));
    useTabs.getState().add(tab('/fresh', { noCache: true }));
    expect(keys()).toContain('/fresh');
    expect(keys()).not.toContain('/hidden');
    expect(useTabs.getState().cached).not.toContain('/fresh');
  });

  it('closes one, others, to the right, and all, keeping affixed tabs', () => {
    useTabs.getState().remove('/b');
    expect(keys()).toEqual(['/index', '/a', '/c', '/d']);
    useTabs.getState().removeRight('/a');
    expect(keys()).toEqual(['/index', '/a']);
    useTabs.getState().add(tab('/e'));
    useTabs.getState().removeOthers('/e');
    expect(keys()).toEqual(['/index', '/e']);
    useTabs.getState().removeAll();
    expect(keys()).toEqual(['/index']);
    expect(useTabs.getState().cached).toEqual(['/index']);
  });

  it('keeps a bounded number of tabs alive, dropping the least recently visited', () => {
    for (let i = 0; i < MAX_ALIVE_TABS + 5; i++) useTabs.getState().add(tab(`/p${i}`));
    const cached = useTabs.getState().cached;
    expect(cached).toHaveLength(MAX_ALIVE_TABS);
    expect(cached.at(-1)).toBe(`/p${MAX_ALIVE_TABS + 4}`);
  });

  it('refreshes a tab by bumping its key', () => {
    useTabs.getState().refresh('/a');
    expect(useTabs.getState().visited.find((t) => t.key === '/a')?.refreshKey).toBe(1);
  });
});
