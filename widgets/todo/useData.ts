/**
 * The to-do list's data: POST /api/index/todoTaskList/{type} with the page, flow, status and order
 * the user chose, refreshed while the page is open. The previous page stays on screen while the
 * next one loads, so paging and filtering do not flash a skeleton.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { todoQuery } from '@/api/todo';
import type { TodoList, TodoQuery, TodoType } from '@/domain/todo';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { TodoConfig } from './index';

export function useData(config: TodoConfig, type: TodoType, query: TodoQuery): WidgetData<TodoList> {
  const q = useQuery({
    ...todoQuery(type, query),
    placeholderData: keepPreviousData,
    refetchInterval: config.refreshSeconds > 0 ? config.refreshSeconds * 1000 : false,
  });
  return fromQuery(q);
}
