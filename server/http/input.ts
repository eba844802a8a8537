/**
 * Request input, for every route at once: the JSON and form body parsers, and a guard that refuses
 * what no route should have to think about, before any route (or the sign-in check) reads it:
 * text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate), the parameter name `__proto__`, and
 * nesting deeper than REQUEST_LIMITS.depth (recursive code downstream would exhaust the stack),
 * anywhere in the path parameters, the query or the parsed body. A route added tomorrow is
 * covered the day it lands.
 *
 * Multipart text fields are not parsed here: the one route that takes multipart (the upload) reads
 * its parts itself, keeps only a whitelisted upload type and cleans the file name of control
 * characters, and multipart bytes decode to well-formed text.
 */
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { FORBIDDEN_PARAM_NAMES, hasUnstorableChar, INPUT_MSG, REQUEST_LIMITS, shownParamName } from '../../src/domain/input';
import { ApiError, badRequest } from './envelope';

export interface RefusedInput {
  readonly reason: 'char' | 'name' | 'depth';
  /** Where it was: `username`, `search.name_like`, `ids[1]`. */
  readonly field: string;
}

const fieldOf = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * A refused text or name in parsed input, if there is one. Iterative, so a deeply nested body
 * cannot exhaust the stack; binary bodies are not text and are skipped.
 */
export function findRefusedInput(input: unknown, maxDepth: number = REQUEST_LIMITS.depth): RefusedInput | null {
  const stack: [string, unknown, number][] = [['', input, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [path, value, depth] = next;
    if (typeof value === 'string') {
      if (hasUnstorableChar(value)) return { reason: 'char', field: path };
    } else if (Array.isArray(value)) {
      if (depth >= maxDepth) return { reason: 'depth', field: path };
      for (let i = value.length - 1; i >= 0; i--) stack.push([`${path}[${i}]`, value[i], depth + 1]);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (depth >= maxDepth) return { reason: 'depth', field: path };
      const keys = Object.keys(value);
      for (const key of keys) {
        if (FORBIDDEN_PARAM_NAMES.has(key)) return { reason: 'name', field: fieldOf(path, key) };
        if (hasUnstorableChar(key)) return { reason: 'char', field: fieldOf(path, key) };
      }
      for (let i = keys.length - 1; i >= 0; i--) stack.push([fieldOf(path, keys[i]), (value as Record<string, unknown>)[keys[i]], depth + 1]);
    }
  }
  return null;
}

export function refusalMessage(r: RefusedInput): string {
  // A body that is one bare JSON string has no field name.
  const field = shownParamName(r.field || 'body');
  if (r.reason === 'depth') return INPUT_MSG.tooDeep(shownParamName(r.field.replace(/(\[\d+\]){8,}.*$/, '[…]') || 'body'), REQUEST_LIMITS.depth);
  return r.reason === 'name' ? INPUT_MSG.forbiddenName(field) : INPUT_MSG.badChar(field);
}

/** The JSON body: an empty body is `{}` (clients POST with query parameters only); prototype-reaching keys are refused. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: Error } {
  if (!text) return { ok: true, value: {} };
  // undefined: not JSON; null: a `__proto__` or `constructor.prototype` key (or the text `null` itself).
  const value: unknown = sjson.safeParse(text);
  if (value === undefined) {
    const err = new SyntaxError('请求内容不是有效的 JSON') as SyntaxError & { statusCode: number };
    err.statusCode = 400;
    return { ok: false, error: err };
  }
  if (value === null && text !== 'null') return { ok: false, error: new ApiError(400, INPUT_MSG.prototypeKey) };
  return { ok: true, value };
}

export function installInputHandling(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const r = parseJson(String(body).trim());
    if (r.ok) done(null, r.value);
    else done(r.error, undefined);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('preValidation', async (req) => {
    // An unknown path is the not-found handler's to answer.
    if (!req.routeOptions.url) return;
    for (const input of [req.params, req.query, req.body]) {
      const refused = findRefusedInput(input);
      if (refused) throw badRequest(refusalMessage(refused));
    }
  });
}
