/** The table of a page that names its own columns (`columns`): the definition with those fields listed, in that order. */
import type { ResourceDef } from '@/domain/resource';

/**
 * The definition the table reads: with `columns`, exactly those fields are list columns, in that
 * order (a field hidden from lists by default may be named; unknown names and json fields are
 * left out); without, the definition as it is. The search bar and the form keep the definition.
 */
export function tableDefOf(def: ResourceDef, columns: readonly string[]): ResourceDef {
  const listed = columns.filter((n) => Object.prototype.hasOwnProperty.call(def.fields, n) && def.fields[n].type !== 'json');
  if (!listed.length) return def;
  const fields: Record<string, ResourceDef['fields'][string]> = {};
  // A long text (hidden from lists by default) that a page names shows as a one-line cell.
  for (const n of listed) fields[n] = { ...def.fields[n], ...(def.fields[n].type === 'text' ? { type: 'string' as const } : {}), column: def.fields[n].column || {} };
  for (const [n, f] of Object.entries(def.fields)) if (!(n in fields)) fields[n] = { ...f, column: false };
  return { ...def, fields };
}
