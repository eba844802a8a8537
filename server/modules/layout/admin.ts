/**
 * Layout administration (布局管理):
 *   POST /api/layout/page     (PERMS.layout.list) every layout: one row per shipped default and one
 *                             per stored layout (user, role, system) with its owner, version, time
 *                             and the menu items mounting it; filters search.layoutId_like|eq,
 *                             search.title_like, search.scope_eq, search.ownerName_like; sorted by
 *                             layout id, then default, system, role, user
 *   POST /api/layout/known    (signed-in) the layout ids a menu item may mount, with titles: the
 *                             shipped defaults plus every stored id for a layout or menu
 *                             administrator (KNOWN_ALL_PERMS); for anyone else only the ids of
 *                             the system layouts, their roles' and their own, so nobody learns
 *                             what other people saved
 *   POST /api/layout/restore  (PERMS.layout.edit) ids of stored rows: deletes them, so the next
 *                             layout down (role, system, shipped default) applies again; logged
 * The list is assembled in memory: shipped defaults are a few dozen and stored rows grow with the
 * users who customise a page, which stays in the thousands for this portal.
 */
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LAYOUT_ADMIN_TEXT, LAYOUT_ROW_SEARCH, type KnownLayout, type LayoutRow, type LayoutRowScope } from '../../../src/domain/layoutAdmin';
import { PERMS } from '../../../src/domain/permissions';
import { DEFAULT_LAYOUTS } from '../../../src/layouts';
import type { Db } from '../../db/client';
import { sysLayout, sysMenu, sysRole, sysUser } from '../../db/schema';
import { can, principal, type Principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { parseIds } from '../../http/resource';
import { parseQuery, toPage } from '../../http/search';
import { route } from '../../http/contract';
import { layoutCalls } from '../../../src/domain/calls/layout';

/** Who may see every stored layout id: the layout administrators, and the menu administrators who mount layouts on menu items (the menu tree). */
const KNOWN_ALL_PERMS = [PERMS.layout.list, PERMS.layout.edit, PERMS.menu.list, PERMS.menu.add, PERMS.menu.edit] as const;

const SCOPE_RANK: Readonly<Record<LayoutRowScope, number>> = { default: 0, system: 1, role: 2, user: 3 };

const titleOf = (doc: unknown, fallback: string): string =>
  doc && typeof doc === 'object' && typeof (doc as { title?: unknown }).title === 'string' ? (doc as { title: string }).title : fallback;

async function menusByLayout(db: Db): Promise<Map<string, string[]>> {
  const rows = await db.select({ title: sysMenu.title, path: sysMenu.path }).from(sysMenu).where(like(sysMenu.path, '/views/%'));
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const id = (r.path ?? '').slice('/views/'.length);
    out.set(id, [...(out.get(id) ?? []), r.title]);
  }
  return out;
}

export async function allLayoutRows(db: Db): Promise<LayoutRow[]> {
  const stored = await db
    .select({ id: sysLayout.id, layoutId: sysLayout.layoutId, scope: sysLayout.scope, ownerId: sysLayout.ownerId, doc: sysLayout.doc, version: sysLayout.version, updateTime: sysLayout.updateTime })
    .from(sysLayout);
  const userIds = [...new Set(stored.filter((r) => r.scope === 'user' && r.ownerId !== null).map((r) => r.ownerId as number))];
  const roleIds = [...new Set(stored.filter((r) => r.scope === 'role' && r.ownerId !== null).map((r) => r.ownerId as number))];
  const users = new Map(
    (userIds.length ? await db.select({ id: sysUser.id, name: sysUser.name, username: sysUser.username }).from(sysUser).where(inArray(sysUser.id, userIds)) : []).map((u) => [
      u.id,
      u.name ? `${u.name}（${u.username}）` : u.username,
    ]),
  );
  const roles = new Map(
    (roleIds.length ? await db.select({ id: sysRole.id, name: sysRole.name, code: sysRole.code }).from(sysRole).where(inArray(sysRole.id, roleIds)) : []).map((r) => [r.id, `${r.name}（${r.code}）`]),
  );
  const menus = await menusByLayout(db);
  // The home page is routed at /index, not through a menu item.
  const menuText = (id: string) => (id === 'home' ? '首页' : (menus.get(id) ?? []).join('、'));
  const defaults: LayoutRow[] = Object.entries(DEFAULT_LAYOUTS).map(([layoutId, doc]) => ({
    key: `default:${layoutId}`,
    rowId: null,
    layoutId,
    title: titleOf(doc, layoutId),
    scope: 'default',
    ownerId: null,
    ownerName: null,
    version: null,
    updateTime: null,
    menus: menuText(layoutId),
    hasDefault: true,
  }));
  const rows: LayoutRow[] = stored.map((r) => ({
    key: String(r.id),
    rowId: r.id,
    layoutId: r.layoutId,
    title: titleOf(r.doc, r.layoutId),
    scope: r.scope,
    ownerId: r.ownerId,
    ownerName: r.scope === 'user' ? (users.get(r.ownerId ?? -1) ?? String(r.ownerId)) : r.scope === 'role' ? (roles.get(r.ownerId ?? -1) ?? String(r.ownerId)) : null,
    version: r.version,
    updateTime: r.updateTime.toISOString(),
    menus: menuText(r.layoutId),
    hasDefault: Object.prototype.hasOwnProperty.call(DEFAULT_LAYOUTS, r.layoutId),
  }));
  return [...defaults, ...rows].sort(
    (a, b) => a.layoutId.localeCompare(b.layoutId) || SCOPE_RANK[a.scope] - SCOPE_RANK[b.scope] || (a.ownerName ?? '').localeCompare(b.ownerName ?? '') || (a.rowId ?? 0) - (b.rowId ?? 0),
  );
}

