/**
 * The demo world's certificates besides their moves (the live applications' certificates are made
 * and moved as their applications are played, ./evaluations.ts): the history's older valid ones
 * published in the catalogue's batches, and every certificate's certified facts and 评价依据.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { CERT_STATUS } from '../../src/domain/codes';
import { batchTitleOf } from '../../src/domain/resources/cert';
import type { DbOrTx } from '../db/client';
import { sysOrg, zpCert, zpCertBatch, zpEval, zpProduct } from '../db/schema';
import { inBatches } from '../db/batch';
import { basisOf, loadBasisData } from '../modules/cert/basis';
import type { SeedActor } from './flows';

/** Every certificate names its product, category and district as certified (the older ones were seeded without). */
async function fillCertifiedFacts(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`update ${zpCert} c set product_name = p.name, category_id = p.category_id, area_code = o.area_code
    from ${zpProduct} p, ${sysOrg} o where p.id = c.product_id and o.id = c.org_id and c.product_name is null`);
}

/**
 * The older valid certificates published in the catalogue, a batch per half-year of issue (第1批 the
 * earliest); the live applications' new ones wait for the officer's next batch.
 */
async function publishOlderBatches(tx: DbOrTx, officer: SeedActor): Promise<void> {
  const held = await tx.select({ id: zpCert.id, issueDate: zpCert.issueDate }).from(zpCert).where(and(eq(zpCert.status, CERT_STATUS.valid), isNull(zpCert.evalId), isNotNull(zpCert.issueDate))).orderBy(zpCert.issueDate);
  const halfOf = (d: string) => `${d.slice(0, 4)}-${Number(d.slice(5, 7)) <= 6 ? 1 : 2}`;
  const halves = [...new Set(held.map((c) => halfOf(c.issueDate as string)))];
  for (const [k, half] of halves.entries()) {
    const ids = held.filter((c) => halfOf(c.issueDate as string) === half).map((c) => c.id);
    const year = Number(half.slice(0, 4));
    const month = half.endsWith('1') ? 6 : 11;
    await tx.insert(zpCertBatch).values({ batchNo: k + 1, title: batchTitleOf(k + 1, year), total: ids.length, publishBy: officer.id, publishTime: new Date(Date.UTC(year, month, 28)) });
    await tx.update(zpCert).set({ batchNo: k + 1 }).where(inArray(zpCert.id, ids));
  }
}

/**
 * Every issued certificate names its 评价依据, as generating it would have: the standards of its
 * evaluation's rule (the older ones, of no recorded evaluation, those in force for their product).
 */
async function fillBasis(tx: DbOrTx): Promise<void> {
  const issued = await tx
    .select({ id: zpCert.id, name: zpProduct.name, productType: zpProduct.productType, categoryId: zpProduct.categoryId, evalType: zpEval.evalType })
    .from(zpCert)
    .innerJoin(zpProduct, eq(zpProduct.id, zpCert.productId))
    .leftJoin(zpEval, eq(zpEval.id, zpCert.evalId))
    .where(and(isNotNull(zpCert.issueDate), isNull(zpCert.basis)));
  const data = await loadBasisData(tx);
  const byBasis = new Map<string, number[]>();
  for (const c of issued) {
    const basis = basisOf(data, { name: c.name, productType: c.productType, categoryId: c.categoryId, evalType: c.evalType });
    if (basis === null) continue;
    const ids = byBasis.get(basis);
    if (ids) ids.push(c.id);
    else byBasis.set(basis, [c.id]);
  }
  for (const [basis, ids] of byBasis) await inBatches(ids, (batch) => tx.update(zpCert).set({ basis }).where(inArray(zpCert.id, batch)));
}

/** What the demo world's certificates carry besides what their moves made: the published batches, the certified facts and basis of the history's. */
export async function seedCertificates(tx: DbOrTx, officer: SeedActor): Promise<void> {
  await publishOlderBatches(tx, officer);
  await fillCertifiedFacts(tx);
  await fillBasis(tx);
}
