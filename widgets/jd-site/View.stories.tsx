import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager, type UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GeneratedFile, JdHisNonRow, JdPhotoBody, JdVisitBody } from '@/api/jdSite';
import { useOfflineMutation, useOnline } from '@/api/offline';
import { JD_SITE_STATUS, JD_TASK_STATUS } from '@/domain/codes';
import { NO_JD_SITE_ABILITIES, type JdSiteAbilities } from '@/domain/jdSite';
import { JD_MSG } from '@/domain/resources/jd';
import type { UploadType } from '@/domain/upload';
import { fromDraftMutation } from '@/ui/draft/control';
import type { DraftSave } from '@/ui/draft/DraftFormDialog';
import { DRAFT_TEXT } from '@/ui/draft/DraftNotice';
import { readDraft } from '@/ui/draft/drafts';
import { fakeUpload } from '@/ui/inputs/upload/testing';
import type { UploadedFile } from '@/ui/inputs/upload/useUploadList';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { DONE, file, largeSite, NO_RECORDS, NON, NON_EXP, ON_SITE, ON_SITE_ID, PLANNING, PLACES, siteData, taskAt, visitAt } from './fixtures';
import manifest from './index';
import { draftKeys, type Control, type JdSiteActions, type JdSiteData, type JdSiteRowKind, type JdSiteState, type VisitMove } from './site';
import { JdSiteView, OFFLINE_TEXT } from './View';

const UNIT_PLANNING: JdSiteAbilities = { ...NO_JD_SITE_ABILITIES, team: true, plan: true, days: true, taskBook: true };
const UNIT_ON_SITE: JdSiteAbilities = { ...NO_JD_SITE_ABILITIES, team: true, days: true, record: true, visit: true, materials: true, taskBook: true, findings: true };

/** What the fake server answers a write, by the action's name. */
const answer = async (action: string): Promise<unknown> => {
  if (action === 'taskBook') return file(901, '监督任务书-JD20260031.docx');
  if (action === 'nonComBook') return file(902, '不符合项报告-JD20260031.docx');
  if (action === 'pictureWord') return file(903, '现场照片-光明蔬菜基地.docx');
  if (action === 'visitZip') return file(904, '现场资料-光明蔬菜基地.zip');
  if (action === 'materialsZip') return file(905, '监督材料-JD20260031.zip');
  if (action === 'copyHisNon') return [{ id: 52 }, { id: 53 }];
  return {};
};

interface HarnessProps {
  state: JdSiteState;
  abilities: JdSiteAbilities;
  /** Every write the page makes, by action name: resolve = done, reject = the refusal in the server's words. */
  onWrite: (action: string, input: unknown) => Promise<unknown>;
  upload: (file: File, type: UploadType) => Promise<UploadedFile>;
}

/** One write as useData makes it: a TanStack mutation paused while offline. */
function useAction<I>(name: string, onWrite: HarnessProps['onWrite'], after?: (input: I) => void): UseMutationResult<unknown, Error, I> {
  return useOfflineMutation<unknown, I>({ mutationFn: (input: I) => onWrite(name, input), onSuccess: (_out, input) => after?.(input) });
}
/** A document's write (its input nothing, or a visit): the fake answers the file, which the view shows. */
function useDoc(name: string, onWrite: HarnessProps['onWrite']): Control<void, GeneratedFile> {
  const m = useOfflineMutation({ mutationFn: () => onWrite(name, undefined) as Promise<GeneratedFile> });
  return { run: () => m.mutateAsync(), pending: m.isPending, error: m.error ? m.error.message : null, reset: m.reset };
}
function useVisitDoc(name: string, onWrite: HarnessProps['onWrite']): Control<number, GeneratedFile> {
  const m = useOfflineMutation({ mutationFn: (visitId: number) => onWrite(name, visitId) as Promise<GeneratedFile> });
  return { run: (visitId: number) => m.mutateAsync(visitId), pending: m.isPending, error: m.error ? m.error.message : null, reset: m.reset };
}
function useCopy(onWrite: HarnessProps['onWrite']): Control<void, readonly JdHisNonRow[]> {
  const m = useOfflineMutation({ mutationFn: () => onWrite('copyHisNon', undefined) as Promise<readonly JdHisNonRow[]> });
  return { run: () => m.mutateAsync(), pending: m.isPending, error: m.error ? m.error.message : null, reset: m.reset };
}

