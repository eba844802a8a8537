/**
 * 退出 (exit) of certified products (flow: ../reform/reformFlows.ts):
 *   PUT  /api/jd/exit {certId, source, reason}    management opens one for a serious violation (待发退出通知);
 *        an enterprise asks for its own product to leave (straight to 待审批)
 *   GET  /api/jd/exit/{id}, POST /api/jd/exit/page|lst|export   exits in the caller's scope
 *   POST /api/jd/exit/status {ids, status, opinion?, values?, action?}   moves by the status wanted, all or nothing
 *   POST /api/jd/exit/exitedPage                  已退出产品: ended exits with their certificate's last status
 *   GET  /api/jd/exit/notice?id=                  退出通知书 (made when missing, once the notice was sent)
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXIT_SOURCE, EXIT_STATUS } from '../../../../src/domain/codes';
import { PERMS } from '../../../../src/domain/permissions';
import { fieldErrorText, validateRecord } from '../../../../src/domain/resource';
import { JD_REFORM_MSG, jdExitResource } from '../../../../src/domain/resources/jdReform';
import { EXIT_OPENED, jdExitFlow } from '../../../../src/domain/workflows/jdExit';
import type { Config } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { flowLog, jdExit, sysOrg, zpCert, zpProduct } from '../../../db/schema';
import { isManagement, principal, type Principal } from '../../../http/auth';
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope';
import { route } from '../../../http/contract';
import { jdExitCalls } from '../../../../src/domain/calls/jdReform';
import { runMove, tellNext, type FlowRegistry } from '../../../http/workflow';
import { idsOf, orgNames } from '../shared/present';
import { certFacts, listPage, moveTo, registerListing, sendNotice, statusBody, type Listing } from '../reform/reform';
import { CERT_EXITABLE, exitScope, makeExitNotice, openExitOf, REFORM_TEXT, type ExitRow } from '../reform/reformFlows';

type Row = Record<string, unknown>;

/** Exits with the enterprise's name and the certificate's number and status. */
async function presentExits(rows: Row[], h: DbOrTx): Promise<Row[]> {
  const [orgs, certs] = await Promise.all([orgNames(h, idsOf(rows, 'orgId')), certFacts(h, rows)]);
  return rows.map((r) => ({ ...r, orgName: orgs.get(r.orgId as number) ?? null, certNo: certs.get(r.certId as number)?.certNo ?? null, certStatus: certs.get(r.certId as number)?.status ?? null }));
}

/**
 * An exit by hand: management (R_MNG_USER) for a serious violation, at 待发退出通知; an enterprise's
 * user for its own product, at 待审批 (its flow log says who opened it, as what). The certificate
 * must be held or suspended, with no exit under way.
 */
export async function openExitByHand(flows: FlowRegistry, tx: DbOrTx, p: Principal, certId: number, source: number, reason: string): Promise<ExitRow> {
  const byManagement = isManagement(p) && p.roleCodes.includes(MNG_ROLE);
  const byEnterprise = !isManagement(p) && p.roleCodes.some((r) => ORG_ROLES.includes(r));
  if (!byManagement && !byEnterprise) throw forbidden(REFORM_TEXT.notExitActor);
  if (source === EXIT_SOURCE.reform) throw badRequest(REFORM_TEXT.reformByFlow);
  if (byManagement && source !== EXIT_SOURCE.violation) throw badRequest(REFORM_TEXT.requestByEnterprise);
  if (byEnterprise && source !== EXIT_SOURCE.request) throw badRequest(JD_REFORM_MSG.violationByManagement);
  const opening = byManagement ? EXIT_OPENED.byManagement : EXIT_OPENED.byEnterprise;
  const [cert] = await tx.select().from(zpCert).where(eq(zpCert.id, certId)).for('update');
  if (!cert) throw badRequest(REFORM_TEXT.certMissing);
  if (byEnterprise && cert.orgId !== p.orgId) throw forbidden(JD_REFORM_MSG.requestOwnOnly);
  if (!CERT_EXITABLE.includes(cert.status)) throw badRequest(JD_REFORM_MSG.certNotHeld(cert.certNo));
  if (await openExitOf(tx, cert.id)) throw badRequest(JD_REFORM_MSG.exitOpen(cert.certNo));
  const [product] = await tx.select({ name: zpProduct.name }).from(zpProduct).where(eq(zpProduct.id, cert.productId));
  const now = flows.clock();
  const [x] = await tx
    .insert(jdExit)
    .values({ certId: cert.id, productId: cert.productId, productName: cert.productName ?? product?.name ?? null, orgId: cert.orgId, source, reason, status: opening.status, createBy: p.id, createTime: now, updateTime: now })
    .returning();
  const [org] = p.orgId ? await tx.select({ name: sysOrg.name }).from(sysOrg).where(eq(sysOrg.id, p.orgId)) : [];
  await tx.insert(flowLog).values({ flowKey: jdExitFlow.key, recordId: x.id, action: EXIT_OPENED.action, actionLabel: opening.label, fromStatus: opening.status, toStatus: opening.status, actorId: p.id, actorName: p.name || p.username, orgId: p.orgId, orgName: org?.name ?? null, opinion: reason.slice(0, 500), createTime: now });
  await tellNext(flows, tx, flows.of(jdExitFlow), x as Row, x as Row, opening.status, { label: opening.label, opinion: null, mover: p });
  return x;
}

