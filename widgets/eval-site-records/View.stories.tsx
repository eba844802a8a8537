import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EvalRecommendInput, EvalReportFile, EvalSampleInput, EvalSiteRecordChange, EvalSiteRecordInput } from '@/api/evalSite';
import { codeLabel, EVAL_STATUS } from '@/domain/codes';
import { EVAL_REPORT_MSG } from '@/domain/resources/evaluation';
import { EVAL_SITE_MSG, PICTURE_TYPE, PICTURE_TYPES, type EvalSamplingReport } from '@/domain/resources/evalSite';
import type { UploadType } from '@/domain/upload';
import { fakeUpload } from '@/ui/inputs/upload/testing';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { CONFIRMING, EMPTY, ENTERPRISE_ORG, EVAL_REPORT, groupsOf, ON_SITE, PASSED, photo, RECOMMENDED, REPORT, REPORTING, SAMPLED, TEST_ORG, UNIT_ORG } from './fixtures';
import manifest from './index';
import type { QueuedPhotos, SiteAbilities, SiteData, SiteState } from './site';
import { EvalSiteRecordsView } from './View';

const INSTITUTION_ON_SITE: SiteAbilities = { record: PICTURE_TYPES, sample: false, recommend: false, samplingReport: true, evalReport: false, orgId: UNIT_ORG };
const INSTITUTION_CONFIRMING: SiteAbilities = { record: PICTURE_TYPES, sample: false, recommend: true, samplingReport: true, evalReport: false, orgId: UNIT_ORG };
const INSTITUTION_REPORTING: SiteAbilities = { record: [], sample: false, recommend: false, samplingReport: true, evalReport: true, orgId: UNIT_ORG };
const TESTING_UNIT: SiteAbilities = { record: ['1'], sample: true, recommend: false, samplingReport: true, evalReport: false, orgId: TEST_ORG };
const READ_ONLY: SiteAbilities = { record: [], sample: false, recommend: false, samplingReport: false, evalReport: false, orgId: ENTERPRISE_ORG };

interface HarnessProps {
  state: SiteState;
  abilities: SiteAbilities;
  /** What the server answers each write: resolve = done, reject = the refusal in its words. */
  onAddRecord: (i: EvalSiteRecordInput) => Promise<unknown>;
  onEditRecord: (c: EvalSiteRecordChange) => Promise<unknown>;
  onRemoveRecord: (id: number) => Promise<unknown>;
  onSample: (items: readonly EvalSampleInput[]) => Promise<unknown>;
  onRecommend: (items: readonly EvalRecommendInput[]) => Promise<unknown>;
  onGenerate: () => Promise<EvalSamplingReport>;
  onGenerateEvalReport: () => Promise<EvalReportFile>;
  upload: (file: File, type: UploadType) => Promise<UploadedFile>;
  /** Photos saved on the device, waiting for the network. */
  queued?: readonly QueuedPhotos[];
}

