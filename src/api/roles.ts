/**
 * Roles (calls document §7.1 POST /api/sysrole/lst) with their user counts, a role's menus
 * (POST /api/sysrole/menus) and granting menus to a role (POST /api/sysmenu/grant). Keys nest
 * under ['roles'].
 */
import { queryOptions } from '@tanstack/react-query';
import { post } from './http';

export interface RoleRow {
  id: number;
  code: string;
  name: string;
  tag: string;
  remark: string | null;
  userCount: number;
}

export interface RoleMenuNode {
  id: number;
  pid: number | null;
  title: string;
  path: string | null;
  seq: number;
  hidden: boolean;
  children?: RoleMenuNode[];
}

export interface RoleMenus {
  /** R_SYS_ADMIN: every item, whatever is granted. */
  all: boolean;
  tree: RoleMenuNode[];
  granted: number[];
}

export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  menus: (roleId: number) => ['roles', 'menus', roleId] as const,
};

export const fetchRoles = () => post<RoleRow[]>('/api/sysrole/lst');
export const fetchRoleMenus = (roleId: number) => post<RoleMenus>('/api/sysrole/menus', { roleId });
export const grantRoleMenus = (roleId: number, menuIds: readonly number[]) => post<number[]>('/api/sysmenu/grant', { roleId, menuIds: menuIds.join(',') });

export const rolesQuery = () => queryOptions({ queryKey: roleKeys.list(), queryFn: fetchRoles });
