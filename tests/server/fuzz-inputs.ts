/**
 * Generators of invalid requests for the fuzz test (tests/server/fuzz.test.ts): wrong types, huge
 * and strange strings, NUL, prototype keys, bad ids, bad paging and search parameters, bad JSON,
 * wrong content types. Everything is drawn from a seeded generator, so a run is repeatable.
 *
 * No value here may read as an existing row's id (a positive integer, or text a careless parser
 * turns into one, like '1,2'), except on purpose in the malformed-id list, where a handler that
 * takes `1;drop table` for 1 is exactly the fault to find (the data check then catches it).
 */
import type { RouteEntry } from '../../server/http/routes';
import { RESOURCES } from '../../src/domain/resources';
import { SEARCH_OPS, type FieldDef } from '../../src/domain/resource';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A request ready for `app.inject`, with a short description of its body for reports. */
export interface FuzzRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
  readonly shape: string;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** `n` distinct items in a random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
}

const HUGE = 'x'.repeat(100_000);
const HUGE_CJK = '圳'.repeat(100_000);

/** Text that is valid JSON but strange: unicode edge cases, NUL, injection look-alikes. */
export const STRANGE_STRINGS: readonly string[] = [
  '',
  '   ',
  '😀🇨🇳👨‍👩‍👧‍👦',
  '\u202eمرحبا בעולם\u202c',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
  '\ud800',
  'a\udfffb',
  '\u0000',
  'a\u0000b',
  '\ufeff\u2028\u2029',
  "' or '1'='1",
  '%_\\',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'null',
  'undefined',
  '[object Object]',
  '  圳品  ',
  HUGE,
  HUGE_CJK,
];

/** Values of the wrong type for nearly any field; numbers are never a usable id. */
export const WRONG_TYPES: readonly Json[] = [
  -1,
  0,
  -0.5,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  true,
  false,
  null,
  [],
  [null],
  ['\u0000', {}],
  [[[]]],
  {},
  { a: { b: {} } },
  { length: -1 },
];

