/** Menu trees and layouts for the menu tree's stories and tests. */
import type { MenuNode } from '@/api/menuAdmin';
import type { KnownLayout } from '@/domain/layoutAdmin';

let nextId = 1;
const node = (title: string, path: string | null, seq: number, pid: number | null, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: nextId++,
  pid,
  title,
  icon: null,
  path,
  opts: path?.startsWith('/views/') ? 'sys:demo:list' : null,
  target: path?.startsWith('http') ? '_blank' : null,
  seq,
  hidden: false,
  noTab: false,
  noCache: false,
  badge: null,
  createTime: '2026-12-01T02:00:00.000Z',
  updateTime: '2026-12-01T02:00:00.000Z',
  ...extra,
});

/** 系统管理 with four pages and an external link, 消息中心 with one page. */
export function menuForest(): MenuNode[] {
  nextId = 1;
  const sys = node('系统管理', null, 10, null);
  sys.children = [
    node('用户管理', '/views/sys-user', 10, sys.id),
    node('组织管理', '/views/sys-org', 20, sys.id),
    node('组织维护', '/views/sys-org-form', 30, sys.id, { hidden: true, noCache: true }),
    node('菜单管理', '/views/sys-menu', 40, sys.id),
    node('食品安全国家标准', 'https://sppt.cfsa.net.cn:8086/db', 50, sys.id),
  ];
  const msg = node('消息中心', null, 20, null);
  msg.children = [node('我的消息', '/views/msg-mine', 10, msg.id)];
  return [sys, msg];
}

/** `groups` groups of `pages` pages each. */
export function largeForest(groups: number, pages: number): MenuNode[] {
  nextId = 1;
  return Array.from({ length: groups }, (_, g) => {
    const grp = node(`分组 ${g + 1}`, null, (g + 1) * 10, null);
    grp.children = Array.from({ length: pages }, (_, p) => node(`页面 ${g + 1}-${p + 1}`, `/views/page-${g + 1}-${p + 1}`, (p + 1) * 10, grp.id));
    return grp;
  });
}

export const knownLayouts: KnownLayout[] = [
  { id: 'home', title: '首页', hasDefault: true },
  { id: 'sys-user', title: '用户管理', hasDefault: true },
  { id: 'sys-org', title: '组织管理', hasDefault: true },
  { id: 'sys-layout', title: '布局管理', hasDefault: true },
  { id: 'my-board', title: '我的看板', hasDefault: false },
];
