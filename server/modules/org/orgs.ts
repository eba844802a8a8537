/**
 * Organisations: POST /api/sysorg/page|lst, GET /api/sysorg/:id, PUT /api/sysorg,
 * PUT /api/sysorg/:id, DELETE /api/sysorg?ids=. Management sees all organisations, anyone else
 * only their own. Only management creates organisations; outside management the fields of
 * OWN_ORG_LOCKED stay as they are. Deleting is refused while users, child organisations,
 * products or places belong to the organisation; its departments and own posts go with it.
 */
import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORG_MSG } from '../../../src/domain/resources/org';
import type { Db, DbOrTx } from '../../db/client';
import { sysDept, sysOrg, sysPosition, sysUser, zpPlace, zpProduct } from '../../db/schema';
import { isManagement } from '../../http/auth';
import { badRequest, forbidden } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { presentOrgs } from './present';
import { checkOrg, dropLockedFields, type OrgRow } from './rules';
import { ownOrgOnly } from './scope';

export const orgScope = ownOrgOnly(sysOrg.id);

async function firstBlocker(tx: DbOrTx, ids: number[]): Promise<string | null> {
  const names = new Map((await tx.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, ids))).map((r) => [r.id, r.name]));
  const nameOf = (id: number | null) => names.get(id as number) ?? String(id);
  const [users] = await tx.select({ orgId: sysUser.orgId, n: count() }).from(sysUser).where(inArray(sysUser.orgId, ids)).groupBy(sysUser.orgId).limit(1);
  if (users) return ORG_MSG.hasUsers(nameOf(users.orgId), Number(users.n));
  const [children] = await tx
    .select({ pid: sysOrg.pid, n: count() })
    .from(sysOrg)
    .where(and(inArray(sysOrg.pid, ids), not(inArray(sysOrg.id, ids))))
    .groupBy(sysOrg.pid)
    .limit(1);
  if (children) return ORG_MSG.hasChildren(nameOf(children.pid), Number(children.n));
  for (const table of [zpProduct, zpPlace]) {
    const [held] = await tx.select({ orgId: table.orgId, n: count() }).from(table).where(inArray(table.orgId, ids)).groupBy(table.orgId).limit(1);
    if (held) return ORG_MSG.hasProducts(nameOf(held.orgId), Number(held.n));
  }
  return null;
}

export function registerOrgs(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'sysorg',
    table: sysOrg,
    scope: orgScope,
    present: presentOrgs,
    beforeWrite: async ({ tx, user }, value, id) => {
      if (id === null) {
        if (!isManagement(user)) throw forbidden(ORG_MSG.createOnlyManagement);
        return checkOrg(tx, value, null);
      }
      const [current] = (await tx.select().from(sysOrg).where(eq(sysOrg.id, Number(id)))) as OrgRow[];
      if (!isManagement(user)) dropLockedFields(value, current);
      return checkOrg(tx, value, current);
    },
    beforeDelete: async ({ tx }, ids) => {
      const orgIds = ids as number[];
      const blocker = await firstBlocker(tx, orgIds);
      if (blocker) throw badRequest(blocker);
      await tx.delete(sysDept).where(inArray(sysDept.orgId, orgIds));
      await tx.delete(sysPosition).where(inArray(sysPosition.orgId, orgIds));
    },
  });
}
