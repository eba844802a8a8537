/**
 * 圳品证书 (flow src/domain/workflows/certificate.ts):
 *   POST /api/eval/cert/page|lst, GET /api/eval/cert/{id}   management (the certificate officer) all,
 *        an enterprise its own; certificates are made by the evaluation, never written here
 *   POST /api/eval/cert/process/move, GET /api/eval/cert/process/flow?id=
 *        generate, confirm, dispute, stamp, suspend, restore, revoke, cancel
 *   POST /api/eval/cert/confirm/getConfirm {evalId}      an application's certificates and where they stand
 *   PUT  /api/eval/cert/stamped {id, stampedFileId}     the officer uploads the stamped copy (the `stamped` work)
 *   POST /api/eval/cert/confirm/upAnnexId {id, annexId}  uploads the stamped copy and makes the `stamp` move, in one
 *   GET  /rst/cert/verify?no=                            anyone: is this a 圳品 certificate, and is it held
 * An evaluation passed at its meeting (决定通过/发证) gets a certificate to generate per passed product
 * (createCertificates); when the last is generated the application moves to 证书确认 (66), when the
 * last is stamped to 已通过 (88), by the officer who made the move.
 */
import { and, desc, eq, inArray, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { beijingDate, beijingYear } from '../../../src/domain/beijingTime';
import { CERT_STATUS, CHANGE_STATUS, codeLabel, PRODUCT_OUTCOME } from '../../../src/domain/codes';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText, refTokens, validateRecord } from '../../../src/domain/resource';
import {
  batchTitleOf,
  CERT_MAINTAINED,
  CERT_MSG,
  CERT_NO_PATTERN,
  certNoOf,
  certResource,
} from '../../../src/domain/resources/cert';
import { certCalls } from '../../../src/domain/calls/cert';
import { CERT_STAMPED_FIELDS, certificateFlow, certWindow } from '../../../src/domain/workflows/certificate';
import { mayWork, transitionTo } from '../../../src/domain/workflows/engine';
import { evaluationFlow } from '../../../src/domain/workflows/evaluation';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { fileBaseInfo, proCategory, sysOrg, zpCert, zpCertBatch, zpCertVersion, zpEval, zpEvalChange, zpEvalProduct, zpProduct } from '../../db/schema';
import { isManagement, principal, type Principal } from '../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../http/envelope';
import { publicRateLimit } from '../../http/rateLimit';
import { route } from '../../http/contract';
import { registerResource } from '../../http/resource';
import { actorFacts, registerWorkflow, relationsOf, runMove, tellNext, type Effects, type FlowBinding, type FlowRegistry, type GuardChecks } from '../../http/workflow';
import { declaredFlow } from '../../http/declaredFlow';
import { areaNames } from '../area/chain';
import { makeCertificateFile } from './certificateFile';

type Row = Record<string, unknown>;

const scope = (p: Principal) => (isManagement(p) ? undefined : eq(zpCert.orgId, p.orgId ?? -1));

/** Where certificates are worked on: the enterprise follows its own on 证书列表, the officer generates and stamps on 证书生成. */
export const CERT_PAGES = { list: '/views/cert-list', generate: '/views/cert-generate' } as const;
/**
 * The officer's page, for the roles of whoever does the officer's work: 证书生成 for the certificate
 * officer (and anyone without roles named), 证书列表 for management acting for them (its menu has no
 * 证书生成; the list's record page offers the same moves). A message opens the page of its
 * recipient's own roles.
 */
export const certOfficerPage = (roles?: readonly string[]): string =>
  !roles || roles.some((r) => r === 'R_ZSGLY_USER' || r === 'R_SYS_ADMIN') ? CERT_PAGES.generate : CERT_PAGES.list;

/** The officer's next certificate of an evaluation: one to generate, else one to stamp (null: none waits for the officer). */
export async function officerCertOf(tx: DbOrTx, evalId: number): Promise<number | null> {
  const [cert] = await tx
    .select({ id: zpCert.id })
    .from(zpCert)
    .where(and(eq(zpCert.evalId, evalId), inArray(zpCert.status, [CERT_STATUS.toGenerate, CERT_STATUS.awaitStamped])))
    .orderBy(desc(eq(zpCert.status, CERT_STATUS.toGenerate)), zpCert.id)
    .limit(1);
  return cert?.id ?? null;
}

