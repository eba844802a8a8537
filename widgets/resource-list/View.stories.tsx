import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RESOURCES } from '@/domain/resources';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { users } from './fixtures';
import manifest from './index';
import { ResourceListView } from './View';

const meta = {
  title: 'Widgets/System/ResourceList',
  component: ResourceListView,
  args: {
    resource: 'sysuser',
    entry: RESOURCES.sysuser,
    title: '用户管理',
    state: { status: 'success', data: users(8, 8) },
    pn: 1,
    size: 20,
    onPage: fn(),
    onSearch: fn(),
    actions: ['add', 'edit', 'remove', 'export'],
    rowActions: ['disable', 'resetPwd', 'grantRole'],
    calls: {
      load: fn(async () => users(1).content[0]),
      save: fn(async () => ({})),
      remove: fn(async () => 1),
      exportFile: fn(async () => undefined),
      disable: fn(async () => 1),
      resetPwd: fn(async () => 'Xy7#pq2k'),
      roles: fn(async () => [{ id: 1, code: 'R_SYS_ADMIN', name: '系统管理员' }]),
      grant: fn(async () => ({})),
    },
    onChanged: fn(),
  },
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: 1200, height: 640 }}>
          <WidgetFrame title={manifest.title}>
            <Story />
          </WidgetFrame>
        </div>
      </PermProvider>
    ),
  ],
} satisfies Meta<typeof ResourceListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of users: searching sends the search.* filters. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /user001/ })).toBeVisible();
    await userEvent.type(within(canvas.getByRole('search')).getByLabelText('用户名'), 'adm');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ 'search.username_like': 'adm' }));
  },
};

/** 新增 opens the dialog; a bad mobile shows the spec's message and nothing is saved. */
export const AddWithBadMobile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const titleEl = await within(canvasElement.ownerDocument.body).findByText('新增用户');
    const dialog = titleEl.closest<HTMLElement>('.ant-modal')!;
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('手机号码'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请输入正确的手机号码')).toBeVisible();
    await expect(args.calls.save).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** No user matches: the table's 暂无数据. */
export const Empty: Story = {
  args: { state: { status: 'success', data: users(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
  },
};

/** 500 rows on a page (the largest page size) out of many: the table scrolls in its box. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: users(500, 12_345) }, size: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 12345 条')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /user499/ })).toBeInTheDocument();
  },
};

/** 分配角色 opens the role picker with the user's current roles; 确定 saves them. */
export const GrantRole: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(within(canvas.getByRole('row', { name: /user001/ })).getByRole('button', { name: '分配角色' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText(/^分配角色：/)).toBeVisible());
    await expect(args.calls.roles).toHaveBeenCalled();
    const dialog = within(page.getByText(/^分配角色：/).closest<HTMLElement>('.ant-modal')!);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.calls.grant).toHaveBeenCalledWith(999, ['R_ORG_USER']));
  },
};
