/**
 * The certificates of the seeded applications that passed their meeting, as far along as the
 * application: at 决定通过/发证 one to generate per passed product; at 证书确认 generated and
 * waiting for the enterprise (the first) or for the stamped copy (the rest); at 已通过 valid, the
 * second of them suspended for a rectification. Each with the history of its moves. Numbers follow
 * the ones the demo world's older certificates took (certNoOf); those older valid ones are in the
 * catalogue's published batches.
 */
import { and, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { beijingYear } from '../../src/domain/beijingTime';
import { CERT_STATUS, EVAL_STATUS, PRODUCT_OUTCOME } from '../../src/domain/codes';
import { batchTitleOf, certNoOf } from '../../src/domain/resources/cert';
import { CERT_DEFAULT_VALID_YEARS, certificateFlow } from '../../src/domain/workflows/certificate';
import type { DbOrTx } from '../db/client';
import { flowLog, sysOrg, zpCert, zpCertBatch, zpEval, zpEvalProduct, zpProduct } from '../db/schema';
import { inBatches } from '../db/batch';
import { basisOf, loadBasisData } from '../modules/cert/basis';
import type { SeedActor } from './flows';

const DAY = 86_400_000;
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);

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

export async function seedCertificates(tx: DbOrTx, officer: SeedActor, orgAdmins: ReadonlyMap<number, SeedActor>): Promise<void> {
  await publishOlderBatches(tx, officer);
  await seedLiveCertificates(tx, officer, orgAdmins);
  await fillCertifiedFacts(tx);
  await fillBasis(tx);
}

async function seedLiveCertificates(tx: DbOrTx, officer: SeedActor, orgAdmins: ReadonlyMap<number, SeedActor>): Promise<void> {
  const apps = await tx
    .select()
    .from(zpEval)
    .where(inArray(zpEval.status, [EVAL_STATUS.decidePass, EVAL_STATUS.certConfirm, EVAL_STATUS.passed]))
    .orderBy(zpEval.id);
  if (!apps.length) return;
  const products = await tx.select().from(zpEvalProduct).where(inArray(zpEvalProduct.evalId, apps.map((a) => a.id)));
  const year = beijingYear();
  const [{ max }] = await tx.select({ max: sql<string | null>`max(${zpCert.certNo})` }).from(zpCert).where(like(zpCert.certNo, `${certNoOf(year, 0).slice(0, -6)}%`));
  let seq = max ? Number(max.slice(-6)) : 0;
  let passedSeen = 0;

  for (const app of apps) {
    const passed = products.filter((p) => p.evalId === app.id && p.outcome !== PRODUCT_OUTCOME.notPassed);
    const decided = app.updateTime.getTime();
    if (app.status === EVAL_STATUS.passed) passedSeen += 1;
    for (const [k, product] of passed.entries()) {
      const status =
        app.status === EVAL_STATUS.decidePass ? CERT_STATUS.toGenerate
        : app.status === EVAL_STATUS.certConfirm ? (k === 0 ? CERT_STATUS.awaitConfirm : CERT_STATUS.awaitStamped)
        : passedSeen === 2 && k === 0 ? CERT_STATUS.suspended
        : CERT_STATUS.valid;
      const generated = status !== CERT_STATUS.toGenerate;
      const issue = decided + 2 * DAY;
      seq += 1;
      const [cert] = await tx
        .insert(zpCert)
        .values({
          certNo: certNoOf(year, seq),
          orgId: app.orgId,
          productId: product.productId,
          evalId: app.id,
          status,
          issueDate: generated ? ymd(issue) : null,
          expireDate: generated ? ymd(issue + CERT_DEFAULT_VALID_YEARS * 365 * DAY) : null,
          statusTime: status === CERT_STATUS.suspended ? new Date(issue + 30 * DAY) : null,
          reason: status === CERT_STATUS.suspended ? '监督抽检不合格，整改期间暂停使用' : null,
          createTime: new Date(decided),
          updateTime: new Date(issue),
        })
        .returning({ id: zpCert.id });
      const owner = orgAdmins.get(app.orgId);
      const steps: { action: string; who: SeedActor | undefined; opinion?: string }[] = [];
      if (generated) steps.push({ action: 'generate', who: officer });
      if (status !== CERT_STATUS.toGenerate && status !== CERT_STATUS.awaitConfirm) steps.push({ action: 'confirm', who: owner, opinion: '证书信息无误' });
      if (status === CERT_STATUS.valid || status === CERT_STATUS.suspended) steps.push({ action: 'stamp', who: officer });
      if (status === CERT_STATUS.suspended) steps.push({ action: 'suspend', who: officer, opinion: '监督抽检不合格，整改期间暂停使用' });
      let from: number = CERT_STATUS.toGenerate;
      const rows = steps.flatMap(({ action, who, opinion }, n) => {
        const t = certificateFlow.transitions.find((x) => x.action === action && x.from.includes(from as never));
        if (!t || !who) return [];
        const row = { flowKey: certificateFlow.key, recordId: cert.id, action, actionLabel: t.label, fromStatus: from, toStatus: t.to, actorId: who.id, actorName: who.name ?? '', orgId: who.orgId, orgName: who.orgName, opinion: opinion ?? null, createTime: new Date(issue + n * DAY) };
        from = t.to;
        return [row];
      });
      if (rows.length) await tx.insert(flowLog).values(rows);
      if (generated) await tx.update(zpEvalProduct).set({ outcome: PRODUCT_OUTCOME.certGenerated }).where(and(eq(zpEvalProduct.evalId, app.id), eq(zpEvalProduct.productId, product.productId)));
    }
  }
}
