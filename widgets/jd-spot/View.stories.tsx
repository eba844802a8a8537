import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { JdGeneratedFile } from '@/api/jdFiles';
import type { JdSpotRow } from '@/api/jdSpot';
import { JD_MSG } from '@/domain/resources/jd';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { CONCLUDED, LARGE, NO_ITEMS, NOT_SAMPLED, PRODS, REPORTED, reportUrlOf, SAMPLING, spot, STORED_BOOK } from './fixtures';
import manifest from './index';
import type { QueuedSpot, SpotAbilities, SpotInput, SpotState } from './spot';
import { JdSpotView } from './View';

const TESTING: SpotAbilities = { write: true, waiting: false, report: true };
const WAITING: SpotAbilities = { write: false, waiting: true, report: false };
/** The supervision unit while the task samples: reads the items, generates the report book. */
const SUPERVISING: SpotAbilities = { write: false, waiting: false, report: true };
const READ_ONLY: SpotAbilities = { write: false, waiting: false, report: false };

/** Test reports by id, named in place (no server behind the stories). */
const lookups: ResourceLookups = {
  upload: async (file) => ({ id: '899', url: '/api/file/download?id=899', name: file.name }),
  files: async (ids) => ids.map((id) => ({ id, url: `/api/file/download?id=${id}`, name: `检测报告${id}.pdf` })),
  options: async () => [],
};

interface HarnessProps {
  state: SpotState;
  abilities: SpotAbilities;
  /** What the server answers each write: resolve = done, reject = the refusal in its words. */
  onSave: (i: SpotInput) => Promise<unknown>;
  onRemove: (id: number) => Promise<unknown>;
  /** The stored report book, or null when the browser saved the file. */
  onReport: () => Promise<JdGeneratedFile | null>;
  /** Samples saved on the device, waiting for the network. */
  queued?: readonly QueuedSpot[];
}

/** The view with real TanStack mutations behind it, and the items changing as the server's would. */
function SpotHarness({ state, abilities, onSave, onRemove, onReport, queued }: HarnessProps) {
  const [s, setS] = useState<SpotState>(state);
  const patch = (change: (items: readonly JdSpotRow[]) => JdSpotRow[]) => setS((cur) => (cur.status === 'success' ? { status: 'success', data: { ...cur.data, items: change(cur.data.items) } } : cur));
  const save = useMutation({
    mutationFn: onSave,
    onSuccess: (_r, i) =>
      patch((items) => {
        const b = i.body as Partial<JdSpotRow>;
        const productName = PRODS.find((p) => p.prodId === b.prodId)?.productName ?? null;
        if (i.id === null) return [...items, spot(950 + items.length, { ...b, itemType: Number(b.itemType), testOpinion: Number(b.testOpinion ?? 0), productName })];
        return items.map((r) => (r.id === i.id ? { ...r, ...b, itemType: Number(b.itemType), testOpinion: Number(b.testOpinion ?? 0), productName } : r));
      }),
  });
  const remove = useMutation({ mutationFn: onRemove, onSuccess: (_r, id) => patch((items) => items.filter((r) => r.id !== id)) });
  const report = useMutation({ mutationFn: onReport });
  return <JdSpotView state={s} abilities={abilities} save={fromMutation(save)} remove={fromMutation(remove)} report={fromMutation(report)} lookups={lookups} queued={queued} />;
}

