/** Layout list pages for stories and tests. */
import type { LayoutRow } from '@/domain/layoutAdmin';
import type { Page } from '@/domain/page';

const def = (layoutId: string, title: string, menus: string): LayoutRow => ({ key: `default:${layoutId}`, rowId: null, layoutId, title, scope: 'default', ownerId: null, ownerName: null, version: null, updateTime: null, menus, hasDefault: true });

export function layoutRows(): LayoutRow[] {
  return [
    def('home', '首页', ''),
    { key: '7', rowId: 7, layoutId: 'home', title: '管理端首页', scope: 'role', ownerId: 3, ownerName: '管理端用户（R_MNG_USER）', version: 2, updateTime: '2026-11-20T02:30:00.000Z', menus: '', hasDefault: true },
    { key: '9', rowId: 9, layoutId: 'home', title: '我的首页', scope: 'user', ownerId: 2, ownerName: '王芳（manager）', version: 5, updateTime: '2026-11-21T08:00:00.000Z', menus: '', hasDefault: true },
    def('sys-org', '组织管理', '组织管理'),
    { key: '12', rowId: 12, layoutId: 'sys-org', title: '组织管理', scope: 'system', ownerId: null, ownerName: null, version: 1, updateTime: '2026-11-19T01:00:00.000Z', menus: '组织管理', hasDefault: true },
    def('sys-user', '用户管理', '用户管理'),
  ];
}

export function page(rows: LayoutRow[], total = rows.length): Page<LayoutRow> {
  return { content: rows, totalElements: total, number: 0, size: 20, totalPages: Math.ceil(total / 20) };
}

export function manyRows(n: number): LayoutRow[] {
  return Array.from({ length: n }, (_, i) => ({ key: String(i + 1), rowId: i + 1, layoutId: `page-${String(i + 1).padStart(3, '0')}`, title: `页面 ${i + 1}`, scope: 'user', ownerId: 100 + i, ownerName: `用户${i + 1}`, version: 1, updateTime: '2026-11-21T08:00:00.000Z', menus: '', hasDefault: false }));
}