/** The view with real TanStack mutations behind it (paused offline like the page's), and the data changing as the server's would. */
function SiteHarness({ state, abilities, onWrite, upload }: HarnessProps) {
  const [site, setSite] = useState<JdSiteState>(state);
  const online = useOnline();
  const patch = (change: (d: JdSiteData) => JdSiteData) => setSite((s) => (s.status === 'success' ? { status: 'success', data: change(s.data) } : s));
  const row = (kind: JdSiteRowKind) => (s: DraftSave) =>
    patch((d) => {
      if (d.records.status !== 'success') return d;
      const list = d.records.data[kind] as readonly { id: number }[];
      const next = s.id === null ? [...list, { ...s.body, id: 1000 + list.length }] : list.map((r) => (r.id === s.id ? { ...r, ...s.body } : r));
      return { ...d, records: { status: 'success', data: { ...d.records.data, [kind]: next } } };
    });
  const team = useAction<DraftSave>('team', onWrite, (s) => patch((d) => ({ ...d, site: { ...d.site, leaderName: String(s.body.leaderName), memberNames: (s.body.memberNames as string | null) ?? null } })));
  const saveVisit = useAction<JdVisitBody>('saveVisit', onWrite, (b) =>
    patch((d) => {
      const index = PLACES.findIndex((p) => p.id === b.placeId);
      const visit = { ...visitAt(Math.max(index, 0), JD_SITE_STATUS.planned), ...b, productNames: PLACES[Math.max(index, 0)].products.map((p) => p.name).join('、') };
      return { ...d, visits: [...d.visits.filter((v) => v.placeId !== b.placeId), visit] };
    }),
  );
  const moveVisit = useAction<VisitMove>('moveVisit', onWrite, (m) => patch((d) => ({ ...d, visits: d.visits.map((v) => (v.id === m.id ? { ...v, status: m.status } : v)) })));
  const savePhoto = useAction<JdPhotoBody>('savePhoto', onWrite, (b) =>
    patch((d) => ({ ...d, photos: [...d.photos, { id: 9000 + d.photos.length, ...b, files: b.annexIds.split(',').map((id) => file(Number(id), `新照片${id}.png`)) }] })),
  );
  const actions: JdSiteActions = {
    team: fromDraftMutation(team),
    taskBook: useDoc('taskBook', onWrite),
    nonComBook: useDoc('nonComBook', onWrite),
    saveVisit: fromDraftMutation(saveVisit),
    removeVisit: fromMutation(useAction<number>('removeVisit', onWrite, (id) => patch((d) => ({ ...d, visits: d.visits.filter((v) => v.id !== id) })))),
    moveVisit: fromMutation(moveVisit),
    saveDays: fromDraftMutation(useAction<{ visitId: number; items: readonly { date: string }[] }>('saveDays', onWrite)),
    savePhoto: fromDraftMutation(savePhoto),
    removePhoto: fromMutation(useAction<number>('removePhoto', onWrite, (id) => patch((d) => ({ ...d, photos: d.photos.filter((p) => p.id !== id) })))),
    pictureWord: useVisitDoc('pictureWord', onWrite),
    visitZip: useVisitDoc('visitZip', onWrite),
    saveRow: {
      schedule: fromDraftMutation(useAction<DraftSave>('saveRow.schedule', onWrite, row('schedule'))),
      observed: fromDraftMutation(useAction<DraftSave>('saveRow.observed', onWrite, row('observed'))),
      non: fromDraftMutation(useAction<DraftSave>('saveRow.non', onWrite, row('non'))),
      nonExp: fromDraftMutation(useAction<DraftSave>('saveRow.nonExp', onWrite, row('nonExp'))),
      hisNon: fromDraftMutation(useAction<DraftSave>('saveRow.hisNon', onWrite, row('hisNon'))),
    },
    removeRow: fromMutation(useAction<{ kind: JdSiteRowKind; id: number }>('removeRow', onWrite)),
    copyHisNon: useCopy(onWrite),
    saveReview: fromDraftMutation(useAction<DraftSave>('saveReview', onWrite)),
    saveProblems: fromDraftMutation(useAction<readonly { groupKey: string }[]>('saveProblems', onWrite)),
    saveDocGroup: fromMutation(useAction<{ groupKey: string; annexIds: string; remark: string | null }>('saveDocGroup', onWrite)),
    fileMaterial: fromMutation(useAction<{ groupKey: string; annexIds: string }>('fileMaterial', onWrite)),
    materialsZip: useDoc('materialsZip', onWrite),
  };
  return <JdSiteView state={site} abilities={abilities} actions={actions} online={online} upload={upload} />;
}

