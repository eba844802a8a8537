/**
 * Searches of the standard and specification number spelt as stored numbers are: a caller typing
 * "2190-2021" (ASCII dash) or "T/SZS  2190" finds "T/SZS 2190―2021". A hook rewrites the
 * `search.code_*` parameters (query string, flat or nested body) of the document routes before the
 * generic search grammar reads them: like values through normaliseStandardNoQuery, eq and in values
 * through normaliseStandardNo (the write-time spelling).
 */
import type { FastifyRequest } from 'fastify';
import { normaliseStandardNo, normaliseStandardNoQuery, STANDARD_PREFIX, TECH_SPEC_PREFIX } from '../../../src/domain/resources/standard';

const PREFIXES = [STANDARD_PREFIX, TECH_SPEC_PREFIX];
const NORMALISERS: Readonly<Record<string, (v: string) => string>> = {
  code_like: normaliseStandardNoQuery,
  code_eq: normaliseStandardNo,
  code_in: (v) => v.split(',').map((p) => normaliseStandardNo(p)).join(','),
};

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => !!v && typeof v === 'object' && !Array.isArray(v);

/** Rewrites the number filters of one parameter map in place (`search.code_like` keys, or a nested `search` object). */
export function normaliseCodeSearch(params: unknown): void {
  if (!isBag(params)) return;
  for (const [op, fn] of Object.entries(NORMALISERS)) {
    const flat = `search.${op}`;
    if (typeof params[flat] === 'string') params[flat] = fn(params[flat]);
    const nested = params.search;
    if (isBag(nested) && typeof nested[op] === 'string') nested[op] = fn(nested[op]);
  }
}

/** The preHandler: only the document routes (page, lst, export) and only their number filters. */
export function normaliseDocumentSearch(req: FastifyRequest): void {
  const path = req.url.split('?')[0];
  if (!PREFIXES.some((p) => path.startsWith(`${p}/`))) return;
  normaliseCodeSearch(req.query);
  normaliseCodeSearch(req.body);
}
