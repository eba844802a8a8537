/** Role codes and tags (screens document §6). */
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
