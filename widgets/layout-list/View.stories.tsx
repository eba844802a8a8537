import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { layoutRows, manyRows, page } from './fixtures';
import manifest from './index';
import { LayoutListView } from './View';

const meta = {
  title: 'Widgets/System/LayoutList',
  component: LayoutListView,
  args: {
    state: { status: 'success', data: page(layoutRows()) },
    pn: 1,
    size: 20,
    onPage: fn(),
    onSearch: fn(),
    onOpen: fn(),
    onRestore: fn(async () => undefined),
  },
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: 1200, height: 600 }}>
          <WidgetFrame title={manifest.title}>
            <Story />
          </WidgetFrame>
        </div>
      </PermProvider>
    ),
  ],
} satisfies Meta<typeof LayoutListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by id and type; open one in edit mode; restore a user's own layout after the confirmation. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('search');
    await userEvent.type(within(search).getByLabelText('布局编号'), 'home');
    await userEvent.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ 'search.layoutId_like': 'home' }));
    await userEvent.click(within(canvas.getByRole('row', { name: /我的首页/ })).getByRole('button', { name: '编辑布局' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ rowId: 9 }));
    await userEvent.click(within(canvas.getByRole('row', { name: /我的首页/ })).getByRole('button', { name: '恢复默认' }));
    await waitFor(async () => expect(await within(document.body).findByText(/将删除 王芳（manager） 的个人布局/)).toBeVisible());
    await userEvent.click(within(document.body).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ rowId: 9 })));
  },
};

/** Shipped defaults have nothing to restore. */
export const DefaultsOnly: Story = {
  args: { state: { status: 'success', data: page(layoutRows().filter((r) => r.scope === 'default')) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: '恢复默认' })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: '编辑布局' })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', data: page([]) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无布局')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '请求超时', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求超时');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** A page of 20 out of 600 stored layouts; the pager asks for the next page. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: page(manyRows(20), 600) } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 600 条')).toBeVisible();
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onPage).toHaveBeenCalledWith(2, 20);
  },
};

/** Without the edit permission only 编辑布局 (the user's own edit) is offered. */
export const ListOnly: Story = {
  decorators: [(Story) => <PermProvider perms="sys:layout:list">{<Story />}</PermProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: '恢复默认' })).toHaveLength(0);
  },
};
