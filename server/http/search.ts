/**
 * The search grammar (ARCHITECTURE.md §7): `page.pn` (1-based), `page.size` (at most 500),
 * `page.sort` (`field,asc|desc`), and `search.<field>_<op>` filters. Each resource whitelists
 * its fields and operators; anything else is a 400 with a clear message. Values are coerced to
 * the field's type and always bound as parameters.
 */
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { coerce, hasOwn, isInvalid, SEARCH_OPS, type FieldDef, type SearchOp } from '../../src/domain/resource';
import { badRequest } from './envelope';
import type { Page } from '../../src/domain/page';

export type { Page };

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_IN_VALUES = 500;

export interface SearchField extends Pick<FieldDef, 'type' | 'search' | 'sortable' | 'label' | 'multipleCodes'> {}

export interface ParsedFilter {
  readonly field: string;
  readonly op: SearchOp;
  readonly value: unknown;
  /**
   * The field holds several codes joined with commas (an organisation's type '2,4'): `like` asks
   * for rows holding every code named ('4' or '2,5'), whole codes in any order, never a part of
   * the text (a substring of '2,4,5' is not what '2,5' means).
   */
  readonly codeList?: boolean;
}

export interface ParsedQuery {
  readonly pn: number;
  readonly size: number;
  readonly filters: ParsedFilter[];
  readonly sort: { field: string; dir: 'asc' | 'desc' } | null;
}

/** Flattens query string and body into one map of string parameters (lst calls send either). */
export function collectParams(query: unknown, body: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const src of [body, query]) {
    if (src && typeof src === 'object' && !Array.isArray(src)) {
      for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
        if (v && typeof v === 'object' && !Array.isArray(v) && (k === 'search' || k === 'page')) {
          for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) out[`${k}.${k2}`] = v2;
        } else out[k] = v;
      }
    }
  }
  return out;
}

function intParam(raw: unknown, name: string, min: number, max: number, dflt: number): number {
  if (raw === undefined || raw === null || raw === '') return dflt;
  const s = String(raw).trim();
  if (!/^\d{1,9}$/.test(s)) throw badRequest(`参数 ${name} 必须是整数`);
  const n = Number(s);
  if (n < min || n > max) throw badRequest(`参数 ${name} 必须在 ${min} 到 ${max} 之间`);
  return n;
}

export function parseQuery(params: Record<string, unknown>, fields: Readonly<Record<string, SearchField>>): ParsedQuery {
  const pn = intParam(params['page.pn'], 'page.pn', 1, 1_000_000, 1);
  const size = intParam(params['page.size'], 'page.size', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  const filters: ParsedFilter[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (!key.startsWith('search.')) continue;
    // Empty filters arrive as null or '' and mean no filter.
    if (raw === undefined || raw === null || raw === '') continue;
    const spec = key.slice('search.'.length);
    const cut = spec.lastIndexOf('_');
    const field = cut > 0 ? spec.slice(0, cut) : spec;
    const op = cut > 0 ? spec.slice(cut + 1) : '';
    if (!(SEARCH_OPS as readonly string[]).includes(op)) throw badRequest(`查询条件 ${key} 无效：不支持的运算符 "${op}"`);
    // A field without search operators is as unknown to a caller as one that does not exist.
    if (!hasOwn(fields, field) || !fields[field].search?.length) throw badRequest(`查询条件 ${key} 无效：字段 ${field} 不可查询`);
    const f = fields[field];
    if (!f.search?.includes(op as SearchOp)) throw badRequest(`查询条件 ${key} 无效：字段 ${field} 不支持 ${op}`);
    const one = (v: unknown) => {
      if (Array.isArray(v) || (typeof v === 'object' && v !== null)) throw badRequest(`查询条件 ${key} 的值格式不正确`);
      if (op === 'like') return String(v);
      const c = coerce(f, typeof v === 'string' ? v.trim() : v);
      if (isInvalid(c)) throw badRequest(`查询条件 ${key} 的值格式不正确`);
      return c;
    };
    if (op === 'in') {
      const parts = (Array.isArray(raw) ? raw : String(raw).split(',')).map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '');
      if (parts.length > MAX_IN_VALUES) throw badRequest(`查询条件 ${key} 最多 ${MAX_IN_VALUES} 个值`);
      if (parts.length === 0) continue;
      filters.push({ field, op, value: parts.map(one) });
    } else {
      filters.push({ field, op: op as SearchOp, value: one(raw), ...(op === 'like' && f.multipleCodes ? { codeList: true } : {}) });
    }
  }
  let sort: ParsedQuery['sort'] = null;
  const rawSort = params['page.sort'] ?? params.sort;
  if (rawSort !== undefined && rawSort !== null && rawSort !== '') {
    const [field, dir = 'asc'] = String(rawSort).split(',').map((s) => s.trim());
    if (!hasOwn(fields, field) || !(fields[field].sortable || fields[field].search)) throw badRequest(`排序字段 ${field} 无效`);
    if (dir !== 'asc' && dir !== 'desc') throw badRequest('排序方向只能是 asc 或 desc');
    sort = { field, dir };
  }
  return { pn, size, filters, sort };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A comma list of codes holds each of `wanted`'s codes as a whole ('2, 4' holds '4'; '2,4,5' holds '2,5'). */
function hasCodes(col: AnyPgColumn, wanted: string): SQL {
  const codes = [...new Set(wanted.split(',').map((c) => c.trim()).filter(Boolean))];
  // Nothing named: nothing is held (not every row).
  if (!codes.length) return sql`false`;
  const list = sql`(',' || replace(coalesce(${col}::text, ''), ' ', '') || ',')`;
  return and(...codes.map((c) => sql`${list} like ${`%,${escapeLike(c)},%`}`)) as SQL;
}

/** Builds the WHERE condition of parsed filters over the given columns (keys are the field names). */
export function filtersToSql(filters: readonly ParsedFilter[], columns: Readonly<Record<string, AnyPgColumn>>): SQL | undefined {
  const parts: SQL[] = [];
  for (const { field, op, value, codeList } of filters) {
    const col = columns[field];
    if (!col) throw badRequest(`字段 ${field} 不可查询`);
    switch (op) {
      case 'eq': parts.push(eq(col, value)); break;
      case 'ne': parts.push(sql`${col} is distinct from ${value}`); break;
      case 'like':
        if (codeList) parts.push(hasCodes(col, String(value)));
        else parts.push(ilike(sql`${col}::text`, `%${escapeLike(String(value))}%`));
        break;
      case 'in': parts.push(inArray(col, value as unknown[])); break;
      case 'lt': parts.push(lt(col, value)); break;
      case 'lte': parts.push(lte(col, value)); break;
      case 'gt': parts.push(gt(col, value)); break;
      case 'gte': parts.push(gte(col, value)); break;
      default: { const never: never = op; throw badRequest(`不支持的运算符 ${String(never)}`); }
    }
  }
  return parts.length ? and(...parts) : undefined;
}

export function sortToSql(sort: ParsedQuery['sort'], columns: Readonly<Record<string, AnyPgColumn>>, fallback: AnyPgColumn): SQL[] {
  if (!sort || !columns[sort.field]) return [desc(fallback)];
  const col = columns[sort.field];
  return [sort.dir === 'desc' ? desc(col) : asc(col), desc(fallback)];
}

export const toPage = <T>(content: T[], total: number, q: Pick<ParsedQuery, 'pn' | 'size'>): Page<T> => ({
  content,
  totalElements: total,
  number: q.pn - 1,
  size: q.size,
  totalPages: Math.ceil(total / q.size),
});
