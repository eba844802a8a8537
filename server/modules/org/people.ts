/**
 * Who to hand work to, and whom to contact:
 *   POST /api/flow/rlt/user {roleCodes?, orgIds?, name?}: the users relevant to a flow step, i.e.
 *     active users (normal status, not disabled) holding one of roleCodes in one of orgIds (at least
 *     one of the two is required). Reply [{id, name, username, orgId, orgName, roleCodes}], by org
 *     then name, at most 500. Outside management only the caller's own organisation is searched.
 *   POST /api/sysuser/orgAdmin {orgIds, roleCodes?}: the organisation admins to contact (the
 *     pending-audit reminder names them). roleCodes default to R_ORG_ADMIN and R_UNIT_ADMIN.
 *     Reply [{orgId, userId, name, mobile}]. Outside management only the caller's own organisation.
 * Both are for any signed-in user: a user whose registration is pending review has no menus yet.
 */
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isRoleCode } from '../../../src/domain/roles';
import type { Db } from '../../db/client';
import { sysOrg, sysRole, sysUser, sysUserRole } from '../../db/schema';
import { isManagement, principal, type Principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';
import { idListParam, listParam } from './params';

const LIMIT = 500;
const DEFAULT_ADMIN_ROLES = ['R_ORG_ADMIN', 'R_UNIT_ADMIN'];

function roleCodesParam(raw: unknown): string[] {
  const codes = listParam(raw, 'roleCodes');
  const bad = codes.find((c) => !isRoleCode(c));
  if (bad) throw badRequest(`参数 roleCodes 中的角色 ${bad} 不存在`);
  return codes;
}

/** The organisations a caller may look into: management any, others only their own. */
function allowedOrgs(p: Principal, asked: number[]): number[] | undefined {
  if (isManagement(p)) return asked.length ? asked : undefined;
  if (p.orgId === null) return [];
  return asked.length ? asked.filter((id) => id === p.orgId) : [p.orgId];
}

async function activeUsers(db: Db, roleCodes: string[], orgIds: number[] | undefined, name: string) {
  const conds: (SQL | undefined)[] = [
    eq(sysUser.disabled, false),
    eq(sysUser.status, 0),
    roleCodes.length ? inArray(sysRole.code, roleCodes) : undefined,
    orgIds ? inArray(sysUser.orgId, orgIds) : undefined,
    name ? ilike(sysUser.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  ];
  return db
    .select({ id: sysUser.id, name: sysUser.name, username: sysUser.username, mobile: sysUser.mobile, orgId: sysUser.orgId, orgName: sysOrg.name, roleCode: sysRole.code })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.userId, sysUser.id))
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(and(...conds))
    .orderBy(asc(sysUser.orgId), asc(sysUser.name), asc(sysUser.id))
    .limit(LIMIT * 4);
}

export function registerPeople(app: FastifyInstance, db: Db): void {
  route(app, orgCalls.flowUsers, { access: 'user' }, async ({ set: params }, req) => {
    const p = principal(req);
    const roleCodes = roleCodesParam(params.roleCodes);
    const asked = idListParam(params.orgIds, 'orgIds');
    if (!roleCodes.length && !asked.length) throw badRequest('请指定角色或组织');
    const orgIds = allowedOrgs(p, asked);
    if (orgIds && !orgIds.length) return ok([]);
    const name = typeof params.name === 'string' ? params.name.trim().slice(0, 50) : '';
    const rows = await activeUsers(db, roleCodes, orgIds, name);
    const users = new Map<number, { id: number; name: string | null; username: string; orgId: number | null; orgName: string | null; roleCodes: string[] }>();
    for (const r of rows) {
      const u = users.get(r.id) ?? { id: r.id, name: r.name, username: r.username, orgId: r.orgId, orgName: r.orgName, roleCodes: [] };
      u.roleCodes.push(r.roleCode);
      users.set(r.id, u);
    }
    return ok([...users.values()].slice(0, LIMIT));
  });

  route(app, orgCalls.orgAdmins, { access: 'user' }, async ({ set: params }, req) => {
    const p = principal(req);
    const asked = idListParam(params.orgIds, 'orgIds');
    if (!asked.length) throw badRequest('参数 orgIds 不能为空');
    const given = roleCodesParam(params.roleCodes);
    const orgIds = allowedOrgs(p, asked) ?? asked;
    if (!orgIds.length) return ok([]);
    const rows = await activeUsers(db, given.length ? given : DEFAULT_ADMIN_ROLES, orgIds, '');
    const seen = new Set<string>();
    const admins = rows.flatMap((r) => {
      const key = `${r.orgId}:${r.id}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ orgId: r.orgId, userId: r.id, name: r.name, mobile: r.mobile }];
    });
    return ok(admins.slice(0, LIMIT));
  });
}
