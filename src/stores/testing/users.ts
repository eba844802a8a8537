/**
 * Signed-in users as the session store holds them, for widget tests and stories that put one in
 * the session (`useSession.setState({ user })`) or hand one to a widget's rules (its `actorOf`).
 * The account area's own fuller fixtures are src/app/account/testing/users.ts.
 */
import type { CurrentUser } from '@/domain/account';

/** A user of organisation `orgId` (of type `orgType`, ORG_TYPE) with the one role `role`. */
export function userOf(orgId: number, orgType: string, role: string): CurrentUser {
  return {
    id: orgId * 100,
    name: '测试用户',
    avatar: null,
    mobile: null,
    info: {
      sysUser: { id: orgId * 100, username: `u${orgId}`, name: '测试用户', sex: null, email: null, mobile: null, avatar: null, orgId, roleCodes: role, status: 0, updateTime: null, pwdUpdateTime: null, lastLoginTime: null },
      sysOrg: { id: orgId, name: `组织${orgId}`, type: orgType, code: null, areaCode: null, region: null, assistType: null, contact: null, phone: null, address: null, status: 0 },
      sysAdmin: false,
      appAdmin: false,
      roles: [{ code: role, name: role, tag: '' }],
      perms: '',
    },
  };
}