/** Ids no row has, many of them malformed (see the file comment for 1e309 and 1;drop table). */
export const BAD_IDS: readonly string[] = [
  '-1',
  '0',
  '-0',
  '-1.5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '1;drop table sys_user',
  '-1 or 1=1',
  '../..',
  '..\\..',
  '\u0000',
  '\ud800',
  '9'.repeat(1000),
  '99999999999',
  '999999999999',
  '9999999999999999999999',
  ' ',
  '１２３',
  '٣',
  '-1,-2',
  '[]',
  '{}',
  'null',
  'true',
  '__proto__',
  'constructor',
  '😀',
  'x'.repeat(5000),
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

/** Keys the custom (non-resource) handlers read, from their sources and the calls document. */
const GENERIC_KEYS = [
  'id', 'ids', 'rid', 'pid', 'keyword', 'kw', 'name', 'code', 'type', 'title', 'content', 'username', 'password',
  'oldPwd', 'newPwd', 'cnewPwd', 'confirmPassword', 'smsCode', 'uuid', 'mobile', 'orgId', 'orgIds',
  'roleId', 'roleIds', 'userId', 'userIds', 'menuIds', 'expDate', 'reason', 'status', 'level', 'layoutId', 'msgId',
  'tplId', 'actionId', 'annexIds', 'category', 'msgType', 'to', 'channels', 'target', 'read', 'url', 'seq', 'doc',
  'version', 'scope', 'ownerId', 'expiresAt', 'year', 'years', 'months', 'enabled', 'disabled', 'creditCode', 'k',
  // Rectification and exit (server/modules/jd/reform/reform.ts, exit/exit.ts).
  'deadline', 'items', 'suspendCert', 'reportFileId', 'measures', 'opinion', 'values', 'action', 'certId', 'source', 'objectionDeadline', 'certOutcome',
] as const;

const PAGE_VALUES: Record<string, readonly Json[]> = {
  'page.pn': ['-1', '0', 'abc', '1e309', '99999999999', '1.5', -1, 0, 1e308, true, [], {}],
  'page.size': ['100000000', '0', '-5', 'abc', '1e3', 100_000_000, -1, [1, 2], {}],
  'page.sort': ['nosuchfield,asc', 'id,sideways', '__proto__,asc', 'constructor', ',', 'id,desc,extra', '', {}, []],
  sort: ['nosuchfield,desc', 'toString,asc', 1],
};

export interface FieldInfo {
  readonly name: string;
  readonly type: FieldDef['type'];
  readonly ops: readonly string[];
}

/** The fields a route's requests name: its resource's (by URL prefix) and the generic keys. */
export interface Vocabulary {
  readonly fields: readonly FieldInfo[];
  readonly keys: readonly string[];
}

const ALL_RESOURCE_FIELDS: FieldInfo[] = Object.values(RESOURCES).flatMap((r) =>
  Object.entries(r.def.fields).map(([name, f]: [string, FieldDef]) => ({ name, type: f.type, ops: f.search ?? [] })),
);

export function vocabularyOf(route: RouteEntry): Vocabulary {
  const owner = Object.values(RESOURCES)
    .filter((r) => route.url === r.prefix || route.url.startsWith(`${r.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  const fields = owner ? Object.entries(owner.def.fields).map(([name, f]: [string, FieldDef]) => ({ name, type: f.type, ops: f.search ?? [] })) : ALL_RESOURCE_FIELDS;
  return { fields, keys: [...new Set([...GENERIC_KEYS, ...fields.map((f) => f.name)])] };
}

/** Percent-encodes any JS string, lone surrogates included (as their WTF-8 bytes: invalid UTF-8 on the wire). */
export function encodeLoose(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const paired = c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff;
    if (paired) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(s[i]);
    }
  }
  return out;
}

/** How a value looks in a report: short values as JSON, long text and big lists by type and size. */
export function describe(v: unknown, depth = 0): string {
  if (typeof v === 'string') return v.length > 40 ? `string(${v.length})` : JSON.stringify(v);
  if (Array.isArray(v)) return v.length > 5 || depth > 1 ? `array(${v.length})` : `[${v.map((x) => describe(x, depth + 1)).join(',')}]`;
  if (v && typeof v === 'object') {
    const keys = Object.keys(v);
    if (depth > 1) return `object(${keys.length})`;
    return `{${keys.slice(0, 8).map((k) => `${JSON.stringify(k)}:${describe((v as Record<string, unknown>)[k], depth + 1)}`).join(',')}${keys.length > 8 ? ',…' : ''}}`;
  }
  return String(v);
}

/** A value of the wrong kind or shape for the field's type (strings for numbers and vice versa). */
function badValueFor(type: FieldDef['type'] | undefined, rnd: Random): Json {
  const dates = ['2024-13-45', '0000-00-00', '99999-01-01', '2024-02-30T25:61', 'yesterday', '1e309', '-1'];
  const numbers = ['abc', '1e309', 'NaN', '--1', '1.2.3', '9'.repeat(40), ' ', '٣'];
  switch (rnd.int(3)) {
    case 0:
      return rnd.pick(WRONG_TYPES);
    case 1:
      return rnd.pick(STRANGE_STRINGS);
    default:
      if (type === 'date' || type === 'datetime') return rnd.pick(dates);
      if (type === 'int' || type === 'number' || type === 'bool') return rnd.pick(numbers);
      return rnd.pick([...BAD_IDS, ...STRANGE_STRINGS]);
  }
}

/** A `search.*` key and value: unknown fields and operators, prototype names, wrong-typed values, oversized `in` lists. */
function searchEntry(vocab: Vocabulary, rnd: Random): [string, Json] {
  const field = vocab.fields.length ? rnd.pick(vocab.fields) : undefined;
  switch (rnd.int(7)) {
    case 0:
      return [`search.${rnd.pick(['nosuchfield', '', '_', ...PROTO_KEYS])}_${rnd.pick(SEARCH_OPS)}`, '1'];
    case 1:
      return [`search.${field?.name ?? 'name'}_${rnd.pick(['zz', '', 'eq_eq', '__proto__', 'constructor', 'EQ'])}`, 'x'];
    case 2:
      // Thousands of values, or just under the limit with wrong-typed ones.
      return rnd.chance(0.5)
        ? [`search.${field?.name ?? 'id'}_in`, Array.from({ length: 3000 }, (_, i) => String(-i - 1)).join(',')]
        : [`search.${field?.name ?? 'id'}_in`, Array.from({ length: 499 }, (_, i) => rnd.pick(['-1', 'x', '1e309', String(-i)])).join(',')];
    case 3:
      // An operator the field allows, with a value of the wrong type or shape.
      if (field && field.ops.length) return [`search.${field.name}_${rnd.pick(field.ops)}`, badValueFor(field.type, rnd)];
      return ['search.id_eq', badValueFor('int', rnd)];
    case 4:
      // An operator the field does not allow (like on numbers, lt on text).
      return [`search.${field?.name ?? 'id'}_${rnd.pick(SEARCH_OPS)}`, rnd.pick(['1', 'abc', '2024-01-01', '%'])];
    case 5:
      return [`search.${field?.name ?? 'name'}_${rnd.pick(SEARCH_OPS)}`, rnd.pick(STRANGE_STRINGS)];
    default:
      return [`search.${field?.name ?? 'id'}_eq`, rnd.pick(WRONG_TYPES)];
  }
}

function pageEntry(rnd: Random): [string, Json] {
  const key = rnd.pick(Object.keys(PAGE_VALUES));
  return [key, rnd.pick(PAGE_VALUES[key])];
}

function fieldEntry(vocab: Vocabulary, rnd: Random): [string, Json] {
  if (rnd.chance(0.5) && vocab.fields.length) {
    const f = rnd.pick(vocab.fields);
    return [f.name, badValueFor(f.type, rnd)];
  }
  const key = rnd.pick(vocab.keys);
  return [key, /id/i.test(key) ? rnd.pick([...BAD_IDS, ...WRONG_TYPES]) : badValueFor(undefined, rnd)];
}

/** A null-prototype object, so `__proto__` and `constructor` are plain own keys that JSON.stringify writes out. */
function record(entries: Iterable<[string, Json]>): { [key: string]: Json } {
  const o = Object.create(null) as { [key: string]: Json };
  for (const [k, v] of entries) o[k] = v;
  return o;
}

/** 1 to 6 bad parameters: fields, search and paging entries, prototype keys, nested search/page objects. */
function randomParams(vocab: Vocabulary, rnd: Random, nested: boolean): { [key: string]: Json } {
  const entries: [string, Json][] = [];
  const n = 1 + rnd.int(6);
  for (let i = 0; i < n; i++) {
    const kind = rnd.int(10);
    if (kind < 4) entries.push(fieldEntry(vocab, rnd));
    else if (kind < 7) entries.push(searchEntry(vocab, rnd));
    else if (kind < 8) entries.push(pageEntry(rnd));
    else if (kind < 9) entries.push([rnd.pick(PROTO_KEYS), rnd.pick<Json>([{ polluted: 1 }, '1', { toString: 'x' }, [], null])]);
    else if (nested) {
      const [k, v] = rnd.chance(0.5) ? searchEntry(vocab, rnd) : pageEntry(rnd);
      const [group, inner] = [k.startsWith('search.') ? 'search' : 'page', k.replace(/^(search|page)\./, '')];
      entries.push([group, rnd.pick<Json>([record([[inner, v]]), record([['__proto__', record([[inner, v]])]]), [v], String(v)])]);
    } else entries.push(fieldEntry(vocab, rnd));
  }
  return record(entries);
}

/** A query string of the params (arrays become repeated keys; objects, which a query cannot carry, their JSON). */
function toQuery(params: { [key: string]: Json }): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    const values = Array.isArray(v) ? v : [v];
    for (const one of values) parts.push(`${encodeLoose(k)}=${encodeLoose(one === null ? '' : typeof one === 'object' ? JSON.stringify(one) : String(one))}`);
  }
  return parts.join('&');
}

/** Query strings a parser may stumble on: bad escapes, overlong NUL, empty keys, bracket and dot keys. */
const RAW_QUERIES: readonly string[] = [
  'ids=%00',
  'id=%00&name=a%00b',
  'keyword=%ED%A0%80',
  'name=%C0%80',
  'search.name_like=%',
  'search.name_like=%zz%',
  '%=%',
  '&&&=&==',
  'a=1=2',
  '__proto__=1&constructor=2&prototype=3',
  '__proto__[polluted]=1',
  'search.__proto___eq=1',
  'search.constructor_eq=1&search.prototype_in=1',
  'search[__proto__][x]=1',
  'page.pn=-1',
  'page.size=100000000',
  'page.pn=1e309&page.size=NaN',
  'search.nosuchfield_eq=1',
  'search.name_zz=1',
  `search.id_in=${Array.from({ length: 5000 }, (_, i) => -i - 1).join(',')}`,
  'ids=1e309',
  `ids=${Array.from({ length: 3000 }, (_, i) => -i - 1).join(',')}`,
  `ids=${Array.from({ length: 500 }, (_, i) => 999_999_000 + i).join(',')}`,
  'ids=-1&ids=-2&ids=',
  `ids=${'9'.repeat(1000)}`,
  'ids=1%3Bdrop%20table%20sys_user',
  'type=..%2F..%2Fetc',
  `k=${'x'.repeat(100_000)}`,
];

/** Bodies that are not JSON, or JSON of the wrong shape. */
const RAW_JSON_BODIES: readonly string[] = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
  'null',
  '[]',
  '"text"',
  '-1',
  'true',
  '[{"id":-1}]',
  `{"ids":[${Array.from({ length: 20_000 }, (_, i) => -i - 1).join(',')}]}`,
];

/** Deep nesting, sent to every route with a body (recursive code in one route would overflow its stack). */
const DEEP_JSON_BODIES: readonly string[] = [
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"doc":${'['.repeat(5000)}${']'.repeat(5000)},"param":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
];

const BOUNDARY = '----zpfuzzboundary';

/**
 * Multipart bodies every route with a body gets: an empty one (what an upload route receives when
 * no file was chosen), one whose header names no boundary, and one cut off in the middle of a file.
 */
const MULTIPART_CASES: readonly { type: string; body: string }[] = [
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}--\r\n` },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG` },
];

/** Other content types. */
const CONTENT_TYPE_CASES: readonly { type: string; body: string }[] = [
  { type: 'text/plain', body: 'ids=-1' },
  { type: 'application/xml', body: '<ids>-1</ids>' },
  { type: 'application/octet-stream', body: '\u0000\u0001' },
  { type: 'application/json; charset=utf-16', body: '{}' },
  { type: 'application/x-www-form-urlencoded', body: '%%%&=&ids=%00&__proto__=1' },
  { type: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type"\r\n\r\n\u0000\r\n--${BOUNDARY}--\r\n` },
];

/** Replaces each `:param` of a route URL with a (percent-encoded) bad id. */
function fillPath(url: string, value: () => string): string {
  return url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, () => encodeLoose(value()));
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

function jsonRequest(method: string, url: string, body: Json, shape?: string): FuzzRequest {
  return { method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body), shape: shape ?? `json ${describe(body)}` };
}

