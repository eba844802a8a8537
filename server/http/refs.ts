/**
 * References between records. A field's `ref` (src/domain/resource.ts FieldRef) names a resource of
 * the client registry (src/domain/resources RESOURCES); a `file`/`image` field names uploaded files.
 * Every value a caller writes there must name a record the caller may use: it exists, it is inside
 * what the caller may see of that resource (the binding's scope), and it meets the ref's `where`
 * and `filterBy` (a user's department belongs to the user's organisation). The resource engine
 * checks every write with these functions; hand-written routes taking such ids call them too.
 *
 * The registry maps each definition to its server binding. The client registry names a resource
 * by its RESOURCES key, whose entry holds the definition; the binding holds the same definition,
 * so the definition object is the one link between the two names (def.name is the op-log name
 * and may differ: 'file' is RESOURCES.filebaseinfo).
 */
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FILE_FIELD_MSG, fieldErrorText, fileTokens, REF_MSG, refTokens, type FieldDef, type FieldRef, type ResourceDef } from '../../src/domain/resource';
import { RESOURCES, type ResourceName } from '../../src/domain/resources';
import { fileResource, fileUrl } from '../../src/domain/resources/file';
import type { DbOrTx } from '../db/client';
import type { Principal } from './auth';
import { badRequest } from './envelope';
import { writeOpLog } from './oplog';
import type { ResourceBinding } from './resource';
import { filtersToSql, parseQuery } from './search';

type Row = Record<string, unknown>;

/** A registered binding with what the checks need of its table. */
export interface RegisteredResource {
  /** The client registry's name, or null for a resource the client registry does not list. */
  readonly name: ResourceName | null;
  readonly binding: ResourceBinding;
  readonly columns: Readonly<Record<string, AnyPgColumn>>;
  readonly idColumn: AnyPgColumn;
}

const NAME_OF_DEF = new Map<ResourceDef, ResourceName>(Object.entries(RESOURCES).map(([name, entry]) => [entry.def, name as ResourceName]));
const registry = new Map<ResourceDef, RegisteredResource>();

const isResourceName = (s: string): s is ResourceName => Object.prototype.hasOwnProperty.call(RESOURCES, s);

/** The name file fields implicitly refer to. */
const FILES: ResourceName = NAME_OF_DEF.get(fileResource) as ResourceName;

/**
 * Records a binding (registerResource calls it). One binding per definition; a definition the
 * client registry lists must be served at the prefix the client calls.
 */
export function recordBinding(binding: ResourceBinding): RegisteredResource {
  const columns = getTableColumns(binding.table) as unknown as Record<string, AnyPgColumn>;
  const idColumn = columns.id;
  if (!idColumn) throw new Error(`resource ${binding.def.name}: table has no id column`);
  const name = NAME_OF_DEF.get(binding.def) ?? null;
  if (name && RESOURCES[name].prefix !== binding.prefix) {
    throw new Error(`resource ${name}: served at ${binding.prefix}, but the client registry calls ${RESOURCES[name].prefix}`);
  }
  const known = registry.get(binding.def);
  // The same module registered again (another app in the same process) replaces its entry.
  if (known && known.binding.prefix !== binding.prefix) throw new Error(`resource ${binding.def.name}: bound twice (${known.binding.prefix}, ${binding.prefix})`);
  const entry: RegisteredResource = { name, binding, columns, idColumn };
  registry.set(binding.def, entry);
  return entry;
}

/** Every registered binding (the access-matrix test walks them). */
export const registeredResources = (): readonly RegisteredResource[] => [...registry.values()];

