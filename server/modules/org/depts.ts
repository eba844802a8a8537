/**
 * Departments: POST /api/sysdept/page|lst, GET /api/sysdept/:id, PUT /api/sysdept,
 * PUT /api/sysdept/:id, DELETE /api/sysdept?ids=, and POST /api/sysdept/async {orgId?, pid?}: the
 * department tree of one organisation (the caller's own by default; outside management always
 * the caller's own), or the branch below pid. A department stays in its organisation; its parent
 * must be in the same organisation.
 */
import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEPT_MSG, type DeptNode } from '../../../src/domain/resources/dept';
import type { Db, DbOrTx } from '../../db/client';
import { sysDept, sysOrg, sysUser } from '../../db/schema';
import { isManagement, principal } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';
import { buildForest, bySeq, descendantsOf } from '../../http/tree';
import { ownOrgOnly } from './scope';

type Row = Record<string, unknown>;

/** Adds the organisation's and the parent department's names (the list shows names, not ids). */
async function presentDepts(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = (key: string) => [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number'))];
  const orgIds = ids('orgId');
  const pids = ids('pid');
  const orgs = orgIds.length ? await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [];
  const parents = pids.length ? await db.select({ id: sysDept.id, name: sysDept.name }).from(sysDept).where(inArray(sysDept.id, pids)) : [];
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const parentName = new Map(parents.map((d) => [d.id, d.name]));
  return rows.map((r) => ({ ...r, orgName: orgName.get(r.orgId as number) ?? null, parentName: parentName.get(r.pid as number) ?? null }));
}

async function checkDept(tx: DbOrTx, value: Row, id: number | null): Promise<Row> {
  const [current] = id === null ? [] : await tx.select({ orgId: sysDept.orgId }).from(sysDept).where(eq(sysDept.id, id));
  if (current && 'orgId' in value && value.orgId !== current.orgId) throw badRequest(DEPT_MSG.orgFixed);
  const orgId = (current?.orgId ?? value.orgId) as number | null | undefined;
  if (typeof orgId !== 'number') throw badRequest(DEPT_MSG.orgRequired);
  if (!current) {
    const [org] = await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, orgId));
    if (!org) throw badRequest(DEPT_MSG.orgMissing);
  }
  if (typeof value.pid === 'number') {
    const siblings = await tx.select({ id: sysDept.id, pid: sysDept.pid }).from(sysDept).where(eq(sysDept.orgId, orgId));
    if (!siblings.some((d) => d.id === value.pid)) throw badRequest(DEPT_MSG.parentMissing);
    if (id !== null && descendantsOf(siblings, id).has(value.pid)) throw badRequest(DEPT_MSG.parentLoop);
  }
  return value;
}

export function registerDepts(app: FastifyInstance, db: Db): void {
  const scope = ownOrgOnly(sysDept.orgId);
  registerResource(app, db, {
    resource: 'sysdept',
    table: sysDept,
    scope,
    ownerOrgColumn: 'orgId',
    present: presentDepts,
    beforeWrite: ({ tx }, value, id) => checkDept(tx, value, id === null ? null : Number(id)),
    beforeDelete: async ({ tx }, ids) => {
      const deptIds = ids as number[];
      const [child] = await tx
        .select({ pid: sysDept.pid })
        .from(sysDept)
        .where(and(inArray(sysDept.pid, deptIds), not(inArray(sysDept.id, deptIds))))
        .limit(1);
      const names = new Map((await tx.select({ id: sysDept.id, name: sysDept.name }).from(sysDept).where(inArray(sysDept.id, deptIds))).map((d) => [d.id, d.name]));
      if (child) throw badRequest(DEPT_MSG.hasChildren(names.get(child.pid as number) ?? ''));
      const [users] = await tx.select({ deptId: sysUser.deptId, n: count() }).from(sysUser).where(inArray(sysUser.deptId, deptIds)).groupBy(sysUser.deptId).limit(1);
      if (users) throw badRequest(DEPT_MSG.hasUsers(names.get(users.deptId as number) ?? '', Number(users.n)));
    },
  });

  route(app, orgCalls.depts, { access: 'user' }, async ({ set: { orgId: asked, pid } }, req) => {
    const p = principal(req);
    const orgId = isManagement(p) ? (asked ?? p.orgId) : p.orgId;
    if (orgId === null || orgId === undefined) return ok([] as DeptNode[]);
    const rows = await db
      .select({ id: sysDept.id, pid: sysDept.pid, orgId: sysDept.orgId, name: sysDept.name, seq: sysDept.seq })
      .from(sysDept)
      .where(eq(sysDept.orgId, orgId))
      .orderBy(asc(sysDept.seq), asc(sysDept.id));
    const forest = buildForest(rows, { compare: bySeq });
    if (pid === undefined) return ok(forest satisfies DeptNode[]);
    const find = (nodes: DeptNode[]): DeptNode | undefined => {
      for (const n of nodes) {
        if (n.id === pid) return n;
        const hit = find(n.children ?? []);
        if (hit) return hit;
      }
      return undefined;
    };
    return ok(find(forest)?.children ?? []);
  });
}
