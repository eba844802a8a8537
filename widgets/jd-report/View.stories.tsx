import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { GeneratedFile, JdOpinionInput, JdReport, JdRptItemRow } from '@/api/jdSite';
import { useOfflineMutation, useOnline } from '@/api/offline';
import { JD_TASK_STATUS } from '@/domain/codes';
import { fromDraftMutation } from '@/ui/draft/control';
import type { DraftSave } from '@/ui/draft/DraftFormDialog';
import { DRAFT_TEXT } from '@/ui/draft/DraftNotice';
import { readDraft } from '@/ui/draft/drafts';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { file, largeReport, ON_SITE_ID, REPORT, TASK_ID, TO_WRITE, WRITTEN } from './fixtures';
import manifest from './index';
import { draftKeys, type JdReportData, type JdReportState } from './report';
import { JdReportView, OFFLINE_TEXT } from './View';

interface HarnessProps {
  state: JdReportState;
  canWrite: boolean;
  /** Every write by action name: resolve = done, reject = the refusal in the server's words. */
  onWrite: (action: string, input: unknown) => Promise<unknown>;
}

/** The view with real TanStack mutations behind it (paused offline like the page's), the data changing as the server's would. */
function ReportHarness({ state, canWrite, onWrite }: HarnessProps) {
  const [s, setState] = useState<JdReportState>(state);
  const online = useOnline();
  const patch = (change: (d: JdReportData) => JdReportData) => setState((x) => (x.status === 'success' ? { status: 'success', data: change(x.data) } : x));
  const saveReport = useOfflineMutation({
    mutationFn: (v: DraftSave) => onWrite('saveReport', v),
    onSuccess: (_o, v) => patch((d) => ({ ...d, report: { ...(d.report ?? { id: 71, onSiteId: ON_SITE_ID }), ...(v.body as Partial<JdReport>), file: file(952, '监督报告-JD20260031.docx') } as JdReport })),
  });
  const saveItem = useOfflineMutation({
    mutationFn: (v: DraftSave) => onWrite('saveItem', v),
    onSuccess: (_o, v) => patch((d) => ({ ...d, items: v.id === null ? [...d.items, { ...(v.body as Partial<JdRptItemRow>), id: 3000 + d.items.length } as JdRptItemRow] : d.items.map((i) => (i.id === v.id ? ({ ...i, ...v.body } as JdRptItemRow) : i)) })),
  });
  const removeItem = useOfflineMutation({ mutationFn: (itemId: number) => onWrite('removeItem', itemId), onSuccess: (_o, itemId) => patch((d) => ({ ...d, items: d.items.filter((i) => i.id !== itemId) })) });
  const checkBook = useOfflineMutation({ mutationFn: () => onWrite('checkBook', undefined) as Promise<GeneratedFile> });
  const saveOpinions = useOfflineMutation({
    mutationFn: (list: readonly JdOpinionInput[]) => onWrite('saveOpinions', list),
    onSuccess: (_o, list) => patch((d) => ({ ...d, records: d.records.map((r) => ({ ...r, ...list.find((i) => i.id === r.id) })) })),
  });
  return (
    <JdReportView
      state={s}
      canWrite={canWrite}
      online={online}
      actions={{
        saveReport: fromDraftMutation(saveReport),
        saveItem: fromDraftMutation(saveItem),
        removeItem: fromMutation(removeItem),
        checkBook: { run: () => checkBook.mutateAsync(), pending: checkBook.isPending, error: checkBook.error ? checkBook.error.message : null, reset: checkBook.reset },
        saveOpinions: fromDraftMutation(saveOpinions),
      }}
    />
  );
}

const answer = async (action: string): Promise<unknown> => (action === 'checkBook' ? file(953, '监督检查书-JD20260031.docx') : {});
const frame = (width: number | string, height: number) => (Story: () => ReactNode) => (
  <div style={{ width, height, maxWidth: '100%' }}>
    <WidgetFrame title={manifest.title}>
      <Story />
    </WidgetFrame>
  </div>
);

const meta = {
  title: 'Widgets/Supervision/JdReport',
  component: ReportHarness,
  args: { state: { status: 'success', data: TO_WRITE }, canWrite: true, onWrite: fn(answer) },
  decorators: [frame(1100, 900)],
} satisfies Meta<typeof ReportHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个监督任务', notFound: '监督任务不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const dialogNamed = async (el: HTMLElement, name: string) => within(await page(el).findByRole('dialog', { name }));
const shows = (find: () => HTMLElement) => waitFor(() => expect(find()).toBeVisible());
const SAVE = /保\s*存/;