const fake = fakeUpload(20);
const frame = (width: number | string, height: number) => (Story: () => ReactNode) => (
  <div style={{ width, height, maxWidth: '100%' }}>
    <WidgetFrame title={manifest.title}>
      <Story />
    </WidgetFrame>
  </div>
);

const meta = {
  title: 'Widgets/Supervision/JdSite',
  component: SiteHarness,
  args: {
    state: { status: 'success', data: ON_SITE },
    abilities: UNIT_ON_SITE,
    onWrite: fn(answer),
    upload: fn((f: File) => fake(f)),
  },
  decorators: [frame(1200, 860)],
} satisfies Meta<typeof SiteHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个监督任务', notFound: '监督任务不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const dialogNamed = async (el: HTMLElement, name: string | RegExp) => within(await page(el).findByRole('dialog', { name }));
const placeCard = (el: HTMLElement, name: string) => within(within(el).getByRole('listitem', { name }));
const SAVE = /保\s*存/;
/** Dialogs and messages fade in: wait until they are shown. */
const shows = (find: () => HTMLElement) => waitFor(() => expect(find()).toBeVisible());

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No task chosen in the list beside it, a task not the user's, and one the unit has not accepted yet. */
export const NoTask: Story = states.none;
export const NotFound: Story = states.notFound;
export const NotStarted: Story = {
  args: { state: { status: 'notStarted', code: 'JD20260031', taskStatus: JD_TASK_STATUS.sent } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JD20260031（待机构接受）：监督机构接受任务后开始现场监督')).toBeVisible();
  },
};

/** Accepted, nothing planned or recorded yet, read by the enterprise: every part says so, nothing to click. */
export const Empty: Story = {
  args: { state: { status: 'success', data: siteData(JD_TASK_STATUS.confirmUnit) }, abilities: NO_JD_SITE_ABILITIES },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: '监督组与文书', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '现场计划' }));
    await expect(canvas.getByTestId('jd-site-planned')).toHaveTextContent('已制定 0/2 个场所');
    await expect(placeCard(canvasElement, '光明蔬菜基地').getByText('未制定')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /制定计划/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '现场记录' }));
    await expect(within(canvas.getByRole('region', { name: '不符合项' })).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /新增/ })).toBeNull();
  },
};

