/**
 * A certificate's PDF as the row stands (certificatePdf.ts draws it), saved as a generated file of
 * whoever issues it: made when the officer generates a certificate or reissues it after a change, and
 * by the daily job for an issued certificate that has none (brought over from before the portal).
 */
import { eq, inArray } from 'drizzle-orm';
import { refTokens } from '../../../src/domain/resource';
import { CERT_VERIFY_PAGE } from '../../../src/domain/resources/cert';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { proCategory, sysOrg, zpCert, zpEval, zpPlace, zpProduct } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { saveGeneratedFile, type Maker } from '../file/generated';
import { basisOf, loadBasisData } from './basis';
import { certificatePdf } from './certificatePdf';

/** Who issues every certificate (the certificate's 发证机构). */
const CERT_ISSUER = '深圳市圳品评价管理中心';

/**
 * Makes the PDF of `row` valid from `issueDate` to `expireDate` and saves it as `maker`'s file; the
 * product's name, category, the enterprise's district and the 评价依据 are recorded on the row as
 * certified. Returns the file's id. `madeAt`: when it was made, if not now.
 */
export async function makeCertificateFile(tx: DbOrTx, config: Pick<Config, 'filesDir' | 'publicUrl'>, maker: Maker, row: Record<string, unknown>, issueDate: string, expireDate: string, madeAt?: Date): Promise<number> {
  const [product] = await tx.select().from(zpProduct).where(eq(zpProduct.id, row.productId as number));
  if (!product) throw notFound('产品');
  const [[org], [category], [app], basisData] = await Promise.all([
    tx.select({ name: sysOrg.name, code: sysOrg.code, areaCode: sysOrg.areaCode }).from(sysOrg).where(eq(sysOrg.id, row.orgId as number)),
    product.categoryId ? tx.select({ name: proCategory.name }).from(proCategory).where(eq(proCategory.id, product.categoryId)) : [],
    typeof row.evalId === 'number' ? tx.select({ evalType: zpEval.evalType }).from(zpEval).where(eq(zpEval.id, row.evalId)) : [],
    loadBasisData(tx),
  ]);
  // A reissue after a change was evaluated then: it keeps the basis of its first issue.
  const basis = typeof row.basis === 'string' ? row.basis : basisOf(basisData, { name: product.name, productType: product.productType, categoryId: product.categoryId, evalType: app?.evalType ?? null });
  const placeIds = refTokens(product.placeIds ?? (product.placeId ? String(product.placeId) : '')).map(Number);
  const places = placeIds.length ? await tx.select({ name: zpPlace.name, address: zpPlace.address }).from(zpPlace).where(inArray(zpPlace.id, placeIds)) : [];
  const certNo = String(row.certNo);
  const version = Number(row.version ?? 1);
  const bytes = await certificatePdf({
    certNo,
    version,
    orgName: org?.name ?? '',
    creditCode: org?.code ?? null,
    productName: product.name,
    brand: product.brand ?? null,
    spec: product.spec ?? null,
    category: category?.name ?? null,
    places,
    standard: basis,
    issueDate,
    expireDate,
    issuer: CERT_ISSUER,
    verifyUrl: `${config.publicUrl}${CERT_VERIFY_PAGE}?no=${encodeURIComponent(certNo)}`,
  });
  const saved = await saveGeneratedFile(tx, config.filesDir, maker, `圳品证书-${certNo}${version > 1 ? `-第${version}版` : ''}.pdf`, bytes, madeAt);
  await tx.update(zpCert).set({ productName: product.name, categoryId: product.categoryId, areaCode: org?.areaCode ?? null, basis }).where(eq(zpCert.id, row.id as number));
  return saved.id;
}
