/**
 * A call's contract: method, path and the zod schemas of what it takes and answers, declared once
 * here. The server registers its route from the contract and refuses input the schemas refuse (in
 * the spec's envelope, naming the field by its label); the client calls through the same contract
 * (src/api/call.ts); the OpenAPI document (GET /api/docs/json) is made from the contracts too.
 *
 * The spec's "params" of lst/page calls travel as the query string or the body, whichever the
 * client chose: `paramSet` declares them once and the server validates the two merged.
 */
import { z } from 'zod';
import type { Page } from '../page';
import type { CallRoute } from './route';

/** A schema of one part of a request: an object of named values. */
export type PartSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface CallDef extends CallRoute {
  /** What the call does, in the business's words (the OpenAPI summary). */
  readonly summary: string;
  /** The OpenAPI tag: the area of the calls document (账号, 组织, 消息, 评价, 监督…). */
  readonly tag: string;
  readonly pathParams?: PartSchema;
  readonly query?: PartSchema;
  readonly body?: z.ZodType;
  /** The query string and the body read as one parameter set (either may carry each value). */
  readonly paramSet?: PartSchema;
  /** The envelope's `data` on success; a file download declares `file: true` instead. */
  readonly reply?: z.ZodType;
  /** The reply is a file (a download, an Excel workbook, a zip), not an envelope. */
  readonly file?: boolean;
  /** The body is multipart (an upload): read by the route itself, documented only. */
  readonly multipart?: boolean;
}

export const defineCall = <const C extends CallDef>(call: C): C => call;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives: each declared part, parsed. */
export interface CallInput<C extends CallDef> {
  readonly path: OutputOf<C['pathParams']>;
  readonly query: OutputOf<C['query']>;
  readonly body: OutputOf<C['body']>;
  readonly set: OutputOf<C['paramSet']>;
}

/** What a client sends: each declared part, before parsing (ids may be numbers or text); an upload's body is its form. */
export type CallArgs<C extends CallDef> = {
  [K in 'pathParams' | 'query' | 'body' | 'paramSet' as C[K] extends z.ZodType ? K : never]: InputOf<C[K]>;
} & (C['multipart'] extends true ? { body: FormData } : unknown);

/** The data a successful call answers. */
export type CallReply<C extends CallDef> = C['reply'] extends z.ZodType ? z.output<C['reply']> : unknown;

// --- Shared schemas --------------------------------------------------------------------------

/** The one rule for a record id in a path, a query or a body: 1 to 12 digits. */
export const ID_PATTERN = /^\d{1,12}$/;

/** A refusal whose text is a whole sentence, shown as it is (not after the field's name). */
export const wholeMessage = (message: string) => ({ message, params: { whole: true } });

const asText = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v);

/** A record id: digits as text or a whole number; answers the number. */
export const id = () =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .regex(ID_PATTERN, { error: '必须是数字' })
      .transform((s) => Number(s)),
  );

/** An optional id: absent, empty or `null` is undefined. */
export const optionalId = () => z.preprocess((v) => (v === '' || v === null || v === 'null' ? undefined : v), id().optional());

export const MAX_IDS = 500;

/** Several ids: comma-joined text or an array; at most MAX_IDS. */
export const ids = () =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v.map((x) => String(x)) : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : v) as unknown,
    z
      .array(z.string())
      .transform((parts) => parts.map((p) => p.trim()).filter(Boolean))
      .superRefine((parts, ctx) => {
        if (!parts.length) ctx.addIssue({ code: 'custom', message: '不能为空' });
        else if (parts.length > MAX_IDS) ctx.addIssue({ code: 'custom', ...wholeMessage(`一次最多操作 ${MAX_IDS} 条记录`) });
        else if (parts.some((p) => !ID_PATTERN.test(p))) ctx.addIssue({ code: 'custom', message: '必须是以逗号分隔的数字' });
      })
      .transform((parts) => parts.map(Number)),
  );

/** Optional ids: absent, empty or `null` is undefined. */
export const optionalIds = () => z.preprocess((v) => (v === '' || v === null || v === 'null' ? undefined : v), ids().optional());

/** Text a person typed: trimmed, at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max, { error: `不能超过${max}个字符` });

/** A value sent in a query string or a form: text, a number or a flag. */
export const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A value a form sends (text, a number or a flag) that the handler reads with its own message. */
export const formValue = (title?: string) => (title ? scalar.optional().meta({ title }) : scalar.optional());

/** A list of ids or codes as a form sends it: comma-joined text or an array. */
export const listValue = z.union([scalar, z.array(scalar)]).optional();

/** What a move answers: the record, its new status and its words, and what the page says now (已受理). */
export const moveResult = z.object({ id: z.number(), status: z.number(), label: z.string(), done: z.string() });

