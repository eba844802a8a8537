/**
 * The data shapes the chart widgets draw, and the pure functions that pick a part of an
 * /api/screen/* reply (a widget's `field` prop, a dotted path) and coerce it into one of them.
 * Coercion is lenient about the form (an array of {name, value} or an object of name → value) but
 * strict about content: figures must be finite numbers (else 0), names strings; arrays are cut at
 * CHART_MAX_ITEMS so a wall running all day never draws an unbounded series.
 */

export const CHART_MAX_ITEMS = 500;

export interface NamedValue {
  readonly name: string;
  readonly value: number;
}

export interface MultiSeries {
  readonly categories: readonly string[];
  readonly series: readonly { readonly name: string; readonly data: readonly number[] }[];
}

/**
 * A series chart as words, its text alternative: each series with each category's figure
 * (`申请数：1月 3、2月 5；通过数：1月 2、2月 4`), so a screen reader hears what the bars or the
 * line show, not only their totals.
 */
export const seriesFigures = (d: MultiSeries): string =>
  d.series.map((s) => `${s.name}：${d.categories.map((c, i) => `${c} ${s.data[i] ?? 0}`).join('、')}`).join('；');

export interface TreeDatum {
  readonly name: string;
  readonly value?: number;
  readonly children?: readonly TreeDatum[];
}

export interface GraphData {
  readonly nodes: readonly { readonly id: string; readonly name: string; readonly category?: string; readonly value?: number }[];
  readonly edges: readonly { readonly source: string; readonly target: string; readonly name?: string }[];
}

export interface CounterCard {
  readonly key: string;
  readonly title: string;
  readonly total: number;
  readonly enterprises: number;
  readonly products: number;
}

