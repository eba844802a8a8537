import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYS_USER } from '@/domain/account';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { defineResource } from '@/domain/resource';
import { orgResource } from '@/domain/resources/org';
import { ResourceLookupsProvider, type ResourceLookups } from './lookups';
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

describe('codes in the table', { timeout: 30_000 }, () => {
  it('shows organisation types by label, several joined, and a status as a coloured tag', () => {
    const { container } = wrap(
      <ResourceTable
        def={orgResource}
        data={{ content: [{ id: 7, name: '深圳检测评价中心', type: '2,4', status: 2 }, { id: 8, name: '某农场', type: '3', status: 0 }], totalElements: 2 }}
        pn={1}
        size={20}
        onPageChange={() => {}}
      />,
    );
    const institution = screen.getByRole('row', { name: /深圳检测评价中心/ });
    expect(within(institution).getByText('评价机构、检测机构')).toBeInTheDocument();
    expect(within(institution).getByText('审核不通过')).toHaveClass('ant-tag-error');
    const farm = screen.getByRole('row', { name: /某农场/ });
    expect(within(farm).getByText('企业')).toBeInTheDocument();
    expect(within(farm).getByText('正常')).toHaveClass('ant-tag-success');
    expect(container.textContent).not.toMatch(/\b2,4\b/);
  });
});

describe('the search bar', { timeout: 30_000 }, () => {
  it('shows the main filters, the rest behind 展开, and applies a filter set before 收起', async () => {
    const onSearch = vi.fn();
    wrap(<SearchBar def={orgResource} onSearch={onSearch} onReset={() => {}} />);
    expect(screen.getByLabelText('组织名称')).toBeVisible();
    expect(screen.getByLabelText('地址')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /展开/ }));
    fireEvent.change(screen.getByLabelText('地址'), { target: { value: '福田' } });
    fireEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(screen.getByLabelText('地址')).not.toBeVisible();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /展开（已设1项）/ })).toHaveAttribute('aria-expanded', 'false'));
    fireEvent.submit(screen.getByRole('search'));
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ 'search.address_like': '福田' }));
  });


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

  it('shows stored files as links by name and references by the label of the record they name', async () => {
    const def = defineResource({
      name: 'doc',
      title: '文档',
      fields: {
        id: { label: '编号', type: 'int', readOnly: true },
        orgId: { label: '组织', type: 'int', ref: { resource: 'sysorg', display: 'orgName' } },
        deptId: { label: '部门', type: 'int', ref: { resource: 'sysdept' } },
        pid: { label: '上级', type: 'int', ref: { resource: 'doc' } },
        files: { label: '附件', type: 'file' },
      },
    });
    const lookups: ResourceLookups = {
      upload: vi.fn(),
      files: vi.fn(async (ids: readonly string[]) => ids.map((id) => ({ id, name: `报告${id}.pdf`, url: `/api/file/download?id=${id}` }))),
      options: vi.fn(async () => [{ value: 3, label: '质量部' }]),
    };
    wrap(
      <ResourceLookupsProvider value={lookups}>
        <ResourceTable def={def} data={{ content: [{ id: 1, orgId: 7, orgName: '深圳市标准化协会', deptId: 3, pid: 0, files: '10,11' }], totalElements: 1 }} pn={1} size={20} onPageChange={() => {}} />
      </ResourceLookupsProvider>,
    );
    expect(screen.getByText('深圳市标准化协会')).toBeInTheDocument();
    expect(await screen.findByText('报告10.pdf')).toHaveAttribute('href', '/api/file/download?id=10');
    expect(screen.getByText('报告11.pdf')).toBeInTheDocument();
    expect(await screen.findByText('质量部')).toBeInTheDocument();
    expect(lookups.options).toHaveBeenCalledWith(def.fields.deptId.ref, { 'search.id_in': '3' });
    // pid 0 (a root) is no reference: shown empty, not looked up.
    expect(lookups.options).toHaveBeenCalledTimes(1);
  });
});
