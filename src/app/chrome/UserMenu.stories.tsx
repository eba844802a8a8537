import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { USER_MENU, UserMenu } from './UserMenu';
import '../shell.css';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: { name: '系统管理员', onAction: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's name opens 首页, 个人中心, 修改密码 and 退出登录. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单 系统管理员' }));
    for (const label of Object.values(USER_MENU)) await waitFor(() => expect(body.getByRole('menuitem', { name: new RegExp(`${label}$`) })).toBeVisible());
    await userEvent.click(body.getByRole('menuitem', { name: /修改密码$/ }));
    await expect(args.onAction).toHaveBeenCalledWith('changePassword');
  },
};

/** On a phone only the avatar shows. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('系统管理员')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '用户菜单 系统管理员' })).toBeVisible();
  },
};
