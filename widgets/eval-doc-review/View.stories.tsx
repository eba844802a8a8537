import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DocReviewBody, DocReviewRound } from '@/api/evalDocReview';
import { DOC_REVIEW_MSG } from '@/domain/resources/evaluation';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { BLANK_DATA, IN_REVIEW, PASSED, report } from './fixtures';
import manifest from './index';
import type { DocReviewAbilities, ReviewState } from './review';
import { EvalDocReviewView } from './View';

const INSTITUTION: DocReviewAbilities = { write: true, report: true };
const INSTITUTION_LATER: DocReviewAbilities = { write: false, report: true };
const READ_ONLY: DocReviewAbilities = { write: false, report: false };

interface HarnessProps {
  state: ReviewState;
  abilities: DocReviewAbilities;
  /** What the server answers each write: resolve = done, reject = the refusal in its words. */
  onSave: (i: { id: number | null; body: DocReviewBody }) => Promise<unknown>;
  onReport: () => Promise<unknown>;
}

/** The view with real TanStack mutations behind it, and the review changing as the server's would. */
function ReviewHarness({ state, abilities, onSave, onReport }: HarnessProps) {
  const [s, setS] = useState<ReviewState>(state);
  const save = useMutation({
    mutationFn: onSave,
    onSuccess: (_r, i) =>
      setS((cur) => {
        if (cur.status !== 'success') return cur;
        const round: DocReviewRound = { ...i.body, id: i.id ?? 99, evalId: cur.data.app.id, report: null, createTime: '2026-11-21T02:00:00.000Z', updateTime: new Date().toISOString(), groups: cur.data.latest.groups };
        return { status: 'success', data: { ...cur.data, latest: round, rounds: [round, ...cur.data.rounds.filter((r) => r.id !== round.id)], target: round.id } };
      }),
  });
  const rep = useMutation({
    mutationFn: onReport,
    onSuccess: () => setS((cur) => (cur.status === 'success' ? { status: 'success', data: { ...cur.data, latest: { ...cur.data.latest, report: report(900) } } } : cur)),
  });
  return <EvalDocReviewView state={s} abilities={abilities} save={fromMutation(save)} report={fromMutation(rep)} />;
}

const meta = {
  title: 'Widgets/Evaluation/EvalDocReview',
  component: ReviewHarness,
  args: {
    state: { status: 'success', data: IN_REVIEW },
    abilities: INSTITUTION,
    onSave: fn(async () => ({})),
    onReport: fn(async () => ({})),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 820 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个评价申请', notFound: '评价申请不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (el: HTMLElement, key: string) => el.querySelector(`tbody tr[data-row-key="${key}"]`) as HTMLElement;

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No application chosen in the list beside it. */
export const NoApplication: Story = states.none;

export const NotFound: Story = states.notFound;

/** The enterprise while the institution has not saved a round yet. */
export const Empty: Story = {
  args: { state: { status: 'success', data: BLANK_DATA }, abilities: READ_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('评价机构尚未进行文件评审')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  },
};

/**
 * 文审, the first round: no group concluded to start with, an empty group cannot be found 符合, a
 * group found not conforming needs a note; the new round is saved with every group.
 */
export const InstitutionFirstRound: Story = {
  args: { state: { status: 'success', data: BLANK_DATA } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('新一轮评审（尚未保存）')).toBeVisible();
    await expect(canvas.getByTestId('doc-review-findings')).toHaveTextContent('已评审 0/7 项');
    await expect(within(rowOf(canvasElement, 'staff')).getByLabelText('符合')).toBeDisabled();
    await expect(within(rowOf(canvasElement, 'staff')).getByText('无材料，不能评为符合')).toBeVisible();
    // No report before a round is saved.
    await expect(canvas.queryByRole('button', { name: /生成评审报告/ })).toBeNull();
    await expect(canvas.getByLabelText('评审人')).toHaveValue('林嘉怡');

    const trace = within(rowOf(canvasElement, 'trace'));
    await userEvent.click(trace.getByLabelText('不符合'));
    await waitFor(() => expect(canvas.getByTestId('doc-review-findings')).toHaveTextContent('已评审 1/7 项，1 项不符合'));
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    // The message fades in (antd's form animation): wait until it is shown.
    await waitFor(() => expect(trace.getByText('不符合的分组请填写评审意见')).toBeVisible());
    // The date is still empty (the domain's own message, in a picker's words); without a conclusion the round would be a draft.
    await waitFor(() => expect(canvas.getAllByText('请选择').filter((el) => el.closest('.ant-form-item-explain'))).toHaveLength(1));
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.type(trace.getByLabelText('追溯体系 评审意见'), '  追溯记录缺少批次号 ');
    await userEvent.click(canvas.getByLabelText('评审日期'));
    await userEvent.type(canvas.getByLabelText('评审日期'), '2026-11-21{Enter}');
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: '评审结论' })).getByLabelText('不通过'));
    await userEvent.type(canvas.getByLabelText('评审意见'), '追溯体系不完整');
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const { id, body } = (args.onSave as ReturnType<typeof fn>).mock.calls[0][0] as { id: number | null; body: DocReviewBody };
    await expect(id).toBeNull();
    await expect(body).toMatchObject({ reviewerName: '林嘉怡', reviewDate: '2026-11-21', conclusion: 0, opinion: '追溯体系不完整' });
    await expect(body.items).toHaveLength(31);
    await expect(body.items.find((i) => i.groupKey === 'trace')).toEqual({ groupKey: 'trace', conform: 0, note: '追溯记录缺少批次号' });
    // A group not looked at is sent without a finding, never as 符合.
    await expect(body.items.find((i) => i.groupKey === 'profile')).toEqual({ groupKey: 'profile', conform: null, note: null });
    await waitFor(() => expect(page(canvasElement).getByText('文件评审已保存')).toBeVisible());
    // Saved: the round is the current one now, and its report may be generated.
    await expect(await canvas.findByText('本轮评审')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /生成评审报告/ }));
    await waitFor(() => expect(args.onReport).toHaveBeenCalled());
    await expect(await canvas.findByRole('link', { name: '文件评审报告-PJ20260012.docx' })).toBeVisible();
  },
};

