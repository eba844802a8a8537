/**
 * The effective layout of a user (ARCHITECTURE.md §4): their own saved layout, else one saved for
 * one of their roles, else the system one saved in the table, else the default shipped in
 * src/layouts. A saved document that no longer validates is skipped (and the reply says so), so
 * a bad row never leaves a page blank.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LAYOUT_NOTICE, migrateLayout, type EffectiveLayout, type LayoutScope } from '../../../src/domain/layout';
import { ROLE_CODES } from '../../../src/domain/roles';
import { DEFAULT_LAYOUTS, hasDefaultLayout } from '../../../src/layouts';
import type { DbOrTx } from '../../db/client';
import { sysLayout, sysRole } from '../../db/schema';
import type { Principal } from '../../http/auth';

interface Candidate {
  scope: LayoutScope;
  ownerId: number | null;
  doc: unknown;
  version: number;
  updateTime: Date;
}

/** Role order when a user's roles have layouts of their own: the order of the role table in the spec (administrators first). */
const roleRank = (code: string) => {
  const n = ROLE_CODES.indexOf(code as (typeof ROLE_CODES)[number]);
  return n < 0 ? ROLE_CODES.length : n;
};

/** The shipped default of a layout id, validated; null when there is none. */
export function defaultLayout(layoutId: string, log?: FastifyBaseLogger): EffectiveLayout | null {
  if (!hasDefaultLayout(layoutId)) return null;
  const r = migrateLayout(DEFAULT_LAYOUTS[layoutId]);
  if (!r.ok || r.value.id !== layoutId) {
    // A unit test guards the shipped files; reaching this is a build that skipped the tests.
    log?.error({ layoutId, error: r.ok ? 'id mismatch' : r.error }, 'shipped default layout is invalid');
    return null;
  }
  return { source: 'default', version: null, updateTime: null, doc: r.value, notice: null };
}

/** `user` null: nobody signed in (a display link): the system layout saved in the table, else the shipped default. */
export async function effectiveLayout(db: DbOrTx, user: Principal | null, layoutId: string, log?: FastifyBaseLogger): Promise<EffectiveLayout | null> {
  const roles = user?.roleCodes.length ? await db.select({ id: sysRole.id, code: sysRole.code }).from(sysRole).where(inArray(sysRole.code, [...user.roleCodes])) : [];
  const rankOfRole = new Map(roles.map((r) => [r.id, roleRank(r.code)]));
  const rows: Candidate[] = await db
    .select({ scope: sysLayout.scope, ownerId: sysLayout.ownerId, doc: sysLayout.doc, version: sysLayout.version, updateTime: sysLayout.updateTime })
    .from(sysLayout)
    .where(
      and(
        eq(sysLayout.layoutId, layoutId),
        or(
          user ? and(eq(sysLayout.scope, 'user'), eq(sysLayout.ownerId, user.id)) : undefined,
          roles.length ? and(eq(sysLayout.scope, 'role'), inArray(sysLayout.ownerId, roles.map((r) => r.id))) : undefined,
          eq(sysLayout.scope, 'system'),
        ),
      ),
    );
  const rank = (c: Candidate) => (c.scope === 'user' ? -1 : c.scope === 'role' ? (rankOfRole.get(c.ownerId ?? -1) ?? ROLE_CODES.length) : ROLE_CODES.length + 1);
  rows.sort((a, b) => rank(a) - rank(b) || (a.ownerId ?? 0) - (b.ownerId ?? 0));

  let skipped = false;
  for (const row of rows) {
    const r = migrateLayout(row.doc);
    if (r.ok && r.value.id === layoutId) {
      return { source: row.scope, version: row.version, updateTime: row.updateTime.toISOString(), doc: r.value, notice: skipped ? LAYOUT_NOTICE.skippedInvalid : null };
    }
    skipped = true;
    log?.warn({ layoutId, scope: row.scope, ownerId: row.ownerId, error: r.ok ? 'id mismatch' : r.error }, 'stored layout skipped: invalid');
  }
  const fallback = defaultLayout(layoutId, log);
  if (fallback) return skipped ? { ...fallback, notice: LAYOUT_NOTICE.skippedInvalid } : fallback;
  return null;
}
