/** The menu badges' counts: the caller's open workflow tasks by page (polled while the tab is visible). */
import { useQuery } from '@tanstack/react-query';
import { taskCountsQuery } from '@/api/todo';
import type { TaskCounts } from '@/domain/todo';

const NONE: TaskCounts = {};

export function useTaskCounts(): TaskCounts {
  const counts = useQuery(taskCountsQuery());
  if (counts.isError) console.warn('menu badge counts failed', counts.error);
  return counts.data ?? NONE;
}
