/**
 * Installs the menu catalogue (src/domain/menuCatalogue.ts) and its grants. Roles are created by
 * seedPeople, which runs after this, so every role of src/domain/roles.ts is inserted here first
 * (on conflict nothing: whichever runs first wins, both write the same rows) and looked up by code.
 * Menu ids come from the database; seq leaves gaps of 10 so an administrator can slot items in.
 */
import { inArray } from 'drizzle-orm';
import { MENU_CATALOGUE, menuOpts, rolesOf } from '../../src/domain/menuCatalogue';
import { ROLES, ROLE_CODES, type RoleCode } from '../../src/domain/roles';
import type { DbOrTx } from '../db/client';
import { sysMenu, sysRole, sysRoleMenu } from '../db/schema';

const SEQ_STEP = 10;

export async function ensureRoles(tx: DbOrTx): Promise<Map<RoleCode, number>> {
  await tx
    .insert(sysRole)
    .values(ROLE_CODES.map((code) => ({ code, name: ROLES[code].name, tag: ROLES[code].tag })))
    .onConflictDoNothing({ target: sysRole.code });
  const rows = await tx.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(inArray(sysRole.code, ROLE_CODES));
  return new Map(rows.map((r) => [r.code as RoleCode, r.id]));
}

export async function seedMenus(tx: DbOrTx): Promise<void> {
  const roleIds = await ensureRoles(tx);
  const groupRows = await tx
    .insert(sysMenu)
    .values(MENU_CATALOGUE.map((g, i) => ({ pid: null, title: g.title, icon: g.icon, path: null, opts: null, seq: (i + 1) * SEQ_STEP })))
    .returning({ id: sysMenu.id, seq: sysMenu.seq });
  // Map back by seq (unique among groups) rather than trusting the order RETURNING yields.
  const groupIdBySeq = new Map(groupRows.map((r) => [r.seq, r.id]));

  const pageValues = MENU_CATALOGUE.flatMap((g, gi) =>
    g.pages.map((p, pi) => ({
      pid: groupIdBySeq.get((gi + 1) * SEQ_STEP) as number,
      title: p.title,
      icon: p.icon,
      path: p.path,
      opts: menuOpts(p) || null,
      target: p.target ?? null,
      seq: (pi + 1) * SEQ_STEP,
      hidden: p.hidden ?? false,
      noTab: p.noTab ?? false,
      noCache: p.noCache ?? false,
      badge: p.badge ?? null,
    })),
  );
  const pageRows = await tx.insert(sysMenu).values(pageValues).returning({ id: sysMenu.id, pid: sysMenu.pid, seq: sysMenu.seq });
  const pageId = new Map(pageRows.map((r) => [`${r.pid}:${r.seq}`, r.id]));

  // A role sees a group when it is granted at least one page of it.
  const grants = new Map<string, { roleId: number; menuId: number }>();
  const grant = (role: RoleCode, menuId: number) => {
    const roleId = roleIds.get(role);
    if (roleId !== undefined) grants.set(`${roleId}:${menuId}`, { roleId, menuId });
  };
  MENU_CATALOGUE.forEach((g, gi) => {
    const groupId = groupIdBySeq.get((gi + 1) * SEQ_STEP) as number;
    g.pages.forEach((p, pi) => {
      const id = pageId.get(`${groupId}:${(pi + 1) * SEQ_STEP}`) as number;
      for (const role of rolesOf(p)) {
        grant(role, id);
        grant(role, groupId);
      }
    });
  });
  if (grants.size) await tx.insert(sysRoleMenu).values([...grants.values()]).onConflictDoNothing();
}
