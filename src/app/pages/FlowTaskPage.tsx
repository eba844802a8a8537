/**
 * The hidden flow-task page (流程任务, /flowTask/:taskId): the user's open and done flow tasks across
 * every flow. The path's segment picks the tab (`done` shows 已办; anything else 待办).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { doneTasksQuery, todoQuery } from '@/api/todo';
import { TODO_SIZE } from '@/domain/todo';
import { flowTaskPath } from '../routes/paths';
import { FlowTaskView, type FlowTaskTab } from './FlowTaskView';

const DONE_PAGE_SIZE = 20;

export function FlowTaskPage() {
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const tab: FlowTaskTab = taskId === 'done' ? 'done' : 'open';
  const [page, setPage] = useState({ pn: 1, size: DONE_PAGE_SIZE });
  const open = useQuery({ ...todoQuery('flow', TODO_SIZE.max), staleTime: 0 });
  const done = useQuery({ ...doneTasksQuery(page.pn, page.size), staleTime: 0 });
  return (
    <FlowTaskView
      tab={tab}
      onTab={(t) => navigate(flowTaskPath(t))}
      open={{ items: open.data?.items ?? [], total: open.data?.total ?? 0, loading: open.isPending }}
      done={{ items: done.data?.content ?? [], total: done.data?.totalElements ?? 0, loading: done.isPending, page: page.pn, size: page.size, onPage: (pn, size) => setPage({ pn, size }) }}
      onOpen={(route) => navigate(route)}
    />
  );
}
