/** The to-do list as the layout host mounts it: the user's choices (tab, flow, status, order, page), its data and the router's navigation into the pure view. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { TODO_ROUTES, type TodoItem, type TodoType } from '@/domain/todo';
import type { WidgetProps } from '@/ui/widget';
import type { TodoConfig } from './index';
import { useData } from './useData';
import { TodoView, type TodoFilter } from './View';

/** What the server is asked for: with two tabs, the open tab's kind. */
export const typeOf = (config: TodoConfig, filter: TodoFilter): TodoType => (config.taskType === 'all' ? filter.tab : config.taskType);

export default function TodoWidget({ config }: WidgetProps<TodoConfig>) {
  const [filter, setFilter] = useState<TodoFilter>({ tab: 'task', flow: null, status: null, order: config.order, pn: 1, size: config.pageSize });
  const { state, refreshing } = useData(config, typeOf(config, filter), { pn: filter.pn, size: filter.size, flow: filter.flow, status: filter.status === null ? null : [filter.status], order: filter.order });
  const navigate = useNavigate();
  const open = useCallback((item: TodoItem) => navigate(item.route), [navigate]);
  // Anything but the page itself starts again at page 1.
  const onFilter = useCallback((next: Partial<TodoFilter>) => setFilter((f) => ({ ...f, pn: 1, ...next })), []);
  return (
    <TodoView
      state={state}
      refreshing={refreshing}
      filter={filter}
      onFilter={onFilter}
      onOpen={open}
      tabs={config.taskType === 'all'}
      variant={config.variant}
      onAllFlowTasks={config.variant === 'card' ? () => navigate(TODO_ROUTES.flowTasks) : undefined}
    />
  );
}