/** The view with real TanStack mutations behind it, and the data changing as the server's would. */
function SiteHarness({ state, abilities, onAddRecord, onEditRecord, onRemoveRecord, onSample, onRecommend, onGenerate, onGenerateEvalReport, upload, queued }: HarnessProps) {
  const [site, setSite] = useState<SiteState>(state);
  const patch = (change: (d: SiteData) => SiteData) => setSite((s) => (s.status === 'success' ? { status: 'success', data: change(s.data) } : s));
  /** The files by picture type, each changed as `change` says. */
  const patchFiles = (change: (files: SiteData['groups'][number]['files'], type: string) => SiteData['groups'][number]['files']) =>
    patch((d) => ({ ...d, groups: groupsOf(Object.fromEntries(d.groups.map((g) => [g.pictureType, [...change(g.files, g.pictureType)]]))) }));
  const orgId = abilities.orgId ?? 0;
  const addRecord = useMutation({
    mutationFn: onAddRecord,
    onSuccess: (_r, i) =>
      patchFiles((files, type) => (type === i.pictureType ? [...files, ...i.annexIds.split(',').map((id) => photo(Number(id), `新照片${id}.png`, 90, i.description ?? null, orgId))] : files)),
  });
  // As the server answers: the record's files as listed (the ones kept as they were, new ones named after their id), its description and time.
  const editRecord = useMutation({
    mutationFn: onEditRecord,
    onSuccess: (_r, c) =>
      patchFiles((files) => {
        const at = files.findIndex((f) => f.recordId === c.id);
        if (at < 0) return files;
        const taken = c.takenTime ? new Date(c.takenTime.replace(' ', 'T')).toISOString() : null;
        const next = c.annexIds.split(',').map((id) => ({ ...(files.find((f) => f.recordId === c.id && String(f.id) === id) ?? photo(Number(id), `新照片${id}.png`, c.id, null, orgId)), description: c.description, takenTime: taken }));
        const rest = files.filter((f) => f.recordId !== c.id);
        return [...rest.slice(0, at), ...next, ...rest.slice(at)];
      }),
  });
  const removeRecord = useMutation({ mutationFn: onRemoveRecord, onSuccess: (_r, id) => patchFiles((files) => files.filter((f) => f.recordId !== id)) });
  const sample = useMutation({
    mutationFn: onSample,
    onSuccess: (_r, items) =>
      patch((d) => ({
        ...d,
        samples: d.samples.map((r) => {
          const i = items.find((x) => x.productId === r.productId);
          return i ? { ...r, sampleNo: i.sampleNo, sampleDate: i.sampleDate, testOpinion: i.testOpinion, reportAnnexId: i.reportAnnexId ? Number(i.reportAnnexId) : null, sampledByName: '周晓燕' } : r;
        }),
      })),
  });
  const recommend = useMutation({
    mutationFn: onRecommend,
    onSuccess: (_r, items) =>
      patch((d) => ({
        ...d,
        samples: d.samples.map((r) => {
          const i = items.find((x) => x.productId === r.productId);
          return i ? { ...r, recommend: i.recommend, recommendRemark: i.remark ?? null } : r;
        }),
      })),
  });
  const generate = useMutation({ mutationFn: onGenerate, onSuccess: (report) => patch((d) => ({ ...d, report })) });
  const generateEvalReport = useMutation({ mutationFn: onGenerateEvalReport, onSuccess: (evalReport) => patch((d) => ({ ...d, evalReport })) });
  return (
    <EvalSiteRecordsView
      state={site}
      abilities={abilities}
      addRecord={fromMutation(addRecord)}
      editRecord={fromMutation(editRecord)}
      removeRecord={fromMutation(removeRecord)}
      sample={fromMutation(sample)}
      recommend={fromMutation(recommend)}
      generate={fromMutation(generate)}
      generateEvalReport={fromMutation(generateEvalReport)}
      upload={upload} queued={queued}
    />
  );
}

const fake = fakeUpload(50);
const meta = {
  title: 'Widgets/Evaluation/EvalSiteRecords',
  component: SiteHarness,
  args: {
    state: { status: 'success', data: ON_SITE },
    abilities: INSTITUTION_ON_SITE,
    onAddRecord: fn(async () => ({})),
    onEditRecord: fn(async () => ({})),
    onRemoveRecord: fn(async () => null),
    onSample: fn(async () => []),
    onRecommend: fn(async () => []),
    onGenerate: fn(async () => REPORT),
    onGenerateEvalReport: fn(async () => EVAL_REPORT),
    upload: fn((file: File) => fake(file)),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, height: 820 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个评价申请', notFound: '评价申请不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
/** A product's row in the 抽样检测 or 推荐意见 table (once its tab has been shown). */
const rowOf = (el: HTMLElement, table: 'samples' | 'recommend', productId: number) => el.querySelector(`[data-testid="site-${table}"] tbody tr[data-row-key="${productId}"]`) as HTMLElement;
const shown = (el: HTMLElement, table: 'samples' | 'recommend') => waitFor(() => expect(rowOf(el, table, 101)).toBeVisible());
const pick = userEvent.setup({ applyAccept: false });

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No application chosen in the list beside it. */
export const NoApplication: Story = states.none;

export const NotFound: Story = states.notFound;

/** The visit just begun, read by the enterprise: every type 暂无, nothing sampled, no report. */
export const Empty: Story = {
  args: { state: { status: 'success', data: EMPTY }, abilities: READ_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('eval-site-report')).toHaveTextContent('抽样报告：尚未生成');
    await expect(within(canvas.getByTestId('site-group-XC')).getByText('暂无')).toBeVisible();
    await expect(within(canvas.getByTestId('site-group-VIDEO')).getByText('0 条记录')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /添加记录/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '抽样检测' }));
    await expect(canvas.getAllByText('—').length).toBeGreaterThan(0);
  },
};

