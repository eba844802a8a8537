/**
 * Who may see and change which users, and which roles they may hand out. Management (roles.ts
 * isManagement) sees everyone; anyone else only the users of their own organisation
 * (the route permissions decide who gets in at all: R_UNIT_ADMIN and R_ORG_ADMIN by their menus).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sysOrg, sysRole, sysUser, sysUserRole } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/envelope';
import { ACCOUNT_MSG } from '../../../src/domain/account';
import { ORG_TYPE, orgTypeHas } from '../../../src/domain/codes';
import type { RoleCode } from '../../../src/domain/roles';

export const USER_TITLE = '用户';

export const userScope = (p: Principal): SQL | undefined =>
  isManagement(p) ? undefined : p.orgId ? eq(sysUser.orgId, p.orgId) : eq(sysUser.id, p.id);

/** The user if the caller may see them; otherwise 404 (never telling whether the id exists). */
export async function findUserInScope(db: DbOrTx, p: Principal, id: number) {
  const [u] = await db.select({ id: sysUser.id, username: sysUser.username, orgId: sysUser.orgId }).from(sysUser).where(and(eq(sysUser.id, id), userScope(p)));
  if (!u) throw notFound(USER_TITLE);
  return u;
}

export interface RoleRef {
  id: number;
  code: string;
  name: string;
  tag: string;
}

const listOf = (v: unknown): string[] =>
  (Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : []).map((s) => String(s).trim()).filter(Boolean);

/** Roles named by id or code (array or comma-separated); unknown ones are a 400. */
export async function resolveRoles(db: DbOrTx, input: { roleIds?: unknown; roleCodes?: unknown }): Promise<RoleRef[]> {
  const ids = listOf(input.roleIds);
  const codes = listOf(input.roleCodes);
  if (ids.some((s) => !/^\d{1,9}$/.test(s))) throw badRequest('参数 roleIds 必须是以逗号分隔的数字');
  if (ids.length + codes.length > 50) throw badRequest('角色数量过多');
  const found: RoleRef[] = [];
  if (ids.length) found.push(...(await db.select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, tag: sysRole.tag }).from(sysRole).where(inArray(sysRole.id, ids.map(Number)))));
  if (codes.length) found.push(...(await db.select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, tag: sysRole.tag }).from(sysRole).where(inArray(sysRole.code, codes))));
  const missing = [...ids.filter((i) => !found.some((r) => r.id === Number(i))), ...codes.filter((c) => !found.some((r) => r.code === c))];
  if (missing.length) throw badRequest(`角色不存在：${missing.join(', ')}`);
  return [...new Map(found.map((r) => [r.id, r])).values()];
}

/** R_SYS_ADMIN grants anything; other management everything but R_SYS_ADMIN; institutions and enterprises only the roles of their own side. */
export function assertGrantable(p: Principal, roles: readonly RoleRef[]): void {
  if (p.roleCodes.includes('R_SYS_ADMIN')) return;
  const management = isManagement(p);
  const ownTag = orgTypeHas(p.orgType, ORG_TYPE.enterprise) ? 'ORG' : p.orgType ? 'UNIT' : null;
  const refused = roles.filter((r) => (management ? r.code === 'R_SYS_ADMIN' : r.tag !== ownTag));
  if (refused.length) throw forbidden(`无权授予角色：${refused.map((r) => r.name).join('、')}`);
}

/** Replaces the user's roles with these. */
export async function setUserRoles(db: DbOrTx, userId: number, roleIds: readonly number[]): Promise<void> {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
}

/** The role a new user gets when the creator names none: the ordinary role of the organisation's side. */
export function defaultRoleFor(orgType: string | null): RoleCode | null {
  if (!orgType) return null;
  if (orgTypeHas(orgType, ORG_TYPE.management)) return 'R_MNG_USER';
  if (orgTypeHas(orgType, ORG_TYPE.enterprise)) return 'R_ORG_USER';
  return 'R_UNIT_USER';
}

/** The organisation's type; null without one (an unknown or unusable orgId is refused by the resource engine's reference check). */
export async function orgTypeOf(db: DbOrTx, orgId: number | null): Promise<string | null> {
  if (orgId === null) return null;
  const [o] = await db.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, orgId));
  return o?.type ?? null;
}

/** Username and mobile are unique among users (sign-in accepts either). */
export async function assertUnique(db: DbOrTx, value: { username?: unknown; mobile?: unknown }, exceptId: number | null): Promise<void> {
  const notSelf = exceptId === null ? undefined : sql`${sysUser.id} <> ${exceptId}`;
  if (typeof value.username === 'string') {
    const [dup] = await db.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.username, value.username), notSelf)).limit(1);
    if (dup) throw badRequest(`${ACCOUNT_MSG.usernameTaken}：${value.username}`);
  }
  if (typeof value.mobile === 'string' && value.mobile) {
    const [dup] = await db.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.mobile, value.mobile), notSelf)).limit(1);
    if (dup) throw badRequest(ACCOUNT_MSG.mobileTaken);
  }
}
