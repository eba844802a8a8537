/**
 * Products (企业产品, 产品中心, 企业产品审核):
 *   POST /api/zpproduct/page|lst, GET /api/zpproduct/{id}, PUT /api/zpproduct, PUT /api/zpproduct/{id},
 *   DELETE /api/zpproduct?ids=        an enterprise its own products; management every product
 *   POST /api/zpproduct/review/move   the product review flow (submit, withdraw, pass, fail)
 *   GET  /api/zpproduct/review/flow?id=   status, the caller's moves now, history
 *   GET  /api/zpproductbrand/findByProductIdOrderByCreateTime?id=   the brand's history
 * A new product is a draft; the enterprise changes it only while it is a draft or failed review.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { codeLabel, PRODUCT_REVIEW } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { hasEnoughPictures, PRODUCT_EDITABLE, PRODUCT_MSG, productResource } from '../../../src/domain/resources/product';
import { refTokens } from '../../../src/domain/resource';
import { productReviewFlow } from '../../../src/domain/workflows/productReview';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { proCategory, sysOrg, zpPlace, zpProduct, zpProductBrand } from '../../db/schema';
import { isManagement, principal, type Principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { registerWorkflow, type GuardChecks } from '../../http/workflow';
import { resourceFlow } from '../../http/declaredFlow';
import { route } from '../../http/contract';
import { catalogueCalls } from '../../../src/domain/calls/catalogue';

type Row = Record<string, unknown>;

const scope = (p: Principal): SQL | undefined => (isManagement(p) ? undefined : eq(zpProduct.orgId, p.orgId ?? -1));

const ids = (rows: Row[], key: string) => [...new Set(rows.flatMap((r) => refTokens(r[key]).map(Number)).filter((n) => Number.isSafeInteger(n)))];

export async function presentProducts(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const orgIds = ids(rows, 'orgId');
  const categoryIds = ids(rows, 'categoryId');
  const placeIds = [...new Set([...ids(rows, 'placeId'), ...ids(rows, 'placeIds')])];
  const [orgs, categories, places] = await Promise.all([
    orgIds.length ? db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [],
    categoryIds.length ? db.select({ id: proCategory.id, name: proCategory.name }).from(proCategory).where(inArray(proCategory.id, categoryIds)) : [],
    placeIds.length ? db.select({ id: zpPlace.id, name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, placeIds)) : [],
  ]);
  const name = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
  const [orgName, categoryName, placeName] = [name(orgs), name(categories), name(places)];
  return rows.map((r) => ({
    ...r,
    orgName: orgName.get(r.orgId as number) ?? null,
    categoryName: categoryName.get(r.categoryId as number) ?? null,
    placeName: placeName.get(r.placeId as number) ?? null,
    placeNames: refTokens(r.placeIds).map((id) => placeName.get(Number(id))).filter(Boolean).join('、') || null,
  }));
}

const lockedMessage = (status: unknown) => PRODUCT_MSG.locked(codeLabel('productReview', status as number));


const plugin: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const products = registerResource(app, db, {
    resource: 'product',
    table: zpProduct,
    scope,
    ownerOrgColumn: 'orgId',
    present: presentProducts,
    async beforeWrite({ tx }, value, id) {
      if (id === null) return { ...value, reviewStatus: PRODUCT_REVIEW.draft };
      const [stored] = await tx.select({ reviewStatus: zpProduct.reviewStatus }).from(zpProduct).where(eq(zpProduct.id, id as number));
      if (stored && !PRODUCT_EDITABLE.includes(stored.reviewStatus)) throw badRequest(lockedMessage(stored.reviewStatus));
      return value;
    },
    async afterWrite({ tx, user }, row, before) {
      const brand = typeof row.brand === 'string' ? row.brand.trim() : '';
      if (brand && brand !== before?.brand) await tx.insert(zpProductBrand).values({ productId: row.id as number, brand, createBy: user.id });
    },
    async beforeDelete({ tx }, productIds) {
      const rows = await tx.select({ reviewStatus: zpProduct.reviewStatus }).from(zpProduct).where(inArray(zpProduct.id, productIds as number[]));
      const locked = rows.find((r) => !PRODUCT_EDITABLE.includes(r.reviewStatus));
      if (locked) throw badRequest(lockedMessage(locked.reviewStatus));
      await tx.delete(zpProductBrand).where(inArray(zpProductBrand.productId, productIds as number[]));
    },
  });

  registerWorkflow(app, db, {
    ...resourceFlow(products),
    titleOf: (row) => String(row.name),
    // The enterprise fixes a failed product on its products page; management reviews on its review page.
    pageOf: (next) => (next === 'management' ? '/views/org-product-review' : '/views/zp-product'),
    guards: {
      categoryChosen: async ({ row }) => (row.categoryId ? null : ''),
      placesChosen: async ({ row }) => (refTokens(row.placeIds).length || row.placeId ? null : ''),
      enoughPictures: async ({ row }) => (hasEnoughPictures(row) ? null : ''),
    } satisfies GuardChecks<typeof productReviewFlow>,
  });

  route(app, catalogueCalls.productBrands, { access: 'perm', perm: PERMS.ownProduct.list } as const, async ({ query: { id } }, req) => {
    const p = principal(req);
    const [product] = await db.select({ id: zpProduct.id }).from(zpProduct).where(and(eq(zpProduct.id, id), scope(p)));
    if (!product) throw notFound(productResource.title);
    const rows = await db.select().from(zpProductBrand).where(eq(zpProductBrand.productId, id)).orderBy(asc(zpProductBrand.createTime), asc(zpProductBrand.id));
    return ok(rows);
  });
};
export default plugin;
