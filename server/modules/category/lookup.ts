/**
 * The product-type lookup (calls document §7.2) and the category tree.
 *
 * POST /api/pro/category/lst — any signed-in user; `search.level_lte`, `search.pid_eq`,
 * `search.pids_like` (and the other whitelisted filters of the definition). Nodes are
 * {id, pid, name, level, productType, properties: {leaf, enabled}, children?}: a tree when
 * `search.level_lte` is given (for a cascader loaded at once), a flat list otherwise (for a lazy
 * cascader by `pid_eq`). Callers without the category-management permission see enabled
 * categories only, and `leaf` is judged by what they can see.
 *
 * POST /api/pro/category/sync — the management page's tree: every category with all its
 * fields, siblings ordered by `seq` then id, children only on nodes that have some.
 */
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { categoryResource, type CategoryNode } from '../../../src/domain/resources/category';
import type { Db } from '../../db/client';
import { proCategory } from '../../db/schema';
import { can, principal } from '../../http/auth';
import { ok } from '../../http/envelope';
import { filtersToSql, parseQuery } from '../../http/search';
import { buildForest } from '../../http/tree';
import { route } from '../../http/contract';
import { catalogueCalls } from '../../../src/domain/calls/catalogue';

const LOOKUP_LIMIT = 5000;
const columns = getTableColumns(proCategory) as unknown as Record<string, AnyPgColumn>;
const order = [asc(proCategory.level), asc(proCategory.seq), asc(proCategory.id)];

export function registerLookup(app: FastifyInstance, db: Db): void {
  route(app, catalogueCalls.categoryLst, { access: 'user' } as const, async ({ set: params }, req) => {
    const p = principal(req);
    const q = parseQuery(params, categoryResource.fields);
    const onlyEnabled = !can(p, PERMS.category.list);
    const visible = onlyEnabled ? eq(proCategory.enabled, true) : undefined;
    const rows = await db
      .select({ id: proCategory.id, pid: proCategory.pid, name: proCategory.name, level: proCategory.level, productType: proCategory.productType, enabled: proCategory.enabled })
      .from(proCategory)
      .where(and(filtersToSql(q.filters, columns), visible))
      .orderBy(...order)
      .limit(LOOKUP_LIMIT);
    // A node is a leaf for this caller when none of its children is visible to them.
    const ids = rows.map((r) => r.id);
    const parents = ids.length
      ? new Set((await db.selectDistinct({ pid: proCategory.pid }).from(proCategory).where(and(inArray(proCategory.pid, ids), visible))).map((r) => r.pid))
      : new Set<number | null>();
    const nodes: CategoryNode[] = rows.map((r) => ({
      id: r.id,
      pid: r.pid ?? 0,
      name: r.name,
      level: r.level,
      productType: r.productType,
      properties: { leaf: !parents.has(r.id), enabled: r.enabled },
    }));
    const asTree = params['search.level_lte'] !== undefined && params['search.level_lte'] !== null && params['search.level_lte'] !== '';
    return ok(asTree ? buildForest(nodes) : nodes);
  });

  route(app, catalogueCalls.categorySync, { access: 'perm', perm: PERMS.category.list } as const, async () => {
    const rows = await db.select().from(proCategory).orderBy(...order).limit(LOOKUP_LIMIT);
    return ok(buildForest(rows));
  });
}
