import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MenuBody, MenuNode } from '@/api/menuAdmin';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { knownLayouts, largeForest, menuForest } from './fixtures';
import manifest from './index';
import { MenuTreeView } from './View';

const saved = (body: MenuBody, id: number | null): MenuNode => ({ ...body, id: id ?? 900, createTime: '2026-12-01T02:00:00.000Z', updateTime: '2026-12-01T02:00:00.000Z' });

const meta = {
  title: 'Widgets/System/MenuTree',
  component: MenuTreeView,
  args: {
    state: { status: 'success', data: menuForest() },
    layouts: knownLayouts,
    onSave: fn(async (body: MenuBody, id: number | null) => saved(body, id)),
    onDelete: fn(async () => 1),
    onReorder: fn(async () => []),
    onRefresh: fn(),
  },
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: 1100, height: 680 }}>
          <WidgetFrame title={manifest.title}>
            <Story />
          </WidgetFrame>
        </div>
      </PermProvider>
    ),
  ],
} satisfies Meta<typeof MenuTreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add a page under 系统管理 that mounts a chosen layout. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    const tree = canvas.getByRole('tree', { name: '菜单树' });
    await userEvent.click(within(tree).getByText('系统管理'));
    await userEvent.click(canvas.getByRole('button', { name: /新增下级/ }));
    const form = canvas.getByRole('form', { name: '新增菜单' });
    await userEvent.type(within(form).getByLabelText('菜单名称'), '布局页');
    await userEvent.click(within(form).getByRole('combobox', { name: '页面布局' }));
    await userEvent.click(await within(document.body).findByTitle('布局管理（sys-layout）'));
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ title: '布局页', path: '/views/sys-layout', pid: 1 }), null));
  },
};

/** Select a page and step it up: the new sibling order goes to the server. */
export const Reorder: Story = {
  play: async ({ canvas, args }) => {
    const tree = canvas.getByRole('tree', { name: '菜单树' });
    await userEvent.click(within(tree).getByText('系统管理'));
    await userEvent.click(within(tree).getByText('组织管理'));
    await userEvent.click(canvas.getByRole('button', { name: /上移/ }));
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(1, [3, 2, 4, 5, 6]));
  },
};

/** A group refuses to be deleted while pages hang below it (the server's message), a page is deleted after the confirmation. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    const tree = canvas.getByRole('tree', { name: '菜单树' });
    await userEvent.click(within(tree).getByText('消息中心'));
    await userEvent.click(within(tree).getByText('我的消息'));
    await userEvent.click(canvas.getByRole('button', { name: /删除/ }));
    await userEvent.click(await within(document.body).findByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(8));
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
    await expect(within(canvas.getByTestId('menu-tree-pane')).getAllByText('暂无数据')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: /新增菜单/ })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** 20 groups of 15 pages: the tree scrolls in its pane and says how many items there are. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: largeForest(20, 15) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('menu-count')).toHaveTextContent('共 320 项');
    await userEvent.click(within(canvas.getByRole('tree', { name: '菜单树' })).getByText('分组 20'));
    await expect(canvas.getByRole('form', { name: '编辑菜单' })).toBeVisible();
  },
};

/** Without edit permissions the form is read-only and the change buttons are gone. */
export const ReadOnly: Story = {
  decorators: [(Story) => <PermProvider perms="sys:menu:list">{<Story />}</PermProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /新增菜单/ })).toBeNull();
    await userEvent.click(within(canvas.getByRole('tree', { name: '菜单树' })).getByText('系统管理'));
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};
