/** Pure helpers of the role → menu dialog: which keys a checkable tree shows checked, and what a save sends. */
import type { RoleMenuNode } from '@/api/roles';

/**
 * The granted ids a (non-strict) checkable tree should mark: only items without children, so a
 * group granted because one of its pages is does not tick all its pages; the tree derives the
 * groups' full or half state itself.
 */
export function checkedLeaves(tree: readonly RoleMenuNode[], granted: readonly number[]): number[] {
  const set = new Set(granted);
  const out: number[] = [];
  const visit = (nodes: readonly RoleMenuNode[]) => {
    for (const n of nodes) {
      if (n.children?.length) visit(n.children);
      else if (set.has(n.id)) out.push(n.id);
    }
  };
  visit(tree);
  return out;
}

/** Checked plus half-checked keys, numeric, unique, sorted: the menu ids a grant sends. */
export function grantIds(checked: readonly (string | number | bigint)[], halfChecked: readonly (string | number | bigint)[]): number[] {
  return [...new Set([...checked, ...halfChecked].map(Number))].sort((a, b) => a - b);
}

export function countMenus(tree: readonly RoleMenuNode[]): number {
  return tree.reduce((n, t) => n + 1 + countMenus(t.children ?? []), 0);
}