export const Loading: Story = states.loading;

export const Error: Story = states.error;

export const NoTask: Story = states.none;

export const NotFound: Story = states.notFound;

/** Not written yet, read by the enterprise: 尚未填写, no items, opinions 待定, nothing to change. */
export const Empty: Story = {
  args: { state: { status: 'success', data: { ...TO_WRITE, lastNon: { status: 'success', data: [] } } }, canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('尚未填写监督报告')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '检查项目' })).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible();
    await expect(canvas.getByText('上次监督没有不符合项')).toBeVisible();
    await expect(canvas.getAllByText('待定').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /填写报告|新增检查项目|保存监督意见/ })).toBeNull();
  },
};

/** At 文件已核查 the unit writes the report, adds an item, gives each product its opinion and generates the 监督检查书. */
export const Writing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/文件核查通过后，请填写监督报告/)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '上次监督的不符合项' })).getByText('批次记录缺失。')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /填写报告/ }));
    const dialog = await dialogNamed(canvasElement, '填写报告');
    const date = dialog.getByLabelText('报告日期');
    await userEvent.click(date);
    await userEvent.type(date, '2026-11-25{Enter}');
    await userEvent.type(dialog.getByLabelText('监督概况'), '两个场所现场监督');
    await userEvent.type(dialog.getByLabelText('监督结论'), '基本符合');
    await userEvent.click(dialog.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('saveReport', { id: null, body: { onSiteId: ON_SITE_ID, reportDate: '2026-11-25', summary: '两个场所现场监督', conclusion: '基本符合' } }));
    await waitFor(() => expect(canvas.getByRole('link', { name: /监督报告-JD20260031\.docx/ })).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: /新增检查项目/ }));
    const item = await dialogNamed(canvasElement, '新增检查项目');
    await userEvent.type(item.getByLabelText('检查项目'), '标识管理');
    await userEvent.type(item.getByLabelText('检查情况'), '标识齐全');
    await userEvent.click(item.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('saveItem', { id: null, body: expect.objectContaining({ onSiteId: ON_SITE_ID, item: '标识管理', result: '标识齐全', conformity: '1' }) }));
    await waitFor(() => expect(within(canvas.getByRole('region', { name: '检查项目' })).getByText('标识齐全')).toBeVisible());

    await expect(canvas.getByText('以下产品还没有监督意见：鹏城有机菜心、鹏城富硒大米')).toBeVisible();
    const save = canvas.getByRole('button', { name: '保存监督意见' });
    await expect(save).toBeDisabled();
    await userEvent.click(within(canvas.getByRole('listitem', { name: '鹏城有机菜心' })).getByText('通过'));
    const rice = within(canvas.getByRole('listitem', { name: '鹏城富硒大米' }));
    await userEvent.click(rice.getByText('不通过'));
    await userEvent.type(rice.getByLabelText('鹏城富硒大米 说明'), '硒含量不达标');
    await expect(canvas.getByText('2 个产品未保存')).toBeVisible();
    await waitFor(() => expect(readDraft(draftKeys.opinions(TASK_ID))).toMatchObject({ 62: { jdOpinion: -1, remark: '硒含量不达标' } }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onWrite).toHaveBeenCalledWith('saveOpinions', [
        { id: 61, jdOpinion: 1, remark: null },
        { id: 62, jdOpinion: -1, remark: '硒含量不达标' },
      ]),
    );
    await waitFor(() => expect(canvas.queryByText(/还没有监督意见/)).toBeNull());
    await expect(readDraft(draftKeys.opinions(TASK_ID))).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: /生成监督检查书/ }));
    await expect(await canvas.findByRole('link', { name: /监督检查书-JD20260031\.docx/ })).toHaveAttribute('href', '/api/file/download?id=953');
  },
};

/** The opinions refused (the task moved on): the server's words, the choices kept. */
export const OpinionsRefused: Story = {
  args: { onWrite: fn(async (action: string) => (action === 'saveOpinions' ? Promise.reject(new globalThis.Error('监督任务当前状态为“待监督结论”，不能执行此操作')) : answer(action))) },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('listitem', { name: '鹏城有机菜心' })).getByText('通过'));
    await userEvent.click(canvas.getByRole('button', { name: '保存监督意见' }));
    await shows(() => canvas.getByText('监督任务当前状态为“待监督结论”，不能执行此操作'));
    await expect(canvas.getByText('1 个产品未保存')).toBeVisible();
  },
};

