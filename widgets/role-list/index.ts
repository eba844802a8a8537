/** The role list (角色管理): the spec's eight roles with their users, and the menus each is granted. */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const roleListProps = z.object({
  /** Only roles of one tag (MNG, UNIT, ORG); empty lists all. */
  tag: z.enum(['', 'MNG', 'UNIT', 'ORG']).default('').meta({ title: '角色标签' }),
});
export type RoleListConfig = z.output<typeof roleListProps>;

export default defineWidget({
  type: 'role-list',
  title: '角色列表',
  description: '角色、用户数与每个角色被授予的菜单',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 16 },
  minSize: { w: 12, h: 8 },
  props: roleListProps,
  permission: PERMS.role.menus,
  load: () => import('./Widget'),
});
