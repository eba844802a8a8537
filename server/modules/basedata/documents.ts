/**
 * Evaluation standards (/api/base/standard) and technical specifications (/api/base/techspec):
 * page, lst (any signed-in user: pickers and enterprises read them), get, create, update, delete
 * and export through the resource engine. Writes normalise the number, refuse a number already
 * taken (naming the field) and store the derived status (the engine checks the order of the dates,
 * the definitions' `check`); search values of the number are spelt as stored (search.ts); a delete
 * of a document an evaluation rule links is refused.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../../src/domain/resource';
import {
  DOCUMENT_MSG,
  documentStatusOf,
  normaliseStandardNo,
  standardResource,
  techSpecResource,
} from '../../../src/domain/resources/standard';
import type { Db, DbOrTx } from '../../db/client';
import { baseStandard, baseTechSpec } from '../../db/schema';
import type { Principal } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { registerResource } from '../../http/resource';
import { checkFiles } from './files';
import { assertNotLinked, type LinkField } from './links';
import { beijingDate } from '../../../src/domain/beijingTime';

type Row = Record<string, unknown>;
type DocumentTable = typeof baseStandard | typeof baseTechSpec;

interface DocumentKind {
  readonly resource: 'standard' | 'techSpec';
  readonly def: ResourceDef;
  readonly table: DocumentTable;
  readonly link: LinkField;
}

async function prepare(tx: DbOrTx, k: DocumentKind, user: Principal, value: Row, id: number | null): Promise<Row> {
  const t = k.table;
  const [current] = id === null ? [] : await tx.select().from(t).where(eq(t.id, id));
  const out: Row = { ...value };
  if (typeof out.code === 'string') {
    out.code = normaliseStandardNo(out.code);
    const [clash] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.code, out.code as string), id === null ? undefined : ne(t.id, id)))
      .limit(1);
    if (clash) throw badRequest(DOCUMENT_MSG.duplicate(k.def.fields.code.label, out.code as string));
  }
  const dates = {
    publishDate: (('publishDate' in out ? out.publishDate : current?.publishDate) ?? null) as string | null,
    implementDate: (('implementDate' in out ? out.implementDate : current?.implementDate) ?? null) as string | null,
    abolishDate: (('abolishDate' in out ? out.abolishDate : current?.abolishDate) ?? null) as string | null,
  };
  if ('annexIds' in out) await checkFiles(tx, 'annexIds', k.def.fields.annexIds, out.annexIds);
  // The order of the dates is the definitions' `check`, which the resource engine runs (on the stored row merged with an update).
  out.status = documentStatusOf(dates, beijingDate());
  if (id === null) out.createBy = user.id;
  return out;
}

/** Adds `fullName` ("number name"), the label pickers show. */
const present = (rows: Row[]): Row[] => rows.map((r) => ({ ...r, fullName: `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim() }));

function registerDocument(app: FastifyInstance, db: Db, k: DocumentKind): void {
  registerResource(app, db, {
    resource: k.resource,
    table: k.table,
    beforeWrite: ({ tx, user }, value, id) => prepare(tx, k, user, value, id === null ? null : Number(id)),
    beforeDelete: ({ tx }, ids) => assertNotLinked(tx, k.link, ids.map(Number), k.def.title),
    present,
  });
}

export function registerDocuments(app: FastifyInstance, db: Db): void {
  registerDocument(app, db, { resource: 'standard', def: standardResource, table: baseStandard, link: 'standardIds' });
  registerDocument(app, db, { resource: 'techSpec', def: techSpecResource, table: baseTechSpec, link: 'techSpecIds' });
}
