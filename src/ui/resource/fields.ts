/**
 * What a resource definition means for a list and a form: which fields are searched, shown as
 * columns, edited; how a value is displayed; and the form rule of a field, which runs the domain's
 * own `validateRecord` on that one field so the messages have one source (src/domain).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { CODE_LISTS, codeLabel, type CodeItem } from '@/domain/codes';
import { codesOf, rowsText, validateRecord, type FieldDef, type ResourceDef } from '@/domain/resource';
import { areaCodeOf, areaPath } from '@/domain/resources/area';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type Row = Record<string, unknown>;
export type FormMode = 'create' | 'update';

export type SearchKind = 'like' | 'eq' | 'range' | 'ref';
export interface SearchField {
  readonly name: string;
  readonly field: FieldDef;
  readonly kind: SearchKind;
}

const isDate = (f: FieldDef) => f.type === 'date' || f.type === 'datetime';

/**
 * The search bar's inputs: a code list or a bool -> select; a like field -> text box; a date
 * with gte and lte -> range. Other eq fields (ids of other records) need pickers this bar does not
 * have, so they are left out rather than offered as raw numbers, unless the field names its
 * `ref` (then a picker over that resource).
 */
export function searchFields(def: ResourceDef): SearchField[] {
  const out: SearchField[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    const ops = field.search ?? [];
    if (isDate(field) && ops.includes('gte') && ops.includes('lte')) out.push({ name, field, kind: 'range' });
    // Codes are chosen, never typed: a select (several codes are found by the one chosen, with like).
    else if (field.codes && ops.includes(field.multipleCodes ? 'like' : 'eq')) out.push({ name, field, kind: 'eq' });
    else if (ops.includes('like')) out.push({ name, field, kind: 'like' });
    else if (ops.includes('eq') && field.type === 'bool') out.push({ name, field, kind: 'eq' });
    else if (ops.includes('eq') && field.ref) out.push({ name, field, kind: 'ref' });
  }
  return out;
}

export const BOOL_OPTIONS: readonly CodeItem[] = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

export function optionsOf(field: FieldDef): readonly CodeItem[] {
  if (field.codes) {
    const items = CODE_LISTS[field.codes].items;
    const only = field.codesIn;
    return only ? items.filter((i) => only.includes(String(i.value))) : items;
  }
  return field.type === 'bool' ? BOOL_OPTIONS : [];
}

/** How many filters a search bar shows before 展开 when the definition names none. */
export const SEARCH_MAIN_COUNT = 4;

/**
 * The search bar's filters split into those shown at once and those behind 展开: the definition's
 * `searchMain` in its order (names it cannot search are skipped), else the first few.
 */
export function splitSearchFields(def: ResourceDef, fields: readonly SearchField[]): { main: SearchField[]; more: SearchField[] } {
  const named = (def.searchMain ?? []).map((n) => fields.find((f) => f.name === n)).filter((f): f is SearchField => !!f);
  const main = named.length ? named : fields.slice(0, SEARCH_MAIN_COUNT);
  return { main, more: fields.filter((f) => !main.includes(f)) };
}

/** One row of a `rows` field through a value conversion, field by field of its definition. */
function formRow(def: ResourceDef, row: Row, convert: (f: FieldDef, v: unknown) => unknown): Row {
  return Object.fromEntries(Object.entries(def.fields).filter(([, f]) => !f.readOnly).map(([name, f]) => [name, convert(f, row[name]) ?? null]));
}

/** Search-bar values -> `search.<field>_<op>` parameters; empty inputs are left out. */
export function toFilters(fields: readonly SearchField[], values: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, field, kind } of fields) {
    const v = values[name];
    if (v === undefined || v === null || v === '') continue;
    if (kind === 'range') {
      const [from, to] = Array.isArray(v) ? (v as (Dayjs | null)[]) : [];
      const fmt = field.type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
      // A date range means whole days: from the first day's start to the last day's end.
      if (from) out[`search.${name}_gte`] = from.startOf('day').format(fmt);
      if (to) out[`search.${name}_lte`] = to.endOf('day').format(fmt);
    } else if (kind === 'like') {
      const s = String(v).trim();
      if (s) out[`search.${name}_like`] = s;
    } else out[`search.${name}_${field.multipleCodes ? 'like' : 'eq'}`] = String(v);
  }
  return out;
}

