/**
 * Organisation housekeeping (management):
 *   POST /api/sysorg/sync      form/JSON rid: re-derives one organisation's area fields (see
 *                              deriveRegion in src/domain/resources/org.ts) and stamps syncTime
 *   POST /api/sysorg/updExp    ids, expDate: sets the expiry date of those organisations
 *   POST /api/sysorg/cleanExp  [ids]: clears expiry dates already past (today in China time);
 *                              replies {count, ids}; logged as CLEAN
 */
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMS } from '../../../src/domain/permissions';
import { coerce, isInvalid } from '../../../src/domain/resource';
import { ORG_MSG } from '../../../src/domain/resources/org';
import type { Db } from '../../db/client';
import { sysOrg } from '../../db/schema';
import { principal } from '../../http/auth';
import { badRequest, notFound, ok } from '../../http/envelope';
import { writeOpLog } from '../../http/oplog';
import { route } from '../../http/contract';
import { orgCalls } from '../../../src/domain/calls/org';
import { deriveOrgArea } from './area';
import { orgScope } from './orgs';
import { presentOrgs } from './present';
import { beijingDate } from '../../../src/domain/beijingTime';

export function registerOrgActions(app: FastifyInstance, db: Db): void {
  route(app, orgCalls.sync, { access: 'perm', perm: PERMS.org.sync }, async ({ set }, req) => {
    const p = principal(req);
    const rid = String(set.rid ?? '').trim();
    if (!/^\d{1,9}$/.test(rid)) throw badRequest(ORG_MSG.ridRequired);
    return db.transaction(async (tx) => {
      const [org] = await tx.select().from(sysOrg).where(and(orgScope(p), eq(sysOrg.id, Number(rid)))).for('update');
      if (!org) throw notFound('组织');
      const derived = await deriveOrgArea(tx, org.areaCode, org.assistType);
      const now = new Date();
      const [row] = await tx.update(sysOrg).set({ ...derived, syncTime: now, updateTime: now }).where(eq(sysOrg.id, org.id)).returning();
      await writeOpLog(tx, p, 'UPDATE', 'sysorg', org.id, { sync: true, ...derived }, req.ip);
      return ok((await presentOrgs([row], tx))[0]);
    });
  });

  route(app, orgCalls.updExp, { access: 'perm', perm: PERMS.org.exp }, async ({ set: params }, req) => {
    const p = principal(req);
    const ids = params.ids;
    const expDate = params.expDate === undefined || params.expDate === null || params.expDate === '' ? undefined : coerce({ type: 'date' }, params.expDate);
    if (expDate === undefined || isInvalid(expDate)) throw badRequest(ORG_MSG.expDateRequired);
    return db.transaction(async (tx) => {
      const rows = await tx.update(sysOrg).set({ expDate: expDate as string, updateTime: new Date() }).where(and(orgScope(p), inArray(sysOrg.id, ids))).returning({ id: sysOrg.id });
      // All or nothing: an id the caller cannot see rolls the whole change back.
      if (rows.length !== ids.length) throw notFound('组织');
      await writeOpLog(tx, p, 'UPDATE', 'sysorg', ids, { expDate }, req.ip);
      return ok(rows.length);
    });
  });

  route(app, orgCalls.cleanExp, { access: 'perm', perm: PERMS.org.exp }, async ({ set }, req) => {
    const p = principal(req);
    const ids = set.ids ?? null;
    // Expiry is a calendar date in China: "past" is judged by Beijing's date.
    const today = beijingDate();
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(sysOrg)
        .set({ expDate: null, updateTime: sql`now()` })
        .where(and(orgScope(p), isNotNull(sysOrg.expDate), lt(sysOrg.expDate, today), ids ? inArray(sysOrg.id, ids) : undefined))
        .returning({ id: sysOrg.id });
      const cleaned = rows.map((r) => r.id).sort((a, b) => a - b);
      await writeOpLog(tx, p, 'CLEAN', 'sysorg', cleaned.length ? cleaned : null, { expiredBefore: today, count: cleaned.length }, req.ip);
      return ok({ count: cleaned.length, ids: cleaned });
    });
  });
}