/** The unit plans: 制定计划 for the second place (dates, team from the task, the place's product preselected, spot items). */
export const Planning: Story = {
  args: { state: { status: 'success', data: PLANNING }, abilities: UNIT_PLANNING },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: '现场计划', selected: true })).toBeVisible();
    await expect(canvas.getByText(/请为每个生产场所制定现场监督计划/)).toBeVisible();
    await expect(canvas.getByTestId('jd-site-planned')).toHaveTextContent('已制定 1/2 个场所');
    // Photos and visit moves wait for the task to go on site.
    await expect(canvas.queryByRole('button', { name: /上传照片/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /开始现场监督/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '龙岗大米加工厂 制定计划' }));
    const dialog = await dialogNamed(canvasElement, '现场监督计划：龙岗大米加工厂');
    await expect(dialog.getByLabelText('组长')).toHaveValue('王建国');
    await shows(() => dialog.getByText('鹏城富硒大米'));
    for (const [label, value] of [
      ['开始日期', '2026-11-18'],
      ['结束日期', '2026-11-17'],
    ] as const) {
      // A new visit starts with the task's dates: replaced here.
      const input = dialog.getByLabelText(label);
      await userEvent.click(input);
      await userEvent.clear(input);
      await userEvent.type(input, `${value}{Enter}`);
    }
    await userEvent.click(dialog.getByLabelText('产品'));
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    // The end before the start is refused before anything is sent.
    await shows(() => dialog.getByText('结束日期不能早于开始日期'));
    await expect(args.onWrite).not.toHaveBeenCalled();
    const end = dialog.getByLabelText('结束日期');
    await userEvent.click(end);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-19{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(args.onWrite).toHaveBeenCalledWith('saveVisit', { placeId: 202, startDate: '2026-11-18', endDate: '2026-11-19', leaderName: '王建国', memberNames: '李敏、陈涛', productIds: '102', spotItemTypes: '1' }),
    );
    await waitFor(() => expect(canvas.getByTestId('jd-site-planned')).toHaveTextContent('已制定 2/2 个场所'));
    await expect(readDraft(draftKeys.visit(31, 202))).toBeNull();
  },
};

/** On site: the first place under way — photos by type, 上传照片 (a video type takes mp4), then 完成现场监督. */
export const OnSite: Story = {
  play: async ({ canvasElement, args }) => {
    const first = placeCard(canvasElement, '光明蔬菜基地');
    await expect(first.getByText('监督中')).toBeVisible();
    await expect(first.getAllByRole('img', { name: /\.png$/ })).toHaveLength(3);
    await expect(first.getByRole('link', { name: /巡查\.mp4/ })).toBeVisible();
    await expect(first.getByText('2026-11-16 首次会议，现场检查；2026-11-17 抽样，末次会议')).toBeVisible();
    // The second place has not started: it can be started, not photographed.
    const second = placeCard(canvasElement, '龙岗大米加工厂');
    await expect(second.getByRole('button', { name: '龙岗大米加工厂 开始现场监督' })).toBeVisible();
    await expect(second.queryByRole('button', { name: /上传照片/ })).toBeNull();

    await userEvent.click(first.getByRole('button', { name: '光明蔬菜基地 上传照片' }));
    const dialog = await dialogNamed(canvasElement, '现场照片：光明蔬菜基地');
    await expect(dialog.getByRole('button', { name: SAVE })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: '图片类型' }));
    await userEvent.click(await page(canvasElement).findByTitle('视频'));
    await expect((page(canvasElement).getByRole('dialog').querySelector('input[type=file]') as HTMLInputElement).accept).toBe('.mp4');
    await userEvent.click(dialog.getByRole('combobox', { name: '图片类型' }));
    await userEvent.click(await page(canvasElement).findByTitle('现场检查'));
    const input = page(canvasElement).getByRole('dialog').querySelector('input[type=file]') as HTMLInputElement;
    await expect(input.accept).toBe('.jpg,.jpeg,.png');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['png'], '仓库.png', { type: 'image/png' }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledWith(expect.any(File), 'img'));
    await userEvent.type(dialog.getByLabelText('说明'), '农药仓库');
    await waitFor(() => expect(dialog.getByRole('button', { name: SAVE })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('savePhoto', { onSitePlanId: 301, pictureType: '5', annexIds: expect.stringMatching(/^\d+$/), description: '农药仓库' }));
    await waitFor(() => expect(first.getAllByRole('img', { name: /\.png$/ })).toHaveLength(4));

    await userEvent.click(first.getByRole('button', { name: '光明蔬菜基地 完成现场监督' }));
    const finish = await dialogNamed(canvasElement, '完成现场监督：光明蔬菜基地');
    await userEvent.click(finish.getByRole('button', { name: '完成现场监督' }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('moveVisit', { id: 301, status: JD_SITE_STATUS.finished, opinion: null }));
    await waitFor(() => expect(first.getByText('已完成')).toBeVisible());
    // Finished: photos closed, reopening asks for a reason.
    await expect(first.queryByRole('button', { name: /上传照片/ })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: '光明蔬菜基地 重新打开' }));
    const reopen = await dialogNamed(canvasElement, '重新打开：光明蔬菜基地');
    await expect(reopen.getByRole('button', { name: '重新打开' })).toBeDisabled();
    await userEvent.type(reopen.getByLabelText('意见'), '补拍仓库照片');
    await userEvent.click(reopen.getByRole('button', { name: '重新打开' }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('moveVisit', { id: 301, status: JD_SITE_STATUS.onSite, opinion: '补拍仓库照片' }));
  },
};