/** The binding of a client-registry name; a name without one is a programming error. */
export function registeredAs(name: string): RegisteredResource {
  const entry = isResourceName(name) ? registry.get(RESOURCES[name].def) : undefined;
  if (!entry) throw new Error(`ref to ${name}: no resource of that name is registered on the server`);
  return entry;
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The values (as text) among `values` that name no record of `ref.resource` the caller may use.
 * `record` is the record being written: `filterBy` compares the referenced row's fields with its
 * fields (an empty one matches only an empty one).
 */
export async function unusableRefs(h: DbOrTx, p: Principal, ref: FieldRef, values: readonly string[], record: Readonly<Row> = {}): Promise<string[]> {
  const target = registeredAs(ref.resource);
  const valueField = ref.value ?? 'id';
  const column = target.columns[valueField];
  if (!column) throw new Error(`ref to ${ref.resource}.${valueField}: no such column`);
  const numeric = column.dataType === 'number';
  const wanted = [...new Set(values)];
  const parsed = wanted.filter((v) => !numeric || (/^\d{1,15}$/.test(v) && Number.isSafeInteger(Number(v))));
  if (!parsed.length) return wanted;
  const conditions: (SQL | undefined)[] = [inArray(column, numeric ? parsed.map(Number) : parsed), target.binding.scope?.(p)];
  if (ref.where) {
    const params = Object.fromEntries(Object.entries(ref.where).map(([k, v]) => [`search.${k}`, v]));
    conditions.push(filtersToSql(parseQuery(params, target.binding.def.fields).filters, target.columns));
  }
  for (const [targetField, sourceField] of Object.entries(ref.filterBy ?? {})) {
    const col = target.columns[targetField];
    if (!col) throw new Error(`ref to ${ref.resource}: filterBy names no column ${targetField}`);
    const v = record[sourceField];
    conditions.push(empty(v) ? isNull(col) : eq(col, v));
  }
  const found = new Set((await h.select({ v: column }).from(target.binding.table).where(and(...conditions))).map((r) => String(r.v)));
  return wanted.filter((v) => !found.has(v));
}

/** The file ids an uploaded-file value names; a token that names none (a foreign address) gives null. */
function fileIdsOf(f: FieldDef, value: unknown): (string | null)[] {
  const tokens = fileTokens(value);
  if (f.upload?.store !== 'url') return tokens;
  const prefix = fileUrl('');
  return tokens.map((t) => (t.startsWith(prefix) && /^\d{1,15}$/.test(t.slice(prefix.length)) ? t.slice(prefix.length) : null));
}

/** The ids among `ids` that name no file the caller may use (server/modules/file/scope.ts). */
export const unusableFiles = (h: DbOrTx, p: Principal, ids: readonly string[]): Promise<string[]> => unusableRefs(h, p, { resource: FILES }, ids);

const refusal = (field: string, f: FieldDef, message: string) => badRequest(fieldErrorText({ field, label: f.label, message }));

/**
 * Refuses (a 400 naming the field) a ref or file value of `record` that names nothing the caller
 * may use. Checked: the fields in `sent`, and a ref whose `filterBy` reads a field in `sent` (a
 * user moved to another organisation keeps no department of the old one).
 */
export async function assertRefsUsable(h: DbOrTx, p: Principal, def: ResourceDef, sent: Readonly<Row>, record: Readonly<Row>): Promise<void> {
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.ref) {
      const touched = name in sent || Object.values(f.ref.filterBy ?? {}).some((source) => source in sent);
      const values = touched ? refTokens(record[name]) : [];
      if (values.length && (await unusableRefs(h, p, f.ref, values, record)).length) throw refusal(name, f, REF_MSG.unusable);
    } else if ((f.type === 'file' || f.type === 'image') && name in sent) {
      const ids = fileIdsOf(f, record[name]);
      if (ids.includes(null)) throw refusal(name, f, FILE_FIELD_MSG.unusable);
      if (ids.length && (await unusableFiles(h, p, ids as string[])).length) throw refusal(name, f, FILE_FIELD_MSG.unusable);
    }
  }
}

/**
 * Before rows of `def` are deleted: references to them from rows the deleter cannot see are
 * released (emptied, or taken out of a list). Only a write around the reference check could have
 * made one (another organisation naming this one's department), and it must not stop an
 * organisation deleting its own record. References the deleter can see stay, for the resource's
 * own rules (beforeDelete) to judge.
 */
export async function releaseForeignRefs(tx: DbOrTx, p: Principal, def: ResourceDef, ids: readonly (number | string)[], ip: string): Promise<void> {
  const name = NAME_OF_DEF.get(def);
  if (!name || !ids.length) return;
  const target = registeredAs(name);
  for (const holder of registry.values()) {
    // A read-only view of a table (a list of one kind of its rows) writes no references: the
    // table's writing binding answers for them, and the view's scope is a kind, not visibility.
    if (!holder.binding.perms.create && !holder.binding.perms.update) continue;
    const visible = holder.binding.scope?.(p);
    if (!visible) continue; // the deleter sees every row of it
    for (const [field, f] of Object.entries(holder.binding.def.fields)) {
      const column = holder.columns[field];
      if (f.ref?.resource !== name || !column) continue;
      const valueColumn = target.columns[f.ref.value ?? 'id'];
      const values = f.ref.value && f.ref.value !== 'id' ? (await tx.select({ v: valueColumn }).from(target.binding.table).where(inArray(target.idColumn, [...ids]))).map((r) => r.v) : [...ids];
      if (!values.length) continue;
      const hidden = sql`not coalesce(${visible}, false)`;
      const texts = sql`array[${sql.join(values.map((v) => sql`${String(v)}`), sql`, `)}]::text[]`;
      const released = f.ref.multiple
        ? await tx
            .update(holder.binding.table)
            .set({ [field]: sql`nullif(array_to_string(array(select t from unnest(string_to_array(${column}, ',')) as t where t <> all(${texts})), ','), '')` })
            .where(and(sql`string_to_array(${column}, ',') && ${texts}`, hidden))
            .returning({ id: holder.idColumn })
        : await tx
            .update(holder.binding.table)
            .set({ [field]: null })
            .where(and(inArray(column, values), hidden))
            .returning({ id: holder.idColumn });
      if (released.length) await writeOpLog(tx, p, 'UPDATE', holder.binding.def.name, released.map((r) => r.id as number), { released: field, [def.name]: values }, ip);
    }
  }
}
