import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@/domain/resources';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { users } from './fixtures';
import manifest from './index';
import type { ResourceListCalls } from './useData';
import { ResourceListView, type ResourceListViewProps } from './View';

const calls = (): ResourceListCalls => ({
  load: vi.fn().mockResolvedValue({}),
  save: vi.fn().mockResolvedValue({}),
  remove: vi.fn().mockResolvedValue(1),
  exportFile: vi.fn().mockResolvedValue(undefined),
  disable: vi.fn().mockResolvedValue(1),
  resetPwd: vi.fn().mockResolvedValue('Xy7#pq2k'),
  roles: vi.fn().mockResolvedValue([]),
  grant: vi.fn().mockResolvedValue({}),
});

function view(perms: string, over: Partial<ResourceListViewProps> = {}) {
  const props: ResourceListViewProps = {
    resource: 'sysuser',
    entry: RESOURCES.sysuser,
    state: { status: 'success', data: users(3) },
    pn: 1,
    size: 20,
    onPage: vi.fn(),
    onSearch: vi.fn(),
    actions: ['add', 'edit', 'remove', 'export'],
    rowActions: ['disable', 'resetPwd', 'grantRole'],
    calls: calls(),
    onChanged: vi.fn(),
    ...over,
  };
  render(
    <ConfigProvider {...portalConfig}>
      <PermProvider perms={perms}>
        <ResourceListView {...props} />
      </PermProvider>
    </ConfigProvider>,
  );
  return props;
}

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the resource-list manifest', () => {
  it('defaults to 20 rows and refuses unknown resources and page sizes', () => {
    expect(manifest.defaults()).toMatchObject({ resource: 'sysuser', pageSize: 20, rowActions: [] });
    expect(manifest.resolve({ version: 1, props: { resource: 'nope' } }).ok).toBe(false);
    expect(manifest.resolve({ version: 1, props: { pageSize: 25 } }).ok).toBe(false);
    expect(manifest.resolve({ version: 1, props: { resource: 'sysorg', pageSize: 50 } }).ok).toBe(true);
  });
});

describe('the resource list', { timeout: 30_000 }, () => {
  it('offers every action to a user holding all permissions', () => {
    view('*');
    // Text queries: role queries over a whole antd table are slow in jsdom.
    for (const name of ['新增', '批量删除', '导出']) expect(screen.getByText(name).closest('button')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /user001/ });
    for (const name of ['编辑', '重置密码', '分配角色', '删除']) expect(within(row).getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows only what the permissions allow', () => {
    view('sys:user:list,sys:user:disable');
    expect(screen.queryByText('新增')).toBeNull();
    expect(screen.queryByText('批量删除')).toBeNull();
    expect(screen.getByText('导出').closest('button')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /user001/ });
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).getByRole('button', { name: '停用' })).toBeInTheDocument();
  });

  it('deletes a row after the confirmation and refreshes', async () => {
    const p = view('*');
    fireEvent.click(within(screen.getByRole('row', { name: /user002/ })).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(p.calls.remove).toHaveBeenCalledWith([998]));
    expect(p.onChanged).toHaveBeenCalled();
  });

  it('shows a reset password once', async () => {
    const p = view('*');
    fireEvent.click(within(screen.getByRole('row', { name: /user001/ })).getByRole('button', { name: '重置密码' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(p.calls.resetPwd).toHaveBeenCalledWith(999));
    expect(await screen.findByTestId('reset-password')).toHaveTextContent('Xy7#pq2k');
  });
});