/** Fields shown as list columns. */
export function columnFields(def: ResourceDef): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([, f]) => f.column !== false && f.type !== 'json' && f.type !== 'text');
}

/** Form fields grouped by `section`, in order of first appearance; the unnamed group (title null) first. */
export function formSections(fields: readonly [string, FieldDef][]): { title: string | null; fields: [string, FieldDef][] }[] {
  const groups = new Map<string | null, [string, FieldDef][]>([[null, []]]);
  for (const entry of fields) {
    const key = entry[1].section ?? null;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].filter(([, list]) => list.length).map(([title, list]) => ({ title, fields: list }));
}

/** Fields of the form: what a caller may write in this mode. */
export function formFields(def: ResourceDef, mode: FormMode, omit: readonly string[] = []): [string, FieldDef][] {
  return Object.entries(def.fields).filter(([n, f]) => !f.readOnly && f.type !== 'json' && !(f.createOnly && mode === 'update') && !omit.includes(n));
}

/** A value as a list cell shows it: code labels, formatted dates, 是/否. */
export function displayValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.codes) return codeLabel(field.codes, value as string | number) || String(value);
  if (field.type === 'rows') return rowsText(field, value);
  if (field.type === 'bool') return value === true || value === 'true' || value === 1 ? '是' : '否';
  if (isDate(field)) {
    const d = dayjs(value as string);
    if (!d.isValid()) return String(value);
    return d.format(field.type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT);
  }
  return String(value);
}

/** A stored value -> what the form control holds (dayjs for dates, strings for code selects). */
export function toFormValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (isDate(field)) return dayjs(value as string);
  // The area cascader holds the path (FieldInput shows its last code where there is no cascader).
  if (field.input === 'area') return areaPath(value);
  if (field.type === 'rows') return Array.isArray(value) && field.rows ? value.map((row: Row) => formRow(field.rows as ResourceDef, row, toFormValue)) : [];
  if (field.codes && field.multipleCodes) return value === '' ? [] : codesOf(field, value);
  if (field.codes) return String(value);
  return value;
}

/** A form control's value -> what the server accepts. */
export function fromFormValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) && field.multipleCodes) return value.length ? value.join(',') : null;
  if (field.input === 'area') return areaCodeOf(value);
  if (field.type === 'rows') {
    // Rows left wholly empty are not rows.
    const rows = Array.isArray(value) && field.rows ? value.map((row: Row) => formRow(field.rows as ResourceDef, row, fromFormValue)).filter((row) => Object.values(row).some((v) => v !== null)) : [];
    return rows.length ? rows : null;
  }
  if (dayjs.isDayjs(value)) return value.format(field.type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT);
  return value;
}

/** The form values of a record -> the body of a create or update call. */
export function toBody(def: ResourceDef, mode: FormMode, values: Readonly<Record<string, unknown>>, omit: readonly string[] = []): Row {
  const out: Row = {};
  // Omitted fields stay out of the body, so an update leaves them as they are. A new record leaves
  // empty fields out too, so the database's defaults apply (an update sends null to clear one).
  for (const [name, f] of formFields(def, mode, omit)) {
    const v = fromFormValue(f, values[name]);
    if (v !== null || mode === 'update') out[name] = v;
  }
  return out;
}

/**
 * The message of one field's rules (required, length, type, validators, code list) for a value,
 * or null. Runs the domain's validateRecord over a definition holding just that field.
 */
export function fieldMessage(name: string, field: FieldDef, value: unknown, mode: FormMode): string | null {
  const one: ResourceDef = { name: 'field', title: '', fields: { [name]: field } };
  const r = validateRecord(one, { [name]: fromFormValue(field, value) }, mode);
  return r.ok ? null : r.error.message;
}
