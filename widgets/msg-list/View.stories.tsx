import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { detail, messagePage } from './fixtures';
import manifest from './index';
import { MsgListView } from './View';

const closed = { open: false, state: { status: 'loading' as const } };

const meta = {
  title: 'Widgets/Messages/MessageList',
  component: MsgListView,
  args: {
    filter: { read: '', msgType: '', pn: 1, size: 20 },
    state: { status: 'success', data: messagePage(8) },
    onQuery: fn(),
    onIKnow: fn(),
    onView: fn(),
    onMarkAll: fn(),
    dialog: closed,
    onCloseDialog: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, height: 640 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof MsgListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread and read messages; 我知道了 only on unread rows; the filters and 全部已读 report what the user chose. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: '消息标题' })).toBeVisible();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(8);
    await expect(within(rows[2]).queryByRole('button', { name: '我知道了' })).toBeNull();
    await userEvent.click(within(rows[0]).getByRole('button', { name: '我知道了' }));
    await expect(args.onIKnow).toHaveBeenCalledWith(1000);
    await userEvent.click(within(rows[1]).getByRole('button', { name: '查看详情' }));
    await expect(args.onView).toHaveBeenCalledWith(expect.objectContaining({ id: 1001 }));
    await userEvent.click(canvas.getByRole('radio', { name: '未读' }).closest('label') as HTMLElement);
    await expect(args.onQuery).toHaveBeenCalledWith({ read: '0' });
    await userEvent.click(canvas.getByRole('button', { name: '全部已读' }));
    await expect(args.onMarkAll).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', data: messagePage(0) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据', { ignore: 'script, style, title' })).toBeVisible();
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

/** 500 rows of 2 345: the pager offers the spec's sizes and reports the page the user picks. */
export const LargeData: Story = {
  args: { filter: { read: '', msgType: '', pn: 1, size: 500 }, state: { status: 'success', data: messagePage(500, 2345, 1, 500) } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 2345 条')).toBeVisible();
    await userEvent.click(canvas.getByTitle('2'));
    await expect(args.onQuery).toHaveBeenCalledWith({ pn: 2 });
  },
};

/** 查看详情 opened: the 700 px dialog titled by typeName, sanitised content (no script ran), 附件下载. */
export const DialogOpen: Story = {
  args: { dialog: { open: true, state: { status: 'success', data: detail() } } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('通知')).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: /抽检安排\.pdf/ })).toHaveAttribute('href', '/api/msg/info/annex?msgId=1000&id=7');
    await expect(within(dialog).getByText('附件下载')).toBeVisible();
    await expect(dialog.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect((window as Window & { __xss?: number }).__xss).toBeUndefined();
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).find((b) => b.textContent === '关闭') as HTMLElement);
    await waitFor(() => expect(args.onCloseDialog).toHaveBeenCalled());
  },
};

/** The dialog's load failed: the server's msg. */
export const DialogError: Story = {
  args: { dialog: { open: true, state: { status: 'error', message: '消息不存在或无权访问' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const text = await body.findByText('消息不存在或无权访问');
    await waitFor(() => expect(text).toBeVisible());
  },
};
