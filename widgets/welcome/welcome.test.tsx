import { cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { portalConfig } from '@/ui/theme';
import { stubBrowserApis } from '@/ui/WidgetFrame/testing/browserStubs';
import { demoUser } from './fixtures';
import { greetingFor, orgTypeLabel, timeText, todayText } from './greeting';
import manifest from './index';
import { toWelcomeData } from './useData';
import { WelcomeView } from './View';
import WelcomeWidget from './Widget';

const at = (h: number, m = 0) => new Date(2026, 10, 22, h, m);
const config = { showRoles: true, showLastLogin: true };
const wrap = (ui: React.ReactNode) => render(<ConfigProvider {...portalConfig}>{ui}</ConfigProvider>);

beforeEach(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
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
    wrap(<WelcomeView config={{ showRoles: false, showLastLogin: false }} state={{ status: 'success', data: toWelcomeData(demoUser()) }} now={at(9)} />);
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
    wrap(<WelcomeWidget config={manifest.defaults() as typeof config} vars={{}} setVar={() => {}} />);
    expect(screen.getByRole('heading', { name: /，林嘉怡$/ })).toBeInTheDocument();
  });

  it('shows its empty state when nobody is signed in', () => {
    wrap(<WelcomeWidget config={config} vars={{}} setVar={() => {}} />);
    expect(screen.getByText('未登录')).toBeInTheDocument();
  });
});
