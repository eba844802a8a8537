/**
 * For tests that stand in for the server with mocks of the http verbs (get, post, put, del): the
 * typed fetcher (src/api/call.ts) sends through `call`, so a test's mock of `call` answers by the
 * verb mock of the request's method, given the verb's own arguments.
 */
import type { CallOptions } from '../http';

type Verb = (...args: unknown[]) => unknown;
export interface VerbMocks {
  readonly get?: Verb;
  readonly post?: Verb;
  readonly put?: Verb;
  readonly del?: Verb;
}

export function callThroughVerbs(verbs: VerbMocks) {
  return (o: CallOptions): unknown => {
    const verb = o.method === 'GET' ? verbs.get : o.method === 'POST' ? verbs.post : o.method === 'PUT' ? verbs.put : o.method === 'DELETE' ? verbs.del : undefined;
    if (!verb) throw new Error(`no mock for ${String(o.method)} ${String(o.url)}`);
    const { method: _m, url, params, data, ...opts } = o;
    if (o.method === 'GET' || o.method === 'DELETE') return verb(url, params, opts);
    if (o.method === 'POST') return verb(url, data, params, opts);
    return verb(url, data, opts);
  };
}
