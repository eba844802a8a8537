import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EvalMeetingAgendaRow, EvalMeetingDecision } from '@/api/evalMeeting';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { DECIDED, REFUSAL, WAITING } from './fixtures';
import manifest from './index';
import type { MeetingState } from './meeting';
import { EvalMeetingDecideView } from './View';

interface HarnessProps {
  state: MeetingState;
  manager: boolean;
  /** What the server answers 保存决定: resolve = saved, reject = the refusal in its words. */
  onDecide: (items: readonly EvalMeetingDecision[]) => Promise<unknown>;
}

/** The view with a real TanStack mutation behind it, and the agenda changing as the server's would. */
function DecideHarness({ state, manager, onDecide }: HarnessProps) {
  const [agenda, setAgenda] = useState<MeetingState>(state);
  const decide = useMutation({
    mutationFn: onDecide,
    onSuccess: (_r, items) =>
      setAgenda((s) =>
        s.status === 'success'
          ? {
              status: 'success',
              data: s.data.map((r): EvalMeetingAgendaRow => {
                const d = items.find((i) => i.evalId === r.evalId && i.productId === r.productId);
                return d ? { ...r, pass: d.pass, remark: d.remark ?? null } : r;
              }),
            }
          : s,
      ),
  });
  return <EvalMeetingDecideView state={agenda} manager={manager} decide={fromMutation(decide)} />;
}

const meta = {
  title: 'Widgets/Evaluation/EvalMeetingDecide',
  component: DecideHarness,
  args: { state: { status: 'success', data: WAITING }, manager: true, onDecide: fn(async () => ({})) },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 640 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof DecideHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个评审会', notFound: '评审会不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (el: HTMLElement, id: string) => el.querySelector(`tbody tr[data-row-key="${id}"]`) as HTMLElement;

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No meeting chosen in the list above. */
export const NoMeeting: Story = states.none;

export const NotFound: Story = states.notFound;

/** A meeting whose agenda names no application. */
export const Empty: Story = {
  args: { state: { status: 'success', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本次会议议程中没有评价申请')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存决定' })).toBeNull();
  },
};

/** Management decides: 通过 for one product, 不通过 for another, which needs a remark before 保存决定 works. */
export const ManagementDeciding: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('meeting-application-31')).toHaveTextContent('深圳市鹏城绿源农业发展有限公司');
    await expect(canvas.getByTestId('meeting-application-31')).toHaveTextContent('待评审会');
    await expect(canvas.getByText(/不通过时必须填写说明/)).toBeVisible();
    const save = canvas.getByRole('button', { name: '保存决定' });
    await expect(save).toBeDisabled();

    await userEvent.click(within(rowOf(canvasElement, '31-101')).getByLabelText('通过'));
    await userEvent.click(within(rowOf(canvasElement, '31-102')).getByLabelText('不通过'));
    const remark = within(rowOf(canvasElement, '31-102')).getByLabelText('鹏城富硒大米 说明');
    await expect(remark).toHaveAttribute('aria-required', 'true');
    await expect(within(rowOf(canvasElement, '31-102')).getByText('不通过时必须填写说明')).toBeVisible();
    await expect(canvas.getByText('1 项“不通过”未填写说明')).toBeVisible();
    await expect(save).toBeDisabled();

    await userEvent.type(remark, '硒含量不达标');
    await expect(canvas.getByText('2 项决定未保存')).toBeVisible();
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onDecide).toHaveBeenCalledWith(
        [
          { evalId: 31, productId: 101, pass: 1, remark: null },
          { evalId: 31, productId: 102, pass: 0, remark: '硒含量不达标' },
        ],
        expect.anything(),
      ),
    );
    await waitFor(() => expect(page(canvasElement).getByText('评审决定已保存')).toBeVisible());
    await expect(canvas.getByTestId('meeting-application-31')).toHaveTextContent('已决定 2/2 个产品');
    await expect(canvas.getByRole('button', { name: '保存决定' })).toBeDisabled();
  },
};

/** The server refuses (the application moved on meanwhile): its words above the agenda, the choices kept. */
export const DecideRefused: Story = {
  args: { onDecide: fn(async () => Promise.reject(new globalThis.Error(REFUSAL))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(rowOf(canvasElement, '32-201')).getByLabelText('通过'));
    await userEvent.click(canvas.getByRole('button', { name: '保存决定' }));
    await expect(await canvas.findByText(REFUSAL)).toBeVisible();
    await expect(canvas.getByText('1 项决定未保存')).toBeVisible();
    await expect(within(rowOf(canvasElement, '32-201')).getByLabelText('通过')).toBeChecked();
  },
};

/** An institution's administrator (or anyone not management) reads the decisions as labels. */
export const ReadOnly: Story = {
  args: { state: { status: 'success', data: DECIDED }, manager: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('group', { name: '评审决定操作' })).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    const failed = within(rowOf(canvasElement, '31-102'));
    await expect(failed.getByText('不通过')).toBeVisible();
    await expect(failed.getByText('抽样检测硒含量不达标')).toBeVisible();
    await expect(within(rowOf(canvasElement, '31-101')).getByText('通过')).toBeVisible();
    await expect(canvas.getByTestId('meeting-application-31')).toHaveTextContent('评审通过待发证');
  },
};

/** Management after the meeting moved one application on: that one is read only, the one still waiting editable. */
export const ManagementAfterDecision: Story = {
  args: { state: { status: 'success', data: DECIDED } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('meeting-application-31')).toHaveTextContent('决定不能修改');
    await expect(within(rowOf(canvasElement, '31-101')).queryByRole('radio')).toBeNull();
    await expect(within(rowOf(canvasElement, '32-201')).getByLabelText('通过')).toBeChecked();
    await expect(canvas.getByRole('button', { name: '保存决定' })).toBeDisabled();
  },
};
