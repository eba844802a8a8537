import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ChainReport } from '@/domain/logChain';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { INTEGRITY_TEXT, LogIntegrityView } from './View';

const whole: ChainReport[] = [
  { log: 'flow_log', sealed: 1284, unsealed: 0, broken: null },
  { log: 'sys_log', sealed: 5630, unsealed: 3, broken: null },
];

const meta = {
  title: 'Widgets/System/LogIntegrity',
  component: LogIntegrityView,
  args: { state: { status: 'success', data: whole }, checking: false, onRecheck: fn() },
  render: (args) => (
    <div style={{ width: 900 }}>
      <WidgetFrame title="日志完整性">
        <LogIntegrityView {...args} />
      </WidgetFrame>
    </div>
  ),
} satisfies Meta<typeof LogIntegrityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both logs as written; a few operation-log rows wait for their seal. */
export const Whole: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('流程日志完整：已校验 1284 条')).toBeVisible();
    await expect(canvas.getByText('操作日志完整：已校验 5630 条，另有 3 条新记录待封存')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: INTEGRITY_TEXT.recheck }));
    await expect(args.onRecheck).toHaveBeenCalledOnce();
  },
};

/** A row changed in the database and another log cut at its end: each named, as an alert. */
export const Broken: Story = {
  args: {
    state: {
      status: 'success',
      data: [
        { log: 'flow_log', sealed: 4, unsealed: 0, broken: { seq: 5, id: 1042, kind: 'changed' } },
        { log: 'sys_log', sealed: 5629, unsealed: 0, broken: { seq: 5630, id: null, kind: 'cut' } },
      ],
    },
  },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('流程日志第 5 条（记录编号 1042）被改动');
    await expect(alerts[1]).toHaveTextContent('操作日志末尾的记录被删除（应到第 5630 条）');
  },
};

export const Checking: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('后台服务访问异常')).toBeVisible();
  },
};
