/**
 * An enterprise's places (企业场所): POST /api/zpplace/page and /lst, GET /api/zpplace/{id},
 * PUT /api/zpplace, PUT /api/zpplace/{id}, DELETE /api/zpplace?ids=. An enterprise sees and changes
 * only its own places (the server stamps `orgId` on create); management sees every place and, when
 * it records one, names the enterprise. Coordinates come from the map address picker.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ORG_TYPE, orgTypeHas } from '../../../src/domain/codes';
import { PLACE_MSG } from '../../../src/domain/resources/place';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, zpPlace } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';

type Row = Record<string, unknown>;

const scope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : eq(zpPlace.orgId, p.orgId ?? -1));

/** Place rows as lists show them: with their enterprise's name (also an enterprise's record page). */
export async function presentPlaces(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const orgIds = [...new Set(rows.map((r) => r.orgId).filter((v): v is number => typeof v === 'number'))];
  const orgs = orgIds.length ? await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [];
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  return rows.map((r) => ({ ...r, orgName: names.get(r.orgId as number) ?? null }));
}

/** Management names the enterprise of a new place; it must be an enterprise (type 3). */
async function checkOwner(tx: DbOrTx, user: Principal, value: Row, id: number | string | null): Promise<Row> {
  if (id !== null || !isManagement(user)) return value;
  if (typeof value.orgId !== 'number') throw badRequest(PLACE_MSG.orgRequired);
  const [org] = await tx.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, value.orgId));
  if (!org || !orgTypeHas(org.type, ORG_TYPE.enterprise)) throw badRequest(PLACE_MSG.orgNotEnterprise);
  return value;
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  registerResource(app, db, {
    resource: 'place',
    table: zpPlace,
    scope,
    ownerOrgColumn: 'orgId',
    present: presentPlaces,
    beforeWrite: ({ tx, user }, value, id) => checkOwner(tx, user, value, id),
  });
};
export default plugin;
