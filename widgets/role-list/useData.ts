/** The role list's data: the roles with user counts, a role's menus, and granting menus to it. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRoleMenus, grantRoleMenus, roleKeys, rolesQuery, type RoleMenus, type RoleRow } from '@/api/roles';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { RoleListConfig } from './index';

export interface RoleListData {
  state: WidgetData<RoleRow[]>;
  loadMenus: (roleId: number) => Promise<RoleMenus>;
  grant: (roleId: number, menuIds: number[]) => Promise<unknown>;
}

export function useData(config: RoleListConfig): RoleListData {
  const query = useQuery({ ...rolesQuery(), select: (rows: RoleRow[]) => (config.tag ? rows.filter((r) => r.tag === config.tag) : rows) });
  const client = useQueryClient();
  return {
    state: fromQuery(query),
    loadMenus: (roleId) => client.fetchQuery({ queryKey: roleKeys.menus(roleId), queryFn: () => fetchRoleMenus(roleId), staleTime: 0 }),
    grant: async (roleId, menuIds) => {
      const r = await grantRoleMenus(roleId, menuIds);
      await client.invalidateQueries({ queryKey: roleKeys.all });
      return r;
    },
  };
}
