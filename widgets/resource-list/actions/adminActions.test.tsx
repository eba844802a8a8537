/** The row actions of the organisation and registration pages: 同步, 有效期, 审核. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import orgExpiry from './orgExpiry';
import orgSync from './orgSync';
import registerAudit from './registerAudit';
import type { ActionApi, RowActionDialogProps } from './types';

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An ActionApi whose post answers `reply`; `calls` is that post's mock, for assertions. */
function fakeApi(reply: unknown = 1): ActionApi & { calls: ReturnType<typeof vi.fn> } {
  const calls = vi.fn(async (_url: string, _body?: unknown) => reply);
  // The generic post<T> cannot be typed by a mock; the tests only read what was sent.
  return { prefix: '/api/sysorg', get: vi.fn() as ActionApi['get'], read: vi.fn() as ActionApi['read'], post: calls as ActionApi['post'], put: vi.fn() as ActionApi['put'], calls };
}

function dialog(Dialog: NonNullable<typeof orgExpiry.Dialog>, props: RowActionDialogProps) {
  return render(
    <ConfigProvider {...portalConfig}>
      <Dialog {...props} />
    </ConfigProvider>,
  );
}

describe('同步 (organisations)', () => {
  it('asks first, then posts rid to /api/sysorg/sync', async () => {
    const api = fakeApi({});
    expect(orgSync.confirm?.({ id: 7 })).toBe('确认同步该组织的地区信息吗？');
    await expect(orgSync.run?.({ id: 7 }, api)).resolves.toBe('已同步');
    expect(api.calls).toHaveBeenCalledWith('/api/sysorg/sync', { rid: '7' });
  });
});

describe('有效期 (organisations)', () => {
  it('requires a date, then sets it through /api/sysorg/updExp', async () => {
    const api = fakeApi(1);
    const onClose = vi.fn();
    dialog(orgExpiry.Dialog!, { row: { id: 7, name: '深圳市测试有限公司', expDate: null }, api, onClose });
    expect(screen.getByTestId('org-exp-current')).toHaveTextContent('未设置');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择有效期')).toBeInTheDocument();
    expect(api.calls).not.toHaveBeenCalled();
    const input = screen.getByLabelText('有效期至');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2030-12-31' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls).toHaveBeenCalledWith('/api/sysorg/updExp', { ids: '7', expDate: '2030-12-31' }));
    expect(onClose).toHaveBeenCalledWith(true);
  }, 30_000);

  it('offers to clear an expiry that has passed, through /api/sysorg/cleanExp', async () => {
    const api = fakeApi({ count: 1 });
    const onClose = vi.fn();
    dialog(orgExpiry.Dialog!, { row: { id: 8, name: '过期企业', expDate: '2020-01-01' }, api, onClose });
    expect(screen.getByTestId('org-exp-current')).toHaveTextContent('2020-01-01（已过期）');
    fireEvent.click(screen.getByRole('button', { name: '清除过期有效期' }));
    await waitFor(() => expect(api.calls).toHaveBeenCalledWith('/api/sysorg/cleanExp', { ids: '8' }));
    expect(onClose).toHaveBeenCalledWith(true);
  }, 30_000);

  it('does not offer clearing while the expiry is ahead', () => {
    dialog(orgExpiry.Dialog!, { row: { id: 9, name: '有效企业', expDate: '2099-01-01' }, api: fakeApi(), onClose: vi.fn() });
    expect(screen.queryByRole('button', { name: '清除过期有效期' })).toBeNull();
  });
});

describe('审核 (registrations)', () => {
  it('is offered on pending registrations only', () => {
    expect(registerAudit.visible?.({ status: 1 })).toBe(true);
    expect(registerAudit.visible?.({ status: 2 })).toBe(false);
    expect(registerAudit.visible?.({ status: 0 })).toBe(false);
  });

  it('passes by default', async () => {
    const api = fakeApi({});
    const onClose = vi.fn();
    dialog(registerAudit.Dialog!, { row: { id: 31, orgName: '深圳市通过食品有限公司', status: 1 }, api, onClose });
    expect(screen.getByRole('dialog', { name: '注册审核：深圳市通过食品有限公司' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls).toHaveBeenCalledWith('/api/zp_user/audit', { id: 31, pass: true, reason: '' }));
    expect(onClose).toHaveBeenCalledWith(true);
  }, 30_000);

  it('requires a reason to reject', async () => {
    const api = fakeApi({});
    dialog(registerAudit.Dialog!, { row: { id: 32, orgName: '深圳市驳回食品有限公司', status: 1 }, api, onClose: vi.fn() });
    fireEvent.click(screen.getByLabelText('不通过'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('审核不通过时请填写原因')).toBeInTheDocument();
    expect(api.calls).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: ' 营业执照模糊 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.calls).toHaveBeenCalledWith('/api/zp_user/audit', { id: 32, pass: false, reason: '营业执照模糊' }));
  }, 30_000);
});