const meta = {
  title: 'Widgets/Supervision/JdSpot',
  component: SpotHarness,
  args: {
    state: { status: 'success', data: SAMPLING },
    abilities: TESTING,
    onSave: fn(async () => ({})),
    onRemove: fn(async () => ({})),
    onReport: fn(async () => ({ id: 880, name: '产品检测报告书-JD20260003.docx', url: '/api/file/download?id=880' })),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1240, height: 640 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof SpotHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个监督任务', notFound: '监督任务不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (el: HTMLElement, id: number) => el.querySelector(`tbody tr[data-row-key="${id}"]`) as HTMLElement;
const choose = async (el: HTMLElement, dialog: ReturnType<typeof within>, label: string, option: string) => {
  await userEvent.click(dialog.getByRole('combobox', { name: label }));
  // The open list's option (a column header may carry the same title).
  const item = await waitFor(() => {
    const found = el.ownerDocument.querySelector<HTMLElement>(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`);
    if (!found) throw new globalThis.Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(item);
};

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No task chosen in the list beside it. */
export const NoTask: Story = states.none;

export const NotFound: Story = states.notFound;

/** On site, nothing sampled yet: the testing unit is told what to do; no report book without items. */
export const Empty: Story = {
  args: { state: { status: 'success', data: NO_ITEMS } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有抽检项目')).toBeVisible();
    await expect(canvas.getByText(/请为每个抽样录入样品信息/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /产品检测报告书/ })).toBeNull();
  },
};

/** The testing unit adds a product item: the product picker appears for 产品 only and offers the task's products. */
export const TestingUnitAddsItem: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('jd-spot-tally')).toHaveTextContent('共 3 个抽检项目：合格 1，不合格 1，无检测结论 1');
    // Labels, never codes.
    await expect(within(rowOf(canvasElement, 903)).getByText('灌溉水')).toBeVisible();
    await expect(within(rowOf(canvasElement, 902)).getByText('不合格')).toBeVisible();
    // The test report as the server names and links it (through the task).
    await expect(within(rowOf(canvasElement, 901)).getByRole('link', { name: '检测报告-菜心.pdf' })).toHaveAttribute('href', reportUrlOf(801));

    await userEvent.click(canvas.getByRole('button', { name: /新增抽检项目/ }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '新增抽检项目' }));
    await choose(canvasElement, dialog, '抽检项目类型', '土壤');
    await expect(dialog.queryByRole('combobox', { name: '产品' })).toBeNull();
    await choose(canvasElement, dialog, '抽检项目类型', '产品');
    await userEvent.type(dialog.getByLabelText('样品名称'), '生菜复检样品');
    await userEvent.type(dialog.getByLabelText('样品编号'), 'YP20260950');
    await userEvent.type(dialog.getByLabelText('抽样日期'), '2026-10-20{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    // The product is required for a product item.
    await waitFor(() => expect(dialog.getByText('产品抽检项目请选择产品')).toBeVisible());
    await choose(canvasElement, dialog, '产品', '鹏城生菜（SZP-2025-000072）');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { id: null, body: expect.objectContaining({ taskId: 31, itemType: '1', prodId: 72, sampleName: '生菜复检样品', sampleNo: 'YP20260950', sampleDate: '2026-10-20', testOpinion: '0' }) },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(canvas.getByTestId('jd-spot-tally')).toHaveTextContent('共 4 个抽检项目'));
    await expect(canvas.getByText('生菜复检样品')).toBeVisible();
  },
};

/** The testing unit enters a result and the test opinion, then deletes the water item. */
export const TestingUnitEditsAndRemoves: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '灌溉水样品 编辑' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '编辑抽检项目：灌溉水样品' }));
    await expect(dialog.getByLabelText('样品名称')).toHaveValue('灌溉水样品');
    await userEvent.type(dialog.getByLabelText('检测结果'), '均未超标');
    await userEvent.click(dialog.getByRole('radio', { name: '合格' }));
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ id: 903, body: expect.objectContaining({ result: '均未超标', testOpinion: '1', prodId: null }) }, expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-spot-tally')).toHaveTextContent('合格 2，不合格 1，无检测结论 0'));

    await userEvent.click(canvas.getByRole('button', { name: '灌溉水样品 删除' }));
    const pop = await page(canvasElement).findByRole('tooltip');
    await userEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(903, expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-spot-tally')).toHaveTextContent('共 2 个抽检项目'));
  },
};

/** An item refused (a product not of the task): the server's words in the dialog, which stays open. */
export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new globalThis.Error(JD_MSG.productNotInTask))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '菜心样品 编辑' }));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await expect(await dialog.findByText(JD_MSG.productNotInTask)).toBeVisible();
    await expect(dialog.getByLabelText('样品名称')).toHaveValue('菜心样品');
  },
};

/**
 * Management deciding after the report: every item with its result and conclusion in words (合格 /
 * 不合格, never a code), the tally, nothing to change and nothing to generate (the server generates
 * the report book for the units only).
 */
export const ManagementReads: Story = {
  args: { state: { status: 'success', data: REPORTED }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('jd-spot-status')).toHaveTextContent('待监督结论');
    await expect(canvas.getByTestId('jd-spot-tally')).toHaveTextContent(/不合格 [1-9]/);
    await expect(within(canvasElement.querySelector('tbody') as HTMLElement).getAllByText('不合格').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: /新增抽检项目|产品检测报告书|编辑|删除/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};

/**
 * The enterprise on its own task (监督检查), concluded: its products' results, each test report and
 * the stored report book to open, and nothing to write or generate.
 */
export const EnterpriseReads: Story = {
  args: { state: { status: 'success', data: CONCLUDED }, abilities: READ_ONLY },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('jd-spot-status')).toHaveTextContent('监督不通过');
    await expect(canvas.getByText('毒死蜱 0.08mg/kg（限量 0.05）')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '检测报告-生菜.pdf' })).toHaveAttribute('href', reportUrlOf(802));
    await expect(canvas.getByTestId('jd-spot-book')).toHaveAttribute('href', STORED_BOOK.url);
    await expect(canvas.queryByRole('button', { name: /新增抽检项目|产品检测报告书|编辑|删除/ })).toBeNull();
    await expect(args.onReport).not.toHaveBeenCalled();
  },
};

/** The supervision unit generates the report book while the task samples; it is linked. */
export const SupervisionUnitReportBook: Story = {
  args: { abilities: SUPERVISING },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /新增抽检项目/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /产品检测报告书/ }));
    await waitFor(() => expect(args.onReport).toHaveBeenCalled());
    await expect(await canvas.findByRole('link', { name: '产品检测报告书-JD20260003.docx' })).toHaveAttribute('href', '/api/file/download?id=880');
  },
};

/** The report book refused (no tested item yet): the server's words above the table. */
export const ReportRefused: Story = {
  args: { abilities: SUPERVISING, onReport: fn(async () => Promise.reject(new globalThis.Error(JD_MSG.testMissing('鹏城有机菜心')))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /产品检测报告书/ }));
    await expect(await canvas.findByText(JD_MSG.testMissing('鹏城有机菜心'))).toBeVisible();
  },
};

/** The testing unit after the report went to management: told why it can only read. */
export const TestingUnitAfterTheReport: Story = {
  args: { state: { status: 'success', data: REPORTED }, abilities: WAITING },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('监督任务当前状态为“待监督结论”：抽检项目在现场监督至文件核查期间填写，现在只能查看')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /新增抽检项目/ })).toBeNull();
  },
};

/** A task without sampling: said plainly. */
export const NotSampled: Story = {
  args: { state: { status: 'success', data: NOT_SAMPLED }, abilities: READ_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(JD_MSG.notSampling)).toBeVisible();
  },
};

/** 48 items: twenty a page. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: LARGE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-spot-tally')).toHaveTextContent('共 48 个抽检项目');
    await expect(canvas.getByText('共 48 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('listitem', { name: '3' }));
    await expect(await canvas.findByText('产品样品48')).toBeVisible();
  },
};


/** Samples taken in a field with no signal: under the table, marked 待同步 (a refused one with the queue's state) until the server has them. */
export const SavedOnDevice: Story = {
  args: {
    queued: [
      { key: 'q1', values: { itemType: '1', sampleName: '菜心样品（二次）', sampleNo: 'YP-2026-031', sampleDate: '2026-12-06' }, state: 'waiting' },
      { key: 'q2', values: { itemType: '3', sampleName: '基地土壤', sampleNo: 'TR-2026-007', sampleDate: '2026-12-06' }, state: 'refused' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '待同步的抽检项目' });
    await expect(within(list).getByRole('listitem', { name: '菜心样品（二次） 待同步' })).toHaveTextContent('YP-2026-031');
    await expect(within(list).getByRole('listitem', { name: '基地土壤 待同步' })).toHaveTextContent('被退回');
  },
};
