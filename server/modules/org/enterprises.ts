/**
 * Management's views of the organisations it oversees (src/domain/resources/orgLists.ts):
 *   POST /api/zpenterprise/page|lst, GET /api/zpenterprise/{id}   enterprises (type 3) with their
 *        products, places and valid certificates counted, and the key-enterprise mark
 *   GET  /api/zpenterprise/products?id=, /places?id=             an enterprise's products and places
 *   POST /api/zpenterprise/key {id, key, reason}                 marks or unmarks a key enterprise
 *                                                                 (reason required; logged)
 *   POST /api/zpunit/page|lst, GET /api/zpunit/{id}               institutions (unit types 2, 4, 5)
 *                                                                 with their people counted
 *   POST /api/zpassist/page|lst, GET /api/zpassist/{id}           enterprises of the counterpart-
 *                                                                 assistance regions, counted alike
 *   POST /api/zpbasket/page|lst, GET /api/zpbasket/{id}           菜篮子基地: places with a base type
 * Read-only lists: organisations are edited in 组织管理 (/api/sysorg).
 */
import { and, asc, count, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { CERT_STATUS, ORG_TYPE, orgTypeValue } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { KEY_ENTERPRISE_MSG, keyReasonError } from '../../../src/domain/resources/orgLists';
import type { Db, DbOrTx } from '../../db/client';
import { sysOrg, sysUser, zpCert, zpPlace, zpProduct } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { registerResource } from '../../http/resource';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';
import { presentPlaces } from '../place';
import { presentProducts } from '../product';
import { presentOrgs } from './present';

type Row = Record<string, unknown>;

const ENTERPRISE = orgTypeValue(ORG_TYPE.enterprise);
const isEnterprise = eq(sysOrg.type, ENTERPRISE);
/** Institutions: neither management nor an enterprise; their types join unit types. */
const isInstitution = and(ne(sysOrg.type, orgTypeValue(ORG_TYPE.management)), ne(sysOrg.type, ENTERPRISE));

/** Rows of `table` per organisation among `orgIds` (optionally narrowed by `where`). */
async function countsBy(db: DbOrTx, table: PgTable, orgColumn: AnyPgColumn, orgIds: number[], where?: SQL): Promise<Map<number, number>> {
  if (!orgIds.length) return new Map();
  const rows = await db
    .select({ orgId: orgColumn, n: count() })
    .from(table)
    .where(and(inArray(orgColumn, orgIds), where))
    .groupBy(orgColumn);
  return new Map(rows.map((r) => [r.orgId as number, Number(r.n)]));
}

async function presentEnterprises(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  const [products, places, certs] = await Promise.all([
    countsBy(db, zpProduct, zpProduct.orgId, ids),
    countsBy(db, zpPlace, zpPlace.orgId, ids),
    countsBy(db, zpCert, zpCert.orgId, ids, eq(zpCert.status, CERT_STATUS.valid)),
  ]);
  return (await presentOrgs(rows, db)).map((r) => ({ ...r, productCount: products.get(r.id as number) ?? 0, placeCount: places.get(r.id as number) ?? 0, certCount: certs.get(r.id as number) ?? 0 }));
}

async function presentUnits(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const staff = await countsBy(db, sysUser, sysUser.orgId, rows.map((r) => r.id as number));
  return (await presentOrgs(rows, db)).map((r) => ({ ...r, staffCount: staff.get(r.id as number) ?? 0 }));
}

/** The enterprise of a child-table request (`?id=`), or a 404 for anything else. */
async function enterpriseOf(db: Db, id: number): Promise<number> {
  const [org] = await db.select({ id: sysOrg.id }).from(sysOrg).where(and(eq(sysOrg.id, id), isEnterprise));
  if (!org) throw notFound('企业');
  return org.id;
}

export function registerOrgLists(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'zpEnterprise',
    table: sysOrg,
    scope: () => isEnterprise,
    present: presentEnterprises,
  });
  registerResource(app, db, {
    resource: 'zpUnit',
    table: sysOrg,
    scope: () => isInstitution,
    present: presentUnits,
  });

  registerResource(app, db, {
    resource: 'zpAssist',
    table: sysOrg,
    scope: () => and(isEnterprise, isNotNull(sysOrg.assistType)),
    present: presentEnterprises,
  });
  registerResource(app, db, {
    resource: 'zpBasket',
    table: zpPlace,
    scope: () => isNotNull(zpPlace.baseType),
    present: presentPlaces,
  });

  const products = { access: 'perm', perm: PERMS.enterprise.products } as const;
  route(app, orgCalls.enterpriseProducts, products, async ({ query }) => {
    const orgId = await enterpriseOf(db, query.id);
    return ok(await presentProducts(await db.select().from(zpProduct).where(eq(zpProduct.orgId, orgId)).orderBy(asc(zpProduct.id)), db));
  });
  route(app, orgCalls.enterprisePlaces, products, async ({ query }) => {
    const orgId = await enterpriseOf(db, query.id);
    return ok(await presentPlaces(await db.select().from(zpPlace).where(eq(zpPlace.orgId, orgId)).orderBy(asc(zpPlace.id)), db));
  });

  route(app, orgCalls.keyEnterprise, { access: 'perm', perm: PERMS.enterprise.keyEdit }, async ({ body }, req) => {
    const p = principal(req);
    const id = body.id;
    if (typeof body.key !== 'boolean') throw badRequest('参数 key 必须是 true 或 false');
    const key = body.key;
    const wrong = keyReasonError(body.reason);
    if (wrong) throw badRequest(wrong);
    const reason = String(body.reason).trim();
    return db.transaction(async (tx) => {
      const [org] = await tx.select({ type: sysOrg.type, keyFlag: sysOrg.keyFlag }).from(sysOrg).where(eq(sysOrg.id, id)).for('update');
      if (!org) throw notFound('企业');
      if (org.type !== ENTERPRISE) throw badRequest(KEY_ENTERPRISE_MSG.notEnterprise);
      if (org.keyFlag === key) throw badRequest(KEY_ENTERPRISE_MSG.already(key));
      const change = { keyFlag: key, keyReason: reason, keyTime: new Date() };
      await tx.update(sysOrg).set({ ...change, updateTime: new Date() }).where(eq(sysOrg.id, id));
      await writeOpLog(tx, p, 'UPDATE', 'sysorg', id, { keyFlag: key, keyReason: reason }, req.ip);
      return ok(null, key ? KEY_ENTERPRISE_MSG.marked : KEY_ENTERPRISE_MSG.unmarked);
    });
  });
}
