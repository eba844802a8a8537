import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@/api/http';
import { ORG_TYPE, orgTypeValue } from '@/domain/codes';
import { useSession } from '@/stores/session';
import { TestProviders } from '@/app/account/testing/TestProviders';
import { makeUser } from '@/app/account/testing/users';
import { LoginPage } from './LoginPage';
import type { PortalEntry } from './login/portalRefusal';

const api = vi.hoisted(() => ({
  fetchPublicConfig: vi.fn(),
  fetchCaptcha: vi.fn(),
  login: vi.fn(),
  smsLogin: vi.fn(),
  sendSms: vi.fn(),
  logoutCall: vi.fn(),
  fetchCurrentUser: vi.fn(),
}));
vi.mock('@/api/account', () => api);

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + loc.search}</div>;
}

function renderAt(url: string, portal?: PortalEntry) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage portal={portal} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

async function signIn(username = 'enterprise') {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码', { selector: 'input' }), { target: { value: 'Demo#2026' } });
  const code = screen.queryByLabelText('验证码');
  if (code) fireEvent.change(code, { target: { value: 'a3kd' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

const reply = { token: 't-1', id: 6, name: '王建华', avatar: null, mobile: '13800000006' };

describe('the sign-in page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSession.getState().clear();
    api.fetchPublicConfig.mockResolvedValue({ captcha: false, pwdKey: 'k' });
    api.fetchCaptcha.mockResolvedValue({ uuid: 'u-1', img: 'data:image/svg+xml;base64,' });
    api.login.mockResolvedValue(reply);
    api.logoutCall.mockResolvedValue(null);
    api.fetchCurrentUser.mockResolvedValue(makeUser());
  });

  it('signs in and goes back to the redirect path inside the portal', async () => {
    renderAt('/login?redirect=%2F12_3%3Ftab%3Da');
    await signIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/12_3?tab=a'));
    expect(api.login).toHaveBeenCalledWith({ username: 'enterprise', password: 'Demo#2026', code: '', uuid: '' }, { silent: true });
    expect(useSession.getState().user?.id).toBe(6);
  });

  it('ignores a redirect outside the portal and goes to /index', async () => {
    renderAt('/login?redirect=%2F%2Fevil.example');
    await signIn();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/index$/));
  });

  it('shows the server msg for wrong credentials and fetches a fresh captcha', async () => {
    api.fetchPublicConfig.mockResolvedValue({ captcha: true, pwdKey: 'k' });
    api.login.mockRejectedValue(new ApiCallError(400, '用户名或密码错误', 'body'));
    renderAt('/login');
    await screen.findByRole('img', { name: '验证码' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(api.login).toHaveBeenCalledWith({ username: 'enterprise', password: 'Demo#2026', code: 'a3kd', uuid: 'u-1' }, { silent: true });
    await waitFor(() => expect(api.fetchCaptcha).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
  });

  it('at a management-only entry, refuses an enterprise user with the spec message and signs them out', async () => {
    renderAt('/login', 'mng');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('请使用管理端用户登录');
    expect(api.logoutCall).toHaveBeenCalledOnce();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('at a management-only entry, admits a management user', async () => {
    api.fetchCurrentUser.mockResolvedValue(makeUser({ username: 'manager' }, { type: orgTypeValue(ORG_TYPE.management), name: '深圳市圳品管理中心' }));
    renderAt('/login?redirect=%2Fmyself', 'mng');
    await signIn('manager');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/myself'));
  });

  it('shows 登录 busy while the sign-in runs, and ready again after a refusal', async () => {
    let refuse: (e: Error) => void = () => {};
    api.login.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    renderAt('/login');
    await signIn();
    const submit = screen.getByRole('button', { name: /登录$/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    refuse(new ApiCallError(400, '用户名或密码错误', 'body'));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy', 'true'));
  });

  it('shows 获取验证码 busy while the code is sent, then counts down', async () => {
    let sent: () => void = () => {};
    api.sendSms.mockReturnValue(new Promise<null>((resolve) => (sent = () => resolve(null))));
    renderAt('/login');
    fireEvent.click(screen.getByRole('tab', { name: '短信验证码登录' }));
    fireEvent.change(await screen.findByLabelText('手机号码'), { target: { value: '13800000006' } });
    const send = screen.getByRole('button', { name: /获取验证码$/ });
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(api.sendSms).toHaveBeenCalledWith('13800000006', 'login', { silent: true });
    sent();
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy', 'true'));
    expect(send).toHaveTextContent(/60 秒后重新获取$/);
    expect(send).toBeDisabled();
  });

  it('refuses a bad mobile before sending an SMS code', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('tab', { name: '短信验证码登录' }));
    fireEvent.change(await screen.findByLabelText('手机号码'), { target: { value: '12345678901' } });
    fireEvent.click(screen.getByRole('button', { name: /获取验证码$/ }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(api.sendSms).not.toHaveBeenCalled();
  });
});
