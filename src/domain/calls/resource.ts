/**
 * The standard calls of a resource (page, lst, one, create, update, delete, export), made from its
 * definition: the body's fields carry the definition's labels, so a refusal names them as the form
 * does. The values themselves are checked by the definition's rules (validateRecord), which the
 * resource engine runs; the schemas declare the shape.
 */
import { z } from 'zod';
import type { FieldDef, ResourceDef } from '../resource';
import { defineCall, id, ids, pageOf, recordRow, searchParams } from './call';

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

/** A resource's calls under its prefix; `idType: 'string'` for resources keyed by a code. */
export function resourceCalls(def: ResourceDef, prefix: string, idType: 'int' | 'string' = 'int') {
  const tag = def.title;
  const search = searchOf(def);
  const recordId = idType === 'string' ? z.string().trim().min(1).max(64) : id();
  const idList = idType === 'string' ? z.union([z.string(), z.array(z.string())]) : ids();
  const deleteSet = z.looseObject({ ids: idList });
  return {
    page: defineCall({ method: 'POST', path: `${prefix}/page`, summary: `${def.title}分页列表`, tag, paramSet: search, reply: pageOf(recordRow) }),
    lst: defineCall({ method: 'POST', path: `${prefix}/lst`, summary: `${def.title}列表`, tag, paramSet: search, reply: z.array(recordRow) }),
    get: defineCall({ method: 'GET', path: `${prefix}/:id`, summary: `${def.title}详情`, tag, pathParams: z.object({ id: recordId }), reply: recordRow }),
    create: defineCall({ method: 'PUT', path: prefix, summary: `新增${def.title}`, tag, body: recordBody(def), reply: recordRow }),
    update: defineCall({ method: 'PUT', path: `${prefix}/:id`, summary: `修改${def.title}`, tag, pathParams: z.object({ id: recordId }), body: recordBody(def), reply: recordRow }),
    delete: defineCall({ method: 'DELETE', path: prefix, summary: `删除${def.title}`, tag, paramSet: deleteSet, reply: z.number() }),
    /** The same delete in the calls document's trailing-slash form (registered when the declaration says `deleteAtSlash`). */
    deleteAtSlash: defineCall({ method: 'DELETE', path: `${prefix}/`, summary: `删除${def.title}（文档写法，同 DELETE ${prefix}）`, tag, paramSet: deleteSet, reply: z.number() }),
    export: defineCall({ method: 'POST', path: `${prefix}/export`, summary: `导出${def.title}（Excel）`, tag, paramSet: search, file: true }),
  } as const;
}
