import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { roleMenus, roles } from './fixtures';
import manifest, { type RoleListConfig } from './index';
import { checkedLeaves, countMenus, grantIds } from './roleMenus';
import RoleListWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post }));

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  post.mockReset();
});

describe('role menu grants', () => {
  it('ticks granted pages only, so a group granted for one page does not tick all of them', () => {
    const m = roleMenus();
    expect(checkedLeaves(m.tree, [1, 2, 5])).toEqual([2]);
    expect(countMenus(m.tree)).toBe(6);
  });

  it('sends checked and half-checked ids, numeric and sorted', () => {
    expect(grantIds(['4', 2], [1, '1'])).toEqual([1, 2, 4]);
  });
});

describe('the role list widget', () => {
  function mount(config: Partial<RoleListConfig> = {}) {
    post.mockImplementation(async (url: string) => (url === '/api/sysrole/lst' ? roles() : url === '/api/sysrole/menus' ? roleMenus() : [1, 2, 3]));
    return render(
      <ConfigProvider {...portalConfig}>
        <PermProvider perms="*">
          <QueryClientProvider client={createQueryClient()}>
            <RoleListWidget config={{ ...(manifest.defaults() as RoleListConfig), ...config }} vars={{}} setVar={() => {}} />
          </QueryClientProvider>
        </PermProvider>
      </ConfigProvider>,
    );
  }

  it('lists the roles with their user counts and no create or delete', async () => {
    mount();
    expect(await screen.findByRole('row', { name: /R_UNIT_USER.*机构用户.*12/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增|删除/ })).toBeNull();
  }, 20_000);

  it('shows only one tag when configured', async () => {
    mount({ tag: 'ORG' });
    await screen.findByRole('row', { name: /R_ORG_ADMIN/ });
    expect(screen.queryByRole('row', { name: /R_SYS_ADMIN/ })).toBeNull();
  }, 20_000);

  it('grants the ticked menus through POST /api/sysmenu/grant', async () => {
    mount();
    fireEvent.click(within(await screen.findByRole('row', { name: /R_MNG_USER/ })).getByRole('button', { name: '菜单权限' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('role-granted-count');
    expect(post).toHaveBeenCalledWith('/api/sysrole/menus', undefined, { roleId: 3 });
    fireEvent.click(within(dialog).getByText('我的消息'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/sysmenu/grant', undefined, { roleId: 3, menuIds: '1,2,3,5,6' }));
  }, 20_000);
});
