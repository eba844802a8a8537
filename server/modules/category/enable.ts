/**
 * PUT /api/pro/category/updEnabled/{id}, body {enabled}. The flag applies to a branch: disabling
 * a category disables everything under it; enabling one enables everything under it and the
 * categories above it, so it is reachable again. Without `enabled` in the body the current
 * state is flipped. Logged as UPDATE on category.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { CATEGORY_MSG, categoryResource } from '../../../src/domain/resources/category';
import { coerce, isInvalid } from '../../../src/domain/resource';
import type { Db } from '../../db/client';
import { proCategory } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { branchCondition } from './placement';
import { route } from '../../http/contract';
import { catalogueCalls } from '../../../src/domain/calls/catalogue';

export function registerEnable(app: FastifyInstance, db: Db): void {
  route(app, catalogueCalls.categoryEnable, { access: 'perm', perm: PERMS.category.enable } as const, async ({ path: { id }, set }, req) => {
    const p = principal(req);
    const raw = set.enabled;
    const wanted = raw === undefined || raw === null || raw === '' ? null : coerce({ type: 'bool' }, raw);
    if (isInvalid(wanted)) throw badRequest(CATEGORY_MSG.enabledInvalid);
    return db.transaction(async (tx) => {
      const [cur] = await tx.select().from(proCategory).where(eq(proCategory.id, id)).for('update');
      if (!cur) throw notFound(categoryResource.title);
      const enabled = wanted === null ? !cur.enabled : wanted === true;
      const changed = await tx
        .update(proCategory)
        .set({ enabled, updateTime: new Date() })
        .where(branchCondition(cur, enabled))
        .returning({ id: proCategory.id });
      await writeOpLog(tx, p, 'UPDATE', categoryResource.name, id, { enabled, branch: changed.map((r) => r.id) }, req.ip);
      return ok({ id, enabled, changed: changed.length });
    });
  });
}
