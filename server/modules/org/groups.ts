/**
 * POST /api/sysgroup/lst [tag]: the roles grouped by their tag (MNG management, UNIT institutions,
 * ORG enterprises), for role and flow-step selects; any signed-in user (role names are not secret).
 * Reply: [{tag, name, roles: [{id, code, name}]}], groups in that order, roles by id.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sysRole } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';

export const ROLE_GROUPS = [
  { tag: 'MNG', name: '管理端' },
  { tag: 'UNIT', name: '机构端' },
  { tag: 'ORG', name: '企业端' },
] as const;

export function registerGroups(app: FastifyInstance, db: Db): void {
  route(app, orgCalls.groups, { access: 'user' }, async ({ set: params }) => {
    const raw = params.tag ?? params['search.tag_eq'];
    const tag = raw === undefined || raw === null || raw === '' ? null : String(raw).trim().toUpperCase();
    if (tag !== null && !ROLE_GROUPS.some((g) => g.tag === tag)) throw badRequest('参数 tag 只能是 MNG、UNIT 或 ORG');
    const roles = await db.select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, tag: sysRole.tag }).from(sysRole).orderBy(asc(sysRole.id));
    return ok(
      ROLE_GROUPS.filter((g) => tag === null || g.tag === tag).map((g) => ({
        tag: g.tag,
        name: g.name,
        roles: roles.filter((r) => r.tag === g.tag).map(({ id, code, name }) => ({ id, code, name })),
      })),
    );
  });
}
