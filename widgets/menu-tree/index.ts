/** The menu tree (菜单管理): the whole menu, drag or step to reorder, and the item form with its layout choice. */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const menuTreeProps = z.object({
  /** Open the item named by the page's `?id=` query first (the hidden form page 菜单维护). */
  openFromQuery: z.boolean().default(true),
});
export type MenuTreeConfig = z.output<typeof menuTreeProps>;

export default defineWidget({
  type: 'menu-tree',
  title: '菜单树',
  description: '菜单的新增、编辑、排序与删除，以及每个菜单挂载的页面布局',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 22 },
  minSize: { w: 12, h: 12 },
  props: menuTreeProps,
  permission: PERMS.menu.list,
  load: () => import('./Widget'),
});
