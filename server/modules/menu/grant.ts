/**
 * Which roles see which menu items:
 *   POST /api/sysmenu/roleMenus {roleId}           -> the role's menu ids (PERMS.menu.list)
 *   POST /api/sysmenu/grant {roleId, menuIds}      -> replaces the role's menu set (PERMS.menu.edit)
 * A grant also grants the ancestors of each item, so a page never hangs without its group. The
 * change takes effect on the users' next request (permissions are read per request). Logged as GRANT.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { MENU_MSG } from '../../../src/domain/resources/menu';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { menuCalls } from '../../../src/domain/calls/menu';
import { fieldErrorText } from '../../../src/domain/resource';

/** More than any menu tree; bounds the request. */
const MAX_MENU_IDS = 2000;

function parseMenuIds(raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : null;
  if (!parts || parts.length > MAX_MENU_IDS) throw badRequest(MENU_MSG.menuIdsFormat);
  const ids = parts.map((v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : NaN));
  if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) throw badRequest(MENU_MSG.menuIdsFormat);
  return [...new Set(ids)];
}

async function roleOf(db: Db, roleId: number | undefined): Promise<number> {
  if (roleId === undefined) throw badRequest(fieldErrorText('角色', '请选择'));
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId));
  if (!role) throw badRequest(MENU_MSG.roleMissing);
  return roleId;
}

export function registerMenuGrants(app: FastifyInstance, db: Db): void {
  route(app, menuCalls.roleMenus, { access: 'perm', perm: PERMS.menu.list }, async ({ set }) => {
    const roleId = await roleOf(db, set.roleId);
    const rows = await db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId)).orderBy(asc(sysRoleMenu.menuId));
    return ok(rows.map((r) => r.id));
  });

  route(app, menuCalls.grant, { access: 'perm', perm: PERMS.menu.edit }, async ({ set: params }, req) => {
    const p = principal(req);
    const roleId = await roleOf(db, params.roleId);
    const wanted = parseMenuIds(params.menuIds);
    return db.transaction(async (tx) => {
      const all = await tx.select({ id: sysMenu.id, pid: sysMenu.pid }).from(sysMenu);
      const byId = new Map(all.map((m) => [m.id, m]));
      const missing = wanted.filter((id) => !byId.has(id));
      if (missing.length) throw badRequest(MENU_MSG.menuMissing(missing.slice(0, 10).join(',')));
      const granted = new Set<number>();
      for (const id of wanted) {
        for (let cur = byId.get(id); cur && !granted.has(cur.id); cur = cur.pid === null ? undefined : byId.get(cur.pid)) granted.add(cur.id);
      }
      await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
      const menuIds = [...granted].sort((a, b) => a - b);
      if (menuIds.length) await tx.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
      await writeOpLog(tx, p, 'GRANT', 'sysmenu', roleId, { roleId, menuIds }, req.ip);
      return ok(menuIds);
    });
  });
}

