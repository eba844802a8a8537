/**
 * Where a PUT /api/layout/{id} saves: `?scope=user` (the default: the caller's own
 * layout, any signed-in user), `?scope=role&roleId=` (a role's default) or `?scope=system` (the
 * default of everyone). Role and system saves change other people's pages, so they need the
 * layout-administration permission (R_SYS_ADMIN holds it through `*`); anyone else gets 403.
 * `roleId` is the role's numeric id or its code (R_MNG_USER), since the editor knows roles by code.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LAYOUT_SCOPES, type LayoutScope } from '../../../src/domain/layout';
import { PERMS } from '../../../src/domain/permissions';
import type { DbOrTx } from '../../db/client';
import { sysRole } from '../../db/schema';
import { can, type Principal } from '../../http/auth';
import { badRequest, forbidden } from '../../http/envelope';

export interface SaveTarget {
  readonly scope: LayoutScope;
  /** sys_user.id, sys_role.id, or null for the system row. */
  readonly ownerId: number | null;
}

const isScope = (s: unknown): s is LayoutScope => typeof s === 'string' && (LAYOUT_SCOPES as readonly string[]).includes(s);

export async function saveTarget(db: DbOrTx, req: FastifyRequest, user: Principal): Promise<SaveTarget> {
  const q = req.query as { scope?: unknown; roleId?: unknown };
  const scope = q.scope === undefined || q.scope === '' ? 'user' : q.scope;
  if (!isScope(scope)) throw badRequest(`参数 scope 必须是 ${LAYOUT_SCOPES.join('、')} 之一`);
  if (scope === 'user') return { scope, ownerId: user.id };
  if (!can(user, PERMS.layout.edit)) throw forbidden(scope === 'role' ? '没有权限保存角色的默认布局' : '没有权限保存系统默认布局');
  if (scope === 'system') return { scope, ownerId: null };
  const raw = typeof q.roleId === 'string' ? q.roleId.trim() : '';
  if (!raw) throw badRequest('保存角色布局时必须指定 roleId');
  const byId = /^\d+$/.test(raw);
  if (byId && !Number.isSafeInteger(Number(raw))) throw badRequest(`角色 ${raw} 不存在`);
  const found = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(byId ? eq(sysRole.id, Number(raw)) : eq(sysRole.code, raw));
  if (!found.length) throw badRequest(`角色 ${raw} 不存在`);
  return { scope, ownerId: found[0].id };
}
