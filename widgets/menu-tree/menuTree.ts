/**
 * Pure helpers of the menu tree: what kind an item is (group, layout page, external link, named
 * route) and its path back, finding nodes, and the sibling orders a drag or an up/down step gives.
 */
import type { MenuBody, MenuNode } from '@/api/menuAdmin';
import { EXTERNAL_PATH_RE, VIEW_PATH_RE } from '@/domain/resources/menu';

export type MenuKind = 'group' | 'view' | 'link' | 'route';

export const MENU_KIND_LABELS: Readonly<Record<MenuKind, string>> = {
  group: '分组',
  view: '页面布局',
  link: '外部链接',
  route: '路由名称',
};

export function kindOf(path: string | null | undefined): MenuKind {
  if (!path) return 'group';
  if (VIEW_PATH_RE.test(path)) return 'view';
  if (EXTERNAL_PATH_RE.test(path)) return 'link';
  return 'route';
}

/** `/views/sys-user` -> `sys-user`; other paths -> null. */
export const layoutIdOfPath = (path: string | null | undefined): string | null => (path && VIEW_PATH_RE.test(path) ? path.slice('/views/'.length) : null);

/** What the detail form edits: the record with its path split by kind. */
export interface MenuFormValues {
  pid: number | null;
  title: string;
  kind: MenuKind;
  layoutId: string;
  url: string;
  route: string;
  target: '' | '_blank' | '_self';
  icon: string;
  opts: string;
  seq: number;
  hidden: boolean;
  noTab: boolean;
  noCache: boolean;
  badge: string;
}

export function toFormValues(node: Partial<MenuNode> & { pid?: number | null }): MenuFormValues {
  const kind = kindOf(node.path);
  return {
    pid: node.pid ?? null,
    title: node.title ?? '',
    kind: node.id === undefined && !node.path ? 'view' : kind,
    layoutId: layoutIdOfPath(node.path) ?? '',
    url: kind === 'link' ? (node.path ?? '') : '',
    route: kind === 'route' ? (node.path ?? '') : '',
    target: node.target === '_blank' || node.target === '_self' ? node.target : '',
    icon: node.icon ?? '',
    opts: node.opts ?? '',
    seq: node.seq ?? 0,
    hidden: node.hidden ?? false,
    noTab: node.noTab ?? false,
    noCache: node.noCache ?? false,
    badge: node.badge ?? '',
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toBody(v: MenuFormValues): MenuBody {
  const path = v.kind === 'group' ? null : v.kind === 'view' ? `/views/${v.layoutId}` : v.kind === 'link' ? v.url.trim() : v.route.trim();
  return {
    pid: v.pid,
    title: v.title.trim(),
    path,
    target: v.kind === 'link' ? orNull(v.target) : null,
    icon: orNull(v.icon),
    opts: v.kind === 'group' ? null : orNull(v.opts),
    seq: v.seq,
    hidden: v.hidden,
    noTab: v.noTab,
    noCache: v.noCache,
    badge: orNull(v.badge),
  };
}

/** Depth-first walk: every node with its parent id. */
export function* walk(forest: readonly MenuNode[], pid: number | null = null): Generator<{ node: MenuNode; pid: number | null }> {
  for (const node of forest) {
    yield { node, pid };
    if (node.children) yield* walk(node.children, node.id);
  }
}

export function findNode(forest: readonly MenuNode[], id: number): MenuNode | null {
  for (const { node } of walk(forest)) if (node.id === id) return node;
  return null;
}

/** The ids of the children of `pid` (null = top level), in their order. */
export function siblingIds(forest: readonly MenuNode[], pid: number | null): number[] {
  if (pid === null) return forest.map((n) => n.id);
  return (findNode(forest, pid)?.children ?? []).map((n) => n.id);
}

export function parentOf(forest: readonly MenuNode[], id: number): number | null | undefined {
  for (const { node, pid } of walk(forest)) if (node.id === id) return pid;
  return undefined;
}

/** The sibling order after moving `id` one step up (-1) or down (+1); null when it cannot move. */
export function stepOrder(forest: readonly MenuNode[], id: number, dir: -1 | 1): { pid: number | null; ids: number[] } | null {
  const pid = parentOf(forest, id);
  if (pid === undefined) return null;
  const ids = siblingIds(forest, pid);
  const k = ids.indexOf(id);
  const j = k + dir;
  if (k < 0 || j < 0 || j >= ids.length) return null;
  [ids[k], ids[j]] = [ids[j], ids[k]];
  return { pid, ids };
}

/**
 * The order after a drag: `dragId` dropped on `dropId`, either into it (`inside`, first child) or
 * before/after it among its siblings. Null when the drop makes no sense (onto itself or below itself).
 */
export function dropOrder(forest: readonly MenuNode[], dragId: number, dropId: number, where: 'inside' | 'before' | 'after'): { pid: number | null; ids: number[] } | null {
  if (dragId === dropId) return null;
  const drag = findNode(forest, dragId);
  if (!drag) return null;
  for (const { node } of walk(drag.children ?? [])) if (node.id === dropId) return null;
  if (where === 'inside') {
    const target = findNode(forest, dropId);
    if (!target) return null;
    return { pid: dropId, ids: [dragId, ...(target.children ?? []).map((n) => n.id).filter((i) => i !== dragId)] };
  }
  const pid = parentOf(forest, dropId);
  if (pid === undefined) return null;
  const ids = siblingIds(forest, pid).filter((i) => i !== dragId);
  const at = ids.indexOf(dropId) + (where === 'after' ? 1 : 0);
  ids.splice(at, 0, dragId);
  return { pid, ids };
}

/** Every item as `{value, title, children}` for the parent picker, without `exclude` and what hangs below it. */
export interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}
export function parentOptions(forest: readonly MenuNode[], exclude: number | null): ParentOption[] {
  return forest
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.title, children: parentOptions(n.children ?? [], exclude) }));
}

export function countNodes(forest: readonly MenuNode[]): number {
  let n = 0;
  for (const _ of walk(forest)) n++;
  return n;
}

/** The ids above `id`, nearest first (empty at the top level or when unknown). */
export function ancestorsOf(forest: readonly MenuNode[], id: number): number[] {
  const out: number[] = [];
  for (let pid = parentOf(forest, id); pid !== null && pid !== undefined; pid = parentOf(forest, pid)) out.push(pid);
  return out;
}
