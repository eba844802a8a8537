import { renderHook } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { formatClock } from './Clock';
import { DEFAULT_REFRESH_SECONDS, readScreenSettings } from './config';
import { freshnessOf, refreshStats, useScreenRefresh } from './refresh';

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe('the wall settings from its URL', () => {
  it('60 s by default, ?refresh= in seconds (at least 0.1), ?design=WxH', () => {
    expect(readScreenSettings('')).toEqual({ refreshMs: DEFAULT_REFRESH_SECONDS * 1000, designWidth: 1920, designHeight: 1080 });
    expect(readScreenSettings('?refresh=15&design=2560x1440')).toEqual({ refreshMs: 15000, designWidth: 2560, designHeight: 1440 });
    expect(readScreenSettings('?refresh=0.01&design=10x10').refreshMs).toBe(60000);
    expect(readScreenSettings('?refresh=abc').designWidth).toBe(1920);
  });

  it('clock text in Beijing (01:05 UTC is 09:05 there)', () => {
    expect(formatClock(new Date(Date.UTC(2026, 10, 22, 1, 5, 7)))).toEqual({ date: '2026年11月22日 星期日', time: '09:05:07' });
  });
});

describe('the one refresh timer', () => {
  it('refetches every interval, stops while hidden, catches up when shown, and leaves no timer', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue(undefined);
    const start = refreshStats.cycles;
    const { unmount } = renderHook(() => useScreenRefresh(client, 1000));
    await vi.advanceTimersByTimeAsync(3000);
    expect(refetch).toHaveBeenCalledTimes(3);
    expect(refetch).toHaveBeenLastCalledWith({ queryKey: ['screen'], type: 'active' }, { cancelRefetch: false });
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(refetch).toHaveBeenCalledTimes(4);
    expect(refreshStats.cycles - start).toBe(4);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts no new refresh while one is still running (no backlog on a slow server)', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    let finish: () => void = () => {};
    const refetch = vi.spyOn(client, 'refetchQueries').mockImplementation(() => new Promise<void>((r) => (finish = r)));
    const start = refreshStats.cycles;
    const { unmount } = renderHook(() => useScreenRefresh(client, 1000));
    await vi.advanceTimersByTimeAsync(5000);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refreshStats.cycles - start).toBe(0);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(refreshStats.cycles - start).toBe(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refetch).toHaveBeenCalledTimes(2);
    unmount();
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('freshness of the figures', () => {
  it('last success, failing, and refusals told apart from outages', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['screen', 'overview', {}], queryFn: () => 1 });
    const ok = freshnessOf(client);
    expect(ok.failing).toBe(false);
    expect(ok.lastSuccess).toBeGreaterThan(0);
    await client.fetchQuery({ queryKey: ['screen', 'overview', {}], queryFn: () => Promise.reject(new ApiCallError(0, '后台服务访问异常', 'network')), staleTime: 0 }).catch(() => {});
    expect(freshnessOf(client)).toMatchObject({ failing: true, refused: null, lastSuccess: ok.lastSuccess });
    await client.fetchQuery({ queryKey: ['screen', 'access'], queryFn: () => Promise.reject(new ApiCallError(401, '大屏链接无效、已过期或已撤销', 'body')) }).catch(() => {});
    expect(freshnessOf(client).refused).toEqual({ code: 401, message: '大屏链接无效、已过期或已撤销' });
  });

  it('a read waiting for the network to come back (the browser is offline) is failing too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Mounted, as the provider does: it hears the network come back.
    client.mount();
    await client.fetchQuery({ queryKey: ['screen', 'overview', {}], queryFn: () => 1 });
    onlineManager.setOnline(false);
    try {
      // Offline, the query pauses instead of failing: the refresh waits, the figures are getting old.
      void client.refetchQueries({ queryKey: ['screen'] });
      await vi.waitFor(() => expect(client.getQueryState(['screen', 'overview', {}])?.fetchStatus).toBe('paused'));
      expect(freshnessOf(client).failing).toBe(true);
    } finally {
      onlineManager.setOnline(true);
    }
    await vi.waitFor(() => expect(freshnessOf(client).failing).toBe(false));
    client.unmount();
  });
});
