// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/menu';
import { generateMenuRoutes } from './menuRoutes';
import { breadcrumbOf, buildRouteTable, resolvePath } from './routeTable';

const item = (id: number, title: string, path: string | null, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem => ({
  id, title, icon: null, path, opts: null, target: null, seq: id, hidden: false, noTab: false, noCache: false, badge: null, children, ...extra,
});

const table = buildRouteTable(
  generateMenuRoutes([item(1, '系统管理', null, [item(5, '用户管理', '/views/sys-user')]), item(2, '空分组', null, [item(7, '外链', 'https://x.example', [], { target: '_blank' })])], { warn: () => {} }).routes,
);

describe('resolving a path in the authenticated layout', () => {
  it('redirects / to /index and /myself to /personalCenterIndex', () => {
    expect(resolvePath(table, '/')).toEqual({ kind: 'redirect', to: '/index' });
    expect(resolvePath(table, '/myself')).toEqual({ kind: 'redirect', to: '/personalCenterIndex' });
  });

  it('finds the home page (affixed, layout home) and the personal centre', () => {
    const home = resolvePath(table, '/index');
    expect(home).toMatchObject({ kind: 'page', route: { title: '首页', affix: true, target: { kind: 'layout', layoutId: 'home' } } });
    expect(resolvePath(table, '/personalCenterIndex')).toMatchObject({ kind: 'page', route: { title: '个人中心' } });
  });

  it('matches the hidden dynamic-form and flow-task pages by their generated paths: not tabbed, not cached', () => {
    expect(resolvePath(table, '/dynamicForm/apply-42')).toMatchObject({ kind: 'page', route: { title: '动态表单', noTab: true, noCache: true } });
    expect(resolvePath(table, '/flowTask/17')).toMatchObject({ kind: 'page', route: { title: '流程任务', noTab: true, noCache: true } });
  });

  it('finds menu pages and sends a group to its first page, or /404 when it has none', () => {
    expect(resolvePath(table, '/1_5')).toMatchObject({ kind: 'page', route: { title: '用户管理' } });
    expect(resolvePath(table, '/1')).toEqual({ kind: 'redirect', to: '/1_5' });
    expect(resolvePath(table, '/2')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('sends anything unknown to /404', () => {
    for (const p of ['/nope', '/1_6', '/views/not-in-menu', '/dynamicForm']) expect(resolvePath(table, p)).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('opens a /views/<layoutId> link (a to-do item, a message) on the menu route that mounts it, keeping the query', () => {
    expect(resolvePath(table, '/views/sys-user', '?id=3')).toEqual({ kind: 'redirect', to: '/1_5?id=3' });
  });

  it('builds the breadcrumb from the menu ancestors', () => {
    const r = resolvePath(table, '/1_5');
    if (r.kind !== 'page') throw new Error('expected a page');
    expect(breadcrumbOf(table, r.route)).toEqual([{ path: '/1', title: '系统管理' }, { path: '/1_5', title: '用户管理' }]);
  });
});