/** Offline: the opinions wait (离线，已暂存草稿，联网后自动保存) and are sent when the network returns. */
export const Offline: Story = {
  play: async ({ canvas, args }) => {
    try {
      onlineManager.setOnline(false);
      await expect(await canvas.findByText(OFFLINE_TEXT)).toBeVisible();
      await userEvent.click(within(canvas.getByRole('listitem', { name: '鹏城有机菜心' })).getByText('通过'));
      await userEvent.click(canvas.getByRole('button', { name: '保存监督意见' }));
      await shows(() => canvas.getByText(DRAFT_TEXT.queued));
      await expect(args.onWrite).not.toHaveBeenCalled();
      onlineManager.setOnline(true);
      await waitFor(() => expect(args.onWrite).toHaveBeenCalledWith('saveOpinions', [{ id: 61, jdOpinion: 1, remark: null }]));
      await waitFor(() => expect(canvas.queryByText(DRAFT_TEXT.queued)).toBeNull());
      await expect(readDraft(draftKeys.opinions(TASK_ID))).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  },
};

/** Submitted: read by management deciding 监督通过 / 监督不通过 — every opinion with its reason, nothing to change, no check book generated yet. */
export const Submitted: Story = {
  args: { state: { status: 'success', data: WRITTEN }, canWrite: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('jd-report-status')).toHaveTextContent('待监督结论');
    await expect(within(canvas.getByTestId('jd-report-record')).getByText(REPORT.conclusion)).toBeVisible();
    const rice = within(canvas.getByRole('listitem', { name: '鹏城富硒大米' }));
    await expect(rice.getByText('不通过')).toBeVisible();
    await expect(rice.getByText('抽样检测硒含量不达标')).toBeVisible();
    await expect(rice.getByText('不合格')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: '检查项目' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /填写报告|修改报告|新增检查项目|编辑|删除|保存监督意见|生成/ })).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(within(canvas.getByTestId('jd-report-check-book')).getByText('暂无文件')).toBeVisible();
    await expect(args.onWrite).not.toHaveBeenCalled();
  },
};

export const LargeData: Story = {
  args: { state: { status: 'success', data: largeReport() } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: '产品监督意见' })).getAllByRole('listitem')).toHaveLength(40);
    await expect(within(canvas.getByRole('region', { name: '检查项目' })).getAllByRole('listitem')).toHaveLength(25);
  },
};

/** On a phone (375 px): one column, nothing wider than the screen, buttons big enough for a thumb. */
export const Phone375: Story = {
  args: { state: { status: 'success', data: { ...TO_WRITE, report: REPORT, items: WRITTEN.items } } },
  parameters: { viewport: { options: { phone375: { name: '手机 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } }, defaultViewport: 'phone375' } },
  decorators: [frame('100%', 760)],
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.defaultView?.innerWidth).toBe(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    const products = within(canvas.getByRole('region', { name: '产品监督意见' })).getAllByRole('listitem');
    await expect(products[1].getBoundingClientRect().top).toBeGreaterThanOrEqual(products[0].getBoundingClientRect().bottom);
    const save = canvas.getByRole('button', { name: '保存监督意见' });
    await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.click(canvas.getByRole('button', { name: /修改报告/ }));
    const dialog = await dialogNamed(canvasElement, '修改报告');
    await expect(dialog.getByLabelText('监督概况').getBoundingClientRect().top).toBeGreaterThan(dialog.getByLabelText('报告日期').getBoundingClientRect().bottom);
    await expect(page(canvasElement).getByRole('dialog', { name: '修改报告' }).getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
  },
};

export const PassedTask: Story = {
  name: 'Passed (read only)',
  args: { state: { status: 'success', data: { ...WRITTEN, task: { ...WRITTEN.task, status: JD_TASK_STATUS.passed }, report: { ...REPORT, checkBook: file(953, '监督检查书-JD20260031.docx') } } }, canWrite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-report-status')).toHaveTextContent('监督通过');
    // A reader downloads the check book the unit generated; only the unit generates it.
    await expect(within(canvas.getByTestId('jd-report-check-book')).getByRole('link', { name: /监督检查书-JD20260031\.docx/ })).toHaveAttribute('href', '/api/file/download?id=953');
    await expect(canvas.queryByRole('button', { name: /生成监督检查书/ })).toBeNull();
  },
};