const exitListing: Listing = { def: jdExitResource, table: jdExit, idCol: jdExit.id, certIdCol: jdExit.certId, scope: exitScope, present: presentExits };

const MNG_ROLE = 'R_MNG_USER';
const ORG_ROLES = ['R_ORG_ADMIN', 'R_ORG_USER'];

export function registerExits(app: FastifyInstance, db: Db, config: Config): void {
  const listPerm = PERMS.jdExit.list;
  const listAccess = { access: 'perm', perm: listPerm } as const;

  route(app, jdExitCalls.notice, listAccess, async ({ query: { id, disposition } }, req, reply) => {
    const p = principal(req);
    const [row] = await db.select().from(jdExit).where(and(exitScope(p), eq(jdExit.id, id)));
    if (!row) throw notFound(jdExitResource.title);
    if (row.noticeFileId) return sendNotice(req, reply, db, config, Number(row.noticeFileId), disposition);
    if (row.objectionDeadline === null) throw badRequest(REFORM_TEXT.noNotice);
    const fileId = await db.transaction((tx) => makeExitNotice(tx, config, p, row));
    return sendNotice(req, reply, db, config, fileId, disposition);
  });

  route(app, jdExitCalls.exitedPage, { access: 'perm', perm: PERMS.jdExit.exited }, async ({ set }, req) =>
    ok(await listPage(db, exitListing, principal(req), set, eq(jdExit.status, EXIT_STATUS.ended))),
  );

  route(app, jdExitCalls.status, listAccess, async ({ body }, req) => {
    const p = principal(req);
    const { ids, wanted, action, move } = statusBody(body);
    const b = app.flows.of(jdExitFlow);
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const [row] = (await tx.select().from(jdExit).where(and(exitScope(p), eq(jdExit.id, id)))) as Row[];
        if (!row) throw notFound(jdExitResource.title);
        await runMove(app.flows, tx, b, p, { ...move, id, action: moveTo(jdExitFlow, b, p, row, wanted, action) });
      }
    });
    return ok({ ids, status: wanted });
  });

  /**
   * An exit by hand: management (R_MNG_USER) for a serious violation, at 待发退出通知; an enterprise's
   * user for its own product, at 待审批. The certificate must be held or suspended, with no exit under way.
   */
  route(app, jdExitCalls.create, listAccess, async ({ body }, req) => {
    const p = principal(req);
    const checked = validateRecord(jdExitResource, body, 'create');
    if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
    const { certId, source, reason } = checked.value as { certId: number; source: number; reason: string };
    const created = await db.transaction((tx) => openExitByHand(app.flows, tx, p, certId, source, reason));
    return ok(created, created.status === EXIT_STATUS.awaitNotice ? '退出流程已发起' : '退出申请已提交');
  });

  registerListing(app, db, exitListing, jdExitCalls.listing, listPerm);
}
