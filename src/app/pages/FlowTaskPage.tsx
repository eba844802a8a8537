/**
 * The hidden flow-task page (流程任务, /flowTask/:taskId): the user's open and done flow tasks across
 * every flow. The path's segment picks the tab (`done` shows 已办; anything else 待办).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { doneTasksQuery, todoQuery } from '@/api/todo';
import { flowTaskPath } from '../routes/paths';
import { FlowTaskView, type FlowTaskTab } from './FlowTaskView';

const DONE_PAGE_SIZE = 20;

/**
 * 待办 is the to-do widget's full page (every task, grouped by flow, filtered by status, paged by the
 * server, each with its age), loaded with the widget's own chunk.
 */
const TodoPane = lazy(async () => {
  const { widgetRegistry } = await import('../../../widgets/registry');
  const manifest = widgetRegistry.get('todo');
  const resolved = manifest?.resolve({ version: manifest.version, props: { taskType: 'task', variant: 'page', pageSize: DONE_PAGE_SIZE } });
  const View = widgetRegistry.view('todo');
  if (!resolved?.ok || !View) throw new Error('待办组件不可用');
  const config = resolved.config;
  return { default: () => <View config={config} vars={{}} setVar={() => {}} /> };
});

export function FlowTaskPage() {
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const tab: FlowTaskTab = taskId === 'done' ? 'done' : 'open';
  const [page, setPage] = useState({ pn: 1, size: DONE_PAGE_SIZE });
  // Only the count for the tab's label; the pane asks for its own pages.
  const open = useQuery({ ...todoQuery('task', { size: 1 }), staleTime: 0 });
  const done = useQuery({ ...doneTasksQuery(page.pn, page.size), staleTime: 0 });
  return (
    <FlowTaskView
      tab={tab}
      onTab={(t) => navigate(flowTaskPath(t))}
      open={{ items: [], total: open.data?.total ?? 0, loading: open.isPending }}
      openPane={
        <Suspense fallback={<Skeleton active />}>
          <TodoPane />
        </Suspense>
      }
      done={{ items: done.data?.content ?? [], total: done.data?.totalElements ?? 0, loading: done.isPending, page: page.pn, size: page.size, onPage: (pn, size) => setPage({ pn, size }) }}
      onOpen={(route) => navigate(route)}
    />
  );
}
