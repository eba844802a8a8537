/**
 * Resource definitions: one description of a record type (fields, labels, types, code lists,
 * validators, searchable fields and their operators, list columns) that drives the client's list
 * and form widgets and the server's resource engine (its whitelist and its validation) alike.
 */
import type { z } from 'zod';
import { beijingDate, beijingInstant } from './beijingTime';
import { CODE_LISTS, codeLabel, type CodeListName } from './codes';
import { UPLOAD_MSG, type UploadType } from './upload';
import { checkLength, MSG, validators, type ValidatorName } from './validators';

/**
 * `file` and `image` hold uploaded files as text: comma-joined file ids (or, with `upload.store:
 * 'url'`, comma-joined download addresses). Forms show the upload controls; lists show links.
 */
export type FieldType = 'string' | 'text' | 'int' | 'number' | 'bool' | 'date' | 'datetime' | 'code' | 'json' | 'file' | 'image' | 'rows';
export const SEARCH_OPS = ['eq', 'ne', 'like', 'in', 'lt', 'lte', 'gt', 'gte'] as const;
export type SearchOp = (typeof SEARCH_OPS)[number];

export interface FieldDef {
  readonly label: string;
  readonly type: FieldType;
  /** Code list for `code` fields (and for int fields holding codes). */
  readonly codes?: CodeListName;
  /** With `codes`: several codes of the list joined with commas ("2,4"), each checked, all labelled. */
  readonly multipleCodes?: boolean;
  /** With `codes`: the only codes a picker offers (a page about some of the statuses filters by those). */
  readonly codesIn?: readonly string[];
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly validators?: readonly ValidatorName[];
  /** Operators a caller may filter this field with (`search.<field>_<op>`). */
  readonly search?: readonly SearchOp[];
  /** May a list be sorted by it. */
  readonly sortable?: boolean;
  /** List column width; false hides it from lists. */
  readonly column?: { readonly width?: number } | false;
  /** Set by the server only (ids, timestamps, owners): never taken from a request body. */
  readonly readOnly?: boolean;
  /** Accepted on create only. */
  readonly createOnly?: boolean;
  /** `file` / `image` fields: the upload rules of the form control. */
  readonly upload?: FieldUpload;
  /** An id of another record: the form shows a picker over that resource, the list its label. */
  readonly ref?: FieldRef;
  /**
   * What a form's picker of this field (a ref or a code list) offers now, asked of the server: the
   * values it may choose and a line saying why others are absent. Forms only (not search bars); the
   * server still holds a written value to its own rules.
   */
  readonly offer?: FieldOffer;
  /** An address picked on the map (the form shows the map address picker; see FieldMap). */
  readonly map?: FieldMap;
  /**
   * A purpose-made input for the value: `area` is an area code (province 2 digits … county 6,
   * street 9) chosen with the area cascader; the stored value stays the deepest code chosen.
   */
  readonly input?: FieldInputKind;
  /** The form section the field sits in (a heading above its group); fields without one come first. */
  readonly section?: string;
  /**
   * `rows` fields: a child table inside the record (a list of products, the members of a team),
   * each row checked by this definition; `max` is then the most rows (default ROWS_MAX).
   */
  readonly rows?: ResourceDef;
  /**
   * The value of a new record: the add form starts with it, and the server stores it when a body
   * leaves the field empty (so "empty" means this value on create and update alike). TODAY (a
   * date field) is the day in Beijing when the form opens, or when the server stores the record.
   */
  readonly default?: FieldValue | typeof TODAY;
}

/** A date field's default: the day it is, in Beijing. */
export const TODAY = Object.freeze({ today: true } as const);

/** A field's default as a value, now. */
export const defaultOf = (f: Pick<FieldDef, 'default'>, now: number = Date.now()): FieldValue | undefined => (typeof f.default === 'object' ? beijingDate(now) : f.default);

export type FieldInputKind = 'area';

/** A plain value a field may default to. */
export type FieldValue = string | number | boolean;

