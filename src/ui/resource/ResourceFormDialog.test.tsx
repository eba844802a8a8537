import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYS_USER } from '@/domain/account';
import { annexTypeResource } from '@/domain/resources/annexType';
import { orgResource } from '@/domain/resources/org';
import { selfAssessResource } from '@/domain/resources/enterpriseRecords';
import { standardResource } from '@/domain/resources/standard';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ROWS_TEXT } from './RowsInput';

const OMIT = ['avatar', 'orgId', 'deptId', 'positionId'];
const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the resource form dialog', { timeout: 30_000 }, () => {
  it('groups the fields under their sections, the unnamed ones first', () => {
    wrap(<ResourceFormDialog def={orgResource} open submit={vi.fn()} />);
    const contact = screen.getByRole('region', { name: '联系信息' });
    expect(contact).toHaveTextContent('联系电话');
    expect(screen.getByRole('region', { name: '管理信息' })).toHaveTextContent('帮扶类型');
    expect(contact).not.toHaveTextContent('组织名称');
  });

  it('edits a child table in the form: rows added, filled and removed, each cell the form\'s own input', async () => {
    const submit = vi.fn(async () => ({}));
    wrap(<ResourceFormDialog def={selfAssessResource} open submit={submit} omit={['orgId']} />);
    // Label queries: role queries over a dialog this size take minutes in jsdom.
    const add = screen.getByText(ROWS_TEXT.add);
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.change(screen.getByLabelText('第1行 产品名称'), { target: { value: '清远鸡' } });
    fireEvent.change(screen.getByLabelText('第2行 产品名称'), { target: { value: '要删掉的' } });
    fireEvent.click(screen.getByLabelText(ROWS_TEXT.removeRow(2)));
    expect(screen.queryByLabelText('第2行 产品名称')).toBeNull();
    expect(screen.getByLabelText('第1行 产品名称')).toHaveValue('清远鸡');
  });

  it('adds: shows the rule messages, then submits the body without an id', async () => {
    const submit = vi.fn().mockResolvedValue({ id: 9 });
    const onSuccess = vi.fn();
    wrap(<ResourceFormDialog def={SYS_USER} open submit={submit} onSuccess={onSuccess} omit={OMIT} />);
    expect(screen.getByText('新增用户')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'zhang3' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Abc123!x' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ username: 'zhang3', password: 'Abc123!x', mobile: '13800138000' }), null));
    expect(onSuccess).toHaveBeenCalledWith({ id: 9 });
  });

  it('edits: loads the record (拼命加载中), titles 编辑, and shows a server refusal in the dialog', async () => {
    let resolve: (row: Record<string, unknown>) => void = () => {};
    const load = vi.fn(() => new Promise<Record<string, unknown>>((r) => (resolve = r)));
    const submit = vi.fn().mockRejectedValue(new Error('用户名已存在'));
    wrap(<ResourceFormDialog def={SYS_USER} open id={5} load={load} submit={submit} omit={OMIT} />);
    expect(screen.getByText('编辑用户')).toBeInTheDocument();
    expect(screen.getByText('拼命加载中')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(5);
    resolve({ id: 5, username: 'lisi4', name: '李四', sex: 2 });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('李四'));
    expect(screen.queryByLabelText('密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名已存在');
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: '李四', sex: '2' }), 5);
  });

  it('starts a new record from the fields\' defaults (an attachment type is enabled)', async () => {
    wrap(<ResourceFormDialog def={annexTypeResource} open submit={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('switch', { name: '启用' })).toBeChecked());
    expect(screen.getByRole('switch', { name: '必须上传' })).not.toBeChecked();
    expect(screen.getByLabelText('排序')).toHaveValue('0');
    expect(screen.getByLabelText('大小限制(MB)')).toHaveValue('20');
  });

  it('runs the definition\'s cross-field check on submit, under the field it names, over the loaded record', async () => {
    const submit = vi.fn().mockResolvedValue({});
    const load = vi.fn().mockResolvedValue({ id: 3, code: 'T/SZS 2190―2021', name: '圳品 荔枝', level: '4', issuer: '深圳市深圳标准促进会', publishDate: '2024-05-10', implementDate: '2024-05-01' });
    wrap(<ResourceFormDialog def={standardResource} open id={3} load={load} submit={submit} omit={['annexIds', 'publishDate']} />);
    await waitFor(() => expect(screen.getByLabelText('标准名称')).toHaveValue('圳品 荔枝'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('不能早于发布日期')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
