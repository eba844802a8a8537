/** The layout list (布局管理): shipped and stored layouts, open one in edit mode, restore a stored one. */
import { z } from 'zod';
// Page sizes only (not '@/domain/resources', which holds every definition): this manifest is on every page's path.
import { DEFAULT_PAGE_SIZE_CHOICE as DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES as PAGE_SIZES } from '@/domain/resources/names';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

export const layoutListProps = z.object({
  pageSize: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `每页条数只能是 ${PAGE_SIZES.join('、')}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type LayoutListConfig = z.output<typeof layoutListProps>;

export default defineWidget({
  type: 'layout-list',
  title: '布局列表',
  description: '系统内置与已保存的页面布局：打开编辑、恢复默认',
  category: 'system',
  version: 1,
  defaultSize: { w: 24, h: 20 },
  minSize: { w: 12, h: 10 },
  props: layoutListProps,
  permission: PERMS.layout.list,
  load: () => import('./Widget'),
});
