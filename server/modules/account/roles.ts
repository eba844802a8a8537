/**
 * Roles (screens document §6; the codes are fixed by the spec, so there is no create or delete):
 *   POST /api/sysrole/lst    role pickers and the role page: {id, code, name, tag, remark, userCount};
 *                            optional `tag` (MNG, UNIT, ORG) filter
 *   POST /api/sysrole/menus  (PERMS.role.menus) roleId: the whole menu tree (slim nodes, siblings by
 *                            seq) and the ids granted to that role; `all` is true for R_SYS_ADMIN,
 *                            who sees every item whatever is granted. Changing the grant is
 *                            POST /api/sysmenu/grant (server/modules/menu/grant.ts, PERMS.menu.edit).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { MENU_MSG } from '../../../src/domain/resources/menu';
import type { ServerContext } from '../../context';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { accountCalls } from '../../../src/domain/calls/account';
import { buildForest, bySeq } from '../../http/tree';
import { str } from './params';
import { fieldErrorText } from '../../../src/domain/resource';

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  // Role pickers (the user form, the role page): any signed-in user.
  route(app, accountCalls.roles, { access: 'user' }, async ({ set }) => {
    const tag = str(set.tag ?? set['search.tag_eq']);
    const users = db.select({ roleId: sysUserRole.roleId, n: count().as('n') }).from(sysUserRole).groupBy(sysUserRole.roleId).as('users');
    const rows = await db
      .select({ id: sysRole.id, code: sysRole.code, name: sysRole.name, tag: sysRole.tag, remark: sysRole.remark, userCount: users.n })
      .from(sysRole)
      .leftJoin(users, eq(users.roleId, sysRole.id))
      .where(tag ? eq(sysRole.tag, tag) : undefined)
      .orderBy(asc(sysRole.id));
    return ok(rows.map((r) => ({ ...r, userCount: Number(r.userCount ?? 0) })));
  });

  route(app, accountCalls.roleMenus, { access: 'perm', perm: PERMS.role.menus }, async ({ set }) => {
    const roleId = set.roleId;
    if (roleId === undefined) throw badRequest(fieldErrorText('角色', '请选择'));
    const [role] = await db.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(eq(sysRole.id, roleId));
    if (!role) throw badRequest(MENU_MSG.roleMissing);
    const menus = await db.select({ id: sysMenu.id, pid: sysMenu.pid, title: sysMenu.title, path: sysMenu.path, seq: sysMenu.seq, hidden: sysMenu.hidden }).from(sysMenu);
    const granted = await db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId)).orderBy(asc(sysRoleMenu.menuId));
    return ok({ all: role.code === 'R_SYS_ADMIN', tree: buildForest(menus, { compare: bySeq }), granted: granted.map((g) => g.id) });
  });
};
export default plugin;
