import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { MessageInfo } from '@/domain/message';
import type { Page } from '@/domain/page';
import { BellPanelView } from './BellPanelView';

const msg = (i: number, msgType: string): MessageInfo => ({
  id: 500 + i,
  title: msgType === 'NOTICE' ? `关于开展第${i + 1}批圳品评价工作的通知` : `整改提醒 ${i + 1}：请上传整改材料`,
  content: '<p>请各单位按要求办理。</p>',
  createTime: new Date(Date.UTC(2026, 10, 22, 2) - i * 3_600_000).toISOString(),
  categoryId: 1,
  categoryName: '系统消息',
  categoryCode: 'MSG_CTG_SYS',
  typeName: msgType === 'NOTICE' ? '通知' : '提醒',
  msgType,
  read: 0,
  readStatus: 0,
  readText: '未读',
  readTime: null,
  readNum: 0,
  component: null,
  param: null,
  annexIds: null,
});
const page = (n: number, total: number, type: string): { status: 'success'; data: Page<MessageInfo> } => ({
  status: 'success',
  data: { content: Array.from({ length: n }, (_, i) => msg(i, type)), totalElements: total, number: 0, size: 6, totalPages: Math.ceil(total / 6) },
});

const meta = {
  title: 'Shell/Messages/BellPanel',
  component: BellPanelView,
  args: { notices: page(2, 2, 'NOTICE'), others: page(3, 3, 'REMIND'), onOpen: fn(), onMore: fn() },
  decorators: [(Story) => <div style={{ width: 380, padding: 12, border: '1px solid #eee' }}><Story /></div>],
} satisfies Meta<typeof BellPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread notices and other messages in two tabs; a click opens the message, 更多 the full list. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '通知(2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /关于开展第1批圳品评价工作的通知/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }));
    await userEvent.click(canvas.getByRole('tab', { name: '消息(3)' }));
    await userEvent.click(canvas.getByRole('button', { name: /整改提醒 2/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 501, msgType: 'REMIND' }));
    await userEvent.click(canvas.getByRole('button', { name: '更多' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { notices: { status: 'loading' }, others: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-spin')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { notices: page(0, 0, 'NOTICE'), others: page(0, 0, 'REMIND') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无未读消息')).toBeVisible();
  },
};

export const Error: Story = {
  args: { notices: { status: 'error', message: '后台服务访问异常' }, others: { status: 'error', message: '后台服务访问异常' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
  },
};

/** Only the first 6 of many are listed; the tab says how many there are. */
export const LargeData: Story = {
  args: { notices: page(6, 128, 'NOTICE'), others: page(6, 342, 'REMIND') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '通知(128)' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /通知$|批圳品/ })).toHaveLength(6);
  },
};
