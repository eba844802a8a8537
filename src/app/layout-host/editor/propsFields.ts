/**
 * The fields of a widget's settings form, read from its manifest's zod props schema (one schema
 * per thing: the form derives from the schema that validates the props). zod 4 introspection:
 * an object's `shape`, each field unwrapped through default/optional/nullable/prefault wrappers
 * (`_zod.def.innerType`), then its `_zod.def.type`. Strings, numbers, booleans and enums become
 * fields; anything else (arrays, nested objects) is listed as unsupported and keeps its value.
 * Labels come from `.meta({ title })` or `.describe()`, else the prop's name.
 */
import { z } from 'zod';

export type PropField =
  | { readonly name: string; readonly label: string; readonly kind: 'string' }
  | { readonly name: string; readonly label: string; readonly kind: 'boolean' }
  | { readonly name: string; readonly label: string; readonly kind: 'number'; readonly min?: number; readonly max?: number; readonly integer: boolean }
  | { readonly name: string; readonly label: string; readonly kind: 'enum'; readonly options: readonly (string | number)[] };

export interface PropFields {
  readonly fields: readonly PropField[];
  /** Props the form cannot edit (their saved values are kept). */
  readonly unsupported: readonly string[];
}

const WRAPPERS = new Set(['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch']);

/** The schema under default/optional/... wrappers; the label may sit on a wrapper or on the core. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema;
  for (let n = 0; n < 10 && WRAPPERS.has(s._zod.def.type); n++) {
    const inner = (s._zod.def as { innerType?: z.core.$ZodType }).innerType;
    if (!inner) break;
    s = inner;
  }
  return s;
}

function labelOf(name: string, schema: z.core.$ZodType): string {
  for (let s: z.core.$ZodType | undefined = schema; s; s = (s._zod.def as { innerType?: z.core.$ZodType }).innerType) {
    const meta = z.globalRegistry.get(s);
    if (typeof meta?.title === 'string' && meta.title) return meta.title;
    if (typeof meta?.description === 'string' && meta.description) return meta.description;
  }
  return name;
}

export function propFields(schema: z.ZodType): PropFields {
  if (!(schema instanceof z.ZodObject)) return { fields: [], unsupported: [] };
  const fields: PropField[] = [];
  const unsupported: string[] = [];
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.core.$ZodType>)) {
    const core = unwrap(field);
    const label = labelOf(name, field);
    const def = core._zod.def;
    if (def.type === 'string') fields.push({ name, label, kind: 'string' });
    else if (def.type === 'boolean') fields.push({ name, label, kind: 'boolean' });
    else if (def.type === 'number' && core instanceof z.ZodNumber) {
      const min = core.minValue;
      const max = core.maxValue;
      fields.push({
        name,
        label,
        kind: 'number',
        integer: core.isInt,
        // Unbounded numbers report ±Infinity or the safe-integer limits; a form shows no bound then.
        ...(min !== null && Number.isFinite(min) && min > Number.MIN_SAFE_INTEGER ? { min } : {}),
        ...(max !== null && Number.isFinite(max) && max < Number.MAX_SAFE_INTEGER ? { max } : {}),
      });
    } else if (def.type === 'enum') fields.push({ name, label, kind: 'enum', options: Object.values((def as z.core.$ZodEnumDef).entries) });
    else unsupported.push(name);
  }
  return { fields, unsupported };
}