/** 文审 again: the saved round is changed (PUT /{id}); the earlier round is listed below with its report. */
export const InstitutionChangesRound: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('本轮评审')).toBeVisible();
    const earlier = within(canvas.getByTestId('doc-review-rounds'));
    await expect(earlier.getByText('2026-10-12')).toBeVisible();
    await expect(earlier.getByText('追溯体系、管理制度')).toBeVisible();
    await expect(earlier.getByRole('link', { name: '文件评审报告-PJ20260012.docx' })).toBeVisible();
    await expect(within(rowOf(canvasElement, 'institutional')).getByLabelText('管理制度 评审意见')).toHaveValue('已补充投入品管理制度');

    await userEvent.clear(canvas.getByLabelText('评审意见'));
    await userEvent.type(canvas.getByLabelText('评审意见'), '补充材料后符合要求');
    // Unsaved changes: the report would not show them.
    await expect(canvas.getByRole('button', { name: /生成评审报告/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ id: 42, body: expect.objectContaining({ conclusion: 1, opinion: '补充材料后符合要求', reviewDate: '2026-11-20' }) }, expect.anything()));
    await waitFor(() => expect(canvas.getByRole('button', { name: /生成评审报告/ })).toBeEnabled());
  },
};

/** The save refused (the application left 文审 meanwhile): the server's words, the edits kept. */
export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new globalThis.Error(DOC_REVIEW_MSG.notNow('文件评审通过')))) },
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByLabelText('评审意见'));
    await userEvent.type(canvas.getByLabelText('评审意见'), '再次确认');
    await userEvent.click(canvas.getByRole('button', { name: /保\s*存/ }));
    await expect(await canvas.findByText(DOC_REVIEW_MSG.notNow('文件评审通过'))).toBeVisible();
    await expect(canvas.getByLabelText('评审意见')).toHaveValue('再次确认');
  },
};

/** After 文审 the institution reads the round and may generate its report again (for the archive). */
export const InstitutionAfterReview: Story = {
  args: { state: { status: 'success', data: PASSED }, abilities: INSTITUTION_LATER },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /重新生成评审报告/ }));
    await waitFor(() => expect(args.onReport).toHaveBeenCalled());
  },
};

/** The enterprise or management: the latest round to read, its report, the earlier ones; nothing to change. */
export const ReadOnly: Story = {
  args: { state: { status: 'success', data: PASSED }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('group', { name: '文件评审操作' })).toBeNull();
    await expect(canvasElement.querySelector('input')).toBeNull();
    await expect(canvas.getByText('材料齐全，符合要求')).toBeVisible();
    await expect(canvas.getAllByText('通过')[0]).toBeVisible();
    await expect(within(rowOf(canvasElement, 'institutional')).getByText('已补充投入品管理制度')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: '文件评审报告-PJ20260012.docx' }).length).toBeGreaterThanOrEqual(2);
    await expect(within(canvas.getByTestId('doc-review-rounds')).getByText('不通过')).toBeVisible();
  },
};
