/** A schema-driven list of one resource: search bar, table, paging, add/edit dialog, delete, export. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, RESOURCE_NAMES } from '@/domain/resources';
import { defineWidget } from '@/ui/widget';

/** Toolbar and row actions every resource offers (each still needs its permission). */
export const LIST_ACTIONS = ['add', 'edit', 'remove', 'export'] as const;
export type ListAction = (typeof LIST_ACTIONS)[number];

/** Extra row actions this widget knows, each bound to a resource (see rowActions.tsx). */
export const EXTRA_ROW_ACTIONS = ['disable', 'resetPwd', 'grantRole'] as const;
export type ExtraRowAction = (typeof EXTRA_ROW_ACTIONS)[number];

const pageSize = z
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `每页条数只能是 ${PAGE_SIZES.join('、')}` });

export const resourceListProps = z.object({
  /** A registered resource name (src/domain/resources/index.ts). */
  resource: z.enum(RESOURCE_NAMES).default('sysuser'),
  /** Replaces the resource's title in the toolbar. */
  title: z.string().max(50).optional(),
  pageSize: pageSize.default(DEFAULT_PAGE_SIZE),
  actions: z.array(z.enum(LIST_ACTIONS)).default([...LIST_ACTIONS]),
  /** Extra row actions; only those bound to this resource are shown. */
  rowActions: z.array(z.enum(EXTRA_ROW_ACTIONS)).default([]),
});
export type ResourceListConfig = z.output<typeof resourceListProps>;

export default defineWidget({
  type: 'resource-list',
  title: '数据列表',
  description: '按资源定义生成的查询、列表、新增编辑、删除与导出',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 20 },
  minSize: { w: 12, h: 10 },
  props: resourceListProps,
  load: () => import('./Widget'),
});
