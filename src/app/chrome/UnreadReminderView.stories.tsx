import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { MessageInfo } from '@/domain/message';
import { UnreadReminderView } from './UnreadReminderView';

const notice = (i: number): MessageInfo => ({
  id: 700 + i,
  title: `关于开展2026年度圳品监督抽检工作的通知（第${i + 1}号）`,
  content: '',
  createTime: new Date(Date.UTC(2026, 10, 21, 2) - i * 86_400_000).toISOString(),
  categoryId: 1,
  categoryName: '系统消息',
  categoryCode: 'MSG_CTG_SYS',
  typeName: '通知',
  msgType: 'NOTICE',
  read: 0,
  readStatus: 0,
  readText: '未读',
  readTime: null,
  readNum: 0,
  component: null,
  param: null,
  annexIds: null,
});

const meta = {
  title: 'Shell/Messages/UnreadReminder',
  component: UnreadReminderView,
  args: { total: 2, items: [notice(0), notice(1)], onOpen: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ height: 320 }}><Story /></div>],
} satisfies Meta<typeof UnreadReminderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After sign-in: the unread notices of the last 7 days; a click opens one, × closes. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status', { name: '您有 2 条未读通知' })).toBeVisible();
    await userEvent.click(canvas.getByText(/第2号/));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 701 }));
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Many unread notices: the first 6 are listed, the title counts them all. */
export const LargeData: Story = {
  args: { total: 57, items: Array.from({ length: 6 }, (_, i) => notice(i)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您有 57 条未读通知')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};
