/**
 * The area lookups behind the area cascader, for any signed-in user:
 *   POST /api/addvcd/lst     search.level_eq|level_lte|pid_eq|... -> a forest of {id, name, pid, level, children?}
 *                            (matching rows nested under their parents when the parent matched too)
 *   POST /api/addvcd/async   pid (empty = provinces) -> that division's children, each with `leaf`
 *   GET  /api/addvcd/pLst/:id -> the chain from the province down to the area itself (404 if unknown)
 */
import { asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { AREA_MAX_LEVEL, areaResource, type AreaNode } from '../../../src/domain/resources/area';
import type { Db } from '../../db/client';
import { addvcd } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { filtersToSql, parseQuery } from '../../http/search';
import { route } from '../../http/contract';
import { areaCalls } from '../../../src/domain/calls/area';
import { buildForest } from '../../http/tree';
import { loadChains } from './chain';

/** More than the whole country (about 3 400 divisions down to counties). */
const LST_LIMIT = 5000;
const AREA_CODE_RE = /^\d{2,12}$/;

const columns = getTableColumns(addvcd) as unknown as Record<string, AnyPgColumn>;
const nodeColumns = { id: addvcd.id, name: addvcd.name, pid: addvcd.pid, level: addvcd.level };

export function registerAreaLookups(app: FastifyInstance, db: Db): void {
  route(app, areaCalls.lst, { access: 'user' }, async ({ set }) => {
    const q = parseQuery(set, areaResource.fields);
    const rows: AreaNode[] = await db.select(nodeColumns).from(addvcd).where(filtersToSql(q.filters, columns)).orderBy(asc(addvcd.id)).limit(LST_LIMIT);
    return ok(buildForest(rows));
  });

  route(app, areaCalls.children, { access: 'user' }, async ({ set }) => {
    const raw = set.pid;
    const pid = raw === undefined || raw === null || raw === '' ? null : String(raw).trim();
    if (pid !== null && !AREA_CODE_RE.test(pid)) throw badRequest('参数 pid 必须是地区编码');
    const rows = await db
      .select({
        ...nodeColumns,
        // A division is a leaf at the deepest level or when nothing lies below it.
        // Qualified by hand: drizzle leaves columns of a one-table select unqualified, and an
        // unqualified "id" would bind to the subquery's own rows.
        leaf: sql<boolean>`(${addvcd.level} >= ${AREA_MAX_LEVEL} or not exists (select 1 from ${addvcd} c where c.pid = ${addvcd}.id))`,
      })
      .from(addvcd)
      .where(pid === null ? isNull(addvcd.pid) : eq(addvcd.pid, pid))
      .orderBy(asc(addvcd.id));
    return ok(rows satisfies AreaNode[]);
  });

  route(app, areaCalls.chain, { access: 'user' }, async ({ path }) => {
    const id = path.id.trim();
    if (!AREA_CODE_RE.test(id)) throw badRequest('参数 id 必须是地区编码');
    const chain = (await loadChains(db, [id])).get(id);
    if (!chain) throw notFound('地区');
    return ok(chain satisfies AreaNode[]);
  });
}
