/**
 * The wall's one refresh timer and its view of how fresh the figures are.
 *
 * Every `intervalMs` all /api/screen/* queries on the page are refetched together (one timer, not
 * one per widget). While the page is hidden the timer is stopped; when it shows again an overdue
 * refresh runs at once. The staleness watch reads the query cache: the time of the last successful
 * read, whether the latest attempt of any read failed (the widgets keep their last figures; the
 * frame shows the stale marker), and whether the failure is a refusal (401/403: the link was
 * revoked or the session ended) rather than an outage.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from '@/api/http';
import { screenKeys } from '@/api/screenData';

export const refreshStats = { cycles: 0 };

export function useScreenRefresh(client: QueryClient, intervalMs: number): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = Date.now();
    const schedule = (ms: number) => {
      timer = setTimeout(tick, ms);
    };
    function tick() {
      timer = undefined;
      if (document.hidden) return;
      last = Date.now();
      refreshStats.cycles += 1;
      void client.refetchQueries({ queryKey: screenKeys.all, type: 'active' });
      schedule(intervalMs);
    }
    const onVisibility = () => {
      if (document.hidden) {
        if (timer) clearTimeout(timer);
        timer = undefined;
      } else if (!timer) {
        const due = intervalMs - (Date.now() - last);
        if (due <= 0) tick();
        else schedule(due);
      }
    };
    if (!document.hidden) schedule(intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, intervalMs]);
}

export interface Freshness {
  /** ms since epoch of the latest successful read, 0 before the first. */
  readonly lastSuccess: number;
  /** The latest attempt of some read failed. */
  readonly failing: boolean;
  /** The failure is a refusal: 401 (no session / link invalid) or 403 (not management). */
  readonly refused: { readonly code: number; readonly message: string } | null;
}

export function freshnessOf(client: QueryClient): Freshness {
  let lastSuccess = 0;
  let failing = false;
  let refused: Freshness['refused'] = null;
  for (const q of client.getQueryCache().findAll({ queryKey: screenKeys.all })) {
    lastSuccess = Math.max(lastSuccess, q.state.dataUpdatedAt);
    if (q.state.status === 'error') {
      failing = true;
      const e = q.state.error;
      if (e instanceof ApiCallError && e.kind === 'body' && (e.code === 401 || e.code === 403)) refused = { code: e.code, message: e.message };
    }
  }
  return { lastSuccess, failing, refused };
}

export function useFreshness(client: QueryClient): Freshness {
  const key = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => {
      const f = freshnessOf(client);
      return JSON.stringify(f);
    },
  );
  return JSON.parse(key) as Freshness;
}
