/**
 * The typed fetcher: a call made through its contract (src/domain/calls), so the path, the parts it
 * takes and the data it answers are the server's own declaration. Path parameters fill the path;
 * a parameter set travels as the query string (the spec sends lst/page parameters so), or in a
 * POST's or PUT's body where the caller asks for it (a long list of ids).
 */
import type { z } from 'zod';
import type { CallArgs, CallDef, CallReply, generatedFile } from '@/domain/calls/call';
import type { CallRoute, RouteTo } from '@/domain/calls/route';
import { call, del, fileOrRefusal, get, post, put, type CallOptions } from './http';

/** The path with its `:name` parameters filled in. */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(v));
  });
}

type Parts = { pathParams?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; paramSet?: Record<string, unknown> };

/** Drops trailing undefined arguments, so a call reads as the verbs are called by hand. */
const trimmed = (args: unknown[]) => {
  while (args.length && args[args.length - 1] === undefined) args.pop();
  return args;
};

export interface CallApiOptions extends CallOptions {
  /**
   * Where a POST's or PUT's parameter set travels: the query string (the default) or the body, for
   * a set that may be long (a page's worth of ids to look up). The server reads either.
   */
  readonly paramSetIn?: 'query' | 'body';
}

/** Where each part of a call's arguments travels: the filled path, the body and the query string. */
function requestOf(c: CallRoute, args: unknown, paramSetIn: CallApiOptions['paramSetIn']) {
  const parts = args as Parts;
  const url = pathOf(c.path, parts.pathParams);
  const setInBody = paramSetIn === 'body' && parts.paramSet !== undefined && parts.body === undefined;
  if (setInBody && (c.method === 'GET' || c.method === 'DELETE')) throw new Error(`${c.method} ${c.path}: a ${c.method} has no body for its parameters`);
  const body = setInBody ? parts.paramSet : parts.body;
  const params = parts.query ?? (setInBody ? undefined : parts.paramSet);
  return { url, body, params };
}

/**
 * A download through its contract (one declaring `file: true`): the bytes, a File named as the
 * server named it, or the server's refusal as the catalogue says.
 */
export async function fileApi<C extends CallDef & { readonly file: true }>(c: C, args: CallArgs<C>, options?: CallApiOptions): Promise<Blob> {
  const { paramSetIn, silent = false, ...rest } = options ?? {};
  const { url, body, params } = requestOf(c, args, paramSetIn);
  const blob = await call<Blob>({ ...rest, silent, method: c.method, url, data: body, params, responseType: 'blob' });
  return fileOrRefusal(blob, silent);
}

/**
 * A downloaded file as a link the page can show beside its button (as a generated document's): the
 * bytes behind an object URL, under the server's name for them.
 */
export function linkTo(blob: Blob, fallbackName: string): z.output<typeof generatedFile> {
  return { id: 0, name: blob instanceof File && blob.name ? blob.name : fallbackName, url: URL.createObjectURL(blob) };
}

/**
 * Sends through the verb helpers (get, post, put, del): one path for every request, and the one a
 * component test stands in for when it mocks the server's answers. A call goes by its contract, or
 * by its route where the page must not load the contract's schemas (src/domain/calls/route.ts).
 */
export function callApi<C extends CallDef>(c: C | RouteTo<C>, args: CallArgs<C>, options?: CallApiOptions): Promise<CallReply<C>> {
  const { paramSetIn, ...rest } = options ?? {};
  const opts: CallOptions | undefined = Object.keys(rest).length ? rest : undefined;
  const { url, body, params } = requestOf(c, args, paramSetIn);
  type Reply = Promise<CallReply<C>>;
  switch (c.method) {
    case 'GET':
      return (get as (...a: unknown[]) => Reply)(...trimmed([url, params, opts]));
    case 'DELETE':
      return (del as (...a: unknown[]) => Reply)(...trimmed([url, params, opts]));
    case 'POST':
      return (post as (...a: unknown[]) => Reply)(...trimmed([url, body, params, opts]));
    case 'PUT':
      return (put as (...a: unknown[]) => Reply)(...trimmed([url, body, params ? { ...opts, params } : opts]));
  }
}
