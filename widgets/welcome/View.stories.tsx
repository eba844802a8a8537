import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WIDGET_BODY_CLASS, WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { demoUser } from './fixtures';
import manifest, { type WelcomeConfig } from './index';
import { toWelcomeData } from './useData';
import { WelcomeView } from './View';

const config = manifest.defaults() as WelcomeConfig;
/** 2026-11-22 (a Sunday) 15:20, local time: stories do not depend on the day they run. */
/** 15:20 on 22 November 2026 in Beijing (UTC+8), whatever the zone the story is shown in. */
const AFTERNOON = new Date(Date.UTC(2026, 10, 22, 7, 20));

const meta = {
  title: 'Widgets/General/Welcome',
  component: WelcomeView,
  args: { config, now: AFTERNOON, state: { status: 'success', data: toWelcomeData(demoUser()) } },
  decorators: [
    (Story) => (
      <div style={{ width: 400, height: 330 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof WelcomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A management user in the afternoon. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '下午好，陈志远' })).toBeVisible();
    await expect(canvas.getByText('2026年11月22日 星期日')).toBeVisible();
    await expect(canvas.getByTestId('welcome-org')).toHaveTextContent('深圳市圳品管理中心管理机构');
    await expect(canvas.getByTestId('welcome-roles')).toHaveTextContent('管理端用户');
  },
};

/** An institution with two unit types, early in the morning. */
export const Institution: Story = {
  args: {
    now: new Date(Date.UTC(2026, 10, 22, 23, 45)), // 07:45 on the 23rd in Beijing
    state: {
      status: 'success',
      data: toWelcomeData(
        demoUser({
          name: '林嘉怡',
          org: { id: 5, name: '深圳市鹏质认证评价有限公司', type: '2,4', code: null, areaCode: null, region: 'SZ', assistType: null, contact: null, phone: null, address: null, status: 0 },
          roles: [{ code: 'R_UNIT_ADMIN', name: '机构管理员', tag: 'UNIT' }],
        }),
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '早上好，林嘉怡' })).toBeVisible();
    await expect(canvas.getByTestId('welcome-org')).toHaveTextContent('评价机构、检测机构');
  },
};

/** The session is still being read. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** Nobody is signed in (the card is never shown so in the portal, but it does not break). */
export const Empty: Story = {
  args: { state: { status: 'success', data: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未登录')).toBeVisible();
  },
};

/** The user information could not be read. */
export const Error: Story = {
  args: { state: { status: 'error', message: '用户信息读取失败', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('用户信息读取失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** Long names and every role: text wraps inside the card instead of overflowing it. */
export const LargeData: Story = {
  args: {
    state: {
      status: 'success',
      data: toWelcomeData(
        demoUser({
          name: '欧阳诸葛上官慕容',
          org: { id: 9, name: '深圳市前海深港现代服务业合作区圳品质量评价与认证技术服务中心有限公司', type: '1', code: null, areaCode: null, region: 'SZ', assistType: null, contact: null, phone: null, address: null, status: 0 },
          roles: [
            { code: 'R_SYS_ADMIN', name: '系统管理员', tag: 'MNG' },
            { code: 'R_APP_ADMIN', name: '应用管理员', tag: 'MNG' },
            { code: 'R_MNG_USER', name: '管理端用户', tag: 'MNG' },
            { code: 'R_ZSGLY_USER', name: '证书管理员', tag: 'MNG' },
            { code: 'R_UNIT_ADMIN', name: '机构管理员', tag: 'UNIT' },
          ],
        }),
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('welcome-roles').querySelectorAll('.ant-tag')).toHaveLength(5);
    const body = canvasElement.querySelector<HTMLElement>(`.${WIDGET_BODY_CLASS}`);
    await expect(body!.scrollWidth).toBeLessThanOrEqual(body!.clientWidth);
  },
};

/** Configured without roles and last sign-in. */
export const Minimal: Story = {
  args: { config: { showRoles: false, showLastLogin: false, showEnterpriseDesk: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('welcome-roles')).toBeNull();
    await expect(canvas.queryByTestId('welcome-last-login')).toBeNull();
  },
};

const ENTERPRISE_ORG = { id: 9, name: '深圳市鹏城绿源农业发展有限公司', type: '3', code: null, areaCode: '440306', region: 'SZ', assistType: null, contact: null, phone: null, address: null, status: 0 };

/** An enterprise's home: 申请评价 at hand, and its certified products with status and expiry (one expiring soon). */
export const Enterprise: Story = {
  args: {
    state: { status: 'success', data: toWelcomeData(demoUser({ name: '李明', org: ENTERPRISE_ORG, roles: [{ code: 'R_ORG_ADMIN', name: '企业管理员', tag: 'ORG' }] })) },
    desk: {
      state: {
        status: 'success',
        data: {
          total: 4,
          certs: [
            { id: 3, productName: '绿源菜心', certNo: 'SZP-2024-000031', status: 0, expireDate: '2027-01-10' },
            { id: 2, productName: '绿源生菜', certNo: 'SZP-2025-000012', status: 0, expireDate: '2028-05-01' },
            { id: 1, productName: '绿源番茄', certNo: 'SZP-2023-000007', status: 2, expireDate: '2026-12-01' },
          ],
        },
      },
      onApply: fn(),
      onPreApply: fn(),
      onCerts: fn(),
    },
  },
  decorators: [
    (Story) => (
      <div style={{ height: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /申请评价/ }));
    await expect(args.desk?.onApply).toHaveBeenCalledOnce();
    await expect(canvas.getByText(/剩 49 天/)).toBeVisible();
    await expect(canvas.getByText('全部 4 张')).toBeVisible();
  },
};
