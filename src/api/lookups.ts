/**
 * The lookups behind the shared form inputs (calls document §7.2, §7.5) and the hooks that bind
 * them to the presentational inputs of src/ui/inputs, which take loader functions as props:
 *   uploadFile            POST /api/file/upload (multipart `file`, `?type=<group>`) -> {id, name, url, size, ext}
 *   fetchAreaChildren     POST /api/addvcd/async (pid; none = provinces) -> area nodes with `leaf`
 *   fetchProductTypes     POST /api/pro/category/lst (search.level_lte) -> the product-type tree
 *   searchEnterprises     POST /api/sysorg/page (page 1, size 50, name_like, type_like=3) -> {id, name}
 *   searchGeo             POST /api/geo/search (keyword, page.pn, page.size) -> the map picker's hits
 * Area children are cached in localStorage for 7 days (catalogue: "Area cache 604800000 ms"); an
 * area load failure is only logged and leaves the list empty (error catalogue §8).
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { catalogueCalls } from '@/domain/calls/catalogue';
import { fileCalls } from '@/domain/calls/file';
import { resourceCalls } from '@/domain/calls/resource';
import type { AreaNode } from '@/domain/resources/area';
import type { FileInfo } from '@/domain/resources/file';
import { ORG_PREFIX, orgResource } from '@/domain/resources/org';
import type { UploadType } from '@/domain/upload';
import { fetchAreaNodes } from './area';
import { callApi, type CallApiOptions } from './call';

export const AREA_CACHE_MS = 604_800_000;
export const ENTERPRISE_PAGE_SIZE = 50;
/** Organisation type code of enterprises (code list orgType). */
export const ENTERPRISE_ORG_TYPE = orgTypeValue(ORG_TYPE.enterprise);

export const lookupKeys = {
  all: ['lookup'] as const,
  productTypes: (levelLte: number) => ['lookup', 'productTypes', { levelLte }] as const,
};

/** Uploads one file; the http client toasts the server's message on failure (and the call rejects). */
export function uploadFile(file: Blob, type?: UploadType, name?: string, options?: CallApiOptions): Promise<FileInfo> {
  const form = new FormData();
  form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
  return callApi(fileCalls.upload, { body: form, query: type ? { type } : {} }, options);
}

/** One page of the map picker's search over known places and areas (and the online geocoder when configured). */
export const searchGeo = (keyword: string, pn: number, size: number) =>
  callApi(catalogueCalls.geoSearch, { paramSet: { keyword, 'page.pn': pn, 'page.size': size } });

export const fetchAreaChildren = fetchAreaNodes;

export const fetchProductTypes = (levelLte: number) => callApi(catalogueCalls.categoryLst, { paramSet: { 'search.level_lte': levelLte } }, { paramSetIn: 'body' });

const orgCalls = resourceCalls(orgResource, ORG_PREFIX);

export interface EnterpriseOption {
  readonly id: number;
  readonly name: string;
}

export async function searchEnterprises(name: string): Promise<EnterpriseOption[]> {
  const paramSet = { 'page.pn': 1, 'page.size': ENTERPRISE_PAGE_SIZE, 'search.name_like': name, 'search.type_like': ENTERPRISE_ORG_TYPE };
  const page = await callApi(orgCalls.page, { paramSet }, { paramSetIn: 'body' });
  return page.content.map(({ id, name: n }) => ({ id, name: n }));
}

// ---- the area cache -------------------------------------------------------------------------

interface CachedAreas {
  readonly at: number;
  readonly nodes: AreaNode[];
}

const areaCacheKey = (pid: string | null) => `zp:area:${pid ?? 'root'}`;

function readAreaCache(pid: string | null, now: number, storage: Storage): AreaNode[] | null {
  try {
    const raw = storage.getItem(areaCacheKey(pid));
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedAreas;
    return now - cached.at < AREA_CACHE_MS && Array.isArray(cached.nodes) ? cached.nodes : null;
  } catch {
    return null; // a corrupt entry is refetched, not fatal
  }
}

function writeAreaCache(pid: string | null, nodes: AreaNode[], now: number, storage: Storage): void {
  try {
    storage.setItem(areaCacheKey(pid), JSON.stringify({ at: now, nodes } satisfies CachedAreas));
  } catch {
    // A full or disabled storage only costs a refetch next time.
  }
}

/**
 * Area children, from the 7-day cache or the server. Never rejects: a failure is logged and yields
 * an empty list (catalogue: "Area load failure: logged, list left empty"). Failures are not cached.
 */
export async function loadAreaChildren(
  pid: string | null,
  fetcher: (pid: string | null) => Promise<AreaNode[]> = fetchAreaChildren,
  storage: Storage = localStorage,
  now: () => number = Date.now,
): Promise<AreaNode[]> {
  const hit = readAreaCache(pid, now(), storage);
  if (hit) return hit;
  try {
    const nodes = await fetcher(pid);
    writeAreaCache(pid, nodes, now(), storage);
    return nodes;
  } catch (e) {
    console.error('area load failed', pid, e);
    return [];
  }
}

/** The `loadChildren` prop of AreaCascader. */
export const useAreaLoader = () => useCallback((pid: string | null) => loadAreaChildren(pid), []);

// ---- product types and enterprises -------------------------------------------------------------

/** Category levels the product-type cascader shows (type, category, sub-category). */
export const PRODUCT_TYPE_LEVELS = 3;

export const productTypesQuery = (levelLte: number = PRODUCT_TYPE_LEVELS) =>
  queryOptions({
    queryKey: lookupKeys.productTypes(levelLte),
    queryFn: () => fetchProductTypes(levelLte),
    // The tree changes rarely; one load per session is enough.
    staleTime: Infinity,
  });

/** The `loader` prop of ProductTypeCascader, served from the query cache. */
export function useProductTypeLoader(levelLte: number = PRODUCT_TYPE_LEVELS) {
  const qc = useQueryClient();
  return useCallback(() => qc.fetchQuery(productTypesQuery(levelLte)), [qc, levelLte]);
}

/** The `search` prop of EnterpriseAutocomplete (the input itself debounces). */
export const useEnterpriseSearch = () => useCallback((name: string) => searchEnterprises(name), []);

/** The `upload` prop of FileUpload / ImageUpload for an upload type group. */
export const useUploader = (type?: UploadType) => useCallback((file: File) => uploadFile(file, type), [type]);