/** Finishing refused without a photo: the server's words where it happened. */
export const FinishRefused: Story = {
  args: { onWrite: fn(async (action: string) => (action === 'moveVisit' ? Promise.reject(new globalThis.Error(JD_MSG.noPhoto)) : answer(action))) },
  play: async ({ canvasElement }) => {
    const first = placeCard(canvasElement, '光明蔬菜基地');
    await userEvent.click(first.getByRole('button', { name: '光明蔬菜基地 完成现场监督' }));
    const finish = await dialogNamed(canvasElement, '完成现场监督：光明蔬菜基地');
    await userEvent.click(finish.getByRole('button', { name: '完成现场监督' }));
    await shows(() => finish.getByText(JD_MSG.noPhoto));
  },
};

/** On-site records: a nonconformity added, the enterprise's explanation of the existing one, and last supervision's copied in. */
export const Recording: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '现场记录' }));
    const non = within(canvas.getByRole('region', { name: '不符合项' }));
    await expect(non.getByText('农药仓库未上锁，领用记录不完整。')).toBeVisible();
    await expect(non.getByText('仓库管理员休假，临时人员未按制度执行。')).toBeVisible();

    await userEvent.click(non.getByRole('button', { name: '新增不符合项' }));
    const dialog = await dialogNamed(canvasElement, '新增不符合项');
    await userEvent.type(dialog.getByLabelText('不符合条款'), '7.2 标识管理');
    await userEvent.type(dialog.getByLabelText('不符合事实描述'), '包装标识未标注生产日期。');
    await userEvent.click(dialog.getByRole('combobox', { name: '场所' }));
    await userEvent.click(await page(canvasElement).findByTitle('光明蔬菜基地'));
    // What is typed is kept on this device until the server has it.
    await waitFor(() => expect(readDraft<Record<string, unknown>>(draftKeys.row('non', ON_SITE_ID, null))).toMatchObject({ clause: '7.2 标识管理' }));
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(args.onWrite).toHaveBeenCalledWith('saveRow.non', { id: null, body: expect.objectContaining({ onSiteId: ON_SITE_ID, onSitePlanId: 301, clause: '7.2 标识管理', description: '包装标识未标注生产日期。', level: '1' }) }),
    );
    await waitFor(() => expect(non.getByText('包装标识未标注生产日期。')).toBeVisible());
    await expect(readDraft(draftKeys.row('non', ON_SITE_ID, null))).toBeNull();

    await userEvent.click(non.getByRole('button', { name: '5.3 投入品管理 添加企业说明' }));
    const exp = await dialogNamed(canvasElement, '新增不符合项说明');
    await userEvent.type(exp.getByLabelText('原因分析'), '标签机故障');
    await userEvent.click(exp.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('saveRow.nonExp', { id: null, body: expect.objectContaining({ nonId: 31, explanation: '标签机故障' }) }));

    await userEvent.click(canvas.getByRole('button', { name: /导入上次监督的不符合项/ }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('copyHisNon', undefined));
    await shows(() => page(canvasElement).getByText('已导入 2 条历史不符合项'));
  },
};

