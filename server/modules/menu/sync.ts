/**
 * POST /api/sysmenu/sync (PERMS.menu.list): every menu item as one tree for the menu maintenance
 * page, siblings sorted by seq ascending. Nodes are the full records (with pid and timestamps);
 * `children` is present only on items that have some, so a tree table shows no empty expanders.
 * Nothing is pruned: empty groups and hidden items are shown to the administrator.
 */
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import type { Db } from '../../db/client';
import { sysMenu } from '../../db/schema';
import { ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { menuCalls } from '../../../src/domain/calls/menu';
import { buildForest, bySeq } from '../../http/tree';

export function registerMenuSync(app: FastifyInstance, db: Db): void {
  route(app, menuCalls.sync, { access: 'perm', perm: PERMS.menu.list }, async () => {
    const rows = await db.select().from(sysMenu);
    return ok(buildForest(rows, { compare: bySeq }));
  });
}
