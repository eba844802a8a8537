/**
 * Evaluation rules link standards, technical specifications and attachment types by comma-joined
 * ids ("3,7"). This file checks such lists, looks their labels up, and refuses to delete a record a
 * rule still links (a clear 400 naming the record and the rules, never a database error).
 */
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EVAL_RULE_MSG } from '../../../src/domain/resources/evalRule';
import type { DbOrTx } from '../../db/client';
import { baseAnnexType, baseEvalRule, baseStandard, baseTechSpec } from '../../db/schema';
import { badRequest } from '../../http/envelope';

export type LinkField = 'standardIds' | 'techSpecIds' | 'annexTypeIds';

/** The ids of a stored list, in order. */
export const idsOf = (v: unknown): number[] =>
  typeof v === 'string' && v ? v.split(',').map((s) => Number(s.trim())).filter((n) => Number.isSafeInteger(n) && n > 0) : [];

/** Labels of linked records: documents as "number name", attachment types by name. */
export async function labelsOf(db: DbOrTx, field: LinkField, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const list = [...new Set(ids)];
  if (field === 'annexTypeIds') {
    const rows = await db.select({ id: baseAnnexType.id, name: baseAnnexType.name }).from(baseAnnexType).where(inArray(baseAnnexType.id, list));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
  const t = field === 'standardIds' ? baseStandard : baseTechSpec;
  const rows = await db.select({ id: t.id, code: t.code, name: t.name }).from(t).where(inArray(t.id, list));
  return new Map(rows.map((r) => [r.id, `${r.code} ${r.name}`]));
}

/**
 * A list as the body sent it (ids, comma-joined or an array) -> the stored text, after checking
 * that every id names an existing record. Empty -> null.
 */
export async function checkLinks(db: DbOrTx, field: LinkField, label: string, raw: unknown): Promise<string | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  const tokens = (Array.isArray(raw) ? raw.map(String) : String(raw).split(',')).map((s) => s.trim()).filter(Boolean);
  if (tokens.some((t) => !/^\d{1,9}$/.test(t))) throw badRequest(EVAL_RULE_MSG.badIds(label));
  const ids = [...new Set(tokens.map(Number))];
  if (!ids.length) return null;
  const found = await labelsOf(db, field, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw badRequest(EVAL_RULE_MSG.missing(label, missing));
  return ids.join(',');
}

const columnOf: Record<LinkField, AnyPgColumn> = {
  standardIds: baseEvalRule.standardIds,
  techSpecIds: baseEvalRule.techSpecIds,
  annexTypeIds: baseEvalRule.annexTypeIds,
};

/** Refuses when a rule links any of `ids` through `field`; `what` names the kind (评价标准). */
export async function assertNotLinked(tx: DbOrTx, field: LinkField, ids: readonly number[], what: string): Promise<void> {
  if (!ids.length) return;
  const col = columnOf[field];
  const wanted = sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  );
  const rules = await tx
    .select({ name: baseEvalRule.name, version: baseEvalRule.version, ids: col })
    .from(baseEvalRule)
    .where(sql`string_to_array(${col}, ',') && array[${wanted}]::text[]`)
    .orderBy(baseEvalRule.id);
  if (!rules.length) return;
  const labels = await labelsOf(tx, field, ids);
  for (const id of ids) {
    const users = rules.filter((r) => idsOf(r.ids).includes(id));
    if (users.length) throw badRequest(EVAL_RULE_MSG.inUse(what, labels.get(id) ?? String(id), users.map((r) => `${r.name}(${r.version})`)));
  }
}
