import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { registrations } from './fixtures';
import manifest, { type TodoConfig } from './index';
import { TodoView } from './View';
import TodoWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post }));

const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
});

describe('the to-do list', () => {
  it('lists the work with its kind, and opens an item', () => {
    const onOpen = vi.fn();
    const list = registrations(3);
    wrap(<TodoView state={{ status: 'success', data: list }} onOpen={onOpen} />);
    const items = within(screen.getByRole('list', { name: '待办事项' })).getAllByRole('button');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('注册审核企业注册待审核：深圳市鹏城绿源农业发展有限公司11-22 10:00');
    fireEvent.click(items[1]);
    expect(onOpen).toHaveBeenCalledWith(list.items[1]);
    expect(screen.getByTestId('todo-summary')).toHaveTextContent('共 3 项待办');
  });

  it('says how many are left out when there are more than it shows', () => {
    wrap(<TodoView state={{ status: 'success', data: registrations(10, 42) }} onOpen={() => {}} />);
    expect(screen.getByTestId('todo-summary')).toHaveTextContent('共 42 项待办，显示最新 10 项');
  });

  it('says there is nothing to do', () => {
    wrap(<TodoView state={{ status: 'success', data: { items: [], total: 0 } }} onOpen={() => {}} />);
    expect(screen.getByText('暂无待办事项')).toBeInTheDocument();
  });

  it('shows a failure with 重试', () => {
    const retry = vi.fn();
    wrap(<TodoView state={{ status: 'error', message: '请求超时', retry }} onOpen={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('the to-do widget', () => {
  function Where() {
    return <span data-testid="where">{useLocation().pathname}</span>;
  }

  it('asks the server for the configured kind and size, and opens the item’s route', async () => {
    post.mockResolvedValue(registrations(2));
    const config = { ...(manifest.defaults() as TodoConfig), pageSize: 5 };
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
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /深圳市海上田园食品有限公司/ }));
    expect(post).toHaveBeenCalledWith('/api/index/todoTaskList/all', undefined, { size: 5 });
    expect(screen.getByTestId('where')).toHaveTextContent('/views/zp-register-audit');
  });
});
