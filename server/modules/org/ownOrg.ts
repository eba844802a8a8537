/**
 * The caller's own organisation (enterprise info page):
 *   GET  /api/zporg/getOne   the caller's organisation, with typeName and areaName (any signed-in
 *                            user: one's own organisation is never a secret to its members)
 *   PUT  /api/zporg          the organisation admin edits its details (PERMS.ownOrg.edit: the
 *                            enterprise admin's 企业信息维护 and the institution admin's 机构信息维护
 *                            menus both grant it, so one declared permission serves both); type,
 *                            status, enabled and pid are not the enterprise's to change (refused
 *                            when changed); expDate, region, syncTime are server-set (ignored)
 *   POST /api/zporg/cancel   {reason?}: requests cancellation: status 0 (normal) -> 3 (注销申请中).
 *                            Management then sets 4 (已注销) or back to 0 with PUT /api/sysorg/{id}.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { fieldErrorText, validateRecord } from '../../../src/domain/resource';
import { ORG_MSG, ORG_STATUS, orgResource } from '../../../src/domain/resources/org';
import { ORG_TYPE, orgTypeHas } from '../../../src/domain/codes';
import { checkLength } from '../../../src/domain/validators';
import type { Db, DbOrTx } from '../../db/client';
import { sysOrg } from '../../db/schema';
import { principal, type Principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { presentOrgs } from './present';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';
import { checkOrg, dropLockedFields } from './rules';

const REASON_MAX = 500;

function ownOrgId(p: Principal): number {
  if (p.orgId === null) throw notFound('组织');
  return p.orgId;
}

/**
 * The organisation as its own people see it: without the regulator's 重点企业 designation and its
 * reason, which are management's working notes (the enterprise list shows them to management).
 */
async function ownView(row: typeof sysOrg.$inferSelect, db: DbOrTx) {
  const { keyFlag: _flag, keyReason: _reason, keyTime: _time, ...own } = row;
  return (await presentOrgs([own], db))[0];
}

export function registerOwnOrg(app: FastifyInstance, db: Db): void {
  route(app, orgCalls.ownOrg, { access: 'user' }, async (_input, req) => {
    const [org] = await db.select().from(sysOrg).where(eq(sysOrg.id, ownOrgId(principal(req))));
    if (!org) throw notFound('组织');
    return ok(await ownView(org, db));
  });

  route(app, orgCalls.updateOwnOrg, { access: 'perm', perm: PERMS.ownOrg.edit }, async ({ body }, req) => {
    const p = principal(req);
    const id = ownOrgId(p);
    const checked = validateRecord(orgResource, body, 'update');
    if (!checked.ok) throw badRequest(fieldErrorText(checked.error));
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(sysOrg).where(eq(sysOrg.id, id)).for('update');
      if (!current) throw notFound('组织');
      const value = await checkOrg(tx, dropLockedFields(checked.value, current), current);
      if (!Object.keys(value).length) return ok(await ownView(current, tx));
      const [row] = await tx.update(sysOrg).set({ ...value, updateTime: new Date() }).where(eq(sysOrg.id, id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'sysorg', id, value, req.ip);
      return ok(await ownView(row, tx));
    });
  });

  route(app, orgCalls.cancelOwnOrg, { access: 'perm', perm: PERMS.ownOrg.edit }, async ({ set }, req) => {
    const p = principal(req);
    const id = ownOrgId(p);
    const raw = set.reason;
    const reason = typeof raw === 'string' ? raw.trim() : '';
    const tooLong = checkLength(reason, 0, REASON_MAX);
    if (tooLong) throw badRequest(fieldErrorText('注销原因', tooLong));
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(sysOrg).where(eq(sysOrg.id, id)).for('update');
      if (!current) throw notFound('组织');
      if (orgTypeHas(current.type, ORG_TYPE.management)) throw badRequest(ORG_MSG.cancelManagement);
      if (current.status === ORG_STATUS.cancelRequested) throw badRequest(ORG_MSG.cancelTwice);
      if (current.status === ORG_STATUS.cancelled) throw badRequest(ORG_MSG.cancelDone);
      // Status changes as one atomic step from "normal" only (architecture §7).
      const [row] = await tx
        .update(sysOrg)
        .set({ status: ORG_STATUS.cancelRequested, updateTime: new Date() })
        .where(and(eq(sysOrg.id, id), eq(sysOrg.status, ORG_STATUS.normal)))
        .returning();
      if (!row) throw badRequest('只有状态正常的组织可以申请注销');
      await writeOpLog(tx, p, 'UPDATE', 'sysorg', id, { status: ORG_STATUS.cancelRequested, reason: reason || null }, req.ip);
      return ok(await ownView(row, tx));
    });
  });
}
