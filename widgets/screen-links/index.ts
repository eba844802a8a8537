/** Display links of the big screen: management creates a link for a wall PC, copies its address once, and revokes it. */
import { z } from 'zod';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';


export const screenLinksProps = z.object({
  /** Rows per page. */
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type ScreenLinksConfig = z.output<typeof screenLinksProps>;

export default defineWidget({
  type: 'screen-links',
  title: '大屏链接',
  description: '为大屏电脑创建只能查看大屏数据的访问链接，可随时撤销',
  category: 'statistics',
  version: 1,
  defaultSize: { w: 24, h: 16 },
  minSize: { w: 12, h: 8 },
  permission: PERMS.screenLink.list,
  props: screenLinksProps,
  load: () => import('./Widget'),
});
