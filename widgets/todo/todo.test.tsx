import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { arrivedAt, waitedFor } from '@/domain/todo';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { managerTasks, registrations, TODO_FILTER, TODO_NOW, unreadMessages } from './fixtures';
import manifest, { type TodoConfig } from './index';
import { TodoView, type TodoViewProps } from './View';
import TodoWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post }));

const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
const view = (props: Partial<TodoViewProps> & Pick<TodoViewProps, 'state'>) => wrap(<TodoView filter={TODO_FILTER} onFilter={() => {}} onOpen={() => {}} now={TODO_NOW} {...props} />);
beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
});

describe('how long work has waited', () => {
  it('says minutes, hours, then days on Beijing’s calendar', () => {
    const now = new Date('2026-11-24T02:00:00Z'); // 10:00 in Beijing
    expect(waitedFor('2026-11-24T01:59:30Z', now)).toBe('刚刚');
    expect(waitedFor('2026-11-24T01:20:00Z', now)).toBe('40分钟');
    expect(waitedFor('2026-11-23T20:00:00Z', now)).toBe('6小时');
    // 23:30 the day before yesterday in Beijing, 34.5 hours ago: two days on the calendar.
    expect(waitedFor('2026-11-22T15:30:00Z', now)).toBe('2天');
    expect(waitedFor('2026-11-21T02:00:00Z', now)).toBe('3天');
    expect(waitedFor('not a time', now)).toBe('');
  });

  it('writes the arrival in Beijing time', () => {
    expect(arrivedAt('2026-11-22T02:00:00Z', TODO_NOW)).toBe('11-22 10:00');
    expect(arrivedAt('2025-12-31T17:00:00Z', TODO_NOW)).toBe('01-01 01:00');
    expect(arrivedAt('2024-05-01T02:00:00Z', TODO_NOW)).toBe('2024-05-01');
  });
});

