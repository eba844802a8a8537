/**
 * POST /api/sysmenu/cur: the signed-in user's menu tree. R_SYS_ADMIN gets every item; anyone else
 * the items granted to their roles, plus the ancestors of granted items (a page granted without
 * its group still needs the group to sit in). Groups left without any item below are dropped;
 * siblings are ordered by seq. Items: {id, title, icon, path, opts, target, seq, hidden, noTab,
 * noCache, badge, children} (children always an array, empty on pages).
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema';
import { principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { menuCalls } from '../../../src/domain/calls/menu';
import { menuTree, type MenuRow } from './present';

const SYS_ADMIN = 'R_SYS_ADMIN';

export async function visibleMenus(db: Db, roleCodes: readonly string[]): Promise<MenuRow[]> {
  const all = await db.select().from(sysMenu);
  if (roleCodes.includes(SYS_ADMIN)) return all;
  if (!roleCodes.length) return [];
  const granted = await db
    .selectDistinct({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .innerJoin(sysRole, eq(sysRole.id, sysRoleMenu.roleId))
    .where(inArray(sysRole.code, [...roleCodes]));
  const byId = new Map(all.map((m) => [m.id, m]));
  const visible = new Set<number>();
  for (const { id } of granted) {
    // Walk up to the root; the size bound stops a corrupt pid cycle.
    for (let cur = byId.get(id); cur && !visible.has(cur.id) && visible.size <= all.length; cur = cur.pid === null ? undefined : byId.get(cur.pid)) {
      visible.add(cur.id);
    }
  }
  return all.filter((m) => visible.has(m.id));
}

export function registerCurrentMenu(app: FastifyInstance, db: Db): void {
  route(app, menuCalls.cur, { access: 'user' }, async (_input, req) => {
    const p = principal(req);
    return ok(menuTree(await visibleMenus(db, p.roleCodes)));
  });
}
