import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '@/domain/resources';
import { DEFAULT_LAYOUTS } from '@/layouts';
import { PermProvider } from '@/ui/perm/Perm';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { rowActionOf } from './actions';
import type { ActionApi } from './actions/types';
import { categories, categoryTree, departments, dicItems, dics, replyFor, USER_ACTION_REPLIES, users } from './fixtures';
import manifest from './index';
import { treeCallOf, varFiltersOf, type ResourceListCalls } from './useData';
import { ResourceListView, type ResourceListViewProps } from './View';

const calls = (prefix = '/api/sysuser'): ResourceListCalls => ({
  load: vi.fn().mockResolvedValue({}),
  save: vi.fn().mockResolvedValue({}),
  remove: vi.fn().mockResolvedValue(1),
  exportFile: vi.fn().mockResolvedValue(undefined),
  api: {
    prefix,
    get: vi.fn(replyFor({})) as ActionApi['get'],
    read: vi.fn(replyFor(USER_ACTION_REPLIES)) as ActionApi['read'],
    post: vi.fn(replyFor(USER_ACTION_REPLIES)) as ActionApi['post'],
    put: vi.fn(replyFor({})) as ActionApi['put'],
  },
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

/** The 确定 of the open Popconfirm (text and role queries over the whole antd page are slow in jsdom). */
async function popconfirmOk(): Promise<HTMLElement> {
  let ok: HTMLElement | null = null;
  await waitFor(() => {
    ok = document.querySelector<HTMLElement>('.ant-popconfirm-buttons .ant-btn-primary');
    expect(ok).not.toBeNull();
  });
  return ok!;
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
    const row = screen.getByText('user001').closest('tr')!;
    for (const name of ['编辑', '重置密码', '分配角色', '删除']) expect(within(row).getByText(name).closest('button')).toBeInTheDocument();
  });

  it('a page where a record starts opens the add form at once, for a user who may add; its hint says where it fits', async () => {
    view('*', { addOnOpen: true, hint: '首次申请评价前，请先提交预申请' });
    expect(screen.getByTestId('resource-list-hint')).toHaveTextContent('首次申请评价前，请先提交预申请');
    expect(await screen.findByRole('dialog')).toHaveTextContent('新增用户');
    cleanup();
    // Without the permission to add there is no form to open.
    view('sys:user:list', { addOnOpen: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(manifest.defaults()).toMatchObject({ addOnOpen: false });
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
    fireEvent.click(within(screen.getByText('user002').closest('tr')!).getByText('删除'));
    fireEvent.click(await popconfirmOk());
    await waitFor(() => expect(p.calls.remove).toHaveBeenCalledWith([998]));
    expect(p.onChanged).toHaveBeenCalled();
  });

  it('shows a reset password once', async () => {
    const p = view('*');
    fireEvent.click(within(screen.getByText('user001').closest('tr')!).getByText('重置密码'));
    fireEvent.click(await popconfirmOk());
    await waitFor(() => expect(p.calls.api.post).toHaveBeenCalledWith('/api/sysuser/resetPwd', { id: 999 }));
    expect(await screen.findByTestId('reset-password')).toHaveTextContent('Xy7#pq2k');
  });
});

describe('layout variables', { timeout: 30_000 }, () => {
  it('turn filterFromVars into search filters and record defaults, or name what is missing', () => {
    expect(varFiltersOf(RESOURCES.sysdicitem, { dicId: 'dicId' }, { dicId: 3 })).toEqual({ filters: { 'search.dicId_eq': '3' }, values: { dicId: 3 }, waitingFor: null });
    expect(varFiltersOf(RESOURCES.sysdicitem, { dicId: 'dicId' }, { dicId: null }).waitingFor).toBe('字典');
    expect(varFiltersOf(RESOURCES.sysdicitem, { dicId: 'dicId' }, {}).filters).toEqual({});
  });

  it('asks for a selection instead of showing rows while the variable is empty', () => {
    view('*', { resource: 'sysdicitem', entry: RESOURCES.sysdicitem, state: { status: 'loading' }, waitingFor: '字典', rowActions: [] });
    expect(screen.getByText('请先选择字典')).toBeInTheDocument();
    expect(screen.queryByText('新增')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('selects a row of a master list on click and highlights the selected one', () => {
    const onRowClick = vi.fn();
    view('*', { resource: 'sysdic', entry: RESOURCES.sysdic, state: { status: 'success', data: dics() }, rowActions: [], onRowClick, activeId: 2 });
    fireEvent.click(screen.getByText('组织类型'));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1, code: 'ORG_TYPE' }));
    expect(screen.getByText('SEX').closest('tr')).toHaveClass('zp-row-active');
    expect(screen.getByText('ORG_TYPE').closest('tr')).not.toHaveClass('zp-row-active');
    // An action button does not select its row.
    fireEvent.click(within(screen.getByText('PRODUCT_TYPE').closest('tr')!).getByText('编辑'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('hides the variable-filtered field from the search bar', () => {
    view('*', { resource: 'sysdicitem', entry: RESOURCES.sysdicitem, state: { status: 'success', data: dicItems(1) }, rowActions: [], fixedValues: { dicId: 1 } });
    expect(within(screen.getByRole('search')).queryByLabelText('所属字典')).toBeNull();
    expect(within(screen.getByRole('search')).getByLabelText('字典标签')).toBeInTheDocument();
  });
});

describe('extra row actions', { timeout: 30_000 }, () => {
  it('every name a shipped layout uses is a registered action of that resource', () => {
    for (const [id, doc] of Object.entries(DEFAULT_LAYOUTS)) {
      const widgets = (doc as { widgets: Record<string, { type: string; props?: { resource?: string; rowActions?: string[] } }> }).widgets;
      for (const w of Object.values(widgets)) {
        if (w.type !== 'resource-list') continue;
        for (const name of w.props?.rowActions ?? []) expect(rowActionOf(name)?.resource, `${id}: ${name}`).toBe(w.props?.resource);
      }
    }
  });

  it('enables and disables a category branch after the confirmation, not on the fixed product types', async () => {
    const p = view('*', { resource: 'category', entry: RESOURCES.category, state: { status: 'success', data: categories() }, rowActions: ['enableCategory'], calls: calls('/api/pro/category') });
    // Three rows, the first a fixed product type: two buttons.
    expect(Array.from(document.querySelectorAll('tbody button')).filter((b) => /^(停用|启用)$/.test(b.textContent ?? ''))).toHaveLength(2);
    fireEvent.click(within(screen.getByText('水果').closest('tr')!).getByText('启用'));
    fireEvent.click(await popconfirmOk());
    await waitFor(() => expect(p.calls.api.put).toHaveBeenCalledWith('/api/pro/category/updEnabled/12', { enabled: true }));
    expect(p.onChanged).toHaveBeenCalled();
  });
});

describe('tree resources', { timeout: 30_000 }, () => {
  it('ask their tree call for every row while nothing is filtered, else page the matches', () => {
    expect(treeCallOf(RESOURCES.sysdept, {})).toBe('lst');
    expect(treeCallOf(RESOURCES.category, {})).toBe('sync');
    expect(treeCallOf(RESOURCES.sysdept, { 'search.name_like': '科' })).toBeNull();
    expect(treeCallOf(RESOURCES.sysuser, {})).toBeNull();
  });

  it('show departments nested under their parents, collapsed, unpaged; a row expands to its children', () => {
    view('*', { resource: 'sysdept', entry: RESOURCES.sysdept, state: { status: 'success', data: departments() }, tree: true, rowActions: [], calls: calls('/api/sysdept') });
    const office = screen.getByText('办公室', { selector: 'td' }).closest('tr')!;
    expect(screen.getByText('食品安全监管处', { selector: 'td' })).toBeInTheDocument();
    // Children wait behind their parent's expander; no pager in a tree.
    expect(screen.queryByText('文秘科')).toBeNull();
    expect(screen.queryByText(/^共 \d+ 条$/)).toBeNull();
    expect(screen.queryByText('搜索结果按列表显示')).toBeNull();
    // The toggle sits in the name's cell, so the indent reads as the hierarchy.
    expect(within(screen.getByText('办公室', { selector: 'td' })).getByRole('button', { name: '展开行' })).toBeInTheDocument();
    fireEvent.click(within(office).getByRole('button', { name: '展开行' }));
    const child = screen.getByText('文秘科').closest('tr')!;
    expect(child).toHaveClass('ant-table-row-level-1');
    expect(screen.getByText('财务科')).toBeInTheDocument();
    // A grandchild waits for its own parent.
    expect(screen.queryByText('农产品抽检组')).toBeNull();
  });

  it('edit, delete and batch delete act on a nested row', async () => {
    const p = view('*', { resource: 'sysdept', entry: RESOURCES.sysdept, state: { status: 'success', data: departments() }, tree: true, rowActions: [], calls: calls('/api/sysdept') });
    fireEvent.click(within(screen.getByText('办公室', { selector: 'td' }).closest('tr')!).getByRole('button', { name: '展开行' }));
    const child = screen.getByText('财务科').closest('tr')!;
    fireEvent.click(within(child).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    fireEvent.click(await popconfirmOk());
    await waitFor(() => expect(p.calls.remove).toHaveBeenCalledWith([12]));
    fireEvent.click(within(child).getByText('编辑'));
    await waitFor(() => expect(p.calls.load).toHaveBeenCalledWith(12));
  });

  it('show a search result flat and say so', () => {
    view('*', { resource: 'category', entry: RESOURCES.category, state: { status: 'success', data: categoryTree() }, rowActions: [], calls: calls('/api/pro/category') });
    expect(screen.getByText('搜索结果按列表显示')).toBeInTheDocument();
    expect(screen.getByText('叶菜类')).toBeInTheDocument();
    expect(screen.getByText('共 6 条')).toBeInTheDocument();
  });
});
