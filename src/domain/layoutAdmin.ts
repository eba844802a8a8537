/**
 * Layout administration (布局管理, issue 4): the rows of the layout list — one per shipped default
 * layout and one per stored layout (a user's own, a role's default or everyone's) — and what the
 * list may filter by. Shared by the server's `POST /api/layout/page` and the layout-list widget.
 */
import type { FieldDef } from './resource';
import type { LayoutScope } from './layout';

/** Where a row of the list comes from: the shipped document or a stored one. */
export type LayoutRowScope = LayoutScope | 'default';

export const LAYOUT_SCOPE_LABELS: Readonly<Record<LayoutRowScope, string>> = {
  default: '默认布局',
  system: '系统默认',
  role: '角色默认',
  user: '个人布局',
};

export interface LayoutRow {
  /** `default:<layoutId>` for a shipped default, else the stored row's id as text. */
  readonly key: string;
  /** The stored row's id; null for a shipped default. */
  readonly rowId: number | null;
  readonly layoutId: string;
  readonly title: string;
  readonly scope: LayoutRowScope;
  /** sys_user.id or sys_role.id of a user or role row. */
  readonly ownerId: number | null;
  /** The user's name (username) or the role's name (code). */
  readonly ownerName: string | null;
  readonly version: number | null;
  readonly updateTime: string | null;
  /** Menu items mounting this layout (`/views/<layoutId>`), titles joined with 、. */
  readonly menus: string;
  /** A shipped default exists, so deleting the stored row brings it back. */
  readonly hasDefault: boolean;
}

/** A layout id a menu item may mount, for the menu form's choice. */
export interface KnownLayout {
  readonly id: string;
  readonly title: string;
  readonly hasDefault: boolean;
}

/** Filters of `POST /api/layout/page`. */
export const LAYOUT_ROW_SEARCH: Readonly<Record<string, FieldDef>> = {
  layoutId: { label: '布局编号', type: 'string', search: ['like', 'eq'] },
  title: { label: '布局名称', type: 'string', search: ['like'] },
  scope: { label: '类型', type: 'string', search: ['eq'] },
  ownerName: { label: '所有者', type: 'string', search: ['like'] },
};

export const LAYOUT_ADMIN_TEXT = {
  restoreNothing: '请选择要恢复的布局',
  restoreDefaultRow: '默认布局无需恢复',
  restored: (n: number) => `已恢复 ${n} 个布局`,
} as const;
