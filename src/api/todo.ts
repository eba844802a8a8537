/**
 * The to-do list (POST /api/index/todoTaskList/{type}, calls document §7.6) and the open tasks
 * counted by page (the menu badges): fetchers and query options; keys nest under ['todo'], so what
 * refreshes 待办 after a move refreshes the badges too.
 */
import { queryOptions } from '@tanstack/react-query';
import { todoParams, type TodoQuery, type TodoType } from '@/domain/todo';
import { todoCalls } from '@/domain/calls/todo';
import { callApi } from './call';

export const todoKeys = {
  all: ['todo'] as const,
  /** A page of one type with its filters (the parameters as sent, so equal queries share one entry). */
  list: (type: TodoType, q: TodoQuery = {}) => ['todo', type, todoParams(q)] as const,
  counts: ['todo', 'counts'] as const,
  done: (pn: number, size: number) => ['todo', 'done', { pn, size }] as const,
};

/** How often the menu badges are asked again while the tab is visible. */
export const TASK_COUNTS_REFRESH_MS = 30_000;

/** One page of pending work: the documented call, its paging, filters and order as parameters. */
export const fetchTodo = (type: TodoType, q: TodoQuery = {}) => callApi(todoCalls.list, { pathParams: { type }, paramSet: todoParams(q) });

export const todoQuery = (type: TodoType, q: TodoQuery = {}) =>
  queryOptions({
    queryKey: todoKeys.list(type, q),
    queryFn: () => fetchTodo(type, q),
  });

/** The badge counts; silent: a failed count is only logged (catalogue: a badge count failure is logged). */
export const taskCountsQuery = () =>
  queryOptions({
    queryKey: todoKeys.counts,
    queryFn: () => callApi(todoCalls.counts, {}, { silent: true }),
    refetchInterval: TASK_COUNTS_REFRESH_MS,
  });

/** The moves the user made (流程任务's 已办), a page at a time. */
export const doneTasksQuery = (pn: number, size: number) =>
  queryOptions({
    queryKey: todoKeys.done(pn, size),
    queryFn: () => callApi(todoCalls.done, { paramSet: { 'page.pn': pn, 'page.size': size } }),
  });
