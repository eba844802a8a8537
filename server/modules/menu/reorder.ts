/**
 * POST /api/sysmenu/reorder {pid, ids} (PERMS.menu.edit): places the items `ids` under `pid`
 * (empty = top level) in that order, rewriting their seq as 10, 20, 30, … in one transaction, so
 * a drag in the menu tree (move and reorder) or an up/down step is one call that either happens
 * whole or not at all. `ids` must be exactly the siblings the caller sees under `pid` after the
 * move (a stale view is refused), and an item cannot move below itself. Logged as UPDATE.
 */
import { eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { MENU_MSG } from '../../../src/domain/resources/menu';
import type { Db } from '../../db/client';
import { sysMenu } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { menuCalls } from '../../../src/domain/calls/menu';
import { descendantsOf } from '../../http/tree';
import { fieldErrorText } from '../../../src/domain/resource';

/** The gap between neighbours' seq, so a single item can later be slotted in by hand. */
export const SEQ_STEP = 10;

export function registerMenuReorder(app: FastifyInstance, db: Db): void {
  route(app, menuCalls.reorder, { access: 'perm', perm: PERMS.menu.edit }, async ({ set: params }, req) => {
    const p = principal(req);
    const rawPid = params.pid;
    const pid = rawPid === undefined || rawPid === null || rawPid === '' ? null : /^\d{1,9}$/.test(String(rawPid).trim()) ? Number(String(rawPid).trim()) : NaN;
    if (Number.isNaN(pid)) throw badRequest(fieldErrorText('上级菜单', '应为菜单编号或为空'));
    const ids = params.ids;
    if (new Set(ids).size !== ids.length) throw badRequest(MENU_MSG.menuIdsFormat);
    return db.transaction(async (tx) => {
      // Lock the tree: two reorders at once must not interleave their seq rewrites.
      const all = await tx.select({ id: sysMenu.id, pid: sysMenu.pid }).from(sysMenu).for('update');
      const byId = new Map(all.map((m) => [m.id, m]));
      if (pid !== null && !byId.has(pid)) throw badRequest(MENU_MSG.parentMissing);
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw badRequest(MENU_MSG.menuMissing(missing.slice(0, 10).join(',')));
      if (pid !== null && ids.some((id) => descendantsOf(all, id).has(pid))) throw badRequest(MENU_MSG.parentLoop);
      const wanted = new Set(ids);
      const left = all.filter((m) => m.pid === pid && !wanted.has(m.id));
      if (left.length) throw badRequest(fieldErrorText('菜单', `应包含该层级的全部菜单，缺少 ${left.map((m) => m.id).slice(0, 10).join(',')}，请刷新后重试`));
      const now = new Date();
      for (const [k, id] of ids.entries()) {
        await tx.update(sysMenu).set({ pid, seq: (k + 1) * SEQ_STEP, updateTime: now }).where(eq(sysMenu.id, id));
      }
      await writeOpLog(tx, p, 'UPDATE', 'sysmenu', ids, { reorder: true, pid, ids }, req.ip);
      const rows = await tx.select({ id: sysMenu.id, pid: sysMenu.pid, seq: sysMenu.seq }).from(sysMenu).where(pid === null ? isNull(sysMenu.pid) : inArray(sysMenu.pid, [pid]));
      return ok(rows.sort((a, b) => a.seq - b.seq || a.id - b.id));
    });
  });
}
