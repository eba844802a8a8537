/** Role codes and tags (screens document §6), and who is management. */
import { ORG_TYPE, orgTypeHas } from './codes';

export const ROLES = {
  R_SYS_ADMIN: { name: '系统管理员', tag: 'MNG' },
  R_APP_ADMIN: { name: '应用管理员', tag: 'MNG' },
  R_MNG_USER: { name: '管理端用户', tag: 'MNG' },
  R_UNIT_ADMIN: { name: '机构管理员', tag: 'UNIT' },
  R_UNIT_USER: { name: '机构用户', tag: 'UNIT' },
  R_ORG_ADMIN: { name: '企业管理员', tag: 'ORG' },
  R_ORG_USER: { name: '企业用户', tag: 'ORG' },
  R_ZSGLY_USER: { name: '证书管理员', tag: 'MNG' },
} as const;

export type RoleCode = keyof typeof ROLES;
export const ROLE_CODES = Object.keys(ROLES) as RoleCode[];
export const isRoleCode = (s: string): s is RoleCode => Object.prototype.hasOwnProperty.call(ROLES, s);

/** The wildcard permission: grants everything. */
export const PERM_ALL = '*';

/** A permission list (comma-separated, as the spec stores it) grants `needed` when it holds it or the wildcard. */
export function hasPerm(perms: string | readonly string[] | null | undefined, needed: string): boolean {
  if (!perms) return false;
  const list = typeof perms === 'string' ? perms.split(',') : perms;
  return list.some((p) => p.trim() === needed || p.trim() === PERM_ALL);
}

/**
 * The platform's administrators (tag MNG, running the platform itself): they act for management
 * wherever it acts, whatever their organisation (the system administrator may belong to none).
 */
export const PLATFORM_ADMIN_ROLES: readonly RoleCode[] = ['R_SYS_ADMIN', 'R_APP_ADMIN'];
export const isPlatformAdminRole = (role: string): boolean => (PLATFORM_ADMIN_ROLES as readonly string[]).includes(role);

/** What deciding "is this person management" reads: their organisation's type and their roles. */
export interface ManagementFacts {
  readonly orgType: string | null | undefined;
  readonly roleCodes: readonly string[];
}

/**
 * Management (管理端): a member of an organisation of type management, or a platform administrator.
 * The one definition: the server's access and scoping, the workflow engine and the client's pages.
 * The other MNG roles (管理端用户, 证书管理员) are management's working roles: they count through
 * their organisation, so the role alone handed to someone elsewhere opens nothing.
 */
export const isManagement = (who: ManagementFacts): boolean => orgTypeHas(who.orgType, ORG_TYPE.management) || who.roleCodes.some(isPlatformAdminRole);
