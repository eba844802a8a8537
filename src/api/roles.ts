/**
 * Roles (calls document §7.1 POST /api/sysrole/lst) with their user counts, a role's menus
 * (POST /api/sysrole/menus) and granting menus to a role (POST /api/sysmenu/grant). Keys nest
 * under ['roles'].
 */
import { queryOptions } from '@tanstack/react-query';
import { accountCalls, type MenuGrantNode } from '@/domain/calls/account';
import type { CallReply } from '@/domain/calls/call';
import { menuCalls } from '@/domain/calls/menu';
import { callApi } from './call';

export type RoleRow = CallReply<typeof accountCalls.roles>[number];
export type RoleMenuNode = MenuGrantNode;
/** `all` is true for R_SYS_ADMIN: every item, whatever is granted. */
export type RoleMenus = CallReply<typeof accountCalls.roleMenus>;

export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  menus: (roleId: number) => ['roles', 'menus', roleId] as const,
};

export const fetchRoles = () => callApi(accountCalls.roles, { paramSet: {} });
export const fetchRoleMenus = (roleId: number) => callApi(accountCalls.roleMenus, { paramSet: { roleId } });
export const grantRoleMenus = (roleId: number, menuIds: readonly number[]) => callApi(menuCalls.grant, { paramSet: { roleId, menuIds: menuIds.join(',') } });

export const rolesQuery = () => queryOptions({ queryKey: roleKeys.list(), queryFn: fetchRoles });
