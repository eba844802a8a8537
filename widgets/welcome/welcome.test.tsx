import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '@/api/queryClient';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { demoUser } from './fixtures';
import { greetingFor, orgTypeLabel, timeText, todayText } from './greeting';
import manifest from './index';
import { toWelcomeData, type DeskData } from './useData';
import { WelcomeView, type WelcomeDesk } from './View';
import WelcomeWidget from './Widget';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/api/http', async (original) => ({ ...(await original<typeof import('@/api/http')>()), post }));

/** h:m on 22 November 2026 in Beijing (UTC+8), whatever the zone the tests run in. */
const at = (h: number, m = 0) => new Date(Date.UTC(2026, 10, 22, h - 8, m));
const config = { showRoles: true, showLastLogin: true, showEnterpriseDesk: true };
const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);
function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}
/** The widget as a page mounts it: with the query cache and the router. */
const mount = (ui: React.ReactNode) =>
  wrap(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route path="/index" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
const ENTERPRISE = { id: 9, name: '深圳市鹏城绿源农业发展有限公司', type: '3', code: null, areaCode: '440306', region: 'SZ', assistType: null, contact: null, phone: null, address: null, status: 0 };
const CERTS: DeskData = {
  total: 7,
  certs: [
    { id: 3, productName: '绿源菜心', certNo: 'SZP-2024-000031', status: 0, expireDate: '2027-01-10' },
    { id: 2, productName: '绿源生菜', certNo: 'SZP-2025-000012', status: 0, expireDate: '2028-05-01' },
    { id: 1, productName: '绿源番茄', certNo: 'SZP-2023-000007', status: 2, expireDate: '2026-11-01' },
  ],
};
const desk = (over: Partial<WelcomeDesk> = {}): WelcomeDesk => ({ state: { status: 'success', data: CERTS }, onApply: vi.fn(), onPreApply: vi.fn(), onCerts: vi.fn(), ...over });

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
  post.mockReset();
});

describe('the greeting', () => {
  it.each([
    [0, '夜深了'], [4, '夜深了'], [5, '早上好'], [8, '早上好'], [9, '上午好'], [11, '上午好'],
    [12, '中午好'], [13, '中午好'], [14, '下午好'], [17, '下午好'], [18, '晚上好'], [23, '晚上好'],
  ])('at %i o’clock says %s', (h, text) => expect(greetingFor(at(h))).toBe(text));

  it('writes today’s date with the weekday', () => {
    expect(todayText(at(9))).toBe('2026年11月22日 星期日');
  });
});

describe('the organisation type label', () => {
  it.each([
    ['1', '管理机构'], ['3', '企业'], ['2', '评价机构'], ['2,4', '评价机构、检测机构'], ['5', '监督机构'], ['4, 5', '检测机构、监督机构'], ['', ''], [null, ''], ['9', '9'],
  ])('%s -> %s', (type, label) => expect(orgTypeLabel(type)).toBe(label));
});

