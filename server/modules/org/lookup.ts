/**
 * POST /api/sysorg/async: organisations for selects and lazy cascaders, for any signed-in user.
 *   pid        children of that organisation
 *   type       only organisations whose type holds one of these codes ("2" or "2,4")
 *   name       name contains
 * With pid: that organisation's children; without pid but with type or name: every match
 * (a flat list); with neither: the top level. Only enabled organisations in normal status.
 * Management sees every organisation; anyone else the non-enterprise ones (management bodies
 * and institutions, which they pick in their work) and their own, never other enterprises.
 * Nodes: {id, pid, name, type, leaf}, by name; at most 500.
 */
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORG_TYPE } from '../../../src/domain/codes';
import { ORG_STATUS, type OrgNode } from '../../../src/domain/resources/org';
import { orgTypeHolds } from '../../db/orgType';
import type { Db } from '../../db/client';
import { sysOrg } from '../../db/schema';
import { isManagement, principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';
import { listParam } from './params';

const LIMIT = 500;
/** Type held as one of the comma-joined codes (exact code, not a substring of another). */
const typeHolds = (code: string | number): SQL => orgTypeHolds(sysOrg.type, String(code));

export function registerOrgLookup(app: FastifyInstance, db: Db): void {
  route(app, orgCalls.orgs, { access: 'user' }, async ({ set: params }, req) => {
    const p = principal(req);
    const pid = params.pid;
    const types = listParam(params.type ?? params['search.type_like'], 'type');
    if (types.some((t) => !/^[1-5]$/.test(t))) throw badRequest('参数 type 只能是 1 到 5 的组织类型编码');
    const name = typeof params.name === 'string' ? params.name.trim().slice(0, 100) : '';
    const conds: (SQL | undefined)[] = [eq(sysOrg.enabled, true), eq(sysOrg.status, ORG_STATUS.normal)];
    if (!isManagement(p)) conds.push(or(sql`not ${typeHolds(ORG_TYPE.enterprise)}`, p.orgId === null ? sql`false` : eq(sysOrg.id, p.orgId)));
    if (types.length) conds.push(or(...types.map(typeHolds)));
    if (name) conds.push(ilike(sysOrg.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (pid !== undefined) conds.push(eq(sysOrg.pid, pid));
    else if (!types.length && !name) conds.push(isNull(sysOrg.pid));
    const rows = await db
      .select({
        id: sysOrg.id,
        pid: sysOrg.pid,
        name: sysOrg.name,
        type: sysOrg.type,
        // Qualified by hand: drizzle leaves columns of a one-table select unqualified.
        leaf: sql<boolean>`not exists (select 1 from ${sysOrg} c where c.pid = ${sysOrg}.id)`,
      })
      .from(sysOrg)
      .where(and(...conds))
      .orderBy(asc(sysOrg.name), asc(sysOrg.id))
      .limit(LIMIT);
    return ok(rows satisfies OrgNode[]);
  });
}