export interface TableData {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
const str = (x: unknown): string => (typeof x === 'string' ? x : typeof x === 'number' ? String(x) : '');

/** The part of a reply at a dotted path ('' = the whole reply). Missing → undefined. */
export function pickField(reply: unknown, path: string): unknown {
  if (!path) return reply;
  let cur: unknown = reply;
  for (const key of path.split('.')) {
    if (Array.isArray(cur) && /^\d+$/.test(key)) cur = cur[Number(key)];
    else if (isRecord(cur) && Object.prototype.hasOwnProperty.call(cur, key)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/**
 * [{name, value}] or {name: value} → named values (other forms → []). `nameKey` / `valueKey` pick
 * other keys of the records (e.g. 'products' of a category); by default name, label or key names
 * an item and value, count or total is its figure.
 */
export function toNamedValues(x: unknown, nameKey = '', valueKey = ''): NamedValue[] {
  if (Array.isArray(x)) {
    return x
      .slice(0, CHART_MAX_ITEMS)
      .filter(isRecord)
      .map((d) => ({ name: str(nameKey ? d[nameKey] : (d.name ?? d.label ?? d.key)), value: num(valueKey ? d[valueKey] : (d.value ?? d.count ?? d.total)) }))
      .filter((d) => d.name !== '');
  }
  if (isRecord(x)) return Object.entries(x).slice(0, CHART_MAX_ITEMS).map(([name, value]) => ({ name, value: num(value) }));
  return [];
}

/** {categories, series} as is; named values → one series called `fallbackName`. */
export function toMultiSeries(x: unknown, fallbackName = '数量'): MultiSeries {
  if (isRecord(x) && Array.isArray(x.categories) && Array.isArray(x.series)) {
    const categories = x.categories.slice(0, CHART_MAX_ITEMS).map(str);
    const series = x.series
      .filter(isRecord)
      .slice(0, 20)
      .map((s) => ({ name: str(s.name), data: categories.map((_, i) => num(Array.isArray(s.data) ? s.data[i] : undefined)) }));
    return { categories, series };
  }
  const named = toNamedValues(x);
  return named.length ? { categories: named.map((d) => d.name), series: [{ name: fallbackName, data: named.map((d) => d.value) }] } : { categories: [], series: [] };
}

/**
 * Several series from a list of records: the categories from `categoryKey` of each record (e.g.
 * 'month'), one series per entry of `series` from that key of each record (e.g. applied, passed).
 */
export function toRecordSeries(x: unknown, categoryKey: string, series: readonly { readonly key: string; readonly name: string }[]): MultiSeries {
  if (!Array.isArray(x)) return { categories: [], series: [] };
  const rows = x.slice(0, CHART_MAX_ITEMS).filter(isRecord);
  return {
    categories: rows.map((r) => str(r[categoryKey])),
    series: series.slice(0, 20).map((s) => ({ name: s.name, data: rows.map((r) => num(r[s.key])) })),
  };
}

/** A star: one centre node joined to every named value (e.g. 深圳 → the counterpart regions). */
export function starGraph(center: string, items: readonly NamedValue[], category = ''): GraphData {
  const nodes = [{ id: '__center', name: center, category: 'center', value: items.reduce((s, d) => s + d.value, 0) }];
  const seen = new Set<string>();
  for (const d of items) {
    if (seen.has(d.name) || d.name === center) continue;
    seen.add(d.name);
    nodes.push({ id: `n:${d.name}`, name: d.name, category: category || 'item', value: d.value });
  }
  return { nodes, edges: nodes.slice(1).map((n) => ({ source: '__center', target: n.id, name: undefined })) };
}

function toTreeNodes(x: unknown, depth: number): TreeDatum[] {
  if (!Array.isArray(x) || depth > 6) return [];
  return x
    .slice(0, CHART_MAX_ITEMS)
    .filter(isRecord)
    .map((d) => {
      const children = toTreeNodes(d.children, depth + 1);
      const node: TreeDatum = children.length ? { name: str(d.name), value: d.value === undefined ? undefined : num(d.value), children } : { name: str(d.name), value: num(d.value) };
      return node;
    })
    .filter((d) => d.name !== '');
}

/** A tree of named values (sunburst, layered pie). Named values are a tree of one level. */
export const toTree = (x: unknown): TreeDatum[] => toTreeNodes(x, 0);

/** Sum of a tree node's figure: its own value, else its children's. */
export function treeValue(node: TreeDatum): number {
  if (node.children?.length) return node.children.reduce((s, c) => s + treeValue(c), 0);
  return node.value ?? 0;
}

export function toGraph(x: unknown): GraphData {
  if (!isRecord(x)) return { nodes: [], edges: [] };
  const nodes = (Array.isArray(x.nodes) ? x.nodes : [])
    .slice(0, CHART_MAX_ITEMS)
    .filter(isRecord)
    .map((n) => ({ id: str(n.id ?? n.name), name: str(n.name ?? n.id), category: n.category === undefined ? undefined : str(n.category), value: n.value === undefined ? undefined : num(n.value) }))
    .filter((n) => n.id !== '');
  const ids = new Set(nodes.map((n) => n.id));
  const edges = (Array.isArray(x.edges) ? x.edges : Array.isArray(x.links) ? x.links : [])
    .slice(0, CHART_MAX_ITEMS * 2)
    .filter(isRecord)
    .map((e) => ({ source: str(e.source), target: str(e.target), name: e.name === undefined ? undefined : str(e.name) }))
    .filter((e) => ids.has(e.source) && ids.has(e.target) && e.source !== e.target);
  return { nodes, edges };
}

export function toCounterCards(x: unknown): CounterCard[] {
  if (!Array.isArray(x)) return [];
  return x
    .slice(0, 12)
    .filter(isRecord)
    .map((c, i) => ({ key: str(c.key) || String(i), title: str(c.title ?? c.name), total: num(c.total), enterprises: num(c.enterprises ?? c.enterpriseCount), products: num(c.products ?? c.productCount) }));
}

/**
 * Share of each figure in percent with one decimal, adjusted (largest remainder) so the shown
 * shares add up to exactly 100.0 when the total is positive.
 */
export function sharePercents(values: readonly number[]): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const total = clean.reduce((s, v) => s + v, 0);
  if (total <= 0) return clean.map(() => 0);
  const tenths = clean.map((v) => (v / total) * 1000);
  const floors = tenths.map(Math.floor);
  let left = 1000 - floors.reduce((s, v) => s + v, 0);
  const order = tenths.map((t, i) => ({ i, r: t - floors[i] })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((t) => t / 10);
}

/**
 * Rows of the category table beside the rose pie (category, product count, share %), largest
 * first. Also accepts a ready {columns, rows} table.
 */
export function toShareTable(x: unknown, columns: readonly string[] = ['品类', '产品数', '占比']): TableData {
  if (isRecord(x) && Array.isArray(x.columns) && Array.isArray(x.rows)) {
    return {
      columns: x.columns.map(str),
      rows: x.rows.slice(0, CHART_MAX_ITEMS).filter(Array.isArray).map((r) => r.map((c: unknown) => (typeof c === 'number' ? c : str(c)))),
    };
  }
  const named = toNamedValues(x).sort((a, b) => b.value - a.value);
  const shares = sharePercents(named.map((d) => d.value));
  return { columns, rows: named.map((d, i) => [d.name, d.value, `${shares[i].toFixed(1)}%`]) };
}

/** Two named lists compared side by side (mirror pies). */
export interface MirrorData {
  readonly left: { readonly name: string; readonly items: readonly NamedValue[] };
  readonly right: { readonly name: string; readonly items: readonly NamedValue[] };
}

export const isAllZero = (items: readonly NamedValue[]): boolean => items.every((d) => !(d.value > 0));