/** The institution on site: photos by type, then 添加记录 of 现场 photos (pictures only; a video type takes mp4). */
export const InstitutionRecording: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(within(canvas.getByTestId('site-group-XC')).getAllByRole('img')).toHaveLength(2);
    await expect(within(canvas.getByTestId('site-group-VIDEO')).getByRole('link', { name: /现场巡查\.mp4/ })).toBeVisible();
    // Not every product has a test opinion yet: the report waits, saying why in the server's words.
    await expect(canvas.getByRole('button', { name: '生成抽样报告' })).toBeDisabled();
    await expect(canvas.getByText(EVAL_SITE_MSG.opinionsMissing('鹏城有机菜心、鹏城富硒大米'))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /添加记录/ }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '添加现场记录' }));
    await expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: '图片类型' }));
    await userEvent.click(await page(canvasElement).findByTitle(codeLabel('pictureType', '7')));
    await expect(dialog.getByRole('button', { name: /上传视频/ })).toBeVisible();
    await expect((page(canvasElement).getByRole('dialog').querySelector('input[type=file]') as HTMLInputElement).accept).toBe('.mp4');
    await userEvent.click(dialog.getByRole('combobox', { name: '图片类型' }));
    await userEvent.click(await page(canvasElement).findByTitle(codeLabel('pictureType', '2')));
    const input = page(canvasElement).getByRole('dialog').querySelector('input[type=file]') as HTMLInputElement;
    await expect(input.accept).toBe('.jpg,.jpeg,.png');
    await pick.upload(input, new File(['png'], '原料仓库.png', { type: 'image/png' }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledWith(expect.any(File), 'img'));
    await userEvent.type(dialog.getByLabelText('说明'), '原料仓库');
    await waitFor(() => expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onAddRecord).toHaveBeenCalledWith({ pictureType: '2', annexIds: expect.stringMatching(/^\d+$/), description: '原料仓库', takenTime: null }, expect.anything()));
    await waitFor(() => expect(page(canvasElement).getByText('现场记录已保存')).toBeVisible());
    await waitFor(() => expect(within(canvas.getByTestId('site-group-XC')).getAllByRole('img')).toHaveLength(3));
  },
};

