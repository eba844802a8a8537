/** The to-do list as the layout host mounts it: its data and the router's navigation into the pure view. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { TODO_ROUTES, type TodoItem } from '@/domain/todo';
import type { WidgetProps } from '@/ui/widget';
import type { TodoConfig } from './index';
import { useData } from './useData';
import { TodoView } from './View';

export default function TodoWidget({ config }: WidgetProps<TodoConfig>) {
  const state = useData(config);
  const navigate = useNavigate();
  const open = useCallback((item: TodoItem) => navigate(item.route), [navigate]);
  return <TodoView state={state} onOpen={open} onAllFlowTasks={() => navigate(TODO_ROUTES.flowTasks)} />;
}
