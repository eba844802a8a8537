/** An organisation's area code checked against the division table and its derived region. */
import { inArray } from 'drizzle-orm';
import { deriveRegion, ORG_MSG } from '../../../src/domain/resources/org';
import type { DbOrTx } from '../../db/client';
import { addvcd } from '../../db/schema';
import { badRequest } from '../../http/envelope';

/**
 * The division code to store for `code`: the code itself when known, else the county part of a
 * 9/12-digit statistical code, else the code without trailing "00" pairs ('440300' -> '4403').
 * Unknown codes are refused with a message naming the field.
 */
export async function resolveAreaCode(tx: DbOrTx, code: string | null): Promise<string | null> {
  if (code === null) return null;
  const six = code.slice(0, 6);
  const candidates = [...new Set([code, six, six.replace(/(00)+$/, '')])].filter((c) => /^\d{2,12}$/.test(c));
  if (!candidates.length) throw badRequest(ORG_MSG.areaUnknown(code));
  const found = new Set((await tx.select({ id: addvcd.id }).from(addvcd).where(inArray(addvcd.id, candidates))).map((r) => r.id));
  const hit = candidates.find((c) => found.has(c));
  if (!hit) throw badRequest(ORG_MSG.areaUnknown(code));
  return hit;
}

export interface OrgAreaFields {
  areaCode: string | null;
  region: string | null;
}

export async function deriveOrgArea(tx: DbOrTx, areaCode: string | null, assistType: string | null): Promise<OrgAreaFields> {
  const resolved = await resolveAreaCode(tx, areaCode);
  return { areaCode: resolved, region: deriveRegion(resolved, assistType) };
}
