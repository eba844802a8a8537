/**
 * 评价依据 of a certificate: the standards the product was evaluated against. An evaluation follows
 * the rule in force for its product type and evaluation type (at most one is, src/domain/resources/
 * evalRule.ts), which names its standards; a product evaluated under no rule (an older certificate,
 * a type no rule covers yet) is held to the standards in force for its product type. Of those, the
 * certificate cites the ones about its product (basisStandards).
 */
import { eq } from 'drizzle-orm';
import { refTokens } from '../../../src/domain/resource';
import { EVAL_RULE_STATUS } from '../../../src/domain/resources/evalRule';
import { basisStandards, basisText, DOCUMENT_STATUS, documentStatusOf, type BasisStandard } from '../../../src/domain/resources/standard';
import { beijingDate } from '../../../src/domain/beijingTime';
import type { DbOrTx } from '../../db/client';
import { baseEvalRule, baseStandard, proCategory } from '../../db/schema';

interface Standard extends BasisStandard {
  readonly id: number;
  readonly inForce: boolean;
}

/** What the bases of many certificates are read from, read once: standards, rules in force, categories. */
export interface BasisData {
  readonly standards: readonly Standard[];
  readonly rules: readonly { readonly productType: string; readonly evalType: string; readonly standardIds: readonly number[] }[];
  readonly categories: ReadonlyMap<number, { readonly name: string; readonly pid: number | null }>;
}

export async function loadBasisData(tx: DbOrTx): Promise<BasisData> {
  const today = beijingDate();
  const [standards, rules, categories] = await Promise.all([
    tx.select({ id: baseStandard.id, code: baseStandard.code, name: baseStandard.name, productType: baseStandard.productType, implementDate: baseStandard.implementDate, abolishDate: baseStandard.abolishDate }).from(baseStandard).orderBy(baseStandard.id),
    tx.select({ productType: baseEvalRule.productType, evalType: baseEvalRule.evalType, standardIds: baseEvalRule.standardIds }).from(baseEvalRule).where(eq(baseEvalRule.status, EVAL_RULE_STATUS.active)),
    tx.select({ id: proCategory.id, name: proCategory.name, pid: proCategory.pid }).from(proCategory),
  ]);
  return {
    standards: standards.map((s) => ({ id: s.id, code: s.code, name: s.name, productType: s.productType, inForce: documentStatusOf(s, today) === DOCUMENT_STATUS.current })),
    rules: rules.map((r) => ({ productType: r.productType, evalType: r.evalType, standardIds: refTokens(r.standardIds).map(Number) })),
    categories: new Map(categories.map((c) => [c.id, { name: c.name, pid: c.pid }])),
  };
}

/** A category's name and its ancestors' (a loop in the tree stops the walk). */
function categoryPath(data: BasisData, categoryId: number | null): string[] {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let id = categoryId; id !== null && !seen.has(id); ) {
    seen.add(id);
    const c = data.categories.get(id);
    if (!c) break;
    names.push(c.name);
    id = c.pid;
  }
  return names;
}

export interface BasisFor {
  readonly name: string;
  readonly productType: string;
  readonly categoryId: number | null;
  /** The evaluation's type (EVAL_TYPE), null for a certificate of no recorded evaluation. */
  readonly evalType: string | null;
}

/** 评价依据 as the certificate prints it, or null when no standard applies. */
export function basisOf(data: BasisData, p: BasisFor): string | null {
  const rule = p.evalType === null ? undefined : data.rules.find((r) => r.productType === p.productType && r.evalType === p.evalType);
  const named = rule ? rule.standardIds.map((id) => data.standards.find((s) => s.id === id)).filter((s): s is Standard => s !== undefined) : [];
  const candidates = named.length ? named : data.standards.filter((s) => s.inForce);
  return basisText(basisStandards(candidates, { name: p.name, productType: p.productType, categoryPath: categoryPath(data, p.categoryId) }));
}
