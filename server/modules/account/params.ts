/** Reading loosely typed request input (JSON body, form body or query string) into plain values. */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/envelope';
import { collectParams } from '../../http/search';

/** Body and query merged (the client sends some calls' parameters either way). */
export const paramsOf = (req: FastifyRequest): Record<string, unknown> => collectParams(req.query, req.body);

/** A trimmed string, or '' for anything that is not a string or number. */
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** An untrimmed string (passwords keep every character). */
export const raw = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** true/false/1/0 as sent by forms and query strings; undefined when absent or unreadable. */
export function flag(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

/** The value a call takes under either of two names (the spec names some ids both ways); refused when neither is given. */
export function either<T>(first: T | undefined, second: T | undefined, name: string): T {
  const v = first ?? second;
  if (v === undefined) throw badRequest(`参数 ${name} 不能为空`);
  return v;
}
