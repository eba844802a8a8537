/**
 * A page's layout variables from its route's query (ARCHITECTURE.md §4, WORKFLOWS.md §1): a page
 * opened at `/views/zp-product?id=12` — from a list, a message, a 待办 item, a reload or a shared
 * link — starts with `vars.id = 12`. Only the variables the layout declares are taken, so a query
 * cannot invent new ones. A value takes the declared default's type: text stays text, a whole
 * number becomes a number where the default is a number or empty (record ids), true/false a
 * boolean where the default is one; an empty or unreadable value keeps the default.
 */
import type { LayoutVars } from '@/domain/layout';

type VarValue = LayoutVars[string];

/** The longest whole number taken as a number (ids are at most 15 digits). */
const WHOLE_NUMBER = /^-?(0|[1-9]\d{0,14})$/;

function valueFor(declared: VarValue, raw: string): VarValue | undefined {
  if (raw === '') return undefined;
  if (typeof declared === 'string') return raw;
  if (typeof declared === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  if (WHOLE_NUMBER.test(raw)) return Number(raw);
  // A number variable with text that is not one keeps its default; an empty one takes the text.
  return typeof declared === 'number' ? undefined : declared === null ? raw : undefined;
}

/** The declared variables the query sets, with their values (the first of a repeated key). */
export function varsFromQuery(declared: LayoutVars, search: string): LayoutVars {
  const params = new URLSearchParams(search);
  const out: Record<string, VarValue> = {};
  for (const name of Object.keys(declared)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const value = valueFor(declared[name], raw.trim());
    if (value !== undefined) out[name] = value;
  }
  return out;
}
