/**
 * The typed fetcher: a call made through its contract (src/domain/calls), so the path, the parts it
 * takes and the data it answers are the server's own declaration. Path parameters fill the path;
 * a parameter set travels as the query string (the spec sends lst/page parameters so).
 */
import type { CallArgs, CallDef, CallReply } from '@/domain/calls/call';
import { call as send, type CallOptions } from './http';

/** The path with its `:name` parameters filled in. */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(v));
  });
}

type Parts = { pathParams?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; paramSet?: Record<string, unknown> };

export function callApi<C extends CallDef>(c: C, args: CallArgs<C>, opts?: CallOptions): Promise<CallReply<C>> {
  const parts = args as Parts;
  return send<CallReply<C>>({
    ...opts,
    method: c.method,
    url: pathOf(c.path, parts.pathParams),
    params: parts.query ?? parts.paramSet,
    data: parts.body,
  });
}