/** The network drops while an agenda item is filled in: the save waits (离线，已暂存草稿，联网后自动保存) and goes when it returns. */
export const Offline: Story = {
  args: { state: { status: 'success', data: { ...ON_SITE, records: { status: 'success', data: NO_RECORDS } } } },
  play: async ({ canvas, canvasElement, args }) => {
    try {
      onlineManager.setOnline(false);
      await expect(await canvas.findByText(OFFLINE_TEXT)).toBeVisible();
      await userEvent.click(canvas.getByRole('tab', { name: '现场记录' }));
      await userEvent.click(canvas.getByRole('button', { name: '新增日程安排' }));
      const dialog = await dialogNamed(canvasElement, '新增日程安排');
      await shows(() => dialog.getByText(DRAFT_TEXT.offline));
      const date = dialog.getByLabelText('日期');
      await userEvent.click(date);
      await userEvent.type(date, '2026-11-17{Enter}');
      await userEvent.type(dialog.getByLabelText('时间'), '14:00-15:00');
      await userEvent.type(dialog.getByLabelText('内容'), '末次会议');
      await userEvent.click(dialog.getByRole('button', { name: SAVE }));
      await shows(() => dialog.getByText(DRAFT_TEXT.queued));
      await expect(args.onWrite).not.toHaveBeenCalled();
      await expect(readDraft(draftKeys.row('schedule', ON_SITE_ID, null))).toMatchObject({ content: '末次会议', timeRange: '14:00-15:00' });

      onlineManager.setOnline(true);
      await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('saveRow.schedule', { id: null, body: { onSiteId: ON_SITE_ID, date: '2026-11-17', timeRange: '14:00-15:00', content: '末次会议' } }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: '新增日程安排' })).toBeNull());
      await expect(readDraft(draftKeys.row('schedule', ON_SITE_ID, null))).toBeNull();
      await expect(canvas.getByText('末次会议')).toBeVisible();
    } finally {
      onlineManager.setOnline(true);
    }
  },
};

/** The team and the generated documents: 生成监督任务书 answers the file, whose link is then shown. */
export const TeamAndDocuments: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '监督组与文书' }));
    await userEvent.click(canvas.getByRole('button', { name: /生成监督任务书/ }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('taskBook', undefined));
    await expect(await canvas.findByRole('link', { name: /监督任务书-JD20260031\.docx/ })).toHaveAttribute('href', '/api/file/download?id=901');

    await userEvent.click(canvas.getByRole('button', { name: '调整监督组' }));
    const dialog = await dialogNamed(canvasElement, '调整监督组');
    const leader = dialog.getByLabelText('监督组长');
    await userEvent.clear(leader);
    await userEvent.type(leader, '赵文');
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('team', { id: ON_SITE_ID, body: { leaderName: '赵文', memberNames: '李敏、陈涛' } }));
    await waitFor(() => expect(canvas.getByTestId('jd-site-leader')).toHaveTextContent('赵文'));
  },
};

