import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AreaNode } from '@/domain/resources/area';
import { AREA_CACHE_MS, loadAreaChildren } from './lookups';

const GD: AreaNode[] = [{ id: '4403', name: '深圳市', pid: '44', level: 2, leaf: false }];

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('loadAreaChildren', () => {
  it('caches children for 7 days (604800000 ms), then refetches', async () => {
    expect(AREA_CACHE_MS).toBe(604_800_000);
    const fetcher = vi.fn(() => Promise.resolve(GD));
    let now = 1_000;
    const clock = () => now;
    expect(await loadAreaChildren('44', fetcher, localStorage, clock)).toEqual(GD);
    now += AREA_CACHE_MS - 1;
    expect(await loadAreaChildren('44', fetcher, localStorage, clock)).toEqual(GD);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now += 1;
    await loadAreaChildren('44', fetcher, localStorage, clock);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('logs a failure, answers an empty list and caches nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetcher = vi.fn<(pid: string | null) => Promise<AreaNode[]>>(() => Promise.reject(new Error('down')));
    expect(await loadAreaChildren(null, fetcher)).toEqual([]);
    expect(log).toHaveBeenCalled();
    fetcher.mockImplementationOnce(() => Promise.resolve(GD));
    expect(await loadAreaChildren(null, fetcher)).toEqual(GD);
  });

  it('ignores a corrupt cache entry', async () => {
    localStorage.setItem('zp:area:44', '{not json');
    expect(await loadAreaChildren('44', () => Promise.resolve(GD))).toEqual(GD);
  });
});