describe('the to-do list', () => {
  it('lists the work with its kind, its age and arrival, and opens an item', () => {
    const onOpen = vi.fn();
    const list = managerTasks(5, 15);
    view({ state: { status: 'success', data: list }, onOpen });
    const items = within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('button');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('流程待办圳品评价：PJ20260012（技术评审通过）已等待40分钟11-24 09:19');
    expect(items[3]).toHaveTextContent('已等待1天');
    fireEvent.click(items[1]);
    expect(onOpen).toHaveBeenCalledWith(list.items[1]);
    expect(screen.getByTestId('todo-summary')).toHaveTextContent('共 15 项待办，第 1/3 页');
  });

  it('groups the work by flow with counts; a group keeps that flow, 全部 every flow', () => {
    const onFilter = vi.fn();
    view({ state: { status: 'success', data: managerTasks() }, onFilter });
    const groups = screen.getByRole('group', { name: '按流程分组' });
    expect(groups).toHaveTextContent('全部 15圳品评价 9监督任务 4注册审核 2');
    fireEvent.click(within(groups).getByText('圳品评价 9'));
    expect(onFilter).toHaveBeenLastCalledWith({ flow: 'evaluation', status: null });
    fireEvent.click(within(groups).getByText('全部 15'));
    expect(onFilter).toHaveBeenLastCalledWith({ flow: null, status: null });
  });

  it('switches to what has waited longest', () => {
    const onFilter = vi.fn();
    view({ state: { status: 'success', data: managerTasks() }, onFilter });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '排序' }));
    fireEvent.click(screen.getByTitle('等待最久优先'));
    expect(onFilter).toHaveBeenCalledWith({ order: 'oldest' });
  });

  it('keeps messages on their own tab, with both counts', () => {
    const onFilter = vi.fn();
    view({ state: { status: 'success', data: managerTasks(5, 15, 80) }, onFilter, tabs: true });
    expect(screen.getByText('待办任务（15）')).toBeInTheDocument();
    fireEvent.click(screen.getByText('未读消息（80）'));
    expect(onFilter).toHaveBeenCalledWith({ tab: 'msg', flow: null, status: null });
  });

  it('pages on the server', () => {
    const onFilter = vi.fn();
    view({ state: { status: 'success', data: managerTasks(5, 15) }, onFilter, filter: { ...TODO_FILTER, size: 5 } });
    fireEvent.click(screen.getByTitle('下一页'));
    expect(onFilter).toHaveBeenCalledWith({ pn: 2 });
  });

  it('as a page: a table with its status filter for the chosen flow', () => {
    const onFilter = vi.fn();
    view({ state: { status: 'success', data: managerTasks(5, 15) }, onFilter, variant: 'page', filter: { ...TODO_FILTER, flow: 'evaluation' } });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('圳品评价圳品评价：PJ20260012（技术评审通过）技术评审通过40分钟2026-11-24 09:19');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(screen.getByTitle('待评审会（4）'));
    expect(onFilter).toHaveBeenCalledWith({ status: 22 });
    expect(screen.getByText('共 15 项')).toBeInTheDocument();
  });

  it('as a page with many: the server’s pages, and a new page size', () => {
    const onFilter = vi.fn();
    view({ state: { status: 'success', data: { ...managerTasks(20, 342), size: 20 } }, onFilter, variant: 'page', filter: { ...TODO_FILTER, size: 20 } });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('共 342 项')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('18'));
    expect(onFilter).toHaveBeenLastCalledWith({ pn: 18, size: 20 });
  });

  it('says there is nothing to do, and when nothing fits the filter', () => {
    view({ state: { status: 'success', data: { items: [], total: 0 } } });
    expect(screen.getByText('暂无待办事项')).toBeInTheDocument();
    cleanup();
    view({ state: { status: 'success', data: { ...managerTasks(0, 0), groups: managerTasks().groups } }, filter: { ...TODO_FILTER, flow: 'jdTask' } });
    expect(screen.getByText('没有符合条件的待办')).toBeInTheDocument();
    cleanup();
    view({ state: { status: 'success', data: unreadMessages(0, 3) }, tabs: true, filter: { ...TODO_FILTER, tab: 'msg' } });
    expect(screen.getByText('暂无未读消息')).toBeInTheDocument();
  });

  it('shows a failure with 重试', () => {
    const retry = vi.fn();
    view({ state: { status: 'error', message: '请求超时', retry } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('the to-do widget', () => {
  function Where() {
    return <span data-testid="where">{useLocation().pathname}</span>;
  }
  const mount = (config: TodoConfig) =>
    wrap(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/index']}>
          <Routes>
            <Route path="/index" element={<TodoWidget config={config} vars={{}} setVar={() => {}} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('asks for the tasks (not the messages) in the configured size, and opens the item’s route', async () => {
    post.mockResolvedValue(registrations(2));
    mount({ ...(manifest.defaults() as TodoConfig), pageSize: 5 });
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /深圳市海上田园食品有限公司/ }));
    expect(post).toHaveBeenCalledWith('/api/index/todoTaskList/task', undefined, { size: 5 });
    expect(screen.getByTestId('where')).toHaveTextContent('/views/zp-register-audit');
  });

  it('asks again for a flow, its oldest first, from page 1', async () => {
    post.mockResolvedValue(managerTasks(5, 15));
    mount({ ...(manifest.defaults() as TodoConfig), pageSize: 5 });
    fireEvent.click(await screen.findByTitle('下一页'));
    expect(post).toHaveBeenLastCalledWith('/api/index/todoTaskList/task', undefined, { size: 5, pn: 2 });
    fireEvent.click(await screen.findByText('监督任务 4'));
    expect(post).toHaveBeenLastCalledWith('/api/index/todoTaskList/task', undefined, { size: 5, flow: 'jdTask' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '排序' }));
    fireEvent.click(screen.getByTitle('等待最久优先'));
    expect(post).toHaveBeenLastCalledWith('/api/index/todoTaskList/task', undefined, { size: 5, flow: 'jdTask', order: 'oldest' });
  });
});
