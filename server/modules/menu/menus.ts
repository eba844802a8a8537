/**
 * Menu maintenance: POST /api/sysmenu/page|lst, GET /api/sysmenu/:id, PUT /api/sysmenu,
 * PUT /api/sysmenu/:id, DELETE /api/sysmenu?ids= (refused while an item outside the selection
 * still hangs below one being deleted; the deleted items' role grants go with them).
 */
import { and, inArray, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MENU_MSG } from '../../../src/domain/resources/menu';
import type { Db } from '../../db/client';
import { sysMenu, sysRoleMenu } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { checkMenu } from './rules';

export function registerMenus(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'sysmenu',
    table: sysMenu,
    beforeWrite: ({ tx }, value, id) => checkMenu(tx, value, id === null ? null : Number(id)),
    beforeDelete: async ({ tx }, ids) => {
      const menuIds = ids as number[];
      const [child] = await tx
        .select({ pid: sysMenu.pid })
        .from(sysMenu)
        .where(and(inArray(sysMenu.pid, menuIds), not(inArray(sysMenu.id, menuIds))))
        .limit(1);
      if (child) {
        const [parent] = await tx.select({ title: sysMenu.title }).from(sysMenu).where(inArray(sysMenu.id, [child.pid as number]));
        throw badRequest(MENU_MSG.hasChildren(parent?.title ?? String(child.pid)));
      }
      await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, menuIds));
    },
  });
}
