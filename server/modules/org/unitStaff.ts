/**
 * 机构人员核验 (src/domain/resources/unitStaff.ts, flow src/domain/workflows/staffVerify.ts):
 *   POST /api/unitstaff/page|lst, GET /api/unitstaff/{id}, PUT /api/unitstaff[/{id}],
 *   DELETE /api/unitstaff?ids=      an institution's staff records (management: every institution's)
 *   GET /api/unitstaff/verify/flow, POST /api/unitstaff/verify/move   the flow on the engine
 * An institution writes only its own records, and only as drafts or after a rejection; management
 * verifies or rejects (with a reason) what is submitted.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codeLabel, STAFF_VERIFY } from '../../../src/domain/codes';
import { isInstitution } from '../../../src/domain/resources/org';
import { MSG_CATEGORY } from '../../../src/domain/message';
import { UNIT_STAFF_MSG } from '../../../src/domain/resources/unitStaff';
import { STAFF_EDITABLE } from '../../../src/domain/workflows/staffVerify';
import type { Db, DbOrTx } from '../../db/client';
import { sysOrg, unitStaff } from '../../db/schema';
import { isManagement, type Principal } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { registerWorkflow } from '../../http/workflow';
import { resourceFlow } from '../../http/declaredFlow';
import { ownOrgOnly } from './scope';

type Row = Record<string, unknown>;

const scope = ownOrgOnly(unitStaff.orgId);
const locked = (status: number) => badRequest(UNIT_STAFF_MSG.locked(codeLabel('staffVerify', status)));

async function presentStaff(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const ids = [...new Set(rows.map((r) => r.orgId as number))];
  const orgs = ids.length ? await db.select({ id: sysOrg.id, name: sysOrg.name }).from(sysOrg).where(inArray(sysOrg.id, ids)) : [];
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  return rows.map((r) => ({ ...r, orgName: names.get(r.orgId as number) ?? null }));
}

/** A new record is a draft of the caller's institution (management names one); a submitted or verified one is not changed. */
async function beforeWrite(tx: DbOrTx, user: Principal, value: Row, id: number | string | null): Promise<Row> {
  if (id === null) {
    if (isManagement(user)) {
      if (typeof value.orgId !== 'number') throw badRequest(UNIT_STAFF_MSG.orgRequired);
      const [org] = await tx.select({ type: sysOrg.type }).from(sysOrg).where(eq(sysOrg.id, value.orgId));
      if (!org || !isInstitution(org.type)) throw badRequest(UNIT_STAFF_MSG.orgNotUnit);
    }
    return { ...value, status: STAFF_VERIFY.draft };
  }
  const [stored] = await tx.select({ status: unitStaff.status }).from(unitStaff).where(eq(unitStaff.id, Number(id)));
  if (stored && !STAFF_EDITABLE.includes(stored.status)) throw locked(stored.status);
  return value;
}


export function registerUnitStaff(app: FastifyInstance, db: Db): void {
  const staff = registerResource(app, db, {
    resource: 'unitStaff',
    table: unitStaff,
    scope,
    ownerOrgColumn: 'orgId',
    present: presentStaff,
    beforeWrite: ({ tx, user }, value, id) => beforeWrite(tx, user, value, id),
    async beforeDelete({ tx }, ids) {
      const rows = await tx.select({ status: unitStaff.status }).from(unitStaff).where(inArray(unitStaff.id, ids as number[]));
      const fixed = rows.find((r) => !STAFF_EDITABLE.includes(r.status));
      if (fixed) throw locked(fixed.status);
    },
  });

  registerWorkflow(app, db, {
    ...resourceFlow(staff),
    titleOf: (row) => `${String(row.name)}（${codeLabel('staffQualification', row.qualification as number)}）`,
    msgCategory: MSG_CATEGORY.sys,
    // Both sides work on the same page.
    pageOf: () => '/views/org-unit-staff',
  });
}
