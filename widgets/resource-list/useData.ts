/** The list's data: one page of the resource under the current filters, and the calls its actions make. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { post, type Page } from '@/api/http';
import { createRecord, deleteRecords, exportRecords, fetchList, fetchOne, pageQuery, resourceKeys, updateRecord, type Filters, type Row } from '@/api/resource';
import { getResource, type ResourceEntry } from '@/domain/resources';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { ResourceListConfig } from './index';
import type { RoleOption } from './rowActions';

export interface ResourceListCalls {
  load: (id: number | string) => Promise<Row>;
  save: (body: Row, id: number | string | null) => Promise<Row>;
  remove: (ids: readonly (number | string)[]) => Promise<unknown>;
  exportFile: () => Promise<void>;
  /** Users only. */
  disable: (id: number, disabled: boolean) => Promise<unknown>;
  resetPwd: (id: number) => Promise<string | null>;
  roles: () => Promise<RoleOption[]>;
  grant: (userId: number, roleCodes: readonly string[]) => Promise<unknown>;
}

export interface ResourceListData {
  entry: ResourceEntry;
  state: WidgetData<Page<Row>>;
  fetching: boolean;
  pn: number;
  size: number;
  setPage: (pn: number, size: number) => void;
  setFilters: (filters: Filters) => void;
  /** Refetches every page of this resource (after a change). */
  refresh: () => Promise<void>;
  calls: ResourceListCalls;
}

/** Saves a blob as a file through a temporary link (the browser's download). */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useData(config: ResourceListConfig): ResourceListData {
  const entry = getResource(config.resource);
  const { prefix } = entry;
  const [pn, setPn] = useState(1);
  const [size, setSize] = useState(config.pageSize);
  const [filters, setFiltersState] = useState<Filters>({});
  const query = useQuery(pageQuery(prefix, { pn, size, filters }));
  const client = useQueryClient();

  // Plain functions: the React Compiler memoises them.
  const setPage = (p: number, s: number) => {
    // A new page size starts from the first page, as the spec's pager does.
    setPn(s === size ? p : 1);
    setSize(s);
  };
  const setFilters = (f: Filters) => {
    setFiltersState(f);
    setPn(1);
  };
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys.all(prefix) });

  const calls: ResourceListCalls = {
    load: (id) => fetchOne(prefix, id),
    save: (body, id) => (id === null ? createRecord(prefix, body) : updateRecord(prefix, id, body)),
    remove: (ids) => deleteRecords(prefix, ids),
    exportFile: async () => download(await exportRecords(prefix, filters), `${config.title ?? entry.def.title}.xlsx`),
    disable: (id, disabled) => post(`${prefix}/disable`, { ids: String(id), disabled }),
    resetPwd: async (id) => (await post<{ password: string } | null>(`${prefix}/resetPwd`, { id }))?.password ?? null,
    roles: () => fetchList<RoleOption>('/api/sysrole'),
    grant: (userId, roleCodes) => post(`${prefix}/grantRole`, { userId, roleCodes: roleCodes.join(',') }),
  };

  return { entry, state: fromQuery(query), fetching: query.isFetching, pn, size, setPage, setFilters, refresh, calls };
}
