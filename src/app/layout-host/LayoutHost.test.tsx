import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { createQueryClient } from '@/api/queryClient';
import { LAYOUT_NOTICE, requireLayout, type EffectiveLayout } from '@/domain/layout';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { useSession } from '@/stores/session';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { makeUser } from '../account/testing/users';
import { LayoutHost } from './LayoutHost';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), ...http }));

const home = requireLayout(DEFAULT_LAYOUTS.home, 'home');
const served = (over: Partial<EffectiveLayout> = {}): EffectiveLayout => ({ source: 'default', version: null, updateTime: null, doc: home, notice: null, ...over });

const show = (layoutId: string, perms = '*') =>
  render(
    <ConfigProvider {...portalConfig}>
      <QueryClientProvider client={createQueryClient()}>
        <PermProvider perms={perms}>
          <MemoryRouter>
            <LayoutHost layoutId={layoutId} />
          </MemoryRouter>
        </PermProvider>
      </QueryClientProvider>
    </ConfigProvider>,
  );

beforeEach(() => {
  stubBrowserApis();
  // The to-do list's call, and (the user being an enterprise's) the welcome card's certificates.
  http.post.mockImplementation(async (url: string) =>
    url.endsWith('/page')
      ? { content: [], totalElements: 0, number: 0 }
      : { items: [{ id: 'register-1', type: 'register', title: '企业注册待审核：深圳市光明牧业有限公司', createTime: '2026-11-22T02:00:00.000Z', route: '/views/zp-register-audit' }], total: 1 },
  );
  useSession.setState({ user: makeUser({ name: '王建华' }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  http.get.mockReset();
  http.post.mockReset();
  http.put.mockReset();
  http.del.mockReset();
  useSession.setState({ user: null });
});

describe('the layout host', () => {
  it('mounts the served home layout: the welcome card and the to-do list', async () => {
    http.get.mockResolvedValue(served());
    show('home');
    expect(http.get).toHaveBeenCalledWith('/api/layout/home', undefined, { silent: true });
    const welcome = await screen.findByRole('region', { name: '欢迎' });
    expect(await within(welcome).findByRole('heading', { name: /，王建华$/ })).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: '待办事项' });
    expect(await within(todo).findByText('企业注册待审核：深圳市光明牧业有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses a layout’s own widget titles and the server’s notice', async () => {
    http.get.mockResolvedValue(served({ source: 'role', version: 2, doc: { ...home, widgets: { ...home.widgets, todo: { ...home.widgets.todo, title: '我的工作' } } }, notice: LAYOUT_NOTICE.skippedInvalid }));
    show('home');
    expect(await screen.findByRole('region', { name: '我的工作' })).toBeInTheDocument();
    expect(await screen.findByText(LAYOUT_NOTICE.skippedInvalid)).toBeInTheDocument();
  });

  it('falls back to the shipped default, and says so, when the served layout is invalid', async () => {
    http.get.mockResolvedValue(served({ source: 'user', version: 1, doc: { ...home, grid: { ...home.grid, cols: 4 } } }));
    show('home');
    expect(await screen.findByText(/页面布局无效，已显示默认布局/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '欢迎' })).toBeInTheDocument();
  });

  it('says 页面建设中, naming the layout, for a layout nobody has built', async () => {
    http.get.mockRejectedValue(new ApiCallError(404, '页面布局 stat-board 不存在', 'body'));
    show('stat-board');
    expect(await screen.findByText('页面建设中')).toBeInTheDocument();
    expect(screen.getByText('布局标识：stat-board')).toBeInTheDocument();
  });

  it('does not call the server for a malformed layout id', async () => {
    show('../secret');
    expect(await screen.findByText('页面建设中')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('shows an error with 重试 only when nothing can be shown', async () => {
    http.get.mockRejectedValueOnce(new ApiCallError(0, '后台服务访问异常', 'network')).mockResolvedValueOnce(served({ doc: { ...home, id: 'stat-board' } }));
    show('stat-board');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('页面布局加载失败');
    within(alert).getByRole('button', { name: '重试' }).click();
    expect(await screen.findByRole('region', { name: '欢迎' })).toBeInTheDocument();
  });
});

describe('saving from edit mode', { timeout: 20_000 }, () => {
  const button = (text: string) => screen.getByRole('button', { name: new RegExp(`(^|\\s)${text}$`) });

  it('saves the user’s own layout against the version it started from, and shows the reply', async () => {
    http.get.mockResolvedValue(served({ source: 'user', version: 4 }));
    http.put.mockResolvedValue(served({ source: 'user', version: 5, doc: { ...home, widgets: { ...home.widgets, todo: { ...home.widgets.todo, title: '已保存的待办' } } } }));
    show('home', '');
    await screen.findByRole('region', { name: '欢迎' });
    fireEvent.click(button('编辑布局'));
    fireEvent.click(await screen.findByRole('button', { name: /^保存$/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/layout/home', home, { params: { version: 4 } }));
    expect(await screen.findByRole('region', { name: '已保存的待办' })).toBeInTheDocument();
  });

  it('saves a role’s default for an administrator, and 恢复默认 deletes the user’s own', async () => {
    http.get.mockResolvedValue(served());
    http.put.mockResolvedValue(served());
    http.del.mockResolvedValue(served());
    show('home');
    await screen.findByRole('region', { name: '欢迎' });
    fireEvent.click(button('编辑布局'));
    fireEvent.click(await screen.findByRole('button', { name: /保存为…$/ }));
    const dialog = (await screen.findByText('保存为默认布局')).closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/layout/home', home, { params: { scope: 'role', roleId: 'R_MNG_USER' } }));
    fireEvent.click(await screen.findByRole('button', { name: /编辑布局$/ }));
    fireEvent.click(await screen.findByRole('button', { name: /恢复默认$/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/layout/home'));
  });
});
