/**
 * The division browser's calls (calls document §7.2): children of a division (POST /api/addvcd/async),
 * a division's chain from the province (GET /api/addvcd/pLst/{id}) and the reload from the
 * division package (POST /api/addvcd/sync). Keys nest under ['areaAdmin'].
 */
import { queryOptions } from '@tanstack/react-query';
import type { AreaNode } from '@/domain/resources/area';
import { get, post } from './http';

export interface AreaSyncResult {
  total: number;
  inserted: number;
  syncTime: string;
}

export const areaAdminKeys = {
  all: ['areaAdmin'] as const,
  children: (pid: string | null) => ['areaAdmin', 'children', pid ?? ''] as const,
};

export const fetchAreaNodes = (pid: string | null) => post<AreaNode[]>('/api/addvcd/async', { pid: pid ?? '' });
export const fetchAreaChain = (id: string) => get<AreaNode[]>(`/api/addvcd/pLst/${encodeURIComponent(id)}`);
export const syncAreas = () => post<AreaSyncResult>('/api/addvcd/sync');

export const areaChildrenQuery = (pid: string | null) => queryOptions({ queryKey: areaAdminKeys.children(pid), queryFn: () => fetchAreaNodes(pid) });
