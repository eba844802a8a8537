import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestEditOnOpen, takeEditRequest } from '@/api/layoutAdmin';
import { createQueryClient } from '@/api/queryClient';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { layoutRows, page } from './fixtures';
import manifest, { type LayoutListConfig } from './index';
import { pageOfLayout } from './pageOfLayout';
import LayoutListWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post }));

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
  sessionStorage.clear();
});

describe('opening a layout in edit mode', () => {
  it('is a one-shot request for that layout only', () => {
    requestEditOnOpen('sys-org');
    expect(takeEditRequest('sys-user')).toBe(false);
    expect(takeEditRequest('sys-org')).toBe(true);
    expect(takeEditRequest('sys-org')).toBe(false);
  });

  it('goes to the home page for home and to /views/<id> otherwise', () => {
    expect(pageOfLayout('home')).toBe('/index');
    expect(pageOfLayout('sys-org')).toBe('/views/sys-org');
    // The big screen's layout opens in its menu page 大屏布局 (the portal's editor), not on the wall.
    expect(pageOfLayout('screen')).toBe('/views/screen');
  });
});

describe('the layout list widget', () => {
  function Where() {
    return <span data-testid="where">{useLocation().pathname}</span>;
  }
  function mount(perms = '*') {
    post.mockImplementation(async (url: string) => (url === '/api/layout/page' ? page(layoutRows()) : { count: 1 }));
    return render(
      <ConfigProvider {...portalConfig}>
        <PermProvider perms={perms}>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={['/views/sys-layout']}>
              <Routes>
                <Route path="/views/sys-layout" element={<LayoutListWidget config={manifest.defaults() as LayoutListConfig} vars={{}} setVar={() => {}} />} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </PermProvider>
      </ConfigProvider>,
    );
  }

  it('pages through POST /api/layout/page and opens a layout in edit mode', async () => {
    mount();
    const row = await screen.findByRole('row', { name: /管理端首页/ });
    expect(post).toHaveBeenCalledWith('/api/layout/page', undefined, { 'page.pn': 1, 'page.size': 20 });
    expect(row).toHaveTextContent('角色默认');
    fireEvent.click(within(screen.getByRole('row', { name: /sys-org.*系统默认/ })).getByRole('button', { name: '编辑布局' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/views/sys-org');
    expect(takeEditRequest('sys-org')).toBe(true);
  }, 30_000);

  it('restores a stored layout through POST /api/layout/restore after the confirmation', async () => {
    mount();
    const row = await screen.findByRole('row', { name: /我的首页/ });
    fireEvent.click(within(row).getByRole('button', { name: '恢复默认' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/layout/restore', undefined, { ids: '9' }));
  }, 30_000);

  it('offers no restore without the edit permission', async () => {
    mount('sys:layout:list');
    await screen.findByRole('row', { name: /我的首页/ });
    expect(screen.queryAllByRole('button', { name: '恢复默认' })).toHaveLength(0);
  }, 30_000);
});
