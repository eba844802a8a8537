/**
 * The to-do list's data: POST /api/index/todoTaskList/{type} with the page, flow, status and order
 * the user chose, refreshed while the page is open. The previous page stays on screen while the
 * next one loads, so paging and filtering do not flash a skeleton; `refreshing` says so meanwhile.
 * The list is asked again whenever it comes into view (stale at once): coming back to 首页 after
 * work elsewhere, a person sees what waits now, not what waited when they left.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { todoQuery } from '@/api/todo';
import type { TodoList, TodoQuery, TodoType } from '@/domain/todo';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { TodoConfig } from './index';

export interface TodoData {
  readonly state: WidgetData<TodoList>;
  /** A list is shown and a newer one is on the way. */
  readonly refreshing: boolean;
}

export function useData(config: TodoConfig, type: TodoType, query: TodoQuery): TodoData {
  const q = useQuery({
    ...todoQuery(type, query),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: config.refreshSeconds > 0 ? config.refreshSeconds * 1000 : false,
  });
  return { state: fromQuery(q), refreshing: q.isSuccess && q.isFetching };
}
