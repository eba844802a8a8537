// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { useTabs, type TabView } from '@/stores/tabs';
import { applyTagAction } from './tagActions';

const tab = (key: string, extra: Partial<TabView> = {}): TabView => ({ key, path: key.split('?')[0], title: key, ...extra });
const keys = () => useTabs.getState().visited.map((t) => t.key);
const act = (action: Parameters<typeof applyTagAction>[0], key: string, active: string) => applyTagAction(action, key, active, () => useTabs.getState());

describe('tags bar actions', () => {
  beforeEach(() => {
    useTabs.getState().reset();
    useTabs.getState().add(tab('/index', { affix: true, title: '首页' }));
    for (const k of ['/1_11', '/1_13', '/2_23?x=1']) useTabs.getState().add(tab(k));
  });

  it('closing the tab in view goes to the last tab left', () => {
    expect(act('close', '/2_23?x=1', '/2_23?x=1')).toBe('/1_13');
    expect(keys()).toEqual(['/index', '/1_11', '/1_13']);
  });

  it('closing another tab stays where the user is', () => {
    expect(act('close', '/1_11', '/1_13')).toBeNull();
    expect(keys()).toEqual(['/index', '/1_13', '/2_23?x=1']);
  });

  it('close others keeps the affixed home and the one acted on, and shows it', () => {
    expect(act('closeOthers', '/1_13', '/1_13')).toBeNull();
    expect(keys()).toEqual(['/index', '/1_13']);
    useTabs.getState().add(tab('/1_11'));
    expect(act('closeOthers', '/1_11', '/1_13')).toBe('/1_11');
    expect(keys()).toEqual(['/index', '/1_11']);
  });

  it('close right moves to the acted-on tab only when the one in view went', () => {
    expect(act('closeRight', '/1_11', '/index')).toBeNull();
    expect(keys()).toEqual(['/index', '/1_11']);
    useTabs.getState().add(tab('/1_13'));
    expect(act('closeRight', '/index', '/1_13')).toBe('/index');
    expect(keys()).toEqual(['/index']);
  });

  it('close all leaves the affixed home and goes there', () => {
    expect(act('closeAll', '/1_11', '/1_13')).toBe('/index');
    expect(keys()).toEqual(['/index']);
    expect(act('closeAll', '/index', '/index')).toBeNull();
  });

  it('refresh bumps the tab so its page remounts', () => {
    expect(act('refresh', '/1_11', '/1_11')).toBeNull();
    expect(useTabs.getState().visited.find((t) => t.key === '/1_11')?.refreshKey).toBe(1);
    expect(act('refresh', '/1_13', '/1_11')).toBe('/1_13');
  });
});