/** How many requests of each kind one route gets from one caller (each kind sampled by the generator). */
export interface CaseBudget {
  /** Bad ids in the path (routes with `:params`). */
  readonly pathIds: number;
  readonly rawQueries: number;
  /** Bad or wrongly shaped JSON bodies (routes with a body). */
  readonly rawBodies: number;
  /** Other content types (routes with a body); the multipart cases are sent besides. */
  readonly contentTypes: number;
  /** Random sets of bad parameters in the query, a JSON body or a form body. */
  readonly random: number;
}

/** The requests for one route: fixed cases sampled per kind, then random ones. Deterministic for a given generator state. */
export function requestsFor(route: RouteEntry, rnd: Random, budget: CaseBudget): FuzzRequest[] {
  const vocab = vocabularyOf(route);
  const out: FuzzRequest[] = [];
  const { method } = route;
  const path = () => fillPath(route.url, () => rnd.pick(BAD_IDS));
  const withBody = hasBody(method);

  if (route.url.includes(':')) {
    for (const id of rnd.sample(BAD_IDS, budget.pathIds)) {
      const url = fillPath(route.url, () => id);
      out.push(withBody ? jsonRequest(method, url, {}, `path ${describe(id)}, json {}`) : { method, url, headers: {}, shape: `path ${describe(id)}` });
    }
  }
  for (const q of rnd.sample(RAW_QUERIES, budget.rawQueries)) out.push({ method, url: `${path()}?${q}`, headers: {}, shape: `query ${q.length > 80 ? `${q.slice(0, 60)}…(${q.length})` : q}` });
  if (withBody) {
    for (const body of [...DEEP_JSON_BODIES, ...rnd.sample(RAW_JSON_BODIES, budget.rawBodies)]) {
      out.push({ method, url: path(), headers: { 'content-type': 'application/json' }, payload: body, shape: `raw json ${body.length > 60 ? `${body.slice(0, 40)}…(${body.length})` : JSON.stringify(body)}` });
    }
    for (const c of [...MULTIPART_CASES, ...rnd.sample(CONTENT_TYPE_CASES, budget.contentTypes)]) {
      out.push({ method, url: path(), headers: { 'content-type': c.type }, payload: c.body, shape: `${c.type} ${JSON.stringify(c.body.slice(0, 60))}` });
    }
  }
  for (let i = 0; i < budget.random; i++) {
    const where = withBody ? rnd.int(3) : 0;
    const params = randomParams(vocab, rnd, where === 1);
    if (where === 0) out.push({ method, url: `${path()}?${toQuery(params)}`, headers: {}, shape: `query ${describe(params)}` });
    else if (where === 1) out.push(jsonRequest(method, path(), params));
    else out.push({ method, url: path(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: toQuery(params), shape: `form ${describe(params)}` });
  }
  return out;
}
