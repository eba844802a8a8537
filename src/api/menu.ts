/** The signed-in user's menu tree (POST /api/sysmenu/cur). */
import { menuCalls, type MenuItemNode } from '@/domain/calls/menu';
import { callApi } from './call';

/** A menu item as the server sends it (screens document §2 "Menu item fields"). */
export type MenuItem = MenuItemNode;

export const fetchMenuTree = () => callApi(menuCalls.cur, {});