/** The document review: a problem flagged with its remark and saved; the materials checklist and its zip. */
export const ReviewAndMaterials: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '文件审核' }));
    await expect(within(canvas.getByTestId('jd-site-review-record')).getByText('文件基本齐全')).toBeVisible();
    const legal = within(canvas.getByRole('listitem', { name: '法定资质证明' }));
    await userEvent.click(legal.getByText('有问题'));
    await userEvent.type(legal.getByLabelText('法定资质证明 问题说明'), '营业执照已过期');
    await expect(canvas.getByText('1 项未保存')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存问题标记' }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('saveProblems', [{ groupKey: 'legal', problem: 0, remark: '营业执照已过期' }]));
    await shows(() => page(canvasElement).getByText('问题标记已保存'));

    await userEvent.click(canvas.getByRole('tab', { name: '监督材料' }));
    await expect(canvas.getByText('还缺 2 项必需材料')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: '监督任务书 已上传' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: '现场检查记录 未上传' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /生成材料打包下载/ }));
    await expect(await canvas.findByRole('link', { name: /监督材料-JD20260031\.zip/ })).toBeVisible();
  },
};

/** Everything done, read by management: nothing to change, every document still downloads. */
export const ReadOnly: Story = {
  args: { state: { status: 'success', data: DONE }, abilities: NO_JD_SITE_ABILITIES },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '现场计划' }));
    await expect(placeCard(canvasElement, '光明蔬菜基地').getByText('已完成')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /重新打开|上传照片|制定计划|修改计划/ })).toBeNull();
    // Management reads: the photos' Word file is asked of the server (it answers the stored one), never generated here.
    await expect(canvas.getAllByRole('button', { name: /下载照片Word/ })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /生成照片Word|生成监督任务书|生成不符合项报告/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '文件审核' }));
    await expect(within(canvas.getByRole('listitem', { name: '生产记录' })).getByText('有问题')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存问题标记' })).toBeNull();
  },
};

/**
 * Management at 待文件核查 (文件核查通过 / 退回补充材料 on the record page above): the page opens on
 * what was found on site — the nonconformities with their degree in words and the enterprise's
 * explanations, the observations — and offers no write anywhere: no 新增, 编辑, 删除, 上传, 保存, 生成.
 */
export const ManagementChecksMaterials: Story = {
  args: {
    state: { status: 'success', data: { ...ON_SITE, task: taskAt(JD_TASK_STATUS.submitDoc), visits: [visitAt(0, JD_SITE_STATUS.finished), visitAt(1, JD_SITE_STATUS.finished)] } },
    abilities: NO_JD_SITE_ABILITIES,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: '现场记录', selected: true })).toBeVisible();
    const non = within(canvas.getByRole('region', { name: '不符合项' }));
    const first = within(non.getByRole('listitem', { name: `不符合项 ${NON[0].clause}` }));
    await expect(first.getByText('一般')).toBeVisible();
    await expect(first.getByText(NON[0].description)).toBeVisible();
    await expect(first.getByText(NON_EXP[0].explanation)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '现场观察记录' })).getByText('符合')).toBeVisible();
    // The zips (现场资料包, 材料打包下载) are packed for whoever sees the task; the Word files only by the unit.
    const writes = /新增|编辑|删除|上传|保存|生成(监督任务书|不符合项报告|照片Word)|导入|添加|制定计划|修改计划|安排日程|开始现场监督|完成现场监督|重新打开|调整监督组/;
    for (const tab of ['现场记录', '现场计划', '文件审核', '监督材料', '监督组与文书']) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(canvas.queryByRole('button', { name: writes })).toBeNull();
    }
    // The documents: what was generated, else 暂无文件 — a reader does not generate them.
    await expect(within(canvas.getByTestId('jd-site-task-book')).getByText('暂无文件')).toBeVisible();
    await expect(within(canvas.getByTestId('jd-site-non-com-book')).getByText('暂无文件')).toBeVisible();
    await expect(args.onWrite).not.toHaveBeenCalled();
  },
};

