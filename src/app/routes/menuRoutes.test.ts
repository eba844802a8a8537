// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@/api/menu';
import { badgeOf, generateMenuRoutes, generateMenuRoutesSafely } from './menuRoutes';

let nextSeq = 0;
const item = (id: number, title: string, path: string | null, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title,
  icon: null,
  path,
  opts: null,
  target: null,
  seq: nextSeq++,
  hidden: false,
  noTab: false,
  noCache: false,
  badge: null,
  children: [],
  ...extra,
});

const quiet = { warn: () => {} };
const paths = (tree: MenuItem[]) => generateMenuRoutes(tree, quiet).routes.map((r) => r.path);

describe('menu tree to routes', () => {
  it('puts a top-level item at /{id} and children at {parent}_{id}, at any depth', () => {
    const tree = [
      item(1, '系统管理', null, { children: [item(5, '用户管理', '/views/sys-user'), item(6, '更多', null, { children: [item(9, '字典管理', '/views/sys-dic')] })] }),
      item(2, '消息', '/views/msg-mine'),
    ];
    expect(paths(tree)).toEqual(['/1', '/1_5', '/1_6', '/1_6_9', '/2']);
    const { routes } = generateMenuRoutes(tree, quiet);
    expect(routes.find((r) => r.path === '/1_6_9')?.ancestors).toEqual(['/1', '/1_6']);
  });

  it('makes an item with no path a group: a blank parent leading to its first page', () => {
    const { routes, nav } = generateMenuRoutes([item(1, '评价管理', null, { children: [item(21, '首次申请', '/views/eval-apply-first', { hidden: true }), item(23, '评价列表', '/views/eval-list')] })], quiet);
    expect(routes[0]).toMatchObject({ path: '/1', title: '评价管理', target: { kind: 'group', firstPage: '/1_23' } });
    expect(nav).toEqual([{ key: '/1', title: '评价管理', icon: null, badge: null, children: [{ key: '/1_23', title: '评价列表', icon: null, badge: '/views/eval-list' }] }]);
  });

  it('treats a blank path as no path', () => {
    expect(generateMenuRoutes([item(3, '分组', '  ')], quiet).routes[0].target.kind).toBe('group');
  });

  it('opens an external http(s) address with target _blank directly: a sidebar entry, no route', () => {
    const { routes, nav } = generateMenuRoutes([item(7, '国家标准', 'https://sppt.cfsa.net.cn:8086/db', { target: '_blank' })], quiet);
    expect(routes).toEqual([]);
    expect(nav).toEqual([{ key: 'ext:7', title: '国家标准', icon: null, badge: null, href: 'https://sppt.cfsa.net.cn:8086/db' }]);
  });

  it('frames any other external address, taking it from the route meta', () => {
    const { routes, nav } = generateMenuRoutes([item(8, '外部系统', 'http://example.org/app?x=1', { target: '_self' })], quiet);
    expect(routes[0]).toMatchObject({ path: '/8', target: { kind: 'frame', url: 'http://example.org/app?x=1' } });
    expect(nav[0].key).toBe('/8');
    expect(nav[0].href).toBeUndefined();
  });

  it('mounts the named layout for a /views/ path', () => {
    expect(generateMenuRoutes([item(4, '证书列表', '/views/cert-list')], quiet).routes[0].target).toEqual({ kind: 'layout', layoutId: 'cert-list' });
  });

  it('looks any other path up in the predefined table', () => {
    const { routes } = generateMenuRoutes([item(4, '用户', '/system/user')], { ...quiet, predefined: { '/system/user': 'sys-user' } });
    expect(routes[0].target).toEqual({ kind: 'layout', layoutId: 'sys-user' });
  });

  it('only logs a missing predefined route: no route, no sidebar entry', () => {
    const warn = vi.fn();
    const { routes, nav } = generateMenuRoutes([item(4, '旧页面', '/legacy/page'), item(5, '用户', '/views/sys-user')], { warn, predefined: {} });
    expect(routes.map((r) => r.path)).toEqual(['/5']);
    expect(nav.map((n) => n.key)).toEqual(['/5']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('/legacy/page');
  });

  it('logs a missing predefined route with console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    generateMenuRoutes([item(4, '旧页面', '/legacy/page')], { predefined: {} });
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('routes hidden items without sidebar entries; a group of hidden items has no entry either', () => {
    const tree = [item(1, '表单', null, { children: [item(12, '企业信息维护', '/views/zp-org-form', { hidden: true })] }), item(2, '隐藏页', '/views/x', { hidden: true })];
    const { routes, nav } = generateMenuRoutes(tree, quiet);
    expect(routes.map((r) => [r.path, r.hidden])).toEqual([['/1', false], ['/1_12', true], ['/2', true]]);
    expect(nav).toEqual([]);
  });

  it('carries noTab, noCache, opts, icon and badge into the descriptor', () => {
    const [r] = generateMenuRoutes([item(4, '待整改', '/views/jd-reform', { noTab: true, noCache: true, opts: 'jd:reform:list', icon: 'AlertOutlined', badge: 'reform' })], quiet).routes;
    expect(r).toMatchObject({ noTab: true, noCache: true, opts: 'jd:reform:list', icon: 'AlertOutlined', badge: 'reform', affix: false, hidden: false });
  });

  it('keeps the "*" opts marking the special auth type', () => {
    expect(generateMenuRoutes([item(4, '特殊', '/views/special', { opts: '*' })], quiet).routes[0].opts).toBe('*');
  });

  it('gives an empty tree no routes', () => {
    expect(generateMenuRoutes([], quiet)).toEqual({ routes: [], nav: [] });
  });

  it('on a generation failure leaves only the fallback (no menu routes) and logs it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = [item(1, '坏数据', null, { children: null as unknown as MenuItem[] })];
    expect(generateMenuRoutesSafely(broken, quiet)).toEqual({ routes: [], nav: [], failed: true });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(generateMenuRoutesSafely([item(2, '好', '/views/a')], quiet).failed).toBe(false);
  });
});

describe('menu badges', () => {
  it("count a layout page's open tasks by its path unless the menu names its own counter", () => {
    expect(badgeOf({ badge: null, path: '/views/org-product-review' })).toBe('/views/org-product-review');
    expect(badgeOf({ badge: 'reform', path: '/views/jd-reform' })).toBe('reform');
    expect(badgeOf({ badge: null, path: 'https://example.cn' })).toBeNull();
    expect(badgeOf({ badge: null, path: null })).toBeNull();
  });
});

