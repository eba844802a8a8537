/**
 * Flat rows to the nested rows of a tree table (antd's tree data: `children` on rows). Pure, so
 * a list can nest whatever its call answered: sibling order is the input order, a row whose parent
 * is not among the rows is a root, and a parent loop in bad data is cut instead of hanging.
 */
import type { Row } from './fields';

export type TreeRow = Row & { children?: TreeRow[] };

const keyOf = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** Nested rows (a reply already shaped as a tree) to flat ones, parents before their children, without `children`. */
export function flattenTree(rows: readonly Row[]): Row[] {
  const out: Row[] = [];
  const walk = (list: readonly Row[]) => {
    for (const { children, ...row } of list) {
      out.push(row);
      if (Array.isArray(children)) walk(children as Row[]);
    }
  };
  walk(rows);
  return out;
}

/**
 * The forest of `rows` by `parentField` (ids compared as text, so 3 and '3' match). A repeated
 * id keeps its first row. Leaves carry no `children` (antd would draw an expander for []).
 */
export function buildTree(rows: readonly Row[], parentField: string, idField = 'id'): TreeRow[] {
  const nodes = new Map<string, TreeRow>();
  const order: [string, TreeRow][] = [];
  for (const row of rows) {
    const id = keyOf(row[idField]);
    if (id === null || nodes.has(id)) continue;
    const node: TreeRow = { ...row };
    delete node.children;
    nodes.set(id, node);
    order.push([id, node]);
  }
  // The parent each node was hung under so far: walking it up tells whether a new edge closes a loop.
  const parentOf = new Map<string, string>();
  const closesLoop = (id: string, parent: string) => {
    for (let p: string | undefined = parent; p !== undefined; p = parentOf.get(p)) if (p === id) return true;
    return false;
  };
  const roots: TreeRow[] = [];
  for (const [id, node] of order) {
    const pid = keyOf(node[parentField]);
    const parent = pid === null ? undefined : nodes.get(pid);
    if (parent && pid !== null && !closesLoop(id, pid)) {
      (parent.children ??= []).push(node);
      parentOf.set(id, pid);
    } else roots.push(node);
  }
  return roots;
}
