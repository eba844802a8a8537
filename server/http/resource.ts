/**
 * The resource engine: from a domain resource definition and a table, the standard calls
 *   POST {prefix}/page   POST {prefix}/lst   GET {prefix}/{id}
 *   PUT {prefix}         PUT {prefix}/{id}   DELETE {prefix}?ids=1,2
 * with the search grammar, the organisation scope, validation from the definition, the check that
 * every reference a write names is a record the caller may use (refs.ts), and the operation log
 * written in the same transaction as the change.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRecord, fieldErrorText, validateRecord, type ResourceDef } from '../../src/domain/resource';
import type { Db, DbOrTx } from '../db/client';
import { isManagement, principal, type Access, type Principal } from './auth';
import { badRequest, notFound, ok } from './envelope';
import { registerExport } from './export';
import { maskRows } from '../../src/domain/personal';
import { writeOpLog } from './oplog';
import { assertRefsUsable, recordBinding, releaseForeignRefs } from './refs';
import { filtersToSql, parseQuery, sortToSql, toPage } from './search';
import { resourceCalls } from '../../src/domain/calls/resource';
import { route, type CallHandler } from './contract';
import { RESOURCES, type ResourceEntry, type ResourceName, type ResourceVerb } from '../../src/domain/resources';

type Row = Record<string, unknown>;
export type Verb = 'page' | 'lst' | 'get' | 'create' | 'update' | 'delete';

/**
 * A resource as the engine serves it: its declaration's definition, prefix and permissions
 * (src/domain/resources, read by `registerResource`) with the module's table, scope and hooks.
 */
export interface ResourceBinding<T extends PgTable = PgTable> extends ResourceServerBinding<T> {
  readonly def: ResourceDef;
  /** URL prefix, e.g. `/api/sysuser`. */
  readonly prefix: string;
  /** Permission per verb: a permission string, or 'user' for any signed-in user. Verbs left out get no route. */
  readonly perms: Partial<Record<Verb, string>>;
  readonly idType: 'int' | 'string';
  readonly deleteAtSlash: boolean;
}

/** What a module binds to a declared resource: only server things (the table, the scope, the hooks). */
export interface ResourceServerBinding<T extends PgTable = PgTable> {
  /** The resource's name in src/domain/resources (its definition, prefix and permissions are read from there). */
  readonly resource: ResourceName;
  readonly table: T;
  /** Rows the caller may see (and so change, and name in another record's ref field); undefined = all. */
  readonly scope?: (p: Principal) => SQL | undefined;
  /** On create by a caller outside management, stamp this column with the caller's organisation. */
  readonly ownerOrgColumn?: string;
  /** Columns never sent to clients. */
  readonly hidden?: readonly string[];
  /** Extra checks or derived values before insert/update (inside the transaction). Throw ApiError to refuse. */
  readonly beforeWrite?: (ctx: WriteContext, value: Row, id: number | string | null) => Promise<Row> | Row;
  /** What else a write changes, after the row is stored (inside the transaction): history rows, counters. */
  readonly afterWrite?: (ctx: WriteContext, row: Row, before: Row | null) => Promise<void> | void;
  /** Shape a row for the client (e.g. add labels). */
  readonly present?: (rows: Row[], db: DbOrTx) => Promise<Row[]> | Row[];
  /** Extra checks before delete (inside the transaction). */
  readonly beforeDelete?: (ctx: WriteContext, ids: (number | string)[]) => Promise<void> | void;
  /** Upper bound of an unpaged lst reply. */
  readonly lstLimit?: number;
}

export interface WriteContext {
  readonly tx: DbOrTx;
  readonly user: Principal;
  readonly req: FastifyRequest;
}

