/** The to-do list's data: POST /api/index/todoTaskList/{taskType}, refreshed while the page is open. */
import { useQuery } from '@tanstack/react-query';
import { todoQuery } from '@/api/todo';
import type { TodoList } from '@/domain/todo';
import { fromQuery, type WidgetData } from '@/ui/widget';
import type { TodoConfig } from './index';

export function useData(config: TodoConfig): WidgetData<TodoList> {
  const query = useQuery({
    ...todoQuery(config.taskType, config.pageSize),
    refetchInterval: config.refreshSeconds > 0 ? config.refreshSeconds * 1000 : false,
  });
  return fromQuery(query);
}
