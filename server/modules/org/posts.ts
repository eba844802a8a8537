/**
 * Posts: POST /api/sysposition/page, GET /api/sysposition/:id, PUT /api/sysposition,
 * PUT /api/sysposition/:id, DELETE /api/sysposition?ids=, and POST /api/sysposition/lst for the
 * post select of the user form (any signed-in user). Outside management a caller sees its own
 * organisation's posts and the shared ones (no organisation), and changes only its own.
 */
import { and, count, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { POST_MSG, SHARED_POST_LABEL } from '../../../src/domain/resources/post';
import type { Db, DbOrTx } from '../../db/client';
import { sysOrg, sysPosition, sysUser } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';
import { badRequest, forbidden } from '../../http/envelope';
import { registerResource } from '../../http/resource';

type Row = Record<string, unknown>;

/** Adds the organisation's name; a shared post (no organisation) shows 公共岗位. */
async function presentPosts(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const orgIds = [...new Set(rows.map((r) => r.orgId).filter((v): v is number => typeof v === 'number'))];
  const orgs = orgIds.length ? await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [];
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  return rows.map((r) => ({ ...r, orgName: r.orgId === null || r.orgId === undefined ? SHARED_POST_LABEL : (orgName.get(r.orgId as number) ?? null) }));
}

const scope = (p: Principal): SQL | undefined =>
  isManagement(p) ? undefined : or(isNull(sysPosition.orgId), p.orgId === null ? undefined : eq(sysPosition.orgId, p.orgId));

async function checkPost(tx: DbOrTx, user: Principal, value: Row, id: number | null): Promise<Row> {
  const [current] = id === null ? [] : await tx.select({ orgId: sysPosition.orgId, code: sysPosition.code }).from(sysPosition).where(eq(sysPosition.id, id));
  if (current && current.orgId === null && !isManagement(user)) throw forbidden(POST_MSG.sharedReadOnly);
  const orgId = ('orgId' in value ? value.orgId : current?.orgId) as number | null | undefined;
  if (typeof value.orgId === 'number') {
    const [org] = await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, value.orgId));
    if (!org) throw badRequest(POST_MSG.orgMissing);
  }
  const code = (typeof value.code === 'string' ? value.code : current?.code) as string | undefined;
  if (code !== undefined) {
    const sameOwner = orgId === null || orgId === undefined ? isNull(sysPosition.orgId) : eq(sysPosition.orgId, orgId);
    const taken = and(eq(sysPosition.code, code), sameOwner, id === null ? undefined : ne(sysPosition.id, id));
    const [clash] = await tx.select({ id: sysPosition.id }).from(sysPosition).where(taken).limit(1);
    if (clash) throw badRequest(POST_MSG.codeTaken(code));
  }
  return value;
}

export function registerPosts(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'sysposition',
    table: sysPosition,
    scope,
    ownerOrgColumn: 'orgId',
    present: presentPosts,
    beforeWrite: ({ tx, user }, value, id) => checkPost(tx, user, value, id === null ? null : Number(id)),
    beforeDelete: async ({ tx, user }, ids) => {
      const rows = await tx.select({ id: sysPosition.id, name: sysPosition.name, orgId: sysPosition.orgId }).from(sysPosition).where(inArray(sysPosition.id, ids as number[]));
      if (!isManagement(user) && rows.some((r) => r.orgId === null)) throw forbidden(POST_MSG.sharedReadOnly);
      const [used] = await tx.select({ positionId: sysUser.positionId, n: count() }).from(sysUser).where(inArray(sysUser.positionId, ids as number[])).groupBy(sysUser.positionId).limit(1);
      if (used) throw badRequest(POST_MSG.inUse(rows.find((r) => r.id === used.positionId)?.name ?? '', Number(used.n)));
    },
  });
}