/** The server refuses a record (the application moved on meanwhile): its words in the dialog, which stays open. */
export const RecordRefused: Story = {
  args: { onAddRecord: fn(async () => Promise.reject(new globalThis.Error(EVAL_SITE_MSG.recordClosed('已归档待核查')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /添加记录/ }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '添加现场记录' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '图片类型' }));
    await userEvent.click(await page(canvasElement).findByTitle(codeLabel('pictureType', '4')));
    await pick.upload(page(canvasElement).getByRole('dialog').querySelector('input[type=file]') as HTMLInputElement, new File(['png'], '会议.png', { type: 'image/png' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await expect(await dialog.findByText(EVAL_SITE_MSG.recordClosed('已归档待核查'))).toBeVisible();
  },
};

/** A record's block in its picture type's card (fixtures: 51 the testing unit's product picture, 52 two 现场 photos, 53 a meeting photo, 54 a video). */
const recordOf = (el: HTMLElement, id: number) => within(el.querySelector(`[data-testid="site-record-${id}"]`) as HTMLElement);
const taken = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
/** The edit dialog, once it has opened (its zoom-in done). */
const editDialog = async (el: HTMLElement) => {
  const dialog = await page(el).findByRole('dialog', { name: '编辑现场记录' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
/** The 确定 of the open confirmation, once it shows 确认删除吗？. */
const confirmRemove = async (el: HTMLElement) => {
  await waitFor(() => expect(page(el).getByText('确认删除吗？')).toBeVisible());
  return page(el).getByRole('button', { name: /确\s*定/ });
};

/**
 * The institution edits its 现场 record: the type stays, 保存 waits for a change; one photo removed
 * (after 确认删除吗？), another uploaded, the description changed; the card shows the record as saved.
 * The testing unit's product picture offers it no 编辑 or 删除.
 */
export const InstitutionEditing: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(recordOf(canvasElement, 51).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await expect(recordOf(canvasElement, 54).getByRole('button', { name: /编辑/ })).toBeVisible();
    await userEvent.click(recordOf(canvasElement, 52).getByRole('button', { name: /编辑/ }));
    const dialogEl = await editDialog(canvasElement);
    const dialog = within(dialogEl);
    await expect(dialog.getByRole('combobox', { name: '图片类型' })).toBeDisabled();
    await expect(dialogEl.querySelector('.ant-select')).toHaveTextContent(codeLabel('pictureType', '2'));
    await expect(dialog.getByLabelText('说明')).toHaveValue('生产区全景');
    await expect(dialog.getByLabelText('拍摄时间')).toHaveValue(taken('2026-11-20T02:30:00.000Z'));
    await expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeDisabled();

    const kept = dialog.getByText('仓库.png').closest('.ant-upload-list-item') as HTMLElement;
    await userEvent.click(within(kept).getByRole('button', { name: /删除/ }));
    await userEvent.click(await confirmRemove(canvasElement));
    await waitFor(() => expect(dialog.queryByText('仓库.png')).toBeNull());
    const input = dialogEl.querySelector('input[type=file]') as HTMLInputElement;
    await expect(input.accept).toBe('.jpg,.jpeg,.png');
    await pick.upload(input, new File(['png'], '原料区.png', { type: 'image/png' }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledWith(expect.any(File), 'img'));
    await userEvent.clear(dialog.getByLabelText('说明'));
    await userEvent.type(dialog.getByLabelText('说明'), '生产区与原料区');
    await waitFor(() => expect(dialog.getByRole('button', { name: /保\s*存/ })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(args.onEditRecord).toHaveBeenCalledWith({ id: 52, annexIds: expect.stringMatching(/^602,\d+$/), description: '生产区与原料区', takenTime: taken('2026-11-20T02:30:00.000Z') }, expect.anything()),
    );
    await waitFor(() => expect(page(canvasElement).getByText('现场记录已保存')).toBeVisible());
    await waitFor(() => expect(recordOf(canvasElement, 52).getByText('生产区与原料区')).toBeVisible());
    await expect(recordOf(canvasElement, 52).getAllByRole('img')).toHaveLength(2);
    await expect(recordOf(canvasElement, 52).queryByText('仓库.png')).toBeNull();
    await expect(args.onAddRecord).not.toHaveBeenCalled();
  },
};

/** A video record is edited with the video upload (mp4 only); clearing the description and time sends them as null. */
export const EditingVideo: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(recordOf(canvasElement, 54).getByRole('button', { name: /编辑/ }));
    const dialogEl = await editDialog(canvasElement);
    const dialog = within(dialogEl);
    await expect(dialog.getByRole('button', { name: /上传视频/ })).toBeVisible();
    await expect((dialogEl.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('.mp4');
    // The picker's 清除 takes clicks while the picker has the focus; then the description, which closes the picker.
    await userEvent.click(dialog.getByLabelText('拍摄时间'));
    await userEvent.click(dialog.getByRole('button', { name: '清除' }));
    await userEvent.clear(dialog.getByLabelText('说明'));
    await expect(dialog.getByLabelText('拍摄时间')).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onEditRecord).toHaveBeenCalledWith({ id: 54, annexIds: '605', description: null, takenTime: null }, expect.anything()));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: '编辑现场记录' })).toBeNull());
    await expect(recordOf(canvasElement, 54).queryByText('加工车间巡查')).toBeNull();
  },
};