export function parseIds(raw: unknown, idType: 'int' | 'string' = 'int'): (number | string)[] {
  const parts = (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
  if (!parts.length) throw badRequest('参数 ids 不能为空');
  if (parts.length > 500) throw badRequest('一次最多操作 500 条记录');
  if (idType === 'string') {
    if (parts.some((p) => p.length > 64)) throw badRequest('参数 ids 格式不正确');
    return parts;
  }
  if (parts.some((p) => !/^\d{1,12}$/.test(p))) throw badRequest('参数 ids 必须是以逗号分隔的数字');
  return parts.map(Number);
}

export function parseId(raw: unknown, idType: 'int' | 'string' = 'int'): number | string {
  const s = String(raw ?? '').trim();
  if (idType === 'string') {
    if (!s || s.length > 64) throw badRequest('参数 id 格式不正确');
    return s;
  }
  if (!/^\d{1,12}$/.test(s)) throw badRequest('参数 id 必须是数字');
  return Number(s);
}

/** A binding's permission as a route's access: 'user' is any signed-in user. */
export const accessOf = (perm: string): Access => (perm === 'user' ? { access: 'user' } : { access: 'perm', perm });

/** The engine's verbs from the declaration's (list is the page and its export, add create, edit update, remove delete). */
const VERB_OF: Readonly<Record<ResourceVerb, Verb>> = { list: 'page', lst: 'lst', get: 'get', add: 'create', edit: 'update', remove: 'delete' };

/** A module's binding completed from the resource's declaration. */
export function declaredBinding<T extends PgTable>(b: ResourceServerBinding<T>): ResourceBinding<T> {
  const entry: ResourceEntry = RESOURCES[b.resource];
  const perms: Partial<Record<Verb, string>> = {};
  for (const [verb, perm] of Object.entries(entry.perms) as [ResourceVerb, string | undefined][]) if (perm) perms[VERB_OF[verb]] = perm;
  return { ...b, def: entry.def, prefix: entry.prefix, perms, idType: entry.idType ?? 'int', deleteAtSlash: entry.deleteAtSlash === true };
}

/** Serves a declared resource's standard calls; answers the binding completed from its declaration. */
export function registerResource<T extends PgTable>(app: FastifyInstance, db: Db, bound: ResourceServerBinding<T>): ResourceBinding<T> {
  const b = declaredBinding(bound);
  const { columns, idColumn: idCol } = recordBinding(b);
  const idType = b.idType;
  const hidden = new Set(b.hidden ?? []);
  const table = b.table as unknown as PgTable;
  const scopeOf = (p: Principal) => b.scope?.(p);
  // The definition's default order (e.g. `seq,asc`) applies when the caller names none.
  const [defaultField, defaultDir] = (b.def.defaultSort ?? '').split(',').map((s) => s.trim());
  const defaultSort = defaultField ? { field: defaultField, dir: defaultDir === 'desc' ? ('desc' as const) : ('asc' as const) } : null;
  const clean = async (rows: Row[], h: DbOrTx) => {
    const visible = rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.has(k))));
    return b.present ? b.present(visible, h) : visible;
  };
  const where = (p: Principal, extra?: SQL) => and(scopeOf(p), extra);
  // An update's cross-field check runs later, on the locked row merged with the change.
  const validate = (body: unknown, mode: 'create' | 'update') => {
    const r = validateRecord(b.def, body, mode, { check: mode === 'create' });
    if (!r.ok) throw badRequest(fieldErrorText(r.error));
    return r.value;
  };
  const access = (verb: Verb) => accessOf(b.perms[verb] ?? 'user');
  const calls = resourceCalls(b.def, b.prefix, idType);
  const findVisible = async (h: DbOrTx, p: Principal, id: number | string) => {
    const [row] = await h.select().from(table).where(where(p, eq(idCol, id))).limit(1);
    return row as Row | undefined;
  };

  if (b.perms.page) {
    route(app, calls.page, access('page'), async ({ set }, req) => {
      const p = principal(req);
      const q = parseQuery(set, b.def.fields);
      const cond = where(p, filtersToSql(q.filters, columns));
      const [{ total }] = await db.select({ total: count() }).from(table).where(cond);
      const rows = await db.select().from(table).where(cond).orderBy(...sortToSql(q.sort ?? defaultSort, columns, idCol)).limit(q.size).offset((q.pn - 1) * q.size);
      return ok(toPage(maskRows(b.def, await clean(rows as Row[], db)), Number(total), q));
    });
    registerExport(app, db, b, calls.export, access('page'));
  }
  if (b.perms.lst) {
    route(app, calls.lst, access('lst'), async ({ set }, req) => {
      const p = principal(req);
      const q = parseQuery(set, b.def.fields);
      const rows = await db
        .select()
        .from(table)
        .where(where(p, filtersToSql(q.filters, columns)))
        .orderBy(...sortToSql(q.sort ?? defaultSort, columns, idCol))
        .limit(b.lstLimit ?? 5000);
      return ok(maskRows(b.def, await clean(rows as Row[], db)));
    });
  }
  if (b.perms.get) {
    route(app, calls.get, access('get'), async ({ path: { id } }, req) => {
      const p = principal(req);
      const row = await findVisible(db, p, id);
      if (!row) throw notFound(b.def.title);
      return ok((await clean([row], db))[0]);
    });
  }
  if (b.perms.create) {
    route(app, calls.create, access('create'), async (_input, req) => {
      const p = principal(req);
      let value = validate(req.body, 'create');
      return db.transaction(async (tx) => {
        if (b.ownerOrgColumn && !isManagement(p)) value[b.ownerOrgColumn] = p.orgId;
        if (b.beforeWrite) value = await b.beforeWrite({ tx, user: p, req }, value, null);
        await assertRefsUsable(tx, p, b.def, value, value);
        const [row] = (await tx.insert(table).values(value as never).returning()) as Row[];
        if (b.afterWrite) await b.afterWrite({ tx, user: p, req }, row, null);
        await writeOpLog(tx, p, 'INSERT', b.def.name, row.id as number, redact(value, hidden), req.ip);
        return ok((await clean([row], tx))[0]);
      });
    });
  }
  if (b.perms.update) {
    route(app, calls.update, access('update'), async ({ path: { id } }, req) => {
      const p = principal(req);
      let value = validate(req.body, 'update');
      return db.transaction(async (tx) => {
        const [locked] = (await tx.select().from(table).where(where(p, eq(idCol, id))).for('update')) as Row[];
        if (!locked) throw notFound(b.def.title);
        const wrong = checkRecord(b.def, { ...locked, ...value });
        if (wrong) throw badRequest(fieldErrorText(wrong));
        if (b.ownerOrgColumn && !isManagement(p)) delete value[b.ownerOrgColumn];
        if (b.beforeWrite) value = await b.beforeWrite({ tx, user: p, req }, value, id);
        await assertRefsUsable(tx, p, b.def, value, { ...locked, ...value });
        if ('updateTime' in columns) value.updateTime = new Date();
        if (!Object.keys(value).length) return ok((await clean([locked], tx))[0]);
        const [row] = (await tx.update(table).set(value as never).where(eq(idCol, id)).returning()) as Row[];
        if (b.afterWrite) await b.afterWrite({ tx, user: p, req }, row, locked);
        await writeOpLog(tx, p, 'UPDATE', b.def.name, id, redact(value, hidden), req.ip);
        return ok((await clean([row], tx))[0]);
      });
    });
  }
  if (b.perms.delete) {
    const remove: CallHandler<typeof calls.delete> = async ({ set }, req) => {
      const p = principal(req);
      const ids = parseIds(set.ids, idType);
      return db.transaction(async (tx) => {
        const visible = (await tx.select({ id: idCol }).from(table).where(where(p, inArray(idCol, ids)))) as { id: number | string }[];
        if (visible.length !== ids.length) throw notFound(b.def.title);
        await releaseForeignRefs(tx, p, b.def, ids, req.ip);
        if (b.beforeDelete) await b.beforeDelete({ tx, user: p, req }, ids);
        await tx.delete(table).where(inArray(idCol, ids));
        await writeOpLog(tx, p, 'DELETE', b.def.name, ids, undefined, req.ip);
        return ok(ids.length);
      });
    };
    route(app, calls.delete, access('delete'), remove);
    if (b.deleteAtSlash) route(app, calls.deleteAtSlash, access('delete'), remove);
  }
  return b;
}

const redact = (v: Row, hidden: Set<string>) => Object.fromEntries(Object.entries(v).filter(([k]) => !hidden.has(k)));

/** Count helper for modules that page over joins. */
export const countOf = sql<number>`count(*)::int`;
