/** The to-do list of the home page: the signed-in user's pending work, each item opening where it is done. */
import { z } from 'zod';
import { TODO_SIZE, TODO_TYPES } from '@/domain/todo';
import { defineWidget } from '@/ui/widget';

export const todoProps = z.object({
  /** Which kind of work: all, or one kind. */
  taskType: z.enum(TODO_TYPES).default('all'),
  /** How many items to show (newest first). */
  pageSize: z.number().int().min(1).max(TODO_SIZE.max).default(TODO_SIZE.default),
  /** Seconds between refreshes while the page is open; 0 turns refreshing off. */
  refreshSeconds: z.number().int().min(0).max(3600).default(60),
});
export type TodoConfig = z.output<typeof todoProps>;

export default defineWidget({
  type: 'todo',
  title: '待办事项',
  description: '待审核的企业注册、未读消息等待处理的工作',
  category: 'general',
  version: 1,
  defaultSize: { w: 15, h: 7 },
  minSize: { w: 8, h: 5 },
  props: todoProps,
  load: () => import('./Widget'),
});
