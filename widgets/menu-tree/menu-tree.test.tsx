import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { knownLayouts, menuForest } from './fixtures';
import manifest, { type MenuTreeConfig } from './index';
import { ancestorsOf, dropOrder, kindOf, stepOrder, toBody, toFormValues } from './menuTree';
import MenuTreeWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
const put = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post, put }));

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
  put.mockReset();
});

describe('menu items by kind', () => {
  it('tells groups, layout pages, external links and named routes apart', () => {
    expect([kindOf(null), kindOf('/views/sys-user'), kindOf('https://example.cn/a'), kindOf('/personalCenterIndex')]).toEqual(['group', 'view', 'link', 'route']);
  });

  it('turns a layout choice into /views/<layoutId> and keeps no target or opts on a group', () => {
    const page = toFormValues({ id: 1, pid: 2, title: '用户', path: '/views/sys-user', opts: 'sys:user:list', seq: 10 });
    expect(page).toMatchObject({ kind: 'view', layoutId: 'sys-user', pid: 2 });
    expect(toBody({ ...page, layoutId: 'sys-role' })).toMatchObject({ path: '/views/sys-role', opts: 'sys:user:list', target: null });
    expect(toBody({ ...page, kind: 'group' })).toMatchObject({ path: null, opts: null });
    expect(toBody({ ...page, kind: 'link', url: ' https://a.cn ', target: '_blank' })).toMatchObject({ path: 'https://a.cn', target: '_blank' });
  });

  it('starts a new item as a layout page', () => {
    expect(toFormValues({ pid: 1, seq: 60 })).toMatchObject({ kind: 'view', pid: 1, seq: 60, title: '' });
  });
});

describe('reordering', () => {
  const forest = menuForest();
  it('steps an item up or down among its siblings, not past the ends', () => {
    expect(stepOrder(forest, 3, -1)).toEqual({ pid: 1, ids: [3, 2, 4, 5, 6] });
    expect(stepOrder(forest, 6, 1)).toBeNull();
    expect(stepOrder(forest, 1, 1)).toEqual({ pid: null, ids: [7, 1] });
  });

  it('drops into a group first, or before/after a sibling, never below itself', () => {
    expect(dropOrder(forest, 8, 1, 'inside')).toEqual({ pid: 1, ids: [8, 2, 3, 4, 5, 6] });
    expect(dropOrder(forest, 2, 5, 'after')).toEqual({ pid: 1, ids: [3, 4, 5, 2, 6] });
    expect(dropOrder(forest, 6, 2, 'before')).toEqual({ pid: 1, ids: [6, 2, 3, 4, 5] });
    expect(dropOrder(forest, 1, 2, 'inside')).toBeNull();
    expect(dropOrder(forest, 1, 1, 'after')).toBeNull();
  });

  it('knows the groups above an item', () => {
    expect(ancestorsOf(forest, 4)).toEqual([1]);
    expect(ancestorsOf(forest, 1)).toEqual([]);
  });
});

describe('the menu tree widget', () => {
  function mount(search = '') {
    post.mockImplementation(async (url: string) => (url === '/api/sysmenu/sync' ? menuForest() : url === '/api/layout/known' ? knownLayouts : []));
    return render(
      <ConfigProvider {...portalConfig}>
        <PermProvider perms="*">
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={[`/views/sys-menu-form${search}`]}>
              <MenuTreeWidget config={manifest.defaults() as MenuTreeConfig} vars={{}} setVar={() => {}} />
            </MemoryRouter>
          </QueryClientProvider>
        </PermProvider>
      </ConfigProvider>,
    );
  }

  it('loads the whole tree and saves an edited item through PUT /api/sysmenu/{id}', async () => {
    put.mockResolvedValue({ ...menuForest()[0].children?.[0], title: '用户列表' });
    mount('?id=2');
    const form = await screen.findByRole('form', { name: '编辑菜单' });
    expect(within(form).getByLabelText('菜单名称')).toHaveValue('用户管理');
    fireEvent.change(within(form).getByLabelText('菜单名称'), { target: { value: '用户列表' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/sysmenu/2', expect.objectContaining({ title: '用户列表', path: '/views/sys-user', pid: 1 }), { silent: true }));
    expect(post).toHaveBeenCalledWith('/api/sysmenu/sync');
  }, 30_000);

  it('shows the server’s refusal beside the form', async () => {
    put.mockRejectedValue(new Error('路径：应为空(分组)、/views/<布局编号>、http(s)外部地址或以 / 开头的路由名称'));
    mount('?id=2');
    const form = await screen.findByRole('form', { name: '编辑菜单' });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText(/路径：应为空/)).toBeInTheDocument();
  }, 30_000);
});
