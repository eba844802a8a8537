/**
 * Layout administration (布局管理): the rows of the layout list — one per shipped default
 * layout and one per stored layout (a user's own, a role's default or everyone's) — and what the
 * list may filter by. Shared by the server's `POST /api/layout/page` and the layout-list widget.
 */
import { z } from 'zod';
import type { FieldDef } from './resource';
import { LAYOUT_SCOPES, type LayoutScope } from './layout';

/** Where a row of the list comes from: the shipped document or a stored one. */
export type LayoutRowScope = LayoutScope | 'default';

export const LAYOUT_SCOPE_LABELS: Readonly<Record<LayoutRowScope, string>> = {
  default: '默认布局',
  system: '系统默认',
  role: '角色默认',
  user: '个人布局',
};

/** A row of the list (POST /api/layout/page). */
export const layoutRowSchema = z.object({
  /** `default:<layoutId>` for a shipped default, else the stored row's id as text. */
  key: z.string(),
  /** The stored row's id; null for a shipped default. */
  rowId: z.number().nullable(),
  layoutId: z.string(),
  title: z.string(),
  scope: z.enum(['default', ...LAYOUT_SCOPES]),
  /** sys_user.id or sys_role.id of a user or role row. */
  ownerId: z.number().nullable(),
  /** The user's name (username) or the role's name (code). */
  ownerName: z.string().nullable(),
  version: z.number().nullable(),
  updateTime: z.string().nullable(),
  /** Menu items mounting this layout (`/views/<layoutId>`), titles joined with 、. */
  menus: z.string(),
  /** A shipped default exists, so deleting the stored row brings it back. */
  hasDefault: z.boolean(),
});
export type LayoutRow = Readonly<z.output<typeof layoutRowSchema>>;

/** A layout id a menu item may mount, for the menu form's choice (POST /api/layout/known). */
export const knownLayoutSchema = z.object({ id: z.string(), title: z.string(), hasDefault: z.boolean() });
export type KnownLayout = Readonly<z.output<typeof knownLayoutSchema>>;

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
