import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import CryptoJS from 'crypto-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { ApiCallError } from '@/api/http';
import { useAccountUi } from '@/stores/accountUi';
import { useSession } from '@/stores/session';
import { takeNotes } from '@/api/feedback';
import type { CurrentUser } from '@/domain/account';
import { TestProviders } from './testing/TestProviders';
import { makeUser } from './testing/users';
import { AccountReminders } from './AccountReminders';

const api = vi.hoisted(() => ({
  fetchOrgAdmins: vi.fn(),
  fetchPublicConfig: vi.fn(),
  fetchCurrentUser: vi.fn(),
  updateCurrentUser: vi.fn(),
  changePassword: vi.fn(),
}));
vi.mock('@/api/account', () => api);
vi.mock('@/api/orgAdmins', () => ({ fetchOrgAdmins: api.fetchOrgAdmins }));
const actions = vi.hoisted(() => ({ logout: vi.fn(async () => {}) }));
vi.mock('@/app/auth/actions', () => actions);

function renderReminders(user: CurrentUser) {
  useSession.getState().setUser(user);
  return render(
    <TestProviders>
      <AccountReminders />
    </TestProviders>,
  );
}

const pending = () => makeUser({ status: 1, username: 'pending', name: '赵思远' }, { id: 30, name: '深圳市新禾农业科技有限公司', type: orgTypeValue(ORG_TYPE.enterprise) }, []);

describe('the account reminders', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
    useAccountUi.getState().closeChangePassword();
    api.fetchPublicConfig.mockResolvedValue({ captcha: false, pwdKey: 'test-key' });
  });

  it('prompts for the initial password once per sign-in', async () => {
    const { unmount } = renderReminders(makeUser({ pwdUpdateTime: null }));
    expect(await screen.findByText('您当前使用的是初始密码，请修改密码')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '稍后修改' }));
    await waitFor(() => expect(screen.queryByText('您当前使用的是初始密码，请修改密码')).toBeNull());
    unmount();
    renderReminders(makeUser({ pwdUpdateTime: null }));
    await act(async () => {});
    expect(screen.queryByText('您当前使用的是初始密码，请修改密码')).toBeNull();
  });

  it('opens the change-password dialog from the reminder', async () => {
    renderReminders(makeUser({ pwdUpdateTime: '2020-01-01T00:00:00.000Z', updateTime: '2020-01-01T00:00:00.000Z' }));
    expect(await screen.findByText(/您的密码已超过 \d+ 天未修改/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即修改' }));
    expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
    expect(sessionStorage.getItem('zp.passwordNoticeSeen.6')).toBe('1');
  });

  it('changes the password with the encrypted pair, says so, and logs out', async () => {
    renderReminders(makeUser());
    api.changePassword.mockResolvedValue(null);
    act(() => useAccountUi.getState().openChangePassword());
    const d = within(await screen.findByRole('dialog', { name: '修改密码' }));
    fireEvent.change(d.getByLabelText('原密码'), { target: { value: 'Demo#2026' } });
    fireEvent.change(d.getByLabelText('新密码'), { target: { value: 'Fresh#2027' } });
    fireEvent.change(d.getByLabelText('确认密码'), { target: { value: 'Fresh#2027' } });
    fireEvent.click(d.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(actions.logout).toHaveBeenCalledOnce());
    const [secret, opts] = api.changePassword.mock.calls[0] as [string, unknown];
    expect(JSON.parse(CryptoJS.AES.decrypt(secret, 'test-key').toString(CryptoJS.enc.Utf8))).toEqual({ oldPwd: 'Demo#2026', newPwd: 'Fresh#2027' });
    expect(opts).toEqual({ silent: true });
    // Said on the sign-in page the sign-out leads to.
    expect(takeNotes()).toEqual([{ text: '密码修改成功，请重新登录', tone: 'success' }]);
    expect(useAccountUi.getState().changePasswordOpen).toBe(false);
  });

  it('shows 确定 busy while the change runs', async () => {
    let done: () => void = () => {};
    api.changePassword.mockReturnValue(new Promise<null>((resolve) => (done = () => resolve(null))));
    renderReminders(makeUser());
    act(() => useAccountUi.getState().openChangePassword());
    const d = within(await screen.findByRole('dialog', { name: '修改密码' }));
    fireEvent.change(d.getByLabelText('原密码'), { target: { value: 'Demo#2026' } });
    fireEvent.change(d.getByLabelText('新密码'), { target: { value: 'Fresh#2027' } });
    fireEvent.change(d.getByLabelText('确认密码'), { target: { value: 'Fresh#2027' } });
    const ok = d.getByRole('button', { name: '确定' });
    fireEvent.click(ok);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    expect(actions.logout).not.toHaveBeenCalled();
    done();
    await waitFor(() => expect(actions.logout).toHaveBeenCalledOnce());
  });

  it('keeps the dialog open with the server msg when the change is refused, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderReminders(makeUser());
    api.changePassword.mockRejectedValue(new ApiCallError(400, '原密码不正确', 'body'));
    act(() => useAccountUi.getState().openChangePassword());
    const d = within(await screen.findByRole('dialog', { name: '修改密码' }));
    fireEvent.change(d.getByLabelText('原密码'), { target: { value: 'Wrong#2026' } });
    fireEvent.change(d.getByLabelText('新密码'), { target: { value: 'Fresh#2027' } });
    fireEvent.change(d.getByLabelText('确认密码'), { target: { value: 'Fresh#2027' } });
    fireEvent.click(d.getByRole('button', { name: '确定' }));
    expect(await d.findByRole('alert')).toHaveTextContent('原密码不正确');
    expect(logged).toHaveBeenCalledWith('password change failed', expect.any(ApiCallError));
    expect(actions.logout).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('makes a user without a name complete the profile, then refreshes the session user', async () => {
    renderReminders(makeUser({ name: null, email: null, sex: null }));
    api.updateCurrentUser.mockResolvedValue({});
    api.fetchCurrentUser.mockResolvedValue(makeUser({ name: '王建华', sex: '1', email: null }));
    const d = within(await screen.findByRole('dialog', { name: '完善用户信息' }));
    fireEvent.change(d.getByLabelText('姓名'), { target: { value: '王建华' } });
    fireEvent.click(d.getByLabelText('男'));
    fireEvent.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(useSession.getState().user?.info.sysUser.name).toBe('王建华'));
    expect(api.updateCurrentUser).toHaveBeenCalledWith(6, { name: '王建华', email: null, sex: '1' }, { silent: true });
  });

  it('names the organisation administrator in the pending-audit notice', async () => {
    api.fetchOrgAdmins.mockResolvedValue([{ orgId: 30, userId: 40, name: '王建华', mobile: '13800000006' }]);
    renderReminders(pending());
    expect(await screen.findByText(/请联系企业管理员 王建华（13800000006）/)).toBeInTheDocument();
    expect(api.fetchOrgAdmins).toHaveBeenCalledWith([30]);
  });

  it('shows the pending-audit notice without a contact when the lookup fails', async () => {
    api.fetchOrgAdmins.mockRejectedValue(new ApiCallError(500, '后台服务异常！', 'body'));
    renderReminders(pending());
    expect(await screen.findByText('「深圳市新禾农业科技有限公司」的注册申请正在审核中，审核通过后即可使用平台的全部功能。')).toBeInTheDocument();
  });

  it('does not look up an administrator for a user who is not pending', async () => {
    renderReminders(makeUser());
    await act(async () => {});
    expect(api.fetchOrgAdmins).not.toHaveBeenCalled();
    expect(screen.queryByText('注册信息待审核')).toBeNull();
  });
});
