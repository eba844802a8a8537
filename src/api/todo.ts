/** The to-do list (POST /api/index/todoTaskList/{type}, calls document §7.6): fetcher and query options; keys nest under ['todo']. */
import { queryOptions } from '@tanstack/react-query';
import { TODO_SIZE, type TodoList, type TodoType } from '@/domain/todo';
import { post } from './http';

export const todoKeys = {
  all: ['todo'] as const,
  list: (type: TodoType, size: number) => ['todo', type, { size }] as const,
};

export const fetchTodo = (type: TodoType, size: number = TODO_SIZE.default) => post<TodoList>(`/api/index/todoTaskList/${type}`, undefined, { size });

export const todoQuery = (type: TodoType, size: number = TODO_SIZE.default) =>
  queryOptions({
    queryKey: todoKeys.list(type, size),
    queryFn: () => fetchTodo(type, size),
  });
