import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { MSG_LIMITS, type MessageInfo } from '@/domain/message';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import MessageBell from './MessageBell';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post }));

const notice: MessageInfo = {
  id: 42,
  title: '关于开展年度抽检的通知',
  content: '<p>内容</p>',
  createTime: '2026-11-21T02:00:00.000Z',
  categoryId: 1,
  categoryName: '系统消息',
  categoryCode: 'MSG_CTG_SYS',
  typeName: '通知',
  msgType: 'NOTICE',
  read: 0,
  readStatus: 0,
  readText: '未读',
  readTime: null,
  readNum: 0,
  component: null,
  param: null,
  annexIds: null,
};

function Where() {
  const l = useLocation();
  return <span data-testid="where">{l.pathname + l.search}</span>;
}

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  post.mockReset();
});

function mount() {
  return render(
    <ConfigProvider {...portalConfig}>
      <App>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/index']}>
            <MessageBell />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

describe('the message bell', () => {
  it('shows the unread count and polls it, so a push shows without a reload', async () => {
    let unread = 2;
    post.mockImplementation(async (url: string) => (url === '/api/msg/info/count' ? unread : { content: [], totalElements: 0, number: 0, size: 6, totalPages: 0 }));
    mount();
    await waitFor(() => expect(screen.getByTestId('msg-bell').querySelector('.ant-badge-count')?.getAttribute('title')).toBe('2'));
    unread = 3;
    await act(async () => {
      await new Promise((r) => setTimeout(r, MSG_LIMITS.pollMs + 300));
    });
    await waitFor(() => expect(screen.getByTestId('msg-bell').querySelector('.ant-badge-count')?.getAttribute('title')).toBe('3'));
    expect(post).toHaveBeenCalledWith('/api/msg/info/count', undefined, expect.objectContaining({ read: '0' }), { silent: true });
  }, 15_000);

  it('opens the popover; clicking a notice marks it read and goes to its page', async () => {
    post.mockImplementation(async (url: string, _b: unknown, params: Record<string, unknown>) => {
      if (url === '/api/msg/info/count') return 1;
      if (url === '/api/msg/info/read') return { count: 1, messages: [{ id: 42, route: '/views/msg-mine?msgId=42' }] };
      const notices = params['search.msgType_eq'] === 'NOTICE';
      return { content: notices ? [notice] : [], totalElements: notices ? 1 : 0, number: 0, size: 6, totalPages: 1 };
    });
    mount();
    fireEvent.click(screen.getByTestId('msg-bell'));
    fireEvent.click(await screen.findByRole('button', { name: /关于开展年度抽检的通知/ }, { timeout: 8000 }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/views/msg-mine?msgId=42'));
    expect(post).toHaveBeenCalledWith('/api/msg/info/read', undefined, { id: 42 });
    const pageCalls = post.mock.calls.filter((c) => c[0] === '/api/msg/info/page').map((c) => c[2] as Record<string, unknown>);
    expect(pageCalls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ 'page.size': 6, read: '0', 'search.msgType_eq': 'NOTICE' }),
        expect.objectContaining({ 'page.size': 6, read: '0', 'search.msgType_ne': 'NOTICE' }),
      ]),
    );
  });
});