export interface FieldUpload {
  /** Type group of src/domain/upload.ts (file fields; image fields are always JPG/JPEG/PNG). Default beCommon. */
  readonly accept?: UploadType;
  /** Most files; 0 = no limit. Default 1 for images, 0 for files. */
  readonly maxCount?: number;
  /** Size limit in MB (default: the control's own, 20 for files, 200 for images). */
  readonly maxMb?: number;
  /** What the text holds: file ids (default) or download addresses (e.g. an avatar the header shows). */
  readonly store?: 'id' | 'url';
}

/**
 * A picker over another resource (a registered name of src/domain/resources, e.g. `sysorg`):
 * options come from its `lst` call, the option's value is the row's `value` field (default id)
 * and its label the `label` field (default name). The server holds every written value to the
 * same: it must name a row of that resource the caller may see which meets `where` and `filterBy`
 * (server/http/refs.ts), so both are rules, not only narrowing of a list.
 */
export interface FieldRef {
  readonly resource: string;
  readonly label?: string;
  readonly value?: string;
  /** Narrowed by other fields of the same form: `{ orgId: 'orgId' }` sends search.orgId_eq=<the form's orgId>. */
  readonly filterBy?: Readonly<Record<string, string>>;
  /** A field of the listed row that already carries the label (e.g. `orgName`): the list shows it without a lookup. */
  readonly display?: string;
  /** Fixed search.* filters of the options, e.g. `{ type_like: '3' }` (enterprises only). */
  readonly where?: Readonly<Record<string, string>>;
  /**
   * Several records: the value is the comma-joined text of their values ("3,7"), the form a
   * multi-select, the list cell their labels. The field's type stays 'string' (its `max` bounds the text).
   */
  readonly multiple?: boolean;
}

/**
 * A form picker's offer: `GET path` with the form's fields named in `by` (parameter -> field; an
 * empty field is left out), answering `OfferAnswer`.
 */
export interface FieldOffer {
  readonly path: string;
  readonly by?: Readonly<Record<string, string>>;
}

/** What an offer call answers: the values to offer (as the field holds them) and why others are absent (null: none are). */
export interface OfferAnswer {
  readonly values: readonly (string | number)[];
  readonly note: string | null;
}

/** An offer call's parameters from a form's values (empty values are left out). */
export function offerParams(offer: FieldOffer, values: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [param, from] of Object.entries(offer.by ?? {})) {
    const v = values?.[from];
    if (v !== undefined && v !== null && v !== '') out[param] = String(v);
  }
  return out;
}

/** The values of a multiple ref ('3,7' -> ['3','7']); a single ref gives its one value. */
export const refTokens = (value: unknown): string[] => fileTokens(value);

/** An address field whose form control is the map address picker, filling these coordinate fields too. */
export interface FieldMap {
  readonly lon: string;
  readonly lat: string;
}

/** The tokens of a file/image value ('1,2' -> ['1','2']). */
export function fileTokens(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  return typeof value === 'string' ? value.split(',').map((t) => t.trim()).filter(Boolean) : [];
}

export const FILE_FIELD_MSG = {
  badIds: '附件编号格式不正确',
  badUrl: '附件地址格式不正确',
  /** A file id (or download address) naming no file the caller may use. */
  unusable: '附件不存在或无权使用',
} as const;

/** A ref value naming no record the caller may use (missing, another organisation's, or outside the ref's rule). */
export const REF_MSG = { unusable: '所选记录不存在或无权使用' } as const;

