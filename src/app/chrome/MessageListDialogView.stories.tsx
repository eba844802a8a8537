import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MessageInfo } from '@/domain/message';
import type { Page } from '@/domain/page';
import { MessageListDialogView } from './MessageListDialogView';

const msg = (i: number): MessageInfo => {
  const read = i % 3 === 2 ? 1 : 0;
  return {
    id: 900 + i,
    title: `消息标题 ${i + 1}：评价材料审核结果`,
    content: '评价材料已审核。',
    createTime: new Date(Date.UTC(2026, 10, 22, 2) - i * 3_600_000).toISOString(),
    categoryId: 2,
    categoryName: '评价消息',
    categoryCode: 'MSG_CTG_EVAL',
    typeName: '提醒',
    msgType: 'REMIND',
    read,
    readStatus: read,
    readText: read ? '已读' : '未读',
    readTime: null,
    readNum: 0,
    component: null,
    param: null,
    annexIds: null,
  };
};
const page = (n: number, total = n): { status: 'success'; data: Page<MessageInfo> } => ({
  status: 'success',
  data: { content: Array.from({ length: n }, (_, i) => msg(i)), totalElements: total, number: 0, size: 20, totalPages: Math.ceil(total / 20) },
});

const meta = {
  title: 'Shell/Messages/MessageListDialog',
  component: MessageListDialogView,
  args: {
    open: true,
    filter: { title: '', read: '', pn: 1, size: 20 },
    state: page(5),
    onQuery: fn(),
    onBatchRead: fn(),
    onMarkAll: fn(),
    onMarkOne: fn(),
    onView: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MessageListDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (el: HTMLElement) => within(await within(el.ownerDocument.body).findByRole('dialog'));

/** Search, select, batch mark read, mark one, mark all. */
export const Typical: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement);
    await waitFor(() => expect(d.getByText('消息列表')).toBeVisible());
    await userEvent.type(d.getByRole('searchbox', { name: '消息标题' }), '审核{enter}');
    await expect(args.onQuery).toHaveBeenCalledWith({ title: '审核', pn: 1 });
    await userEvent.click(d.getByRole('button', { name: '批量已读' }));
    await expect(args.onBatchRead).toHaveBeenLastCalledWith([]);
    const boxes = d.getAllByRole('checkbox');
    await userEvent.click(boxes[1]);
    await userEvent.click(boxes[2]);
    await userEvent.click(d.getByRole('button', { name: '批量已读' }));
    await expect(args.onBatchRead).toHaveBeenLastCalledWith([900, 901]);
    await userEvent.click(d.getAllByRole('button', { name: '标记已读' })[0]);
    await expect(args.onMarkOne).toHaveBeenCalledWith(900);
    await userEvent.click(d.getByRole('button', { name: '全部已读' }));
    await expect(args.onMarkAll).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(body.querySelector('.ant-modal .ant-spin-spinning')).not.toBeNull());
  },
};

export const Empty: Story = {
  args: { state: page(0) },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    await waitFor(() => expect(d.getByText('暂无数据', { ignore: 'script, style, title' })).toBeVisible());
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '请求超时' } },
  play: async ({ canvasElement }) => {
    const d = await dialogOf(canvasElement);
    await waitFor(() => expect(d.getByRole('alert')).toHaveTextContent('请求超时'));
  },
};

export const LargeData: Story = {
  args: { filter: { title: '', read: '0', pn: 1, size: 200 }, state: page(200, 1234) },
  play: async ({ canvasElement, args }) => {
    const d = await dialogOf(canvasElement);
    await waitFor(() => expect(d.getByText('共 1234 条')).toBeVisible());
    await userEvent.click(d.getByTitle('3'));
    await expect(args.onQuery).toHaveBeenCalledWith({ pn: 3 });
  },
};
