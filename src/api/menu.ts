/** The signed-in user's menu tree (POST /api/sysmenu/cur). */
import { post } from './http';

/** A menu item as the server sends it (screens document §2 "Menu item fields"). */
export interface MenuItem {
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
  children: MenuItem[];
}

export const fetchMenuTree = () => post<MenuItem[]>('/api/sysmenu/cur');
