/**
 * Attachment types (/api/base/annextype): page, lst (any signed-in user: upload controls read
 * the rules), get, create, update, delete, export. Code and name are unique (a clear 400 naming the
 * field); the limits stay within the spec's (1-50 MB); empty numbers and flags take their defaults;
 * a type an evaluation rule requires cannot be deleted.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ANNEX_TYPE_LIMITS, ANNEX_TYPE_MSG, annexTypeResource } from '../../../src/domain/resources/annexType';
import type { Db, DbOrTx } from '../../db/client';
import { baseAnnexType } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { assertNotLinked } from './links';

type Row = Record<string, unknown>;

async function prepare(tx: DbOrTx, value: Row, id: number | null): Promise<Row> {
  // Empty numbers and flags already hold their defaults: the fields' `default` (validateRecord).
  const out: Row = { ...value };
  const size = out.maxSizeMb;
  if (typeof size === 'number' && (size < ANNEX_TYPE_LIMITS.minMb || size > ANNEX_TYPE_LIMITS.maxMb)) throw badRequest(ANNEX_TYPE_MSG.sizeRange);
  const n = out.maxCount;
  if (typeof n === 'number' && (n < 0 || n > ANNEX_TYPE_LIMITS.maxCount)) throw badRequest(ANNEX_TYPE_MSG.countRange);
  if (typeof out.seq === 'number' && (out.seq < 0 || out.seq > 99999)) throw badRequest(ANNEX_TYPE_MSG.seqRange);
  const notSelf = id === null ? undefined : ne(baseAnnexType.id, id);
  if (typeof out.code === 'string') {
    const [clash] = await tx.select({ id: baseAnnexType.id }).from(baseAnnexType).where(and(eq(baseAnnexType.code, out.code), notSelf)).limit(1);
    if (clash) throw badRequest(ANNEX_TYPE_MSG.duplicateCode(out.code));
  }
  if (typeof out.name === 'string') {
    const [clash] = await tx.select({ id: baseAnnexType.id }).from(baseAnnexType).where(and(eq(baseAnnexType.name, out.name), notSelf)).limit(1);
    if (clash) throw badRequest(ANNEX_TYPE_MSG.duplicateName(out.name));
  }
  return out;
}

export function registerAnnexTypes(app: FastifyInstance, db: Db): void {
  registerResource(app, db, {
    resource: 'annexType',
    table: baseAnnexType,
    beforeWrite: ({ tx }, value, id) => prepare(tx, value, id === null ? null : Number(id)),
    beforeDelete: ({ tx }, ids) => assertNotLinked(tx, 'annexTypeIds', ids.map(Number), annexTypeResource.title),
  });
}
