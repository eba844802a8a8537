/**
 * Evaluation rules (/api/base/evalrule): page, lst, get, create, update, delete, export. Writes
 * check the linked standards, specifications and attachment types exist (stored as comma-joined
 * ids), that a name has each version once, and that at most one rule is 生效 for a product type
 * and evaluation type. Lists carry the linked records' labels (standardNames, ...).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EVAL_RULE_LINKS, EVAL_RULE_MSG, EVAL_RULE_STATUS, evalRuleResource } from '../../../src/domain/resources/evalRule';
import type { Db, DbOrTx } from '../../db/client';
import { baseEvalRule } from '../../db/schema';
import type { Principal } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { checkFiles } from './files';
import { checkLinks, idsOf, labelsOf, type LinkField } from './links';

type Row = Record<string, unknown>;
const LINK_FIELDS = Object.keys(EVAL_RULE_LINKS) as LinkField[];

async function prepare(tx: DbOrTx, user: Principal, value: Row, id: number | null): Promise<Row> {
  const [current] = id === null ? [] : await tx.select().from(baseEvalRule).where(eq(baseEvalRule.id, id));
  const out: Row = { ...value };
  for (const field of LINK_FIELDS) {
    if (field in out) out[field] = await checkLinks(tx, field, evalRuleResource.fields[field].label, out[field]);
  }
  if ('annexIds' in out) await checkFiles(tx, 'annexIds', evalRuleResource.fields.annexIds, out.annexIds);
  const pick = <K extends keyof typeof baseEvalRule.$inferSelect>(k: K) => (k in out ? out[k] : current?.[k]);
  const name = pick('name') as string;
  const version = pick('version') as string;
  const notSelf = id === null ? undefined : ne(baseEvalRule.id, id);
  if ('name' in out || 'version' in out) {
    const [clash] = await tx
      .select({ id: baseEvalRule.id })
      .from(baseEvalRule)
      .where(and(eq(baseEvalRule.name, name), eq(baseEvalRule.version, version), notSelf))
      .limit(1);
    if (clash) throw badRequest(EVAL_RULE_MSG.duplicateVersion(name, version));
  }
  if (Number(pick('status')) === EVAL_RULE_STATUS.active) {
    const [other] = await tx
      .select({ name: baseEvalRule.name, version: baseEvalRule.version })
      .from(baseEvalRule)
      .where(
        and(
          eq(baseEvalRule.productType, pick('productType') as string),
          eq(baseEvalRule.evalType, pick('evalType') as string),
          eq(baseEvalRule.status, EVAL_RULE_STATUS.active),
          notSelf,
        ),
      )
      .limit(1);
    if (other) throw badRequest(EVAL_RULE_MSG.oneActive(`${other.name}(${other.version})`));
  }
  if (id === null) out.createBy = user.id;
  return out;
}

/** Fills standardNames, techSpecNames and annexTypeNames ("；"-joined labels). */
async function present(rows: Row[], db: DbOrTx): Promise<Row[]> {
  const labels = new Map<LinkField, Map<number, string>>();
  for (const field of LINK_FIELDS) labels.set(field, await labelsOf(db, field, rows.flatMap((r) => idsOf(r[field]))));
  return rows.map((r) => {
    const named: Row = { ...r };
    for (const field of LINK_FIELDS) {
      const m = labels.get(field) ?? new Map<number, string>();
      named[EVAL_RULE_LINKS[field].names] = idsOf(r[field]).map((i) => m.get(i) ?? String(i)).join('；') || null;
    }
    return named;
  });
}

export function registerEvalRules(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'evalRule',
    table: baseEvalRule,
    beforeWrite: ({ tx, user }, value, id) => prepare(tx, user, value, id === null ? null : Number(id)),
    present,
  });
}
