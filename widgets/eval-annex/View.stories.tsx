import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EVAL_STATUS } from '@/domain/codes';
import { EVAL_ANNEX_MSG, type EvalAnnexForm, type EvalAnnexGroupKey, type EvalAnnexMark } from '@/domain/resources/evaluation';
import { fakeUpload } from '@/ui/inputs/upload/testing';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation, type WidgetData } from '@/ui/widget';
import type { AnnexState } from './annex';
import { annexFile, annexForm, EMPTY, FILING, IN_REVIEW, PASSED, RETURNED } from './fixtures';
import manifest from './index';
import { EvalAnnexView, type EvalAnnexAbilities } from './View';

const ENTERPRISE: EvalAnnexAbilities = { file: true, mark: false, pack: false };
const INSTITUTION: EvalAnnexAbilities = { file: false, mark: true, pack: true };
const MANAGEMENT: EvalAnnexAbilities = { file: false, mark: false, pack: true };
const READ_ONLY: EvalAnnexAbilities = { file: false, mark: false, pack: false };

interface HarnessProps {
  state: AnnexState;
  abilities: EvalAnnexAbilities;
  /** What the server answers each write: resolve = done, reject = the refusal in its words. */
  onFile: (i: { groupKey: EvalAnnexGroupKey; annexIds: string }) => Promise<unknown>;
  onMark: (items: readonly EvalAnnexMark[]) => Promise<unknown>;
  onTip: (i: { groupKey: EvalAnnexGroupKey; tips: string }) => Promise<unknown>;
  onPack: () => Promise<unknown>;
  upload: (file: File) => Promise<{ id: number | string; name: string; url: string }>;
}

/** The view with real TanStack mutations behind it, and the form changing as the server's would. */
function AnnexHarness({ state, abilities, onFile, onMark, onTip, onPack, upload }: HarnessProps) {
  const [form, setForm] = useState<AnnexState>(state);
  const patch = (change: (f: EvalAnnexForm) => EvalAnnexForm) => setForm((s) => (s.status === 'success' ? ({ status: 'success', data: change(s.data) } satisfies WidgetData<EvalAnnexForm>) : s));
  const file = useMutation({
    mutationFn: onFile,
    onSuccess: (_r, i) =>
      patch((f) => ({
        ...f,
        groups: f.groups.map((g) => {
          if (g.groupKey !== i.groupKey) return g;
          const ids = i.annexIds.split(',').filter(Boolean).map(Number);
          return { ...g, annexIds: i.annexIds, files: ids.map((id) => g.files.find((x) => x.id === id) ?? annexFile(`新材料${id}.pdf`, id)) };
        }),
      })),
  });
  const mark = useMutation({ mutationFn: onMark, onSuccess: (_r, items) => patch((f) => ({ ...f, groups: f.groups.map((g) => { const m = items.find((x) => x.groupKey === g.groupKey); return m ? { ...g, ...m, marked: true } : g; }) }) as EvalAnnexForm) });
  const tip = useMutation({ mutationFn: onTip, onSuccess: (_r, i) => patch((f) => ({ ...f, groups: f.groups.map((g) => (g.groupKey === i.groupKey ? { ...g, tips: i.tips || null } : g)) })) });
  const pack = useMutation({ mutationFn: onPack });
  return <EvalAnnexView state={form} abilities={abilities} file={fromMutation(file)} mark={fromMutation(mark)} tip={fromMutation(tip)} pack={fromMutation(pack)} upload={upload} />;
}

const meta = {
  title: 'Widgets/Evaluation/EvalAnnex',
  component: AnnexHarness,
  args: {
    state: { status: 'success', data: FILING },
    abilities: ENTERPRISE,
    onFile: fn(async () => ({})),
    onMark: fn(async () => ({})),
    onTip: fn(async () => ({})),
    onPack: fn(async () => ({})),
    upload: fakeUpload(100),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1240, height: 760 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof AnnexHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个评价申请', notFound: '评价申请不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (el: HTMLElement, key: EvalAnnexGroupKey) => el.querySelector(`tbody tr[data-row-key="${key}"]`) as HTMLElement;
const pick = userEvent.setup({ applyAccept: false });

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No application chosen in the list beside it. */
export const NoApplication: Story = states.none;

export const NotFound: Story = states.notFound;

/** A draft with nothing filed: every group 未上传, the five required ones named as missing. */
export const Empty: Story = {
  args: { state: { status: 'success', data: EMPTY } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('eval-annex-summary')).toHaveTextContent('已上传 0/31 组');
    await expect(canvas.getByText('必需材料未上传：企业简介、产品介绍、评价申请书、法定资质证明、承诺书')).toBeVisible();
    await expect(canvasElement.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(31);
    await expect(within(rowOf(canvasElement, 'profile')).getByRole('button', { name: /上传文件/ })).toBeVisible();
    // Before the institution's first check nothing is marked yet.
    await expect(within(rowOf(canvasElement, 'profile')).getByText('未审核')).toBeVisible();
  },
};

/** 提交材料: the enterprise uploads a file into a group; the group's whole list is filed at once. */
export const EnterpriseFiling: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const product = rowOf(canvasElement, 'product');
    await pick.upload(product.querySelector('input[type=file]') as HTMLInputElement, new File(['%PDF-1.4'], '产品介绍.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith({ groupKey: 'product', annexIds: expect.stringMatching(/^\d+$/) }, expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('eval-annex-summary')).toHaveTextContent('已上传 3/31 组'));
    await waitFor(() => expect(page(canvasElement).getByText('材料已保存')).toBeVisible());
    await expect(canvas.getByText('必需材料未上传：评价申请书、承诺书')).toBeVisible();
    // The 已上传 filter shows the three filed groups.
    await userEvent.click(canvas.getByText('已上传 3'));
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(3));
  },
};

/** 修改材料: the institution's marks and tips are in front of the enterprise, which files again. */
export const EnterpriseReturned: Story = {
  args: { state: { status: 'success', data: RETURNED } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('评价机构对 2 组材料给出了提示，请按提示补充或修改。')).toBeVisible();
    const legal = within(rowOf(canvasElement, 'legal'));
    await expect(legal.getByText('有问题')).toBeVisible();
    await expect(legal.getByText('超出有效期')).toBeVisible();
    await expect(legal.getByText('请上传在有效期内的营业执照')).toBeVisible();
    await userEvent.click(canvas.getByText('有问题 2'));
    await waitFor(() => expect(canvasElement.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2));
  },
};