/** The schema of a record as the resource engine answers it (page, lst, get, create, update). */
export type RowSchema = z.ZodType<Record<string, unknown>>;

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>, R extends RowSchema | undefined = RowSchema | undefined> {
  readonly name: string;
  readonly title: string;
  readonly fields: F;
  /** Default order, e.g. `id,desc`. */
  readonly defaultSort?: string;
  /**
   * The filters a list's search bar shows before 展开, in order: the few people use most. Default:
   * the first searchable fields in the order of `fields`.
   */
  readonly searchMain?: readonly string[];
  /**
   * A rule over several fields (e.g. one date not before another), run after the field rules by
   * validateRecord (the server) and by the form on submit, whose message shows under `field`.
   * On a partial update it may see only some fields: treat an absent field as unknown (no error).
   */
  readonly check?: (record: Readonly<Record<string, unknown>>) => FieldError | null;
  /** Records form a tree (departments, categories): lists show it nested instead of paged. */
  readonly tree?: ResourceTree;
  /**
   * A record is changed or deleted only while `field` holds one of `values` (a draft, a returned
   * application): lists offer 编辑 and 删除 only then. The server enforces the same rule on its own.
   */
  readonly changeableWhen?: { readonly field: string; readonly values: readonly number[] };
  /**
   * A record as the engine answers it, where the client reads its fields by name (a record page's
   * widgets): the fields declared (and what the server adds beside them, such as names), others
   * passing through. Absent: named values. The server checks its replies against it in its tests.
   */
  readonly row?: R;
}

/** Whether a record may still be changed or deleted by its definition's `changeableWhen` (true without one). */
export function isChangeable(def: Pick<ResourceDef, 'changeableWhen'>, row: Readonly<Record<string, unknown>>): boolean {
  const rule = def.changeableWhen;
  return !rule || rule.values.includes(Number(row[rule.field]));
}

/**
 * How a list shows a tree resource. Without search filters it asks `call` for every row the
 * caller may see (flat, or nested through `children`) and nests them by `parentField`, unpaged;
 * a search shows the matching rows flat and paged (a search result is a list).
 */
export interface ResourceTree {
  /** The field holding the parent's id (a ref to the same resource); 0, null or an unknown id make a root. */
  readonly parentField: string;
  /** The POST call under the resource's prefix answering every row with all list fields (default `lst`). */
  readonly call?: string;
  /** The column the expand toggle sits in: the record's name, so the indent reads as the hierarchy (default: the first column). */
  readonly labelField?: string;
}

export function defineResource<F extends Record<string, FieldDef>, R extends RowSchema | undefined = undefined>(def: ResourceDef<F, R>): ResourceDef<F, R> {
  return def;
}

export const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

export interface FieldError {
  readonly field: string;
  readonly label: string;
  readonly message: string;
}

