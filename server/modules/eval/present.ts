/** An application as clients read it: its codes stay, names are added (enterprise, institutions, products, places). */
import { inArray } from 'drizzle-orm';
import { refTokens } from '../../../src/domain/resource';
import type { DbOrTx } from '../../db/client';
import { sysOrg, zpPlace, zpProduct } from '../../db/schema';

type Row = Record<string, unknown>;

const idsOf = (rows: Row[], key: string) => [...new Set(rows.flatMap((r) => refTokens(r[key]).map(Number)).filter((n) => Number.isSafeInteger(n)))];
const nameMap = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));

export async function presentEvals(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const orgIds = [...new Set([...idsOf(rows, 'orgId'), ...idsOf(rows, 'unitId'), ...idsOf(rows, 'testUnitId')])];
  const productIds = idsOf(rows, 'productIds');
  const placeIds = idsOf(rows, 'placeIds');
  const [orgs, products, places] = await Promise.all([
    orgIds.length ? db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [],
    productIds.length ? db.select({ id: zpProduct.id, name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, productIds)) : [],
    placeIds.length ? db.select({ id: zpPlace.id, name: zpPlace.name }).from(zpPlace).where(inArray(zpPlace.id, placeIds)) : [],
  ]);
  const [org, product, place] = [nameMap(orgs), nameMap(products), nameMap(places)];
  const names = (v: unknown, m: Map<number, string>) => refTokens(v).map((id) => m.get(Number(id))).filter(Boolean).join('、') || null;
  return rows.map((r) => ({
    ...r,
    orgName: org.get(r.orgId as number) ?? null,
    unitName: r.unitId ? (org.get(r.unitId as number) ?? null) : null,
    testUnitName: r.testUnitId ? (org.get(r.testUnitId as number) ?? null) : null,
    productNames: names(r.productIds, product),
    placeNames: names(r.placeIds, place),
  }));
}