/** The server refuses the change (the application moved on meanwhile): its words in the dialog, which stays open with the edits. */
export const EditRefused: Story = {
  args: { onEditRecord: fn(async () => Promise.reject(new globalThis.Error(EVAL_SITE_MSG.recordClosed('已归档待核查')))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(recordOf(canvasElement, 53).getByRole('button', { name: /编辑/ }));
    const dialog = within(await editDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText('说明'), '与签到表');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await expect(await dialog.findByText(EVAL_SITE_MSG.recordClosed('已归档待核查'))).toBeVisible();
    await expect(dialog.getByLabelText('说明')).toHaveValue('首次会议签到与签到表');
    await expect(recordOf(canvasElement, 53).getByText('首次会议签到')).toBeVisible();
  },
};

/** The institution removes its meeting photo after 确认删除吗？; cancelling first keeps it. */
export const InstitutionRemoving: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const hy = within(canvas.getByTestId('site-group-HY'));
    await userEvent.click(recordOf(canvasElement, 53).getByRole('button', { name: /删除/ }));
    await confirmRemove(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('button', { name: /取\s*消/ }));
    await expect(args.onRemoveRecord).not.toHaveBeenCalled();
    await userEvent.click(recordOf(canvasElement, 53).getByRole('button', { name: /删除/ }));
    await userEvent.click(await confirmRemove(canvasElement));
    await waitFor(() => expect(args.onRemoveRecord).toHaveBeenCalledWith(53, expect.anything()));
    await waitFor(() => expect(page(canvasElement).getByText('现场记录已删除')).toBeVisible());
    await waitFor(() => expect(hy.getByText('暂无')).toBeVisible());
    await expect(hy.getByText('0 条记录')).toBeVisible();
    await expect(within(canvas.getByTestId('site-group-XC')).getAllByRole('img')).toHaveLength(2);
  },
};

/** The server refuses the removal: its words on the card of the record's type, the record still there. */
export const RemoveRefused: Story = {
  args: { onRemoveRecord: fn(async () => Promise.reject(new globalThis.Error(EVAL_SITE_MSG.recordClosed('已归档待核查')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(recordOf(canvasElement, 53).getByRole('button', { name: /删除/ }));
    await userEvent.click(await confirmRemove(canvasElement));
    const hy = within(canvas.getByTestId('site-group-HY'));
    await expect(await hy.findByText(EVAL_SITE_MSG.recordClosed('已归档待核查'))).toBeVisible();
    await expect(hy.getByRole('img', { name: '首次会议.jpg' })).toBeVisible();
    await expect(within(canvas.getByTestId('site-group-XC')).queryByText(EVAL_SITE_MSG.recordClosed('已归档待核查'))).toBeNull();
  },
};

/** The testing unit changes its own product pictures only: the institution's records offer it nothing. */
export const TestingUnitOwnRecords: Story = {
  args: { abilities: TESTING_UNIT },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '现场照片/视频' }));
    await expect(recordOf(canvasElement, 51).getByRole('button', { name: /编辑/ })).toBeVisible();
    await expect(recordOf(canvasElement, 51).getByRole('button', { name: /删除/ })).toBeVisible();
    for (const id of [52, 53, 54]) await expect(recordOf(canvasElement, id).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
  },
};

/** After the visit (核查文件通过) the institution's own records are read only: no 添加记录, 编辑 or 删除. */
export const RecordsClosed: Story = {
  args: { abilities: INSTITUTION_REPORTING, state: { status: 'success', data: REPORTING } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '现场照片/视频' }));
    await expect(within(canvas.getByTestId('site-group-XC')).getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /添加记录|编辑|删除/ })).toBeNull();
  },
};