/** The add-mode values of a definition: every field with a `default`. */
export function defaultsOf(def: ResourceDef): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [name, f] of Object.entries(def.fields)) {
    const value = defaultOf(f);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The definition's cross-field rule over a whole record (the stored row merged with the change), or null. */
export function checkRecord(def: ResourceDef, record: Readonly<Record<string, unknown>>): FieldError | null {
  return def.check ? def.check(record) : null;
}

export interface ValidateOptions {
  /**
   * The stored record an update changes: the cross-field `check` sees it merged with the body.
   * Without it an update's check sees the body alone.
   */
  readonly stored?: Readonly<Record<string, unknown>>;
  /** Run the definition's `check` (default true); a caller that merges later runs checkRecord itself. */
  readonly check?: boolean;
}

/**
 * How a person reads a field's error, on the server's answers and in the forms: the field's label
 * and what is wrong (`申报产品：请选择至少一个审核通过的产品`), never the field's code. Takes a
 * `FieldError` (its field names it for the code only) or the label and the message.
 */
export function fieldErrorText(error: FieldError): string;
export function fieldErrorText(label: string, message: string): string;
export function fieldErrorText(first: FieldError | string, message?: string): string {
  return typeof first === 'string' ? `${first}：${message ?? ''}` : `${first.label}：${first.message}`;
}

/** The codes a value of a code field holds: one, or for `multipleCodes` each of the comma-joined ones. */
export function codesOf(f: Pick<FieldDef, 'multipleCodes'>, value: unknown): string[] {
  const text = String(value);
  return f.multipleCodes ? text.split(',').map((c) => c.trim()) : [text];
}

/**
 * Checks and normalises a body against the definition: unknown and read-only fields are dropped,
 * values are coerced to the field type, required, length, code and validator rules applied.
 * `partial` (update) checks only the fields present. An empty value of a field with a `default`
 * becomes that default (on create also an absent one). Last, the definition's cross-field `check`.
 */
export function validateRecord(
  def: ResourceDef,
  body: unknown,
  mode: 'create' | 'update',
  options: ValidateOptions = {},
): { ok: true; value: Record<string, unknown> } | { ok: false; error: FieldError } {
  const src = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [field, f] of Object.entries(def.fields)) {
    if (f.readOnly || (f.createOnly && mode === 'update')) continue;
    const present = hasOwn(src, field) && src[field] !== undefined;
    const raw = present ? src[field] : undefined;
    const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
    const fail = (message: string) => ({ ok: false as const, error: { field, label: f.label, message } });
    const fallback = defaultOf(f);
    if (empty && fallback !== undefined && (present || mode === 'create')) {
      out[field] = fallback;
      continue;
    }
    if (empty) {
      if (f.required && (mode === 'create' || present)) return fail(requiredMessage(f));
      if (present) out[field] = null;
      continue;
    }
    const coerced = coerce(f, raw);
    if (coerced === INVALID) return fail(typeMessage(f));
    if (f.type === 'file' || f.type === 'image') {
      const m = fileMessage(f, coerced as string);
      if (m) return fail(m);
    }
    if (f.type === 'rows') {
      const rows = checkRows(f, coerced as Record<string, unknown>[]);
      if (!rows.ok) return fail(rows.message);
      out[field] = rows.value;
      continue;
    }
    if (typeof coerced === 'string') {
      const len = checkLength(coerced, f.min, f.max ?? (f.type === 'text' ? 4000 : 255));
      if (len) return fail(len);
      for (const v of f.validators ?? []) {
        const m = validators[v](coerced);
        if (m) return fail(m);
      }
    }
    if (f.codes && !codesOf(f, coerced).every((c) => CODE_LISTS[f.codes as CodeListName].items.some((i) => i.value === c))) return fail(`${MSG.select}有效的${f.label}`);
    out[field] = coerced;
  }
  if (options.check !== false) {
    const error = checkRecord(def, { ...options.stored, ...out });
    if (error) return { ok: false, error };
  }
  return { ok: true, value: out };
}

const INVALID = Symbol('invalid');

/** The rule a file/image value breaks (token shape, count), or null. */
function fileMessage(f: FieldDef, value: string): string | null {
  const tokens = fileTokens(value);
  const byUrl = f.upload?.store === 'url';
  if (tokens.some((t) => (byUrl ? /[\s,]/.test(t) || !/^(\/|https?:\/\/)/.test(t) : !/^\d{1,15}$/.test(t)))) return byUrl ? FILE_FIELD_MSG.badUrl : FILE_FIELD_MSG.badIds;
  const maxCount = f.upload?.maxCount ?? (f.type === 'image' ? 1 : 0);
  if (maxCount > 0 && tokens.length > maxCount) return UPLOAD_MSG.tooMany(maxCount);
  return null;
}

function typeMessage(f: FieldDef): string {
  switch (f.type) {
    case 'int':
      return '请输入整数';
    case 'number':
      return MSG.number;
    case 'bool':
      return '请选择是或否';
    case 'date':
    case 'datetime':
      return '请输入正确的日期';
    case 'rows':
      return '请按表格逐行填写';
    default:
      return '格式不正确';
  }
}