async function present(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = (key: string) => [...new Set(rows.map((r) => r[key]).filter((x): x is number => typeof x === 'number'))];
  const [orgIds, productIds, evalIds] = [ids('orgId'), ids('productId'), ids('evalId')];
  const [orgs, products, evals] = await Promise.all([
    orgIds.length ? db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, orgIds)) : [],
    productIds.length ? db.select({ id: zpProduct.id, name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, productIds)) : [],
    evalIds.length ? db.select({ id: zpEval.id, code: zpEval.code }).from(zpEval).where(inArray(zpEval.id, evalIds)) : [],
  ]);
  return rows.map((r) => ({
    ...r,
    orgName: orgs.find((o) => o.id === r.orgId)?.name ?? null,
    productName: r.productName ?? products.find((o) => o.id === r.productId)?.name ?? null,
    evalCode: evals.find((o) => o.id === r.evalId)?.code ?? null,
  }));
}

/** The next number of the year: one more than the highest given (the seeded ones count too). */
async function nextCertNo(tx: DbOrTx, year: number): Promise<string> {
  const prefix = certNoOf(year, 0).slice(0, -6);
  const [row] = await tx
    .select({ max: sql<string | null>`max(${zpCert.certNo})` })
    .from(zpCert)
    .where(like(zpCert.certNo, `${prefix}%`));
  const last = row?.max ? Number(row.max.slice(prefix.length)) : 0;
  return certNoOf(year, last + 1);
}

/**
 * 决定通过/发证: a certificate to generate for each product the meeting passed (once per product and
 * application); whoever generates certificates hears of each, the officer on 证书生成 with it.
 */
export async function createCertificates(flows: FlowRegistry, tx: DbOrTx, mover: Principal, evalId: number, by: { readonly action: string; readonly label: string }): Promise<void> {
  if (by.action !== 'decidePass') return;
  const [app] = await tx.select({ orgId: zpEval.orgId }).from(zpEval).where(eq(zpEval.id, evalId));
  const passed = await tx.select({ productId: zpEvalProduct.productId }).from(zpEvalProduct).where(and(eq(zpEvalProduct.evalId, evalId), eq(zpEvalProduct.outcome, PRODUCT_OUTCOME.awaitCert)));
  const existing = await tx.select({ productId: zpCert.productId }).from(zpCert).where(eq(zpCert.evalId, evalId));
  // Numbered in the year it is made (the engine's clock: a demo history's decision months ago).
  const at = flows.clock();
  const year = beijingYear(at);
  const b = flows.of(certificateFlow);
  for (const { productId } of passed.filter((p) => !existing.some((e) => e.productId === p.productId))) {
    const [made] = await tx.insert(zpCert).values({ certNo: await nextCertNo(tx, year), orgId: app.orgId, productId, evalId, status: CERT_STATUS.toGenerate, createTime: at, updateTime: at }).returning();
    await tellNext(flows, tx, b, made, made, CERT_STATUS.toGenerate, { label: by.label, opinion: null, mover });
  }
}

