/** The home page's to-do calls (calls document §7.6): pending work, the menu badges, the moves made. */
import { z } from 'zod';
import { DONE_TASKS_PATH, TASK_COUNTS_PATH, doneTaskSchema, taskCountsSchema, todoListSchema } from '../todo';
import { defineCall, pageOf, scalar, searchParams } from './call';

const tag = '首页';

/** 待办's parameters (query or body): paging (also page.*), a group, its statuses, the order; checked by the route in the spec's words. */
const todoFilters = searchParams.extend({
  pn: scalar.optional(),
  size: scalar.optional(),
  flow: scalar.optional(),
  status: z.union([scalar, z.array(scalar)]).optional(),
  order: scalar.optional(),
});

export const todoCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/index/todoTaskList/:type',
    summary: '我的待办（类型 all、task、register、flow、msg；可按流程、状态筛选，分页）',
    tag,
    // The type is checked by the route, so a wrong one reads the list's own sentence.
    pathParams: z.object({ type: z.string() }),
    paramSet: todoFilters,
    reply: todoListSchema,
  }),
  counts: defineCall({ method: 'GET', path: TASK_COUNTS_PATH, summary: '各菜单页的待办数（菜单角标）', tag, reply: taskCountsSchema }),
  done: defineCall({ method: 'POST', path: DONE_TASKS_PATH, summary: '我的已办（我在各流程中做过的操作，分页）', tag, paramSet: searchParams, reply: pageOf(doneTaskSchema) }),
} as const;