/** Coerces one value to the field type, or INVALID. Shared by body validation and the search grammar. */
export function coerce(f: Pick<FieldDef, 'type'>, raw: unknown): unknown {
  switch (f.type) {
    case 'string':
    case 'text':
    case 'code':
      return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : INVALID;
    case 'int': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d{1,15}$/.test(raw.trim()) ? Number(raw) : NaN;
      return Number.isSafeInteger(n) ? n : INVALID;
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
      return Number.isFinite(n) ? n : INVALID;
    }
    case 'bool':
      if (typeof raw === 'boolean') return raw;
      if (raw === 1 || raw === '1' || raw === 'true') return true;
      if (raw === 0 || raw === '0' || raw === 'false') return false;
      return INVALID;
    case 'date':
    case 'datetime': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return INVALID;
      const s = String(raw).trim();
      if (typeof raw === 'string' && !/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(s)) return INVALID;
      // A time without a zone (as the portal writes times) is on the Beijing wall clock, whatever the server's zone.
      const at = typeof raw === 'number' ? raw : beijingInstant(s.length === 10 ? `${s} 00:00` : s.replace(' ', 'T'));
      if (Number.isNaN(at) || Number.isNaN(new Date(at).getTime())) return INVALID;
      return f.type === 'date' ? s.slice(0, 10) : new Date(at);
    }
    case 'file':
    case 'image': {
      // Ids may come as a number, a list or the comma-joined text; stored as that text.
      if (typeof raw !== 'string' && typeof raw !== 'number' && !Array.isArray(raw)) return INVALID;
      if (Array.isArray(raw) && raw.some((v) => typeof v !== 'string' && typeof v !== 'number')) return INVALID;
      return fileTokens(raw).join(',');
    }
    case 'json':
      return raw;
    case 'rows':
      return Array.isArray(raw) && raw.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)) ? raw : INVALID;
  }
}

/** A `rows` value as one line of text (a list cell, an export): two fields of each row (required first, no references), labelled codes, rows split by ；. */
export function rowsText(f: Pick<FieldDef, 'rows'>, value: unknown): string {
  if (!Array.isArray(value)) return '';
  // Two fields that read as words: required ones first, never a reference (its id means nothing in a line of text).
  const words = Object.entries(f.rows?.fields ?? {}).filter(([, sub]) => !sub.readOnly && !sub.ref);
  const shown = [...words.filter(([, sub]) => sub.required), ...words.filter(([, sub]) => !sub.required)].slice(0, 2);
  return value
    .map((row: Record<string, unknown>) =>
      shown
        .map(([name, sub]) => (row[name] === null || row[name] === undefined || row[name] === '' ? '' : sub.codes ? codeLabel(sub.codes, row[name] as string | number) : String(row[name])))
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join('；');
}

/** A required child table left empty. */
export const ROWS_REQUIRED = '请至少填写一行';

/** What a required field says when left empty, in the words of how it is filled: typed (请输入), picked (请选择: a code, a record, a date, an area), uploaded (请上传). */
export function requiredMessage(f: FieldDef): string {
  if (f.type === 'rows') return ROWS_REQUIRED;
  if (f.type === 'file' || f.type === 'image') return MSG.upload;
  if (f.codes || f.ref || f.type === 'date' || f.type === 'datetime' || f.type === 'bool' || f.input === 'area') return MSG.select;
  return MSG.required;
}

/** Most rows of a `rows` field unless its `max` says otherwise. */
export const ROWS_MAX = 100;

/** A `rows` value checked row by row against its definition: the rows as stored, or the first problem ("第2行 产品名称：请输入"). */
function checkRows(f: FieldDef, rows: readonly Record<string, unknown>[]): { ok: true; value: Record<string, unknown>[] } | { ok: false; message: string } {
  const max = f.max ?? ROWS_MAX;
  if (rows.length > max) return { ok: false, message: `最多${max}行` };
  const out: Record<string, unknown>[] = [];
  for (const [i, row] of rows.entries()) {
    const r = f.rows ? validateRecord(f.rows, row, 'create') : { ok: true as const, value: row };
    if (!r.ok) return { ok: false, message: `第${i + 1}行 ${r.error.label}：${r.error.message}` };
    out.push(r.value);
  }
  return { ok: true, value: out };
}

export const isInvalid = (v: unknown): boolean => v === INVALID;
