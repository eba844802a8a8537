/**
 * The standard calls of a resource (page, lst, one, create, update, delete, export), made from its
 * definition: the body's fields carry the definition's labels, so a refusal names them as the form
 * does. The values themselves are checked by the definition's rules (validateRecord), which the
 * resource engine runs; the schemas declare the shape. A record is the definition's `row` where it
 * declares one. The same calls at a prefix known only at run time (engineCalls), and a form
 * picker's offer (offerCall), are what the generic list, record and form widgets call through.
 */
import { z } from 'zod';
import type { FieldDef, OfferAnswer, ResourceDef, RowSchema } from '../resource';
import { anyBody, defineCall, id, ids, pageOf, recordRow, searchParams, type PartSchema } from './call';

const fieldSchema = (f: FieldDef): z.ZodType => {
  const base = f.type === 'int' || f.type === 'number' ? z.union([z.number(), z.string()]) : f.type === 'bool' ? z.union([z.boolean(), z.number(), z.string()]) : f.type === 'json' || f.type === 'rows' ? z.unknown() : z.union([z.string(), z.number()]);
  return base.nullable().optional().meta({ title: f.label });
};

/** The body of a create or update: the definition's fields, each optional here (the definition decides which are required). */
export const recordBody = (def: ResourceDef) =>
  z.looseObject(Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, fieldSchema(f)])));

const searchOf = (def: ResourceDef) => {
  const keys: Record<string, z.ZodType> = {};
  for (const [k, f] of Object.entries(def.fields)) for (const op of f.search ?? []) keys[`search.${k}_${op}`] = z.unknown().optional().meta({ title: f.label });
  return searchParams.extend(keys);
};

export type ResourceVerb = 'page' | 'lst' | 'get' | 'create' | 'update' | 'delete' | 'export';

/** What the engine's calls under a prefix take and answer. */
interface EngineParts<S extends PartSchema, B extends z.ZodType, I extends z.ZodType, L extends z.ZodType, R extends z.ZodType> {
  readonly title: string;
  readonly tag: string;
  /** The page's, the list's and the export's parameters. */
  readonly search: S;
  /** A create's or an update's body. */
  readonly body: B;
  /** A record's id in the path. */
  readonly recordId: I;
  /** A delete's `ids`. */
  readonly idList: L;
  /** A record as page, lst, get, create and update answer it. */
  readonly row: R;
}

/** The engine's calls under a prefix: each path form is written here once. */
function engineCallsOf<S extends PartSchema, B extends z.ZodType, I extends z.ZodType, L extends z.ZodType, R extends z.ZodType>(prefix: string, p: EngineParts<S, B, I, L, R>) {
  const { title, tag, search, body, row } = p;
  const byId = z.object({ id: p.recordId });
  const deleteSet = z.looseObject({ ids: p.idList });
  return {
    page: defineCall({ method: 'POST', path: `${prefix}/page`, summary: `${title}分页列表`, tag, paramSet: search, reply: pageOf(row) }),
    lst: defineCall({ method: 'POST', path: `${prefix}/lst`, summary: `${title}列表`, tag, paramSet: search, reply: z.array(row) }),
    get: defineCall({ method: 'GET', path: `${prefix}/:id`, summary: `${title}详情`, tag, pathParams: byId, reply: row }),
    create: defineCall({ method: 'PUT', path: prefix, summary: `新增${title}`, tag, body, reply: row }),
    update: defineCall({ method: 'PUT', path: `${prefix}/:id`, summary: `修改${title}`, tag, pathParams: byId, body, reply: row }),
    delete: defineCall({ method: 'DELETE', path: prefix, summary: `删除${title}`, tag, paramSet: deleteSet, reply: z.number() }),
    /** The same delete in the calls document's trailing-slash form (registered when the declaration says `deleteAtSlash`). */
    deleteAtSlash: defineCall({ method: 'DELETE', path: `${prefix}/`, summary: `删除${title}（文档写法，同 DELETE ${prefix}）`, tag, paramSet: deleteSet, reply: z.number() }),
    export: defineCall({ method: 'POST', path: `${prefix}/export`, summary: `导出${title}（Excel）`, tag, paramSet: search, file: true }),
  } as const;
}

/** Ids of records keyed by a code, as a delete takes them: comma-joined text or an array. */
const codeIds = z.union([z.string(), z.array(z.string())]);

/** A resource's calls under its prefix; `idType: 'string'` for resources keyed by a code. */
export function resourceCalls<R extends RowSchema>(def: ResourceDef<Record<string, FieldDef>, R | undefined>, prefix: string, idType: 'int' | 'string' = 'int') {
  const search = searchOf(def);
  const body = recordBody(def);
  const recordId = idType === 'string' ? z.string().trim().min(1).max(64) : id();
  const idList = idType === 'string' ? codeIds : ids();
  // A record is the definition's `row`, else named values.
  const row = (def.row ?? recordRow) as R;
  return engineCallsOf(prefix, { title: def.title, tag: def.title, search, body, recordId, idList, row });
}

/**
 * The engine's calls under a prefix known only at run time (a list or a record page configured with
 * one): the paths `resourceCalls` gives the resource there, any fields (the server checks them by
 * the resource's definition), an id a number or a code, each record named values.
 */
export function engineCalls(prefix: string) {
  return engineCallsOf(prefix, {
    title: '记录',
    tag: '资源',
    search: searchParams,
    body: anyBody,
    recordId: z.union([z.number(), z.string()]),
    idList: codeIds,
    row: recordRow,
  });
}

/** What an offer answers (FieldDef.offer): the values to offer, as the field holds them, and why others are absent. */
const offerAnswer: z.ZodType<OfferAnswer> = z.object({ values: z.array(z.union([z.string(), z.number()])).readonly(), note: z.string().nullable() });

/** A form picker's offer at its path (FieldDef.offer): GET with the form's values it names. */
export const offerCall = (path: string) => defineCall({ method: 'GET', path, summary: '表单可选的值', tag: '资源', query: z.record(z.string(), z.string()), reply: offerAnswer });