/** A document the product generated (or a stored file), to open: `url` answers its bytes. */
export const generatedFile = z.object({ id: z.number(), name: z.string(), url: z.string() });

/** The spec's search grammar: page.pn, page.size, page.sort and search.<field>_<op>, checked by the route against its fields. */
export const searchParams = z.looseObject({
  'page.pn': scalar.optional(),
  'page.size': scalar.optional(),
  'page.sort': scalar.optional(),
});

/** Who made a row and when, as the database's rows carry them (answered with the row, read by few). */
export const rowStamps = { createBy: z.number().nullable().optional(), createTime: z.string().nullable().optional(), updateTime: z.string().nullable().optional() };

/** A reference a row may hold or not (an id column that may be null). */
export const refId = () => z.number().nullable().optional();

/** A place's own columns, as the place lists of an application or a task answer them beside its products. */
export const placeColumns = {
  orgId: z.number().optional(),
  /** PLACE_TYPE. */
  type: z.string().nullable().optional(),
  isOverseas: z.boolean().optional(),
  fishArea: z.string().nullable().optional(),
  addLon: z.string().nullable().optional(),
  addLat: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  towncode: z.string().nullable().optional(),
  /** Square metres (the database's numeric, as text). */
  area: z.union([z.string(), z.number()]).nullable().optional(),
  /** BASE_TYPE of a 菜篮子 base, or null. */
  baseType: z.string().nullable().optional(),
  createTime: z.string().nullable().optional(),
};

/** A record of the database as a client reads it: named values (the resource's definition gives the fields). */
export const recordRow = z.record(z.string(), z.unknown());

/** A page of the search grammar (data.content, data.totalElements, data.number zero-based). */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    content: z.array(row),
    totalElements: z.number(),
    number: z.number(),
    size: z.number(),
    totalPages: z.number(),
  }) as unknown as z.ZodType<Page<z.output<T>>>;

/** An object whose fields are each optional (the call takes any of them). */
export const anyBody = z.record(z.string(), z.unknown());

/** The envelope every JSON call answers: code 200 with data, or the catalogue's code and msg. */
export const envelopeOf = (data: z.ZodType) =>
  z.object({ code: z.number(), msg: z.string(), data: data.nullable(), succeed: z.boolean() });

// --- Refusal text ----------------------------------------------------------------------------

/** The reason of a zod issue in the business's words (the field's name is put before it). */
function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? '不能为空' : '格式不正确';
    case 'too_big':
      return issue.origin === 'string' ? `不能超过${String(issue.maximum)}个字符` : issue.origin === 'array' ? `不能超过${String(issue.maximum)}项` : `不能大于${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? '不能为空' : issue.origin === 'string' ? `不能少于${String(issue.minimum)}个字符` : issue.origin === 'array' ? `至少${String(issue.minimum)}项` : `不能小于${String(issue.minimum)}`;
    case 'invalid_value':
      return `只能是 ${issue.values.map(String).join('、')}`;
    case 'unrecognized_keys':
      return `不接受参数 ${issue.keys.join('、')}`;
    default:
      return '格式不正确';
  }
}

// Default texts in Chinese for every schema, so a message written by no one still reads right.
z.config({ customError: (issue) => reasonOf(issue as z.core.$ZodIssue) });

/** The label of the field at `path` in `schema`: its `.meta({ title })`, if any. */
function labelAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): string | undefined {
  let cur: z.ZodType | undefined = schema;
  for (const key of path) {
    cur = unwrap(cur);
    if (cur instanceof z.ZodObject) cur = (cur.shape as Record<string, z.ZodType>)[String(key)];
    else if (cur instanceof z.ZodArray) cur = cur.element as z.ZodType;
    else return undefined;
  }
  const title = cur && (z.globalRegistry.get(cur)?.title ?? z.globalRegistry.get(unwrap(cur) ?? cur)?.title);
  return typeof title === 'string' ? title : undefined;
}

function unwrap(s: z.ZodType | undefined): z.ZodType | undefined {
  let cur = s;
  for (let i = 0; cur && i < 8; i++) {
    if (cur instanceof z.ZodOptional || cur instanceof z.ZodNullable || cur instanceof z.ZodDefault) cur = cur.unwrap() as z.ZodType;
    else if (cur instanceof z.ZodPipe) cur = cur.out as z.ZodType;
    else break;
  }
  return cur;
}

/** `参数 ids 不能为空`, `产品名称：不能超过50个字符`, or a whole sentence the schema wrote. */
export function refusalText(schema: z.ZodType | undefined, issue: z.core.$ZodIssue): string {
  if ((issue as { params?: { whole?: boolean } }).params?.whole) return issue.message;
  const label = labelAt(schema, issue.path);
  if (label) return `${label}：${issue.message}`;
  const name = issue.path.map(String).join('.') || 'body';
  return `参数 ${name} ${issue.message}`;
}
