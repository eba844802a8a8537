/**
 * The list's data: one page of the resource under the current filters (the search bar's and the
 * layout variables' of `filterFromVars`), the calls its actions make, and the lookups its file,
 * image and ref fields need (cached in the query cache under the looked-up resource's key).
 * A tree resource (`def.tree`) without any filter gets every row from its tree call instead.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { get, post, put, type Page } from '@/api/http';
import { publicConfigQuery } from '@/api/publicConfig';
import { searchGeo } from '@/api/lookups';
import { resourceLookups } from '@/api/resourceLookups';
import { createRecord, deleteRecords, exportRecords, fetchOne, pageQuery, resourceKeys, updateRecord, type Filters, type Row } from '@/api/resource';
import { getResource, type ResourceEntry } from '@/domain/resources';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { flattenTree } from '@/ui/resource/tree';
import { saveBlob } from '@/ui/saveBlob';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { ActionApi } from './actions/types';
import type { ResourceListConfig } from './index';

export interface ResourceListCalls {
  load: (id: number | string) => Promise<Row>;
  save: (body: Row, id: number | string | null) => Promise<Row>;
  remove: (ids: readonly (number | string)[]) => Promise<unknown>;
  exportFile: () => Promise<void>;
  /** What the extra row actions call (actions/*). */
  api: ActionApi;
}

export interface ResourceListData {
  entry: ResourceEntry;
  state: WidgetData<Page<Row>>;
  fetching: boolean;
  /** The page holds every row, to be shown as the definition's tree (a tree resource with no filter set). */
  tree: boolean;
  /** Label of the field a layout variable must fill before the list can show anything, else null. */
  waitingFor: string | null;
  /** Values of the variable-filtered fields: the defaults of a new record. */
  varValues: Readonly<Row>;
  /** Values the page's fixed `_eq` filters give every new record (left out of the form and the search bar). */
  fixedValues: Readonly<Row>;
  /** Fields the form leaves out: the registry's `formOmit` less the page's `formShow`, plus the fixed fields. */
  formOmit: readonly string[];
  pn: number;
  size: number;
  setPage: (pn: number, size: number) => void;
  setFilters: (filters: Filters) => void;
  /** Refetches every page of this resource (after a change). */
  refresh: () => Promise<void>;
  calls: ResourceListCalls;
  lookups: ResourceLookups;
}


const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The search.* filters and record defaults a list takes from layout variables, or the field still waiting for one. */
export function varFiltersOf(
  entry: ResourceEntry,
  filterFromVars: Readonly<Record<string, string>>,
  vars: Readonly<Record<string, unknown>>,
): { filters: Record<string, string>; values: Row; waitingFor: string | null } {
  const filters: Record<string, string> = {};
  const values: Row = {};
  let waitingFor: string | null = null;
  for (const [field, name] of Object.entries(filterFromVars)) {
    const v = vars[name];
    if (isEmpty(v)) waitingFor ??= (entry.def.fields[field]?.label ?? field).replace(/^所属/, '');
    else {
      filters[`search.${field}_eq`] = String(v);
      values[field] = v;
    }
  }
  return { filters, values, waitingFor };
}


