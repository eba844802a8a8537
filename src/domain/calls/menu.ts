/** Menu calls (calls document §7.1) beyond the resource calls: the user's tree, the maintenance tree, the role grant and reordering. */
import { z } from 'zod';
import { defineCall, ids, optionalId, scalar } from './call';

const tag = '菜单';

/** A menu item as the server sends it (screens document §2 "Menu item fields"). */
export interface MenuItemNode {
  id: number;
  title: string;
  icon: string | null;
  path: string | null;
  opts: string | null;
  target: string | null;
  seq: number;
  hidden: boolean;
  noTab: boolean;
  noCache: boolean;
  badge: string | null;
  children: MenuItemNode[];
}
const menuFields = {
  id: z.number(),
  title: z.string(),
  icon: z.string().nullable(),
  path: z.string().nullable(),
  opts: z.string().nullable(),
  target: z.string().nullable(),
  seq: z.number(),
  hidden: z.boolean(),
  noTab: z.boolean(),
  noCache: z.boolean(),
  badge: z.string().nullable(),
};
export const menuItem: z.ZodType<MenuItemNode> = z.lazy(() => z.object({ ...menuFields, children: z.array(menuItem) }));

/** One node of the maintenance tree: the full record (with its timestamps); `children` only where there are some. */
export interface MenuTreeNode extends Omit<MenuItemNode, 'children'> {
  pid: number | null;
  createTime: string;
  updateTime: string;
  children?: MenuTreeNode[];
}
/** A menu item's record as the menu resource's calls answer it (no children). */
export const menuRow = z.object({ ...menuFields, pid: z.number().nullable(), createTime: z.string(), updateTime: z.string() });
export const menuNode: z.ZodType<MenuTreeNode> = z.lazy(() => menuRow.extend({ children: z.array(menuNode).optional() }));

const roleId = optionalId().meta({ title: '角色' });

export const menuCalls = {
  cur: defineCall({ method: 'POST', path: '/api/sysmenu/cur', summary: '当前用户的菜单树', tag, reply: z.array(menuItem) }),
  sync: defineCall({ method: 'POST', path: '/api/sysmenu/sync', summary: '菜单维护树（全部菜单）', tag, reply: z.array(menuNode) }),
  roleMenus: defineCall({ method: 'POST', path: '/api/sysmenu/roleMenus', summary: '角色已授权的菜单 id', tag, paramSet: z.looseObject({ roleId }), reply: z.array(z.number()) }),
  grant: defineCall({
    method: 'POST',
    path: '/api/sysmenu/grant',
    summary: '设置角色的菜单授权',
    tag,
    // menuIds keeps its own reader: the grant's message for a bad list is the dialog's.
    paramSet: z.looseObject({ roleId, menuIds: z.union([scalar, z.array(scalar)]).optional() }),
    reply: z.array(z.number()),
  }),
  reorder: defineCall({
    method: 'POST',
    path: '/api/sysmenu/reorder',
    summary: '同级菜单一次排序',
    tag,
    paramSet: z.looseObject({ pid: scalar.optional().meta({ title: '上级菜单' }), ids: ids() }),
    reply: z.array(z.object({ id: z.number(), pid: z.number().nullable(), seq: z.number() })),
  }),
} as const;
