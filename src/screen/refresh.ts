/**
 * The wall's one refresh timer and its view of how fresh the figures are.
 *
 * Every `intervalMs` (counted from the end of the previous refresh) all /api/screen/* queries on the
 * page are refetched together (one timer, not one per widget). While the page is hidden the timer is stopped; when it shows again an overdue
 * refresh runs at once. The staleness watch reads the query cache: the time of the last successful
 * read, whether the latest attempt of any read failed (the widgets keep their last figures; the
 * frame shows the stale marker; a read paused because the browser is offline counts as failing), and whether the failure is a refusal (401/403: the link was
 * revoked or the session ended) rather than an outage.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from '@/api/http';
import { screenKeys } from '@/api/screenData';

/** Refresh cycles completed so far (every read of the wall answered or failed); read by the benchmarks. */
export const refreshStats = { cycles: 0 };

/**
 * One refresh at a time: the next interval starts when the previous refresh has settled, and a read
 * still in flight is not asked again (`cancelRefetch: false`). A slow or overloaded server therefore
 * never gets a growing backlog of requests from the wall (each one an XHR and a promise held in
 * memory until it is answered); with a fast server this is the same as a fixed rate.
 */
export function useScreenRefresh(client: QueryClient, intervalMs: number): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;
    let last = Date.now();
    const schedule = (ms: number) => {
      timer = setTimeout(tick, ms);
    };
    function tick() {
      timer = undefined;
      if (document.hidden || running) return;
      last = Date.now();
      running = true;
      const done = () => {
        running = false;
        refreshStats.cycles += 1;
        if (!stopped && !document.hidden && !timer) schedule(intervalMs);
      };
      // refetchQueries never rejects for a failed read (throwOnError is off); a failure shows as the stale marker.
      client.refetchQueries({ queryKey: screenKeys.all, type: 'active' }, { cancelRefetch: false }).then(done, done);
    }
    const onVisibility = () => {
      if (document.hidden) {
        if (timer) clearTimeout(timer);
        timer = undefined;
      } else if (!timer && !running) {
        const due = intervalMs - (Date.now() - last);
        if (due <= 0) tick();
        else schedule(due);
      }
    };
    if (!document.hidden) schedule(intervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, intervalMs]);
}

export interface Freshness {
  /** ms since epoch of the latest successful read, 0 before the first. */
  readonly lastSuccess: number;
  /** The latest attempt of some read failed, or waits for the network to come back. */
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
    // Offline, a read pauses until the network returns instead of failing: its figure is getting old all the same.
    if (q.state.fetchStatus === 'paused') failing = true;
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
