/**
 * An enterprise's own production records (src/domain/resources/enterpriseRecords.ts), each a
 * resource on the engine: 生产批次 /api/zpbatch, 产量计划 /api/zpoutputplan, 激活记录
 * /api/zpactivation (list and add: a record is kept as it was), 自我评价 /api/zpselfassess (list
 * and submit), 企业历史产品 /api/zphisproduct (list only; 历史数据 imports them). An enterprise sees
 * and writes only its own rows (the server stamps orgId); products and places it names must be
 * its own (the engine's reference check). Management sees every enterprise's rows.
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { PLACE_MSG } from '../../../src/domain/resources/place';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { sysOrg, sysUser, zpActivation, zpBatch, zpHisProduct, zpOutputPlan, zpPlace, zpProduct, zpSelfAssess } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { registerResource, type WriteContext } from '../../http/resource';
import { areaNames } from '../area/chain';

type Row = Record<string, unknown>;

const idsOf = (rows: readonly Row[], key: string) => [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number'))];

async function namesOf(db: DbOrTx, table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = (await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names a list shows beside the ids: enterprise, product, place, who activated, the area path. */
async function presentNames(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const [orgs, products, places, users, areas] = await Promise.all([
    namesOf(db, sysOrg, idsOf(rows, 'orgId')),
    namesOf(db, zpProduct, idsOf(rows, 'productId')),
    namesOf(db, zpPlace, idsOf(rows, 'placeId')),
    namesOf(db, sysUser, idsOf(rows, 'createBy')),
    areaNames(db, rows.map((r) => r.areaCode as string | null)),
  ]);
  return rows.map((r) => ({
    ...r,
    orgName: orgs.get(r.orgId as number) ?? null,
    ...('productId' in r ? { productName: products.get(r.productId as number) ?? null } : {}),
    ...('placeId' in r ? { placeName: places.get(r.placeId as number) ?? null } : {}),
    ...('createBy' in r ? { operatorName: users.get(r.createBy as number) ?? null } : {}),
    ...('areaCode' in r ? { areaName: (r.areaCode && areas.get(r.areaCode as string)) || null } : {}),
  }));
}

/** Management records a row for an enterprise it names (the reference check makes sure it is one). */
function ownerOnCreate(user: Principal, value: Row, id: number | string | null): Row {
  if (id === null && isManagement(user) && typeof value.orgId !== 'number') throw badRequest(PLACE_MSG.orgRequired);
  return value;
}

/** 自我评价: area, contact and phone left empty are the enterprise's own. */
async function fillFromEnterprise({ tx, user }: WriteContext, value: Row, id: number | string | null): Promise<Row> {
  ownerOnCreate(user, value, id);
  const orgId = (value.orgId as number | undefined) ?? user.orgId;
  if (id !== null || orgId === null) return value;
  const [org] = await tx.select({ areaCode: sysOrg.areaCode, contact: sysOrg.contact, phone: sysOrg.phone }).from(sysOrg).where(eq(sysOrg.id, orgId));
  return { ...value, areaCode: value.areaCode ?? org?.areaCode ?? null, contact: value.contact ?? org?.contact ?? null, phone: value.phone ?? org?.phone ?? null };
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const own = (orgId: AnyPgColumn) => (p: Principal): SQL | undefined => (isManagement(p) ? undefined : eq(orgId, p.orgId ?? -1));
  const common = { ownerOrgColumn: 'orgId', present: presentNames } as const;
  const byOwner = ({ user }: WriteContext, value: Row, id: number | string | null) => ownerOnCreate(user, value, id);

  registerResource(app, db, {
    ...common,
    resource: 'zpBatch',
    table: zpBatch,
    scope: own(zpBatch.orgId),
    beforeWrite: byOwner,
  });
  registerResource(app, db, {
    ...common,
    resource: 'zpOutputPlan',
    table: zpOutputPlan,
    scope: own(zpOutputPlan.orgId),
    beforeWrite: byOwner,
  });
  registerResource(app, db, {
    ...common,
    resource: 'zpActivation',
    table: zpActivation,
    scope: own(zpActivation.orgId),
    beforeWrite: (ctx, value, id) => ({ ...byOwner(ctx, value, id), createBy: ctx.user.id }),
  });
  registerResource(app, db, {
    ...common,
    resource: 'zpSelfAssess',
    table: zpSelfAssess,
    scope: own(zpSelfAssess.orgId),
    beforeWrite: fillFromEnterprise,
  });
  registerResource(app, db, {
    ...common,
    resource: 'zpHisProduct',
    table: zpHisProduct,
    scope: own(zpHisProduct.orgId),
  });
};
export default plugin;
