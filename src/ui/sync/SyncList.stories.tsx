import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SYNC_STATE_LABEL, SYNC_TEXT } from '@/domain/sync';
import { SyncList, type SyncItem } from './SyncList';

const waiting: SyncItem = { id: 1, label: '现场观察记录：4.2 投入品管理', state: 'waiting', savedAt: '2026-12-06 10:42', files: 2, message: null };
const refused: SyncItem = { id: 2, label: '现场照片：河源市源城区客家米业有限公司', state: 'refused', savedAt: '2026-12-06 10:45', files: 3, message: '监督任务已终止，不能再修改现场记录' };
const conflict: SyncItem = {
  id: 3,
  label: '不符合项：5.1 生产记录',
  state: 'conflict',
  savedAt: '2026-12-06 10:50',
  files: 0,
  message: SYNC_TEXT.conflict,
  versions: [
    { field: 'description', label: '不符合事实描述', mine: '出库台账缺 11 月记录', server: '出库台账缺 10、11 月记录' },
    { field: 'level', label: '不符合程度', mine: '一般', server: '严重' },
  ],
};

const meta = {
  title: 'UI/SyncList',
  component: SyncList,
  args: { items: [waiting, refused, conflict], online: true, onRetry: fn(), onDiscard: fn(), onKeepMine: fn(), onKeepServer: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
} satisfies Meta<typeof SyncList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing waits. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SYNC_TEXT.empty)).toBeVisible();
  },
};

/** Offline: a change waits for the network; it can be given up, after a confirmation. */
export const WaitingOffline: Story = {
  args: { items: [waiting], online: false },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('listitem', { name: waiting.label });
    await expect(within(card).getByText(SYNC_STATE_LABEL.waiting)).toBeVisible();
    await expect(within(card).getByText(/2 个文件/)).toBeVisible();
    await expect(within(card).queryByRole('button', { name: SYNC_TEXT.retry })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: SYNC_TEXT.discard }));
    await userEvent.click(await within(document.body).findByRole('button', { name: '确定' }));
    await expect(args.onDiscard).toHaveBeenCalledWith(waiting.id);
  },
};

/** A change the server refused (the task moved on): its words, and 重试. */
export const Refused: Story = {
  args: { items: [refused] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(refused.message ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SYNC_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith(refused.id);
  },
};

/** A record changed on the server since the device read it: both versions, and the person's choice. */
export const Conflict: Story = {
  args: { items: [conflict] },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('columnheader', { name: SYNC_TEXT.mine })).toBeVisible();
    await expect(within(table).getByRole('row', { name: /不符合程度 一般 严重/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SYNC_TEXT.keepMine }));
    await expect(args.onKeepMine).toHaveBeenCalledWith(conflict.id);
    await userEvent.click(canvas.getByRole('button', { name: SYNC_TEXT.keepServer }));
    await expect(args.onKeepServer).toHaveBeenCalledWith(conflict.id);
  },
};

/** Every state at once, at a phone's width. */
export const Mixed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
