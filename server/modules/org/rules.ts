/** Checks and derived values of an organisation write, shared by /api/sysorg and /api/zporg. */
import { and, eq, ne } from 'drizzle-orm';
import { isOrgStatus, normaliseOrgType, ORG_MSG, orgResource, OWN_ORG_LOCKED } from '../../../src/domain/resources/org';
import type { DbOrTx } from '../../db/client';
import { sysOrg } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { descendantsOf } from '../../http/tree';
import { deriveOrgArea } from './area';

type Row = Record<string, unknown>;
export type OrgRow = typeof sysOrg.$inferSelect;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? '') === String(b ?? '');

/** Fields an organisation may not change on itself: sent unchanged they are dropped, changed they are refused. */
export function dropLockedFields(value: Row, current: OrgRow): Row {
  for (const field of OWN_ORG_LOCKED) {
    if (!(field in value)) continue;
    if (!same(value[field], current[field])) throw badRequest(ORG_MSG.lockedField(orgResource.fields[field].label));
    delete value[field];
  }
  return value;
}

/** Validates and normalises a create (current = null) or an update of `current`. */
export async function checkOrg(tx: DbOrTx, value: Row, current: OrgRow | null): Promise<Row> {
  if (typeof value.type === 'string') {
    const type = normaliseOrgType(value.type);
    if (!type) throw badRequest(ORG_MSG.typeInvalid);
    value.type = type;
  }
  if (typeof value.status === 'number' && !isOrgStatus(value.status)) throw badRequest(ORG_MSG.statusInvalid);
  if (typeof value.code === 'string') {
    const taken = eq(sysOrg.code, value.code);
    const [clash] = await tx
      .select({ id: sysOrg.id })
      .from(sysOrg)
      .where(current ? and(taken, ne(sysOrg.id, current.id)) : taken)
      .limit(1);
    if (clash) throw badRequest(ORG_MSG.codeTaken);
  }
  if (typeof value.pid === 'number') {
    const [parent] = await tx.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, value.pid));
    if (!parent) throw badRequest(ORG_MSG.parentMissing);
    if (current) {
      const all = await tx.select({ id: sysOrg.id, pid: sysOrg.pid }).from(sysOrg);
      if (descendantsOf(all, current.id).has(value.pid)) throw badRequest(ORG_MSG.parentLoop);
    }
  }
  if ('areaCode' in value || 'assistType' in value) {
    const areaCode = 'areaCode' in value ? (value.areaCode as string | null) : (current?.areaCode ?? null);
    const assistType = 'assistType' in value ? (value.assistType as string | null) : (current?.assistType ?? null);
    Object.assign(value, await deriveOrgArea(tx, areaCode, assistType));
  }
  return value;
}