/** 受理审核 for the institution: mark a group as a problem with a remark, save, then write a tip. */
export const InstitutionMarking: Story = {
  args: { state: { status: 'success', data: IN_REVIEW }, abilities: INSTITUTION },
  play: async ({ canvas, canvasElement, args }) => {
    const save = canvas.getByRole('button', { name: '保存完整性标记' });
    await expect(save).toBeDisabled();
    // Nothing looked at yet: no 无问题 chosen for the institution, and the count says so.
    await expect(canvas.getByTestId('eval-annex-marked')).toHaveTextContent('已标记 0/6 组');
    const legal = within(rowOf(canvasElement, 'legal'));
    await expect(legal.getByLabelText('无问题')).not.toBeChecked();
    await userEvent.click(legal.getByLabelText('有问题'));
    await userEvent.type(legal.getByLabelText('法定资质证明 问题说明'), '营业执照已过期');
    await userEvent.click(legal.getByLabelText('超出有效期'));
    await expect(canvas.getByText('1 组标记未保存')).toBeVisible();
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onMark).toHaveBeenCalledWith([{ groupKey: 'legal', problem: 0, remark: '营业执照已过期', otherRemark: null, moreRemark: null, questions: { expired: true } }], expect.anything()),
    );
    await waitFor(() => expect(canvas.getByText('1 组有问题')).toBeVisible());
    await expect(canvas.getByTestId('eval-annex-marked')).toHaveTextContent('已标记 1/6 组');
    await expect(canvas.getByRole('button', { name: '保存完整性标记' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: '法定资质证明 填写提示' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '给企业的提示：法定资质证明' }));
    await userEvent.type(dialog.getByLabelText('给企业的提示'), '请上传在有效期内的营业执照');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onTip).toHaveBeenCalledWith({ groupKey: 'legal', tips: '请上传在有效期内的营业执照' }, expect.anything()));
    await waitFor(() => expect(within(rowOf(canvasElement, 'legal')).getByText('请上传在有效期内的营业执照')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /打包下载/ }));
    await waitFor(() => expect(args.onPack).toHaveBeenCalled());
  },
};

/** The institution's save refused (the application moved on meanwhile): the server's words, the edits kept. */
export const MarkRefused: Story = {
  args: { state: { status: 'success', data: IN_REVIEW }, abilities: INSTITUTION, onMark: fn(async () => Promise.reject(new globalThis.Error(EVAL_ANNEX_MSG.markingClosed('待范围审核')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(within(rowOf(canvasElement, 'product')).getByLabelText('有问题'));
    await userEvent.click(canvas.getByRole('button', { name: '保存完整性标记' }));
    await expect(await canvas.findByText(EVAL_ANNEX_MSG.markingClosed('待范围审核'))).toBeVisible();
    await expect(canvas.getByText('1 组标记未保存')).toBeVisible();
  },
};

/** Management on a passed application: the materials and marks to read, and 打包下载. */
export const ManagementReadOnly: Story = {
  args: { state: { status: 'success', data: PASSED }, abilities: MANAGEMENT },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: '材料操作' })).toHaveTextContent('打包下载');
    await expect(canvasElement.querySelector('input[type=file]')).toBeNull();
    await expect(canvas.queryByRole('radiogroup', { name: /是否有问题/ })).toBeNull();
    await expect(within(rowOf(canvasElement, 'legal')).getByText('证照齐全，均在有效期内')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'legal')).getByRole('link', { name: '营业执照.pdf' })).toBeVisible();
  },
};

/** The enterprise after submitting (受理审核): its materials as links, nothing to change or click. */
export const ReadOnly: Story = {
  args: { state: { status: 'success', data: annexForm(EVAL_STATUS.acceptReview, { profile: { files: [annexFile('企业简介.pdf', 301)] } }) }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('group', { name: '材料操作' })).toBeNull();
    await expect(canvasElement.querySelector('input[type=file]')).toBeNull();
    await expect(within(rowOf(canvasElement, 'profile')).getByRole('link', { name: '企业简介.pdf' })).toBeVisible();
    await expect(within(rowOf(canvasElement, 'product')).getByText('未上传')).toBeVisible();
  },
};
