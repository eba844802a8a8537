/**
 * The big screen's read calls (GET /api/screen/*, contract in src/domain/screen.ts): fetcher and
 * query options; keys nest under ['screen']. The wall display decides itself what a failure means
 * (it keeps the last figures and shows a stale marker, or a sign-in prompt), so these calls go
 * around the catalogue's toasts and redirects: they unwrap the envelope and throw ApiCallError.
 * A display link's token (`screen.html?k=`) goes with every call as the X-Screen-Token header.
 *
 * So they do not go through callApi: its verbs apply the catalogue (a 401 would sign out and leave
 * for /login). Each read's data is still typed by its contract (src/domain/calls/screen.ts). The
 * contracts and the schemas are imported as types only: early.ts sends the reads from this module
 * before zod and the rest of the screen's code have loaded.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallReply } from '@/domain/calls/call';
import type { screenCalls } from '@/domain/calls/screen';
import { SCREEN_API, SCREEN_TOKEN_HEADER, SCREEN_TOKEN_QUERY, type ScreenReadKey } from '@/domain/screenPaths';
import { ApiCallError, client, HTTP_TEXT, SUCCESS_CODE, TransportError } from './http';

let linkToken: string | null = null;

/** The display link's token of this page (null: use the signed-in session). */
export function setScreenLinkToken(token: string | null): void {
  linkToken = token && token.trim() ? token.trim() : null;
}
export const screenLinkToken = (): string | null => linkToken;

/** The token in a page's query string (`?k=`), or null. */
export function linkTokenFromSearch(search: string): string | null {
  const k = new URLSearchParams(search).get(SCREEN_TOKEN_QUERY);
  return k && k.trim() ? k.trim() : null;
}

export type ScreenParams = Readonly<Record<string, string | number>>;

/** What a read answers: its contract's reply. */
export type ScreenReply<K extends ScreenReadKey> = CallReply<(typeof screenCalls)[K]>;

export const screenKeys = {
  all: ['screen'] as const,
  one: (key: ScreenReadKey, params: ScreenParams = {}) => ['screen', key, params] as const,
};

function transportError(e: unknown): ApiCallError {
  if (e instanceof TransportError && e.kind === 'timeout') return new ApiCallError(0, HTTP_TEXT.timeout, 'timeout');
  if (!(e instanceof TransportError) || !e.response) return new ApiCallError(0, HTTP_TEXT.noResponse, 'network');
  const status = e.response.status;
  return new ApiCallError(status, status === 404 ? HTTP_TEXT.notFound : status >= 500 ? HTTP_TEXT.serverError : HTTP_TEXT.otherStatus, 'http');
}

/** `signal`: the query's abort signal, so a read the page no longer needs frees its connection. */
export async function fetchScreen<K extends ScreenReadKey>(key: K, params: ScreenParams = {}, signal?: AbortSignal): Promise<ScreenReply<K>> {
  let body: unknown;
  try {
    const res = await client.request({
      method: 'GET',
      url: SCREEN_API[key],
      params,
      signal,
      headers: linkToken ? { [SCREEN_TOKEN_HEADER]: linkToken } : undefined,
    });
    body = res.data;
  } catch (e) {
    throw transportError(e);
  }
  const env = body as { code?: unknown; msg?: unknown; data?: unknown; succeed?: unknown };
  if (typeof env !== 'object' || env === null || typeof env.code !== 'number') throw new ApiCallError(500, HTTP_TEXT.serverError, 'http');
  // The server's reply, as its contract declares it (tests/server/screen hold the server to the schemas).
  if (env.code === SUCCESS_CODE && env.succeed !== false) return env.data as ScreenReply<K>;
  throw new ApiCallError(env.code, typeof env.msg === 'string' && env.msg ? env.msg : HTTP_TEXT.serverError, 'body');
}

/** A read and its parameters, as the wall asks for it. */
export type ScreenRead = readonly [key: ScreenReadKey, params: ScreenParams];

const early = new Map<string, Promise<unknown>>();
const earlyKey = (key: ScreenReadKey, params: ScreenParams) => JSON.stringify([key, params]);

/**
 * Sends these reads now, before the page's queries exist (the wall sends the reads it made last
 * time while the rest of its code is still loading: src/screen/early.ts). The first query of each
 * read takes the answer on its way instead of asking again; later ones ask the server.
 */
export function sendEarlyReads(reads: readonly ScreenRead[]): void {
  for (const [key, params] of reads) {
    const k = earlyKey(key, params);
    if (early.has(k)) continue;
    const answer = fetchScreen(key, params);
    answer.catch(() => {}); // a failure reaches the query that takes it, not the console
    early.set(k, answer);
  }
}

/** Forgets the early reads nobody took (the layout no longer has them). */
export function dropEarlyReads(): void {
  early.clear();
}

function fetchOrTakeEarly<K extends ScreenReadKey>(key: K, params: ScreenParams, signal?: AbortSignal): Promise<ScreenReply<K>> {
  const k = earlyKey(key, params);
  const sent = early.get(k);
  if (!sent) return fetchScreen(key, params, signal);
  early.delete(k);
  // Sent by fetchScreen for the same key (earlyKey holds it).
  return sent as Promise<ScreenReply<K>>;
}

/**
 * Query options of one read. `staleTime: Infinity`: figures are refreshed by whoever shows them
 * (the wall's refresh timer, or a widget's own interval on an admin page), never by a remount.
 */
export const screenQuery = <K extends ScreenReadKey>(key: K, params: ScreenParams = {}) =>
  queryOptions({
    queryKey: screenKeys.one(key, params),
    queryFn: ({ signal }) => fetchOrTakeEarly(key, params, signal),
    staleTime: Infinity,
  });

export const screenAccessQuery = () =>
  queryOptions({
    queryKey: ['screen', 'access'] as const,
    queryFn: ({ signal }) => fetchOrTakeEarly('access', {}, signal),
    staleTime: Infinity,
    retry: false,
  });

/** What a chart widget's props say about its source (see src/ui/chart/screenData.ts). */
export interface ScreenSource {
  readonly endpoint: ScreenReadKey;
  readonly params: ScreenParams;
  readonly refreshSeconds: number;
}

/**
 * One read as a chart widget uses it: `select` picks and shapes its part of the reply (memoise it
 * with useCallback; results are structurally shared, so equal figures keep their identity and the
 * chart is not redrawn). With `managedRefresh` the page's own timer refreshes (the wall);
 * otherwise the widget refreshes every `refreshSeconds`.
 */
export function useScreenRead<T>(source: ScreenSource, select: (reply: unknown) => T, managedRefresh: boolean) {
  return useQuery({
    ...screenQuery(source.endpoint, source.params),
    select,
    refetchInterval: !managedRefresh && source.refreshSeconds > 0 ? source.refreshSeconds * 1000 : false,
  });
}