/** A big enterprise: twelve places, thirty agenda items, fifteen nonconformities. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: largeSite() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-site-planned')).toHaveTextContent('已制定 12/12 个场所');
    await expect(within(canvas.getByTestId('jd-site-visits')).getAllByRole('listitem', { name: /生产基地/ })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('tab', { name: '现场记录' }));
    await expect(within(canvas.getByRole('region', { name: '日程安排' })).getByText('30')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '不符合项' })).getAllByRole('listitem', { name: /^不符合项 / })).toHaveLength(15);
  },
};

/** On a phone (375 px): one column of cards, nothing wider than the screen, the buttons big enough for a thumb. */
export const Phone375: Story = {
  parameters: { viewport: { options: { phone375: { name: '手机 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } }, defaultViewport: 'phone375' } },
  decorators: [frame('100%', 760)],
  play: async ({ canvas, canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    const noSideScroll = () => expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    noSideScroll();
    const cards = within(canvas.getByTestId('jd-site-visits')).getAllByRole('listitem', { name: /基地|工厂/ });
    // One column: the cards sit one under the other.
    await expect(cards[1].getBoundingClientRect().top).toBeGreaterThanOrEqual(cards[0].getBoundingClientRect().bottom);
    const upload = placeCard(canvasElement, '光明蔬菜基地').getByRole('button', { name: '光明蔬菜基地 上传照片' });
    await expect(upload.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(upload.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    for (const tab of ['现场记录', '文件审核', '监督材料', '监督组与文书']) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      noSideScroll();
    }
    // A form on the phone: fields one under the other, inside the screen.
    await userEvent.click(canvas.getByRole('tab', { name: '现场记录' }));
    await userEvent.click(canvas.getByRole('button', { name: '新增现场观察记录' }));
    const dialog = await dialogNamed(canvasElement, '新增现场观察记录');
    const clause = dialog.getByLabelText('检查条款').getBoundingClientRect();
    const content = dialog.getByLabelText('观察内容').getBoundingClientRect();
    await expect(content.top).toBeGreaterThan(clause.bottom);
    await expect(page(canvasElement).getByRole('dialog', { name: '新增现场观察记录' }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
    noSideScroll();
    await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
    await expect(args.onWrite).not.toHaveBeenCalled();
  },
};

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/**
 * Worked with no network: what was saved on the phone shows beside the server's records, marked
 * 待同步 (a refused one with the queue's state), and the page says since when the task is kept.
 */
export const SavedOnDevice: Story = {
  args: {
    state: {
      status: 'success',
      data: {
        ...ON_SITE,
        kept: { fetchedAt: Date.parse('2026-12-06T02:42:00Z'), bytes: 3.4 * 1024 * 1024 },
        queued: {
          rows: {
            schedule: [],
            observed: [{ key: 'k1', values: { clause: '4.2 投入品管理', content: '农药仓库上锁，台账完整。', conformity: 1 }, files: [{ id: 0, name: '仓库.png', url: PIXEL }], state: 'waiting' }],
            non: [{ key: 'k2', values: { clause: '5.1 生产记录', description: '出库台账缺 11 月记录。', level: 1 }, files: [], state: 'refused' }],
            nonExp: [],
            hisNon: [],
          },
          photos: [{ key: 'k3', visitId: 301, values: { pictureType: '2', description: '车间全景' }, files: [{ id: 0, name: '车间.png', url: PIXEL }], state: 'waiting' }],
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-site-kept')).toHaveTextContent('已保存到本机：2026-12-06 10:42 获取，本机占用 3.4 MB');
    await expect(canvas.getByRole('group', { name: '光明蔬菜基地 现场照片 待同步' })).toHaveTextContent('车间全景');
    await userEvent.click(canvas.getByRole('tab', { name: '现场记录' }));
    const waiting = canvas.getByRole('listitem', { name: '现场观察记录 4.2 投入品管理 待同步' });
    await expect(waiting).toHaveTextContent('农药仓库上锁，台账完整。');
    await expect(within(waiting).getByRole('img', { name: '仓库.png' })).toBeVisible();
    await expect(within(waiting).queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await expect(canvas.getByRole('listitem', { name: '不符合项 5.1 生产记录 待同步' })).toHaveTextContent('被退回');
  },
};