/** `issueDate` plus whole years, less a day: a certificate issued 2026-11-25 for three years holds until 2029-11-24. */
export function expiryOf(issueDate: string, years: number): string {
  const [y, m, d] = issueDate.split('-').map(Number);
  const end = new Date(Date.UTC(y + years, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/** The latest approved change of the certificate's application not yet reissued: what 换发证书 follows (400 without one). */
async function changeToReissue(tx: DbOrTx, cert: Row): Promise<{ id: number }> {
  const used = await tx.select({ changeId: zpCertVersion.changeId }).from(zpCertVersion).where(eq(zpCertVersion.certId, cert.id as number));
  const approved = cert.evalId === null ? [] : await tx.select({ id: zpEvalChange.id }).from(zpEvalChange).where(and(eq(zpEvalChange.evalId, cert.evalId as number), eq(zpEvalChange.status, CHANGE_STATUS.release))).orderBy(desc(zpEvalChange.id));
  const change = approved.find((c) => !used.some((u) => u.changeId === c.id));
  if (!change) throw badRequest(CERT_MSG.changeNotApproved);
  return change;
}

/** Moves the application on when none of its certificates is left behind `behind` (as the officer who made the last move). */
export async function carryEvaluation(flows: FlowRegistry, tx: DbOrTx, p: Principal, evalId: number | null, from: number, action: string, behind: readonly number[]): Promise<void> {
  if (evalId === null) return;
  const [app] = await tx.select({ status: zpEval.status }).from(zpEval).where(eq(zpEval.id, evalId));
  if (app?.status !== from) return;
  const [waiting] = await tx.select({ id: zpCert.id }).from(zpCert).where(and(eq(zpCert.evalId, evalId), inArray(zpCert.status, [...behind]))).limit(1);
  if (waiting) return;
  await runMove(flows, tx, flows.of(evaluationFlow), p, { id: evalId, action, opinion: null, annexIds: null, values: {} });
}

/** A certificate as a 待办 names it: its number and its product (the product's own name until the certificate records one). */
async function certTitles(h: DbOrTx, rows: readonly Record<string, unknown>[]): Promise<string[]> {
  const ids = [...new Set(rows.map((r) => r.productId as number))];
  const names = new Map((ids.length ? await h.select({ id: zpProduct.id, name: zpProduct.name }).from(zpProduct).where(inArray(zpProduct.id, ids)) : []).map((p) => [p.id, p.name]));
  return rows.map((r) => [String(r.certNo), (r.productName as string | null) ?? names.get(r.productId as number)].filter(Boolean).join(' '));
}

const plugin: FastifyPluginAsync<ServerContext> = async (app, { db, config }) => {
  const listPerm = PERMS.cert.list;

  /**
   * Saves a certificate's stamped copy (the `stamped` work) where the caller may upload it now: the
   * officer (or management for them), while the certificate awaits it. The file is their own upload.
   */
  async function saveStamped(tx: DbOrTx, p: Principal, id: number, value: unknown): Promise<Row> {
    const [row] = (await tx.select().from(zpCert).where(and(scope(p), eq(zpCert.id, id))).for('update')) as Row[];
    if (!row) throw notFound(certResource.title);
    const status = row.status as number;
    if (!mayWork(certificateFlow, 'stamped', status, actorFacts(p, relationsOf(certificateFlow, p, row)))) {
      throw certWindow('stamped').includes(status) ? forbidden(CERT_MSG.stampedByOfficer) : badRequest(CERT_MSG.stampedClosed(codeLabel('certStatus', status)));
    }
    const checked = validateRecord(CERT_STAMPED_FIELDS, { stampedFileId: value }, 'create');
    if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
    const stampedFileId = String(checked.value.stampedFileId);
    const fileIds = refTokens(stampedFileId).map(Number);
    const files = fileIds.length ? await tx.select({ orgId: fileBaseInfo.orgId, createBy: fileBaseInfo.createBy }).from(fileBaseInfo).where(inArray(fileBaseInfo.id, fileIds)) : [];
    if (files.length !== fileIds.length || files.some((f) => f.createBy !== p.id && (p.orgId === null || f.orgId !== p.orgId))) throw badRequest(CERT_MSG.fileNotOwn);
    const [saved] = (await tx.update(zpCert).set({ stampedFileId }).where(eq(zpCert.id, id)).returning()) as Row[];
    return saved;
  }

  /** The certificate's guards (their words: src/domain/workflows/certificate.ts). */
  const guards: GuardChecks<typeof certificateFlow> = {
    stampedUploaded: async ({ row }) => (refTokens(row.stampedFileId).length ? null : ''),
  };

  /** The certificate's effects (their words: src/domain/workflows/certificate.ts). */
  const effects: Effects<typeof certificateFlow> = {
    makeCertificate: async ({ tx, user, row, after, values, now }) => {
      const id = row.id as number;
      const evalId = (row.evalId as number | null) ?? null;
      const issueDate = String(after.issueDate);
      const expireDate = expiryOf(issueDate, Number(values.validYears ?? config.certValidYears));
      const fileId = await makeCertificateFile(tx, config, user, row, issueDate, expireDate, now);
      await tx.update(zpCert).set({ expireDate, fileId, reason: null }).where(eq(zpCert.id, id));
      if (evalId !== null) await tx.update(zpEvalProduct).set({ outcome: PRODUCT_OUTCOME.certGenerated }).where(and(eq(zpEvalProduct.evalId, evalId), eq(zpEvalProduct.productId, row.productId as number)));
    },
    // The approved change is what 换发证书 is made by: without one it is refused.
    reissueVersion: async ({ tx, user, row, opinion }) => {
      const id = row.id as number;
      const change = await changeToReissue(tx, row);
      await tx.insert(zpCertVersion).values({ certId: id, version: Number(row.version), issueDate: row.issueDate as string | null, expireDate: row.expireDate as string | null, fileId: row.fileId as number | null, stampedFileId: row.stampedFileId as string | null, changeId: change.id });
      const next = { ...row, version: Number(row.version) + 1 };
      const fileId = await makeCertificateFile(tx, config, user, next, String(row.issueDate), String(row.expireDate));
      await tx.update(zpCert).set({ version: next.version, fileId, stampedFileId: null, reason: opinion }).where(eq(zpCert.id, id));
    },
    // The stamped copy was uploaded before (its guard); the move makes the certificate valid.
    stampStatusTime: async ({ tx, row, now }) => {
      await tx.update(zpCert).set({ statusTime: now }).where(eq(zpCert.id, row.id as number));
    },
    keepReason: async ({ tx, row, opinion, now }) => {
      await tx.update(zpCert).set({ reason: opinion, statusTime: now }).where(eq(zpCert.id, row.id as number));
    },
  };

  const binding: FlowBinding = {
    ...declaredFlow('zpCert'),
    table: zpCert,
    scope,
    titleOf: (row) => String(row.certNo),
    titlesOf: certTitles,
    pageOf: (next, roles) => (next === 'owner' ? CERT_PAGES.list : certOfficerPage(roles)),
    guards,
    effects,
  };
  registerWorkflow(app, db, binding);

  registerResource(app, db, {
    resource: 'zpCert',
    table: zpCert,
    scope,
    ownerOrgColumn: 'orgId',
    present: async (rows, tx) => (await present(rows, tx)).map((r) => ({ ...r, maintainStatus: CERT_MAINTAINED.includes(r.status as number) ? r.status : null, statusReason: null })),
    /**
     * 证书维护: 上市 and its date are written as they are; a status chosen among the edit variant's
     * is reached by the flow's move into it (its actor rule, its reason, its log), never written.
     */
    async beforeWrite({ tx, user }, value, id) {
      if (id === null) throw forbidden('证书由评价通过后生成，不能新增');
      const { maintainStatus, statusReason, ...rest } = value;
      const [row] = await tx.select().from(zpCert).where(eq(zpCert.id, id as number));
      if (!row) throw notFound(certResource.title);
      if (!CERT_MAINTAINED.includes(row.status)) throw badRequest(`证书当前状态为“${codeLabel('certStatus', row.status)}”，不能维护`);
      if (maintainStatus !== undefined && maintainStatus !== null && Number(maintainStatus) !== row.status) {
        const t = transitionTo(certificateFlow, row.status, Number(maintainStatus), actorFacts(user, relationsOf(certificateFlow, user, row as Row)));
        if (!t) throw badRequest(CERT_MSG.noManualMove(codeLabel('certEditStatus', Number(maintainStatus))));
        const opinion = typeof statusReason === 'string' && statusReason.trim() ? statusReason.trim() : null;
        await runMove(app.flows, tx, binding, user, { id: row.id, action: t.action, opinion, annexIds: null, values: {} });
      }
      if (rest.released === true && !rest.releaseDate && !row.releaseDate) rest.releaseDate = beijingDate();
      return rest;
    },
  });

  const perm = { access: 'perm', perm: listPerm } as const;

  route(app, certCalls.getConfirm, perm, async ({ body: { evalId } }, req) => {
    const p = principal(req);
    const rows = await db.select().from(zpCert).where(and(scope(p), eq(zpCert.evalId, evalId)));
    // An application the caller cannot see has no certificates for it: not there.
    if (!rows.length) {
      const [own] = await db.select({ id: zpEval.id }).from(zpEval).where(and(eq(zpEval.id, evalId), isManagement(p) ? undefined : eq(zpEval.orgId, p.orgId ?? -1)));
      if (!own) throw notFound('评价申请');
    }
    return ok(await present(rows as Row[], db));
  });

  route(app, certCalls.upAnnexId, perm, async ({ body: { id, annexId } }, req) => {
    const p = principal(req);
    const stampedFileId = typeof annexId === 'number' || typeof annexId === 'string' ? String(annexId) : '';
    // The spec's call uploads the stamped copy and makes the certificate valid, in one transaction.
    const result = await db.transaction(async (tx) => {
      await saveStamped(tx, p, id, stampedFileId);
      return runMove(app.flows, tx, binding, p, { id, action: 'stamp', opinion: null, annexIds: null, values: {} });
    });
    return ok(result, '盖章证书已上传');
  });

  route(app, certCalls.stamped, perm, async ({ body: { id, stampedFileId } }, req) => {
    const saved = await db.transaction((tx) => saveStamped(tx, principal(req), id, stampedFileId));
    return ok((await present([saved], db))[0], '盖章证书已上传');
  });

  /** changeCert/{id}: the certificates an approved change (by its id) reissues — its application's held ones. */
  route(app, certCalls.changeCert, perm, async ({ path: { id: changeId } }, req) => {
    const p = principal(req);
    const [change] = await db.select().from(zpEvalChange).where(and(eq(zpEvalChange.id, changeId), isManagement(p) ? undefined : eq(zpEvalChange.orgId, p.orgId ?? -1)));
    if (!change) throw notFound('变更申请');
    if (change.status !== CHANGE_STATUS.release) throw badRequest(CERT_MSG.changeNotApproved);
    const rows = await db.select().from(zpCert).where(and(eq(zpCert.evalId, change.evalId), eq(zpCert.status, CERT_STATUS.valid)));
    return ok(await present(rows as Row[], db));
  });

  /** doChangeGen/{id}: 换发证书 of one certificate (by its id), the `reissue` move. */
  route(app, certCalls.doChangeGen, perm, async ({ path: { id }, body }, req) => {
    const opinion = typeof body?.opinion === 'string' ? body.opinion.trim() || null : null;
    return ok(await runMove(app.flows, db, binding, principal(req), { id, action: 'reissue', opinion, annexIds: null, values: {} }), '证书已换发，等待企业确认');
  });

  registerResource(app, db, {
    resource: 'zpCatalogue',
    table: zpCert,
    // Published and held: what the public catalogue lists.
    scope: () => and(eq(zpCert.status, CERT_STATUS.valid), isNotNull(zpCert.batchNo)),
    present: async (rows, tx) => {
      const shown = await present(rows, tx);
      const [categories, areas] = await Promise.all([
        tx.select({ id: proCategory.id, name: proCategory.name }).from(proCategory),
        areaNames(tx, rows.map((r) => (typeof r.areaCode === 'string' ? r.areaCode : null))),
      ]);
      return shown.map((r) => ({ ...r, categoryName: categories.find((c) => c.id === r.categoryId)?.name ?? null, areaName: typeof r.areaCode === 'string' ? (areas.get(r.areaCode) ?? null) : null }));
    },
  });

  route(app, certCalls.batches, { access: 'perm', perm: PERMS.cert.catalogue }, async () => ok(await db.select().from(zpCertBatch).orderBy(desc(zpCertBatch.batchNo))));

  /** 发布新一批: every held certificate not yet in a batch becomes 第N+1批 (one transaction; two officers at once make two batches or one refusal, never one certificate twice). */
  route(app, certCalls.publish, { access: 'perm', perm: PERMS.cert.generate }, async (_input, req) => {
    const p = principal(req);
    const batch = await db.transaction(async (tx) => {
      const [{ last }] = await tx.select({ last: sql<number | null>`max(${zpCertBatch.batchNo})` }).from(zpCertBatch);
      const batchNo = Number(last ?? 0) + 1;
      const taken = await tx.update(zpCert).set({ batchNo }).where(and(eq(zpCert.status, CERT_STATUS.valid), isNull(zpCert.batchNo))).returning({ id: zpCert.id });
      if (!taken.length) throw badRequest(CERT_MSG.nothingToPublish);
      const [row] = await tx.insert(zpCertBatch).values({ batchNo, title: batchTitleOf(batchNo, beijingYear()), total: taken.length, publishBy: p.id }).returning();
      return row;
    });
    return ok(batch, `${batch.title}已发布，共${batch.total}个产品`);
  });

  const verifyLimit = { extra: { config: { rateLimit: publicRateLimit('certVerify') } } };
  route(app, certCalls.verify, { access: 'public' }, async ({ query }) => {
    const no = String(query.no ?? '').trim().toUpperCase();
    if (!CERT_NO_PATTERN.test(no)) throw badRequest(CERT_MSG.badNo);
    const [row] = await db.select().from(zpCert).where(and(eq(zpCert.certNo, no), ne(zpCert.status, CERT_STATUS.toGenerate)));
    // Being reissued after a change, the previous version still holds; before its first issue it is no certificate yet.
    const reissuing = row !== undefined && row.version > 1 && (row.status === CERT_STATUS.awaitConfirm || row.status === CERT_STATUS.awaitStamped);
    if (!row || (!reissuing && (row.status === CERT_STATUS.awaitConfirm || row.status === CERT_STATUS.awaitStamped))) return ok({ found: false, message: CERT_MSG.unknownNo });
    const [shown] = await present([row as Row], db);
    // Held and past its date: expired, whether or not the daily job has marked it yet.
    const current = reissuing ? CERT_STATUS.valid : row.status;
    const lapsed = current === CERT_STATUS.valid && row.expireDate !== null && row.expireDate < beijingDate();
    const status = lapsed ? CERT_STATUS.expired : current;
    return ok({
      found: true,
      certNo: row.certNo,
      version: row.version,
      orgName: shown.orgName,
      productName: shown.productName,
      basis: row.basis,
      issueDate: row.issueDate,
      expireDate: row.expireDate,
      status,
      statusLabel: codeLabel('certStatus', status),
      held: status === CERT_STATUS.valid,
      statusTime: row.statusTime,
    });
  }, verifyLimit);
};
export default plugin;
