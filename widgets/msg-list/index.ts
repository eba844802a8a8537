/** The signed-in user's messages (我的消息): read filter, type, table, paging, mark read, details. */
import { z } from 'zod';
import { MSG_LIMITS, READ_FILTERS } from '@/domain/messageLimits';
import { PERMS } from '@/domain/permissions';
import { defineWidget } from '@/ui/widget';

const pageSize = z
  .number()
  .int()
  .refine((n) => (MSG_LIMITS.pageSizes as readonly number[]).includes(n), { message: `每页条数只能是 ${MSG_LIMITS.pageSizes.join('、')}` });

export const msgListProps = z.object({
  /** Rows per page (§9: default 20). */
  pageSize: pageSize.default(MSG_LIMITS.pageSize),
  /** The read filter it opens with: '' all, '0' unread, '1' read. */
  read: z.enum(READ_FILTERS.map((f) => f.value) as ['', '0', '1']).default(''),
});
export type MsgListConfig = z.output<typeof msgListProps>;

export default defineWidget({
  type: 'msg-list',
  title: '我的消息',
  description: '通知消息列表：全部/未读/已读、消息类型、标记已读、查看详情',
  category: 'message',
  version: 1,
  defaultSize: { w: 24, h: 20 },
  minSize: { w: 12, h: 10 },
  props: msgListProps,
  permission: PERMS.msgMine.list,
  load: () => import('./Widget'),
});
