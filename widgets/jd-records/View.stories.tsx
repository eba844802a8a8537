import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JD_MSG } from '@/domain/resources/jd';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { AT_REPORT, LARGE, NO_RECORDS, ON_SITE, UNPASSED } from './fixtures';
import manifest from './index';
import type { RecordsAbilities, RecordsState, ResultInput } from './records';
import { JdRecordsView } from './View';

const MANAGEMENT: RecordsAbilities = { conclude: true };
const READ_ONLY: RecordsAbilities = { conclude: false };

interface HarnessProps {
  state: RecordsState;
  abilities: RecordsAbilities;
  /** What the server answers: resolve = done, reject = the refusal in its words. */
  onConclude: (i: ResultInput) => Promise<unknown>;
  onExport: () => Promise<unknown>;
}

/** The view with real TanStack mutations behind it, and the records changing as the server's would. */
function RecordsHarness({ state, abilities, onConclude, onExport }: HarnessProps) {
  const [s, setS] = useState<RecordsState>(state);
  const conclude = useMutation({
    mutationFn: onConclude,
    onSuccess: (_r, i) =>
      setS((cur) => (cur.status === 'success' ? { status: 'success', data: { ...cur.data, records: cur.data.records.map((r) => (i.ids.includes(r.id) ? { ...r, status: i.status } : r)) } } : cur)),
  });
  const exportRecords = useMutation({ mutationFn: onExport });
  return <JdRecordsView state={s} abilities={abilities} conclude={fromMutation(conclude)} exportRecords={fromMutation(exportRecords)} />;
}

const meta = {
  title: 'Widgets/Supervision/JdRecords',
  component: RecordsHarness,
  args: {
    state: { status: 'success', data: AT_REPORT },
    abilities: MANAGEMENT,
    onConclude: fn(async () => ({})),
    onExport: fn(async () => ({})),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 560 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof RecordsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个监督任务', notFound: '监督任务不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (el: HTMLElement, id: number) => el.querySelector(`tbody tr[data-row-key="${id}"]`) as HTMLElement;

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No task chosen in the list beside it. */
export const NoTask: Story = states.none;

export const NotFound: Story = states.notFound;

/** A draft task without products: nothing to set, nothing to export. */
export const Empty: Story = {
  args: { state: { status: 'success', data: NO_RECORDS } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该任务没有监督产品')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /导出记录/ })).toBeNull();
    await expect(canvas.queryByRole('group', { name: '结果设定' })).toBeNull();
  },
};

/** 监督报告 before management: the opinions and test results read as labels; management passes two products and fails one. */
export const ManagementSetsResults: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('jd-records-status')).toHaveTextContent('待监督结论');
    await expect(canvas.getByTestId('jd-records-tally')).toHaveTextContent('共 3 个产品：通过 0，不通过 0，待定 3');
    const lettuce = within(rowOf(canvasElement, 302));
    await expect(lettuce.getByText('不通过')).toBeVisible();
    await expect(lettuce.getByText('不合格')).toBeVisible();
    await expect(lettuce.getByText('待定')).toBeVisible();
    await expect(lettuce.getByText('农药残留超标')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '设为通过' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 鹏城有机菜心' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 鹏城净菜礼盒' }));
    await expect(canvas.getByText('已选 2 个产品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '设为通过' }));
    await waitFor(() => expect(args.onConclude).toHaveBeenCalledWith({ ids: [301, 303], status: 88 }, expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-records-tally')).toHaveTextContent('通过 2，不通过 0，待定 1'));
    await waitFor(() => expect(page(canvasElement).getByText('已设定 2 个产品的监督结果')).toBeVisible());

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 鹏城生菜' }));
    await userEvent.click(canvas.getByRole('button', { name: /设为不通过/ }));
    const pop = await page(canvasElement).findByRole('tooltip');
    await expect(pop).toHaveTextContent('确定将选中的 1 个产品设为不通过吗？');
    await userEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onConclude).toHaveBeenLastCalledWith({ ids: [302], status: 99 }, expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-records-tally')).toHaveTextContent('通过 2，不通过 1，待定 0'));

    await userEvent.click(canvas.getByRole('button', { name: /导出记录/ }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalled());
  },
};

/** A result refused (the task moved on meanwhile): the server's words above the table, the results unchanged. */
export const ResultRefused: Story = {
  args: { onConclude: fn(async () => Promise.reject(new globalThis.Error(JD_MSG.notNow('通过')))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 鹏城有机菜心' }));
    await userEvent.click(canvas.getByRole('button', { name: '设为通过' }));
    await expect(await canvas.findByText(JD_MSG.notNow('通过'))).toBeVisible();
    await expect(canvas.getByTestId('jd-records-tally')).toHaveTextContent('待定 3');
  },
};

/** The enterprise after the conclusion: results to read and export, nothing to set. */
export const ReadOnlyConcluded: Story = {
  args: { state: { status: 'success', data: UNPASSED }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('jd-records-tally')).toHaveTextContent('通过 2，不通过 1，待定 0');
    await expect(within(rowOf(canvasElement, 301)).getAllByText('通过')).toHaveLength(2);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: '结果设定' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /导出记录/ })).toBeVisible();
  },
};

/** On site: no opinion yet; everything 待定 and 无, and management sets nothing before the report. */
export const BeforeTheReport: Story = {
  args: { state: { status: 'success', data: ON_SITE }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(rowOf(canvasElement, 301)).getByText('无')).toBeVisible();
    await expect(within(rowOf(canvasElement, 301)).getAllByText('待定')).toHaveLength(2);
    await expect(canvas.queryByText(/监督报告已提交/)).toBeNull();
  },
};

/** The export refused: the server's words above the table. */
export const ExportRefused: Story = {
  args: { abilities: READ_ONLY, onExport: fn(async () => Promise.reject(new globalThis.Error('导出失败：没有可导出的记录'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /导出记录/ }));
    await expect(await canvas.findByText('导出失败：没有可导出的记录')).toBeVisible();
  },
};

/** Sixty products: twenty a page; a tick on the second page counts. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: LARGE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-records-tally')).toHaveTextContent('共 60 个产品');
    await expect(canvas.getByText('监督产品1')).toBeVisible();
    await userEvent.click(canvas.getByRole('listitem', { name: '2' }));
    await expect(await canvas.findByText('监督产品21')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 监督产品22' }));
    await expect(canvas.getByText('已选 1 个产品')).toBeVisible();
  },
};