/** The testing unit fills in each product's sample, saves, then generates the sampling report. */
export const TestingUnitSampling: Story = {
  args: { abilities: TESTING_UNIT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: '抽样检测', selected: true })).toBeVisible();
    await expect(canvas.getByText(/请为每个产品填写样品编号/)).toBeVisible();
    const save = canvas.getByRole('button', { name: '保存抽样结果' });
    await expect(save).toBeDisabled();
    await shown(canvasElement, 'samples');
    for (const [id, name, no, opinion] of [
      [101, '鹏城有机菜心', 'YP-001', '合格'],
      [102, '鹏城富硒大米', 'YP-002', '不合格'],
    ] as const) {
      const row = within(rowOf(canvasElement, 'samples', id));
      await userEvent.type(row.getByLabelText(`${name} 样品编号`), no);
      await expect(canvas.getByText(/请填写完整/)).toBeVisible();
      const date = row.getByLabelText(`${name} 抽样日期`);
      await userEvent.click(date);
      await userEvent.type(date, '2026-11-20{Enter}');
      await userEvent.click(row.getByLabelText(opinion));
    }
    await waitFor(() => expect(canvas.queryByText(/请填写完整/)).toBeNull());
    await expect(canvas.getByText('2 个产品未保存')).toBeVisible();
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSample).toHaveBeenCalledWith(
        [
          { productId: 101, sampleNo: 'YP-001', sampleDate: '2026-11-20', testOpinion: 1, reportAnnexId: null },
          { productId: 102, sampleNo: 'YP-002', sampleDate: '2026-11-20', testOpinion: 2, reportAnnexId: null },
        ],
        expect.anything(),
      ),
    );
    await waitFor(() => expect(page(canvasElement).getByText('抽样结果已保存')).toBeVisible());
    const generate = canvas.getByRole('button', { name: '生成抽样报告' });
    await waitFor(() => expect(generate).toBeEnabled());
    await userEvent.click(generate);
    await waitFor(() => expect(args.onGenerate).toHaveBeenCalled());
    await expect(await canvas.findByRole('link', { name: /抽样报告-PJ20260012\.docx/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新生成抽样报告' })).toBeVisible();
  },
};

/** The testing unit's save refused (a sample number used for the other product): the server's words, the edits kept. */
export const SampleRefused: Story = {
  args: { abilities: TESTING_UNIT, state: { status: 'success', data: CONFIRMING }, onSample: fn(async () => Promise.reject(new globalThis.Error(EVAL_SITE_MSG.sampleNoTaken(1, 'YP-2026-002')))) },
  play: async ({ canvas, canvasElement }) => {
    await shown(canvasElement, 'samples');
    const no = within(rowOf(canvasElement, 'samples', 101)).getByLabelText('鹏城有机菜心 样品编号');
    await userEvent.clear(no);
    await userEvent.type(no, 'YP-2026-002');
    await userEvent.click(canvas.getByRole('button', { name: '保存抽样结果' }));
    await expect(await canvas.findByText(EVAL_SITE_MSG.sampleNoTaken(1, 'YP-2026-002'))).toBeVisible();
    await expect(no).toHaveValue('YP-2026-002');
    await expect(canvas.getByText('1 个产品未保存')).toBeVisible();
  },
};

/** The institution at 评价确认: 推荐 one product, 不推荐 the other, which needs a reason. */
export const InstitutionRecommending: Story = {
  args: { abilities: INSTITUTION_CONFIRMING, state: { status: 'success', data: CONFIRMING } },
  play: async ({ canvas, canvasElement, args }) => {
    // The records are still open at 现场评价完成: the card opens on them, the recommendations a tab away.
    await expect(canvas.getByRole('tab', { name: '现场照片/视频', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '推荐意见' }));
    await expect(canvas.getByRole('link', { name: /抽样报告-PJ20260012\.docx/ })).toBeVisible();
    await shown(canvasElement, 'recommend');
    await userEvent.click(within(rowOf(canvasElement, 'recommend', 101)).getByLabelText('推荐'));
    await userEvent.click(within(rowOf(canvasElement, 'recommend', 102)).getByLabelText('不推荐'));
    await expect(within(rowOf(canvasElement, 'recommend', 102)).getByText('不推荐时必须填写理由')).toBeVisible();
    await expect(canvas.getByText('1 个产品不推荐但未填写理由')).toBeVisible();
    const save = canvas.getByRole('button', { name: '保存推荐意见' });
    await expect(save).toBeDisabled();
    await userEvent.type(within(rowOf(canvasElement, 'recommend', 102)).getByLabelText('鹏城富硒大米 理由'), '抽样检测不合格');
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onRecommend).toHaveBeenCalledWith(
        [
          { productId: 101, recommend: 1, remark: null },
          { productId: 102, recommend: 0, remark: '抽样检测不合格' },
        ],
        expect.anything(),
      ),
    );
    await waitFor(() => expect(page(canvasElement).getByText('推荐意见已保存')).toBeVisible());
  },
};