/** A fixed filter's text as the field's value in a record (a number for a number field). */
function typedValue(type: string, text: string): unknown {
  if ((type === 'int' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'bool') return text === 'true' || text === '1';
  return text;
}

/**
 * The page's fixed filters (`filters`) as search.* parameters, and the values its `_eq` filters
 * give a new record (only fields of the resource a caller may write).
 */
export function fixedFiltersOf(entry: ResourceEntry, fixed: Readonly<Record<string, string>>): { filters: Record<string, string>; values: Row } {
  const filters: Record<string, string> = {};
  const values: Row = {};
  for (const [key, text] of Object.entries(fixed)) {
    filters[`search.${key}`] = text;
    const m = /^(.+)_eq$/.exec(key);
    const field = m && Object.prototype.hasOwnProperty.call(entry.def.fields, m[1]) ? entry.def.fields[m[1]] : undefined;
    if (m && field && !field.readOnly) values[m[1]] = typedValue(field.type, text);
  }
  return { filters, values };
}

/** The fields the page's form leaves out: the registry's less what the page shows, plus what its filters fix. */
export function formOmitOf(entry: ResourceEntry, formShow: readonly string[], fixedValues: Readonly<Row>): string[] {
  return [...new Set([...(entry.formOmit ?? []).filter((n) => !formShow.includes(n)), ...Object.keys(fixedValues)])];
}

/**
 * The call a list asks for every row of a tree resource, or null for the paged list: a tree needs
 * all rows, and any filter (searched, or from a variable) makes a list (a tree call need not honour search.*).
 */
export function treeCallOf(entry: ResourceEntry, filters: Filters): string | null {
  return entry.def.tree && Object.keys(filters).length === 0 ? (entry.def.tree.call ?? 'lst') : null;
}

/** Every row of a tree resource as its tree call answers them (flat or nested), as one unpaged page. */
export async function fetchTreeRows(prefix: string, call: string): Promise<Page<Row>> {
  const rows = flattenTree(await post<Row[]>(`${prefix}/${call}`));
  return { content: rows, totalElements: rows.length, number: 0, size: rows.length, totalPages: 1 };
}

export function useData(config: ResourceListConfig, vars: Readonly<Record<string, unknown>> = {}): ResourceListData {
  const entry = getResource(config.resource);
  const { prefix } = entry;
  const fromVars = varFiltersOf(entry, config.filterFromVars, vars);
  const fixed = fixedFiltersOf(entry, config.filters);
  // The view keys what the dialog omits by content, so a new array here costs nothing.
  const formOmit = formOmitOf(entry, config.formShow, fixed.values);
  const varKey = JSON.stringify(fromVars.filters);
  // The page number belongs to one selection: another master row starts from page 1.
  const [paging, setPaging] = useState({ varKey, pn: 1 });
  const pn = paging.varKey === varKey ? paging.pn : 1;
  const [size, setSize] = useState(config.pageSize);
  const [filters, setFiltersState] = useState<Filters>({});
  // The page's own filters last: the search bar never widens what the page is about.
  const allFilters = { ...filters, ...fromVars.filters, ...fixed.filters };
  const treeCall = treeCallOf(entry, allFilters);
  const ready = fromVars.waitingFor === null;
  // Asked again whenever the list comes into view (stale at once), as a record is: back on a list
  // after work elsewhere, a person sees the rows as others have left them, not as they were.
  const pageResult = useQuery({ ...pageQuery(prefix, { pn, size, filters: allFilters }), staleTime: 0, enabled: ready && treeCall === null });
  const treeResult = useQuery({
    queryKey: [...resourceKeys.all(prefix), 'tree', treeCall],
    queryFn: () => fetchTreeRows(prefix, treeCall ?? 'lst'),
    staleTime: 0,
    enabled: ready && treeCall !== null,
  });
  const query = treeCall === null ? pageResult : treeResult;
  const client = useQueryClient();

  // Plain functions: the React Compiler memoises them.
  const setPage = (p: number, s: number) => {
    // A new page size starts from the first page, as the spec's pager does.
    setPaging({ varKey, pn: s === size ? p : 1 });
    setSize(s);
  };
  const setFilters = (f: Filters) => {
    setFiltersState(f);
    setPaging({ varKey, pn: 1 });
  };
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.all(prefix) });

  // Every change the list makes is a mutation: saving a record, deleting, and a row action's call.
  const saveMutation = useMutation({ mutationFn: ({ body, id }: { body: Row; id: number | string | null }) => (id === null ? createRecord(prefix, body) : updateRecord(prefix, id, body)) });
  const removeMutation = useMutation({ mutationFn: (ids: readonly (number | string)[]) => deleteRecords(prefix, ids) });
  const actionMutation = useMutation({ mutationFn: ({ method, url, body }: { method: 'post' | 'put'; url: string; body?: unknown }) => (method === 'post' ? post<unknown>(url, body) : put<unknown>(url, body)) });
  const runAction = actionMutation.mutateAsync;

  const api = useMemo<ActionApi>(
    () => ({
      prefix,
      get: <T,>(url: string, params?: Record<string, unknown>) => get<T>(url, params),
      read: <T,>(url: string, body?: unknown) => post<T>(url, body),
      post: <T,>(url: string, body?: unknown) => runAction({ method: 'post', url, body }) as Promise<T>,
      put: <T,>(url: string, body?: unknown) => runAction({ method: 'put', url, body }) as Promise<T>,
    }),
    [prefix, runAction],
  );

  // Only a resource with a map-picked address needs the map provider's settings.
  const hasMap = Object.values(entry.def.fields).some((f) => f.map);
  const tileTemplate = useQuery({ ...publicConfigQuery, enabled: hasMap }).data?.map?.tileUrl ?? null;

  const lookups = useMemo<ResourceLookups>(() => ({ ...resourceLookups(client), map: { search: searchGeo, tileTemplate } }), [client, tileTemplate]);

  const calls: ResourceListCalls = {
    load: (id) => fetchOne(prefix, id),
    // A new record is one of what the page shows: the fixed fields' values go with it.
    save: (body, id) => saveMutation.mutateAsync({ body: id === null ? { ...body, ...fixed.values } : body, id }),
    remove: (ids) => removeMutation.mutateAsync(ids),
    exportFile: async () => saveBlob(await exportRecords(prefix, allFilters), `${config.title ?? entry.def.title}.xlsx`),
    api,
  };

  return {
    entry,
    state: fromQuery(query),
    fetching: query.isFetching,
    tree: treeCall !== null,
    waitingFor: fromVars.waitingFor,
    varValues: fromVars.values,
    fixedValues: fixed.values,
    formOmit,
    pn,
    size,
    setPage,
    setFilters,
    refresh,
    calls,
    lookups,
  };
}