describe('the welcome card', () => {
  it('greets the user and shows organisation, type, roles, last sign-in and the date', () => {
    wrap(<WelcomeView config={config} state={{ status: 'success', data: toWelcomeData(demoUser()) }} now={at(15)} />);
    expect(screen.getByRole('heading', { name: '下午好，陈志远' })).toBeInTheDocument();
    expect(screen.getByText('2026年11月22日 星期日')).toBeInTheDocument();
    expect(screen.getByTestId('welcome-org')).toHaveTextContent('深圳市圳品管理中心管理机构');
    expect(screen.getByTestId('welcome-roles')).toHaveTextContent('管理端用户');
    expect(screen.getByTestId('welcome-last-login')).toHaveTextContent(timeText('2026-11-20T01:30:00.000Z'));
  });

  it('hides roles and last sign-in when configured so', () => {
    wrap(<WelcomeView config={{ showRoles: false, showLastLogin: false, showEnterpriseDesk: false }} state={{ status: 'success', data: toWelcomeData(demoUser()) }} now={at(9)} />);
    expect(screen.queryByTestId('welcome-roles')).not.toBeInTheDocument();
    expect(screen.queryByTestId('welcome-last-login')).not.toBeInTheDocument();
  });

  it('copes with a user without organisation, roles or previous sign-in', () => {
    wrap(<WelcomeView config={config} state={{ status: 'success', data: toWelcomeData(demoUser({ org: null, roles: [], lastLoginTime: null })) }} now={at(9)} />);
    expect(screen.getByTestId('welcome-org')).toHaveTextContent('无');
    expect(screen.getByTestId('welcome-roles')).toHaveTextContent('无');
    expect(screen.getByTestId('welcome-last-login')).toHaveTextContent('首次登录');
  });

  it('reads the signed-in user from the session', () => {
    useSession.setState({ user: demoUser({ name: '林嘉怡' }) });
    mount(<WelcomeWidget config={manifest.defaults() as typeof config} vars={{}} setVar={() => {}} />);
    expect(screen.getByRole('heading', { name: /，林嘉怡$/ })).toBeInTheDocument();
  });

  it('shows its empty state when nobody is signed in', () => {
    mount(<WelcomeWidget config={config} vars={{}} setVar={() => {}} />);
    expect(screen.getByText('未登录')).toBeInTheDocument();
  });
});

describe('the enterprise’s desk', () => {
  it('starts an application, and lists the certificates with status and expiry, flagging what expires soon', () => {
    const d = desk();
    wrap(<WelcomeView config={config} state={{ status: 'success', data: toWelcomeData(demoUser({ org: ENTERPRISE })) }} now={at(9)} desk={d} />);
    fireEvent.click(screen.getByRole('button', { name: /申请评价/ }));
    expect(d.onApply).toHaveBeenCalledOnce();
    const items = within(screen.getByRole('list', { name: '本企业圳品证书' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('绿源菜心有效有效期至 2027-01-10（剩 49 天）');
    expect(items[1]).toHaveTextContent('绿源生菜有效有效期至 2028-05-01');
    expect(items[1]).not.toHaveTextContent('剩');
    expect(items[2]).toHaveTextContent('绿源番茄已暂停有效期至 2026-11-01（已过期 21 天）');
    fireEvent.click(screen.getByText('全部 7 张'));
    expect(d.onCerts).toHaveBeenCalledOnce();
  });

  it('says so when there is no certificate yet, and shows loading and failure in its own place', () => {
    wrap(<WelcomeView config={config} state={{ status: 'success', data: toWelcomeData(demoUser({ org: ENTERPRISE })) }} now={at(9)} desk={desk({ state: { status: 'success', data: { total: 0, certs: [] } } })} />);
    expect(screen.getByText('暂无圳品证书，通过评价后在此查看证书状态和有效期')).toBeInTheDocument();
    cleanup();
    wrap(<WelcomeView config={config} state={{ status: 'success', data: toWelcomeData(demoUser({ org: ENTERPRISE })) }} now={at(9)} desk={desk({ state: { status: 'error', message: '请求超时' } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求超时');
    expect(screen.getByRole('heading', { name: /陈志远$/ })).toBeInTheDocument();
  });

  it('is an enterprise’s alone: it asks for the certificates and opens the application page', async () => {
    post.mockResolvedValue({ content: [{ id: 3, productName: '绿源菜心', certNo: 'SZP-2024-000031', status: 0, expireDate: '2027-01-10' }], totalElements: 1, number: 0 });
    useSession.setState({ user: demoUser({ org: ENTERPRISE }) });
    mount(<WelcomeWidget config={config} vars={{}} setVar={() => {}} />);
    expect(await screen.findByText('绿源菜心')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/eval/cert/page', undefined, { 'page.pn': 1, 'page.size': 5 });
    fireEvent.click(screen.getByRole('button', { name: /申请评价/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/views/eval-apply');
  });

  it('is not shown to management', () => {
    useSession.setState({ user: demoUser() });
    mount(<WelcomeWidget config={config} vars={{}} setVar={() => {}} />);
    expect(screen.queryByTestId('welcome-desk')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
