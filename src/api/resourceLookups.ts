/** The lookups of the schema-driven table and form, bound to a query client (one builder for every list and record page). */
import type { QueryClient } from '@tanstack/react-query';
import { offerCall, resourceCalls } from '@/domain/calls/resource';
import type { FieldRef } from '@/domain/resource';
import { getResource, RESOURCES, type ResourceName } from '@/domain/resources';
import type { UploadType } from '@/domain/upload';
import { callApi } from './call';
import { loadAreaChildren, uploadFile } from './lookups';
import { fetchList, resourceKeys } from './resource';

const fileCalls = resourceCalls(RESOURCES.filebaseinfo.def, RESOURCES.filebaseinfo.prefix);
/** How long a picker's options and file names are taken from the cache. */
const STALE_LOOKUP_MS = 60_000;

/**
 * What the schema-driven table and form look up (file names, a reference's options, uploads, an
 * area's children), bound to a query client. Shaped as src/ui/resource/lookups.tsx
 * `ResourceLookups` (matched by shape: src/api does not import src/ui); every list and record page
 * hands it to `ResourceLookupsProvider`. Option lookups are silent: a picker the caller may not use
 * stays empty instead of toasting a refusal.
 */
export function resourceLookups(client: QueryClient) {
  return {
    upload: async (file: File, type: UploadType) => {
      const f = await uploadFile(file, type);
      return { id: f.id, url: f.url, name: f.name };
    },
    files: async (ids: readonly string[]) => {
      const params = { 'search.id_in': ids.join(',') };
      const rows = await client.fetchQuery({
        queryKey: [...resourceKeys.all(RESOURCES.filebaseinfo.prefix), 'lst', params],
        queryFn: () => callApi(fileCalls.lst, { paramSet: params }, { paramSetIn: 'body' }),
        staleTime: STALE_LOOKUP_MS,
      });
      return rows.map((f) => ({ id: f.id, url: f.url, name: f.name }));
    },
    options: async (ref: FieldRef, params: Readonly<Record<string, string>>) => {
      if (!Object.prototype.hasOwnProperty.call(RESOURCES, ref.resource)) return [];
      const target = getResource(ref.resource as ResourceName);
      const rows = await client.fetchQuery({
        queryKey: [...resourceKeys.all(target.prefix), 'lst', params],
        queryFn: () => fetchList(target.prefix, params, { silent: true }),
        staleTime: STALE_LOOKUP_MS,
      });
      const value = ref.value ?? 'id';
      const label = ref.label ?? 'name';
      // One option per value: a ref by a non-unique field (a person's name, listed once per qualification) lists it once.
      const seen = new Set<string>();
      return rows.flatMap((r) => {
        const v = r[value] as string | number;
        if (seen.has(String(v))) return [];
        seen.add(String(v));
        return [{ value: v, label: String(r[label] ?? v) }];
      });
    },
    offer: (path: string, params: Readonly<Record<string, string>>) =>
      // Fresh each time the form asks: what may be applied for changes with every application.
      client.fetchQuery({ queryKey: ['offer', path, params], queryFn: () => callApi(offerCall(path), { query: params }, { silent: true }), staleTime: 0 }),
    areaChildren: (pid: string | null) => loadAreaChildren(pid),
  };
}
