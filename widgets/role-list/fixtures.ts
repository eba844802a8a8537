/** Roles and role menus for stories and tests. */
import type { RoleMenus, RoleRow } from '@/api/roles';
import { ROLES, ROLE_CODES } from '@/domain/roles';

export function roles(): RoleRow[] {
  return ROLE_CODES.map((code, i) => ({ id: i + 1, code, name: ROLES[code].name, tag: ROLES[code].tag, remark: null, userCount: [1, 1, 3, 6, 12, 27, 25, 1][i] }));
}

export function roleMenus(all = false): RoleMenus {
  return {
    all,
    granted: [1, 2, 3],
    tree: [
      {
        id: 1,
        pid: null,
        title: '系统管理',
        path: null,
        seq: 10,
        hidden: false,
        children: [
          { id: 2, pid: 1, title: '用户管理', path: '/views/sys-user', seq: 10, hidden: false },
          { id: 3, pid: 1, title: '组织管理', path: '/views/sys-org', seq: 20, hidden: false },
          { id: 4, pid: 1, title: '菜单管理', path: '/views/sys-menu', seq: 30, hidden: false },
        ],
      },
      { id: 5, pid: null, title: '消息中心', path: null, seq: 20, hidden: false, children: [{ id: 6, pid: 5, title: '我的消息', path: '/views/msg-mine', seq: 10, hidden: false }] },
    ],
  };
}
