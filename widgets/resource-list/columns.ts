/** The definitions a page's list reads: its table's (`columns`) and its search bar's (fixed filters). */
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

/**
 * The definition the search bar reads: a coded field the page fixes to some codes (`status_in`)
 * offers only those, so a queue's status filter never offers a status the queue cannot hold.
 */
export function searchDefOf(def: ResourceDef, fixed: Readonly<Record<string, string>>): ResourceDef {
  const narrowed = Object.entries(fixed).flatMap(([key, text]) => {
    const m = /^(.+)_in$/.exec(key);
    const field = m && Object.prototype.hasOwnProperty.call(def.fields, m[1]) ? def.fields[m[1]] : undefined;
    return m && field?.codes ? [[m[1], { ...field, codesIn: text.split(',').map((v) => v.trim()).filter(Boolean) }] as const] : [];
  });
  return narrowed.length ? { ...def, fields: { ...def.fields, ...Object.fromEntries(narrowed) } } : def;
}
