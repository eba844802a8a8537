import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYS_USER } from '@/domain/account';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ResourceTable } from './ResourceTable';
import { SearchBar } from './SearchBar';

const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the resource table', { timeout: 30_000 }, () => {
  it('labels columns from the definition and renders codes and times', () => {
    wrap(
      <ResourceTable
        def={SYS_USER}
        data={{ content: [{ id: 1, username: 'admin', name: '管理员', sex: '1', createTime: '2026-01-02T03:04:05' }], totalElements: 41 }}
        pn={1}
        size={20}
        onPageChange={() => {}}
        rowActions={(r) => <button type="button">编辑{String(r.id)}</button>}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['用户名', '姓名', '性别', '创建时间', '操作']));
    expect(headers).not.toContain('密码');
    const row = screen.getByRole('row', { name: /admin/ });
    expect(within(row).getByText('男')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-02 03:04:05')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '编辑1' })).toBeInTheDocument();
    expect(screen.getByText('共 41 条')).toBeInTheDocument();
  });
});

describe('the search bar', { timeout: 30_000 }, () => {
  it('sends search.* filters on 搜索 and clears them on 重置', () => {
    const onSearch = vi.fn();
    const onReset = vi.fn();
    wrap(<SearchBar def={SYS_USER} onSearch={onSearch} onReset={onReset} />);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'adm' } });
    fireEvent.submit(screen.getByRole('search'));
    return vi.waitFor(() => {
      expect(onSearch).toHaveBeenCalledWith({ 'search.username_like': 'adm' });
      fireEvent.click(screen.getByRole('button', { name: '重置' }));
      expect(onReset).toHaveBeenCalled();
      expect(screen.getByLabelText('用户名')).toHaveValue('');
    });
  });
});
