/** Signed-in users for the welcome card's tests and stories. */
import type { CurrentUser } from '@/domain/account';

export function demoUser(over: { name?: string; org?: CurrentUser['info']['sysOrg']; roles?: CurrentUser['info']['roles']; lastLoginTime?: string | null } = {}): CurrentUser {
  const name = over.name ?? '陈志远';
  const org =
    over.org === undefined
      ? { id: 1, name: '深圳市圳品管理中心', type: '1', code: null, areaCode: '440300', region: 'SZ', assistType: null, contact: null, phone: null, address: null, status: 0 }
      : over.org;
  const roles = over.roles ?? [{ code: 'R_MNG_USER', name: '管理端用户', tag: 'MNG' }];
  return {
    id: 2,
    name,
    avatar: null,
    mobile: '13800000002',
    info: {
      sysUser: {
        id: 2,
        username: 'manager',
        name,
        sex: '1',
        email: null,
        mobile: '13800000002',
        avatar: null,
        orgId: org?.id ?? null,
        roleCodes: roles.map((r) => r.code).join(','),
        status: 0,
        updateTime: null,
        pwdUpdateTime: null,
        lastLoginTime: over.lastLoginTime === undefined ? '2026-11-20T01:30:00.000Z' : over.lastLoginTime,
      },
      sysOrg: org,
      sysAdmin: false,
      appAdmin: false,
      roles,
      perms: '',
    },
  };
}
