import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { roleMenus, roles } from './fixtures';
import manifest from './index';
import { RoleListView } from './View';

const meta = {
  title: 'Widgets/System/RoleList',
  component: RoleListView,
  args: {
    state: { status: 'success', data: roles() },
    loadMenus: fn(async (roleId: number) => roleMenus(roleId === 1)),
    grant: fn(async () => [1, 2, 3, 4]),
  },
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: 1000, height: 520 }}>
          <WidgetFrame title={manifest.title}>
            <Story />
          </WidgetFrame>
        </div>
      </PermProvider>
    ),
  ],
} satisfies Meta<typeof RoleListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grant 菜单管理 to 管理端用户: the whole checked set (with its group) is sent. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /R_ORG_ADMIN/ })).toHaveTextContent('27');
    await userEvent.click(within(canvas.getByRole('row', { name: /R_MNG_USER/ })).getByRole('button', { name: '菜单权限' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(await within(dialog).findByTestId('role-granted-count')).toHaveTextContent('已授权 3 / 6 项');
    await userEvent.click(within(dialog).getByText('菜单管理'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.grant).toHaveBeenCalledWith(3, [1, 2, 3, 4]));
  },
};

/** 系统管理员 has every item: nothing to grant. */
export const SysAdmin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /R_SYS_ADMIN/ })).getByRole('button', { name: '菜单权限' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(async () => expect(await within(dialog).findByText('系统管理员拥有全部菜单，无需授权')).toBeVisible());
  },
};

/** An application administrator sees grants but cannot change them. */
export const ReadOnly: Story = {
  decorators: [(Story) => <PermProvider perms="sys:role:list,sys:role:menus">{<Story />}</PermProvider>],
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /R_MNG_USER/ })).getByRole('button', { name: '菜单权限' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(async () => expect(await within(dialog).findByText('只读：修改授权需要菜单管理权限')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('暂无数据')[0]).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
  },
};

/** More roles than a page (a deployment that adds its own): the table pages at 20. */
export const LargeData: Story = {
  args: {
    state: {
      status: 'success',
      data: Array.from({ length: 45 }, (_, i) => ({ id: i + 1, code: `R_CUSTOM_${i + 1}`, name: `自定义角色${i + 1}`, tag: ['MNG', 'UNIT', 'ORG'][i % 3], remark: null, userCount: i })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 45 条')).toBeVisible();
  },
};
