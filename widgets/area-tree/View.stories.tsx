import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PermProvider } from '@/ui/perm/Perm';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { chainOf, children, manyProvinces, provinces } from './fixtures';
import manifest from './index';
import { AreaTreeView } from './View';

const meta = {
  title: 'Widgets/System/AreaTree',
  component: AreaTreeView,
  args: {
    state: { status: 'success', data: provinces },
    loadChildren: fn(async (pid: string) => children[pid] ?? []),
    loadChain: fn(async (id: string) => chainOf(id)),
    onSync: fn(async () => ({ total: 3351, inserted: 0, syncTime: '2026-11-22T04:00:00.000Z' })),
  },
  decorators: [
    (Story) => (
      <PermProvider perms="*">
        <div style={{ width: 1000, height: 560 }}>
          <WidgetFrame title={manifest.title}>
            <Story />
          </WidgetFrame>
        </div>
      </PermProvider>
    ),
  ],
} satisfies Meta<typeof AreaTreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open 广东省, pick 深圳市: its code, level and chain. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const switcher = [...canvasElement.querySelectorAll('.ant-tree-treenode')].find((n) => n.textContent?.includes('广东省'))?.querySelector('.ant-tree-switcher');
    await userEvent.click(switcher as HTMLElement);
    await waitFor(() => expect(args.loadChildren).toHaveBeenCalledWith('44'));
    await userEvent.click(await canvas.findByText('深圳市'));
    const detail = canvas.getByTestId('area-detail');
    await expect(detail).toHaveTextContent('4403');
    await expect(detail).toHaveTextContent('地级');
    await waitFor(() => expect(detail).toHaveTextContent('广东省/深圳市'));
  },
};

/** 同步 after the confirmation reports what it loaded. */
export const Sync: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /同\s*步/ }));
    await userEvent.click(await within(document.body).findByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSync).toHaveBeenCalledOnce());
    await expect(await canvas.findByText('同步完成：共 3351 个区划，新增 0 个')).toBeVisible();
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
  args: { state: { status: 'error', message: '网络异常/请求地址不存在', retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** 300 divisions at one level: the tree scrolls in its pane. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: manyProvinces(300) } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('区划 1'));
    await expect(canvas.getByTestId('area-detail')).toHaveTextContent('区划 1');
  },
};

/** Without the sync permission there is no 同步. */
export const BrowseOnly: Story = {
  decorators: [(Story) => <PermProvider perms="">{<Story />}</PermProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /同\s*步/ })).toBeNull();
  },
};