/** The institution at 核查文件通过: every product recommended, it generates the evaluation report, which it can then read. */
export const InstitutionReporting: Story = {
  args: { abilities: INSTITUTION_REPORTING, state: { status: 'success', data: REPORTING } },
  play: async ({ canvas, canvasElement, args }) => {
    const line = within(canvasElement.querySelector('[data-testid="eval-report"]') as HTMLElement);
    await expect(line.getByText('尚未生成')).toBeVisible();
    await userEvent.click(line.getByRole('button', { name: '生成评价报告' }));
    await waitFor(() => expect(args.onGenerateEvalReport).toHaveBeenCalled());
    await expect(await line.findByRole('link', { name: /评价报告-PJ20260012\.docx/ })).toBeVisible();
    await expect(line.getByRole('button', { name: '重新生成评价报告' })).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByText('评价报告已生成')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: '添加记录' })).toBeNull();
  },
};

/** The evaluation report waits for every product's recommendation, and says which are missing. */
export const EvalReportWaitsForRecommendations: Story = {
  args: { abilities: INSTITUTION_REPORTING, state: { status: 'success', data: { ...REPORTING, samples: [RECOMMENDED[0], SAMPLED[1]] } } },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement.querySelector('[data-testid="eval-report"]') as HTMLElement);
    await expect(line.getByRole('button', { name: '生成评价报告' })).toBeDisabled();
    await expect(line.getByText(`请先给出以下产品的推荐意见：${SAMPLED[1].productName}`)).toBeVisible();
  },
};

/** The server refuses (the status moved on meanwhile): its words show below the line, the page stays. */
export const EvalReportRefused: Story = {
  args: {
    abilities: INSTITUTION_REPORTING,
    state: { status: 'success', data: REPORTING },
    onGenerateEvalReport: fn(async () => {
      throw new globalThis.Error(EVAL_REPORT_MSG.notNow(codeLabel('evalStatus', EVAL_STATUS.reportPush)));
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '生成评价报告' }));
    await expect(await canvas.findByText(EVAL_REPORT_MSG.notNow(codeLabel('evalStatus', EVAL_STATUS.reportPush)))).toBeVisible();
    await expect(canvas.getByText('尚未生成', { selector: '[data-testid="eval-report"] *' })).toBeVisible();
  },
};

/** Management (or the enterprise) on a passed application: photos, samples, recommendations and the report to read. */
export const ReadOnly: Story = {
  args: { abilities: READ_ONLY, state: { status: 'success', data: PASSED } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: /添加记录|编辑|删除|生成抽样报告|保存/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /抽样报告-PJ20260012\.docx/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /评价报告-PJ20260012\.docx/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /生成评价报告/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '抽样检测' }));
    await shown(canvasElement, 'samples');
    await expect(within(rowOf(canvasElement, 'samples', 101)).getByRole('link', { name: '菜心检测报告.pdf' })).toBeVisible();
    await expect(within(rowOf(canvasElement, 'samples', 102)).getByText('不合格')).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="site-samples"] input')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '推荐意见' }));
    await shown(canvasElement, 'recommend');
    await expect(within(rowOf(canvasElement, 'recommend', 102)).getByText('不推荐')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'recommend', 102)).getByText('抽样检测硒含量不达标')).toBeVisible();
  },
};

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** Photos taken where there was no signal: in their type's card, marked 待同步 until the server has them. */
export const SavedOnDevice: Story = {
  args: { queued: [{ key: 'q1', pictureType: PICTURE_TYPE.XC, description: '冷库温度记录仪', files: [{ id: 0, name: '冷库.png', url: PIXEL }], state: 'waiting' }] },
  play: async ({ canvas }) => {
    const waiting = canvas.getByRole('group', { name: '现场 待同步' });
    await expect(waiting).toHaveTextContent('冷库温度记录仪');
    await expect(within(waiting).getByRole('img', { name: '冷库.png' })).toBeVisible();
  },
};
