/**
 * Request input every route refuses before it reads it (server/http/input.ts), the request size
 * limits, and the words of these refusals.
 */
import { MB } from './upload';

/** Size limits of one request: the JSON or form body, and the files and text fields of a multipart upload. */
export const REQUEST_LIMITS = {
  bodyMb: 5,
  bodyBytes: 5 * MB,
  files: 10,
  fields: 20,
  /** How deep objects and arrays may nest in a body or query: far beyond any real form, short of what recursive code (JSON.stringify, a database driver) can take. */
  depth: 64,
} as const;

/**
 * Text PostgreSQL cannot store: NUL (text columns refuse it) and a UTF-16 surrogate without its
 * pair (not a character at all: a text column would silently store U+FFFD instead, a jsonb column
 * refuses it). Both only reach the server from a JSON `\u` escape, a `%00` or a raw byte.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasUnstorableChar = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Property names that reach an object's prototype when assigned; refused as parameter names. */
export const FORBIDDEN_PARAM_NAMES: ReadonlySet<string> = new Set(['__proto__']);

const MAX_SHOWN_NAME = 60;

/** A parameter name made fit to show in a message: unstorable characters as U+FFFD, long names cut. */
export function shownParamName(name: string): string {
  const clean = [...name].map((c) => (hasUnstorableChar(c) ? '\uFFFD' : c));
  return clean.length > MAX_SHOWN_NAME ? `${clean.slice(0, MAX_SHOWN_NAME).join('')}…` : clean.join('');
}

export const INPUT_MSG = {
  badChar: (field: string) => `参数 ${field} 含有不允许的字符`,
  forbiddenName: (field: string) => `参数名 ${field} 不允许使用`,
  prototypeKey: '请求内容含有不允许的字段名（__proto__ 或 constructor.prototype）',
  bodyTooLarge: (mb: number) => `请求内容过大：不能超过${mb}MB`,
  tooDeep: (field: string, depth: number) => `参数 ${field} 嵌套层次过深：不能超过${depth}层`,
} as const;
