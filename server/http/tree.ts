/**
 * Flat rows with id and pid to a forest: a row whose parent is not among the rows is a root.
 * Shared by the menu, area, department, organisation and category trees.
 */
export type Tree<T> = T & { children?: Tree<T>[] };

export interface ForestOptions<T> {
  /** Sibling order (default: the input order). */
  readonly compare?: (a: T, b: T) => number;
  /** Give every node a `children` array, empty on leaves (default: only nodes that have children). */
  readonly alwaysChildren?: boolean;
}

export function buildForest<K extends string | number, T extends { readonly id: K; readonly pid: K | null }>(rows: readonly T[], opts: ForestOptions<T> = {}): Tree<T>[] {
  const sorted = opts.compare ? [...rows].sort(opts.compare) : rows;
  const nodes = new Map<K, Tree<T>>(sorted.map((r) => [r.id, opts.alwaysChildren ? { ...r, children: [] } : { ...r }]));
  const roots: Tree<T>[] = [];
  for (const r of sorted) {
    const node = nodes.get(r.id) as Tree<T>;
    const parent = r.pid === null ? undefined : nodes.get(r.pid);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of `rootId` and everything below it in a flat id/pid list (cycle-safe). */
export function descendantsOf<K extends string | number>(rows: readonly { readonly id: K; readonly pid: K | null }[], rootId: K): Set<K> {
  const out = new Set<K>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.pid !== null && out.has(r.pid) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Sibling order of seq-ordered records: seq, then id. */
export const bySeq = (a: { readonly seq: number; readonly id: number }, b: { readonly seq: number; readonly id: number }) => a.seq - b.seq || a.id - b.id;
