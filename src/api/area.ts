/**
 * The division browser's calls (calls document §7.2): children of a division (POST /api/addvcd/async),
 * a division's chain from the province (GET /api/addvcd/pLst/{id}) and the reload from the
 * division package (POST /api/addvcd/sync). Keys nest under ['areaAdmin'].
 */
import { queryOptions } from '@tanstack/react-query';
import { areaCalls } from '@/domain/calls/area';
import type { CallReply } from '@/domain/calls/call';
import { callApi } from './call';

export type AreaSyncResult = CallReply<typeof areaCalls.sync>;

export const areaAdminKeys = {
  all: ['areaAdmin'] as const,
  children: (pid: string | null) => ['areaAdmin', 'children', pid ?? ''] as const,
};

export const fetchAreaNodes = (pid: string | null) => callApi(areaCalls.children, { paramSet: { pid: pid ?? '' } });
export const fetchAreaChain = (id: string) => callApi(areaCalls.chain, { pathParams: { id } });
export const syncAreas = () => callApi(areaCalls.sync, {});

export const areaChildrenQuery = (pid: string | null) => queryOptions({ queryKey: areaAdminKeys.children(pid), queryFn: () => fetchAreaNodes(pid) });
