/**
 * Generic fetchers of the resource engine (calls document §7 conventions): page and lst are POST
 * with `page.*` / `search.*` parameters, get is GET {prefix}/{id}, create PUT {prefix}, update
 * PUT {prefix}/{id}, delete DELETE {prefix}?ids=, export POST {prefix}/export (an .xlsx blob).
 * Keys nest under ['resource', prefix].
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { engineCalls } from '@/domain/calls/resource';
import { callApi, fileApi } from './call';
import type { CallOptions } from './http';

export type Row = Record<string, unknown>;
/** `search.<field>_<op>` -> value; empty values are left out by the caller. */
export type Filters = Readonly<Record<string, unknown>>;

export interface PageQuery {
  readonly pn: number;
  readonly size: number;
  readonly filters: Filters;
}

export const resourceKeys = {
  all: (prefix: string) => ['resource', prefix] as const,
  page: (prefix: string, q: PageQuery) => ['resource', prefix, 'page', q] as const,
  one: (prefix: string, id: number | string) => ['resource', prefix, id] as const,
};

const enginesAt = new Map<string, ReturnType<typeof engineCalls>>();
/** The engine's calls at a prefix named at run time, made once per prefix. */
function callsAt(prefix: string) {
  let calls = enginesAt.get(prefix);
  if (!calls) enginesAt.set(prefix, (calls = engineCalls(prefix)));
  return calls;
}

const pageParams = (q: PageQuery) => ({ 'page.pn': q.pn, 'page.size': q.size, ...q.filters });

export const fetchPage = (prefix: string, q: PageQuery) => callApi(callsAt(prefix).page, { paramSet: pageParams(q) });
/** The unpaged list; its parameters travel in the body (a lookup's `search.id_in` may name a page's worth of ids). */
export const fetchList = (prefix: string, params: Filters = {}, opts?: CallOptions) => callApi(callsAt(prefix).lst, { paramSet: { ...params } }, { ...opts, paramSetIn: 'body' });
export const fetchOne = (prefix: string, id: number | string, opts?: CallOptions) => callApi(callsAt(prefix).get, { pathParams: { id } }, opts);
/** Form calls are silent: the dialog shows the server's message itself. */
export const createRecord = (prefix: string, body: Row) => callApi(callsAt(prefix).create, { body }, { silent: true });
export const updateRecord = (prefix: string, id: number | string, body: Row) => callApi(callsAt(prefix).update, { pathParams: { id }, body }, { silent: true });
export const deleteRecords = (prefix: string, ids: readonly (number | string)[]) => callApi(callsAt(prefix).delete, { paramSet: { ids: ids.join(',') } });

/** The current query (same filters, no paging) as an .xlsx file. */
export const exportRecords = (prefix: string, filters: Filters): Promise<Blob> => fileApi(callsAt(prefix).export, { paramSet: { ...filters } });

export const pageQuery = (prefix: string, q: PageQuery) =>
  queryOptions({
    queryKey: resourceKeys.page(prefix, q),
    queryFn: () => fetchPage(prefix, q),
    // Paging and searching keep the old rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
