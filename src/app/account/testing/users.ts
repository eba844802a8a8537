/**
 * Current-user fixtures for the account area's tests and stories: a complete, ordinary user and
 * a helper to change the parts a case is about.
 */
import type { CurrentUser } from '@/domain/account';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';

type SysUser = CurrentUser['info']['sysUser'];
type SysOrg = NonNullable<CurrentUser['info']['sysOrg']>;

export const DEMO_ORG: SysOrg = {
  id: 12,
  name: '深圳市鹏城绿源农业发展有限公司',
  type: orgTypeValue(ORG_TYPE.enterprise),
  code: '91440306MA5F000001',
  areaCode: '440306',
  region: 'SZ',
  assistType: null,
  contact: '王建华',
  phone: '0755-26001234',
  address: '深圳市宝安区宝安大道 1088 号',
  status: 0,
};

/** A month ago: recent enough that no password reminder shows unless a case sets the times. */
const monthAgo = () => new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();

export function makeUser(user: Partial<SysUser> = {}, org: Partial<SysOrg> | null = {}, roles: CurrentUser['info']['roles'] = [{ code: 'R_ORG_ADMIN', name: '企业管理员', tag: 'ORG' }]): CurrentUser {
  const sysUser: SysUser = {
    id: 6,
    username: 'enterprise',
    name: '王建华',
    sex: '1',
    email: 'enterprise@zp-demo.cn',
    mobile: '13800000006',
    avatar: null,
    orgId: org ? (org.id ?? DEMO_ORG.id) : null,
    roleCodes: roles.map((r) => r.code).join(','),
    status: 0,
    updateTime: monthAgo(),
    pwdUpdateTime: monthAgo(),
    lastLoginTime: '2026-03-01T01:30:00.000Z',
    ...user,
  };
  return {
    id: sysUser.id,
    name: sysUser.name,
    avatar: sysUser.avatar,
    mobile: sysUser.mobile,
    info: {
      sysUser,
      sysOrg: org ? { ...DEMO_ORG, ...org } : null,
      sysAdmin: false,
      appAdmin: false,
      roles,
      perms: '',
    },
  };
}
