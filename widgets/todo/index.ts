/**
 * The to-do list: the signed-in user's pending work, each item opening where it is done, grouped by
 * flow with counts, paged by the server, newest or longest waiting first. `card` is the home page's
 * list; `page` the full table of 流程任务's 待办 (with the status filter and each item's age).
 */
import { z } from 'zod';
import { TODO_ORDERS, TODO_SIZE, TODO_TYPES } from '@/domain/todo';
import { defineWidget } from '@/ui/widget';

export const todoProps = z.object({
  /** Which kind of work: all (tasks and messages, on two tabs), task (without messages), or one kind. */
  taskType: z.enum(TODO_TYPES).default('all'),
  /** How many items a page shows. */
  pageSize: z.number().int().min(1).max(TODO_SIZE.max).default(TODO_SIZE.default),
  /** The order it opens with (the user may switch): newest first, or what has waited longest. */
  order: z.enum(TODO_ORDERS).default('newest'),
  /** card: the home page's list; page: the full table with the status filter. */
  variant: z.enum(['card', 'page']).default('card'),
  /** Seconds between refreshes while the page is open; 0 turns refreshing off. */
  refreshSeconds: z.number().int().min(0).max(3600).default(60),
});
export type TodoConfig = z.output<typeof todoProps>;

export default defineWidget({
  type: 'todo',
  title: '待办事项',
  description: '待审核的企业注册、各流程等待处理的任务（按流程分组计数）和未读消息',
  category: 'general',
  version: 1,
  defaultSize: { w: 15, h: 7 },
  minSize: { w: 8, h: 5 },
  props: todoProps,
  load: () => import('./Widget'),
});