/** The stored layouts a user's own pages may show: the system ones, their roles' and their own. */
async function ownLayoutsOf(db: Db, p: Principal) {
  const roles = p.roleCodes.length ? await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.code, [...p.roleCodes])) : [];
  return or(
    eq(sysLayout.scope, 'system'),
    and(eq(sysLayout.scope, 'user'), eq(sysLayout.ownerId, p.id)),
    roles.length ? and(eq(sysLayout.scope, 'role'), inArray(sysLayout.ownerId, roles.map((r) => r.id))) : undefined,
  );
}

function matches(row: LayoutRow, field: string, op: string, value: unknown): boolean {
  const v = String(value).toLowerCase();
  const have = String((row as unknown as Record<string, unknown>)[field] ?? '').toLowerCase();
  return op === 'like' ? have.includes(v) : have === v;
}

export function registerLayoutAdmin(app: FastifyInstance, db: Db): void {
  route(app, layoutCalls.page, { access: 'perm', perm: PERMS.layout.list }, async ({ set }) => {
    const q = parseQuery(set, LAYOUT_ROW_SEARCH);
    const all = (await allLayoutRows(db)).filter((r) => q.filters.every((f) => matches(r, f.field, f.op, f.value)));
    return ok(toPage(all.slice((q.pn - 1) * q.size, q.pn * q.size), all.length, q));
  });

  route(app, layoutCalls.known, { access: 'user' }, async (_input, req) => {
    const p = principal(req);
    const seen = new Map<string, KnownLayout>();
    for (const [id, doc] of Object.entries(DEFAULT_LAYOUTS)) seen.set(id, { id, title: titleOf(doc, id), hasDefault: true });
    const visible = KNOWN_ALL_PERMS.some((perm) => can(p, perm)) ? undefined : await ownLayoutsOf(db, p);
    const stored = await db.select({ layoutId: sysLayout.layoutId, doc: sysLayout.doc }).from(sysLayout).where(visible).orderBy(sysLayout.id);
    for (const r of stored) if (!seen.has(r.layoutId)) seen.set(r.layoutId, { id: r.layoutId, title: titleOf(r.doc, r.layoutId), hasDefault: false });
    return ok([...seen.values()].sort((a, b) => a.id.localeCompare(b.id)));
  });

  route(app, layoutCalls.restore, { access: 'perm', perm: PERMS.layout.edit }, async ({ set }, req) => {
    const p = principal(req);
    const raw = set.ids;
    if (raw === undefined || raw === null || raw === '') throw badRequest(LAYOUT_ADMIN_TEXT.restoreNothing);
    if (String(raw).split(',').some((s) => s.trim().startsWith('default:'))) throw badRequest(LAYOUT_ADMIN_TEXT.restoreDefaultRow);
    const ids = parseIds(raw) as number[];
    return db.transaction(async (tx) => {
      const gone = await tx.delete(sysLayout).where(inArray(sysLayout.id, ids)).returning({ id: sysLayout.id, layoutId: sysLayout.layoutId, scope: sysLayout.scope, ownerId: sysLayout.ownerId });
      await writeOpLog(tx, p, 'DELETE', 'layout', gone.map((g) => g.id), { restored: gone }, req.ip);
      return ok({ count: gone.length }, LAYOUT_ADMIN_TEXT.restored(gone.length));
    });
  });
}
