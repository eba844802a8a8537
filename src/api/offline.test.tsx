import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './http';
import { isNoResponse, useOfflineMutation, useOnline } from './offline';
import { createQueryClient } from './queryClient';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.useRealTimers();
});

describe('a write made on site while the network comes and goes', () => {
  it('waits while offline and is sent, once, when the network returns', async () => {
    const send = vi.fn(async (text: string) => ({ saved: text }));
    const { result } = renderHook(() => ({ online: useOnline(), m: useOfflineMutation({ mutationFn: send }) }), { wrapper });
    expect(result.current.online).toBe(true);

    act(() => onlineManager.setOnline(false));
    expect(result.current.online).toBe(false);
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.m.mutateAsync('现场观察');
    });
    await waitFor(() => expect(result.current.m.isPaused).toBe(true));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.m.isPending).toBe(true);

    act(() => onlineManager.setOnline(true));
    await expect(done).resolves.toEqual({ saved: '现场观察' });
    await waitFor(() => expect(result.current.m.isSuccess).toBe(true));
    expect(result.current.m.isPaused).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is sent at once while online, and a refusal is not tried again', async () => {
    const refuse = vi.fn(async () => {
      throw new ApiCallError(400, '日期：请输入日期', 'body');
    });
    const { result } = renderHook(() => useOfflineMutation({ mutationFn: refuse }), { wrapper });
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(refuse).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.error?.message).toBe('日期：请输入日期'));
  });

  it('tries again after a request that got no answer, then shows the failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const lost = vi.fn(async () => {
      throw new ApiCallError(0, '后台服务访问异常', 'network');
    });
    const { result } = renderHook(() => useOfflineMutation({ mutationFn: lost }), { wrapper });
    const done = result.current.mutateAsync(undefined).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBeInstanceOf(ApiCallError);
    expect(lost).toHaveBeenCalledTimes(3);
    expect([isNoResponse(new ApiCallError(0, '请求超时', 'timeout')), isNoResponse(new ApiCallError(0, 'x', 'network'))]).toEqual([false, true]);
  });
});
