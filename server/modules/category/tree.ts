/** Flat category rows to a tree: a row's parent is the row whose id is its pid; rows whose parent is not in the list are roots. */
export interface TreeRow {
  readonly id: number;
  readonly pid: number | null;
}

export type TreeNode<T> = T & { children?: TreeNode<T>[] };

/** Keeps the input order among siblings; `children` is set only on nodes that have some. */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeNode<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.pid === null ? undefined : nodes.get(r.pid);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
