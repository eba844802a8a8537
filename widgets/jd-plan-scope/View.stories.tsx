import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Page } from '@/api/http';
import type { Row } from '@/api/resource';
import { JD_MSG } from '@/domain/resources/jd';
import { NO_LOOKUPS } from '@/ui/resource/lookups';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation, type WidgetData } from '@/ui/widget';
import { CERT_ROWS, certPage, DRAFT, EMPTY_DRAFT, ISSUED, LARGE, prod } from './fixtures';
import manifest from './index';
import type { ScopeAbilities, ScopeState } from './scope';
import type { CertChooser } from './useData';
import { JdPlanScopeView } from './View';

const MANAGEMENT: ScopeAbilities = { edit: true };
const READ_ONLY: ScopeAbilities = { edit: false };

interface HarnessProps {
  state: ScopeState;
  abilities: ScopeAbilities;
  /** What the certificate list answers. */
  certs: WidgetData<Page<Row>>;
  /** What the server answers each write: resolve = done, reject = the refusal in its words. */
  onAdd: (certIds: readonly number[]) => Promise<unknown>;
  onRemove: (ids: readonly number[]) => Promise<unknown>;
  onExport: () => Promise<unknown>;
  onSearch: (filters: Record<string, string>) => void;
  onOpenTask: (taskId: number) => void;
}

/** The view with real TanStack mutations behind it, the products changing as the server's would, and the chooser's paging held here. */
function ScopeHarness({ state, abilities, certs, onAdd, onRemove, onExport, onSearch, onOpenTask }: HarnessProps) {
  const [s, setS] = useState<ScopeState>(state);
  const [open, setOpen] = useState(false);
  const [pn, setPn] = useState(1);
  const patch = (change: (d: Extract<ScopeState, { status: 'success' }>['data']) => Extract<ScopeState, { status: 'success' }>['data']) =>
    setS((cur) => (cur.status === 'success' ? { status: 'success', data: change(cur.data) } : cur));
  const add = useMutation({
    mutationFn: onAdd,
    onSuccess: (_r, ids) =>
      patch((d) => ({
        ...d,
        prods: [...d.prods, ...CERT_ROWS.filter((c) => ids.includes(Number(c.id))).map((c) => prod(Number(c.id) + 1000, String(c.orgName), String(c.productName), { certNo: String(c.certNo) }))],
      })),
  });
  const remove = useMutation({ mutationFn: onRemove, onSuccess: (_r, ids) => patch((d) => ({ ...d, prods: d.prods.filter((p) => !ids.includes(p.id)) })) });
  const exportProds = useMutation({ mutationFn: onExport });
  const chooser: CertChooser = {
    open,
    state: certs,
    fetching: false,
    pn,
    size: 10,
    show: () => setOpen(true),
    hide: () => setOpen(false),
    search: (f) => {
      onSearch(f);
      setPn(1);
    },
    page: (n) => setPn(n),
  };
  return <JdPlanScopeView state={s} abilities={abilities} add={fromMutation(add)} remove={fromMutation(remove)} exportProds={fromMutation(exportProds)} chooser={chooser} lookups={NO_LOOKUPS} onOpenTask={onOpenTask} />;
}

const meta = {
  title: 'Widgets/Supervision/JdPlanScope',
  component: ScopeHarness,
  args: {
    state: { status: 'success', data: DRAFT },
    abilities: MANAGEMENT,
    certs: { status: 'success', data: certPage(CERT_ROWS) },
    onAdd: fn(async () => ({})),
    onRemove: fn(async () => ({})),
    onExport: fn(async () => ({})),
    onSearch: fn(),
    onOpenTask: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1200, height: 640 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof ScopeHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个监督计划', notFound: '监督计划不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (root: HTMLElement, id: number | string) => root.querySelector(`tbody tr[data-row-key="${id}"]`) as HTMLElement;
const confirmPop = async (el: HTMLElement) => {
  const pop = await page(el).findByRole('tooltip');
  await userEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
};

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No plan chosen in the list beside it. */
export const NoPlan: Story = states.none;

export const NotFound: Story = states.notFound;

/** A new draft: no products, no counts, no tasks; management is told what to do first. */
export const Empty: Story = {
  args: { state: { status: 'success', data: EMPTY_DRAFT } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 0 个产品，0 家企业，0 个任务');
    await expect(canvas.getByText('计划还没有产品，请选择要监督的证书')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /导出产品/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '监督任务（0）' }));
    await expect(await canvas.findByText('尚未创建监督任务')).toBeVisible();
  },
};

/** Management searches the year's certificates, cannot tick the one already in a plan, and adds two. */
export const ManagementChoosesCertificates: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('jd-plan-scope-status')).toHaveTextContent('草稿');
    await expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 4 个产品，3 家企业，0 个任务');
    await userEvent.click(canvas.getByRole('button', { name: /选择证书/ }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择证书：2026年度圳品年度监督' });
    const d = within(dialog);
    await waitFor(() => expect(d.getByText('2026年度“年度监督”可监督的有效证书；已纳入计划的证书不能再选。')).toBeVisible());
    // The plan decides the year and type; the rest are the certificate list's own filters.
    await expect(d.queryByLabelText('监督年度')).toBeNull();
    await userEvent.type(d.getByLabelText('产品'), '鹏城');
    await userEvent.click(d.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ 'search.productName_like': '鹏城' }));
    // Labels, never codes: 已纳入计划 as 是/否, the plan's name.
    await expect(within(rowOf(dialog, 571)).getByText('是')).toBeVisible();
    await expect(within(rowOf(dialog, 571)).getByRole('checkbox')).toBeDisabled();
    await expect(d.getByRole('button', { name: /加入计划/ })).toBeDisabled();
    await userEvent.click(within(rowOf(dialog, 601)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(dialog, 603)).getByRole('checkbox'));
    await userEvent.click(d.getByRole('button', { name: /加入计划（2）/ }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith([601, 603], expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 6 个产品，4 家企业'));
    await waitFor(() => expect(page(canvasElement).getByText('已加入 2 个证书')).toBeVisible());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A certificate refused (taken by another plan meanwhile): the server's words in the dialog, which stays open. */
export const AddRefused: Story = {
  args: { onAdd: fn(async () => Promise.reject(new globalThis.Error(JD_MSG.certInPlan('ZP-2025-0601')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /选择证书/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(rowOf(dialog, 601)).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: /加入计划/ }));
    await expect(await within(dialog).findByText(JD_MSG.certInPlan('ZP-2025-0601'))).toBeVisible();
    await expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 4 个产品');
  },
};

/** The certificate list refused or failed: its error in the dialog. */
export const CertificatesFailed: Story = {
  args: { certs: { status: 'error', message: '后台服务异常！', retry: fn() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /选择证书/ }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('后台服务异常！')).toBeVisible());
  },
};

/** Management removes one product, then two ticked ones, and exports the rest. */
export const ManagementRemovesProducts: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '光明鲜牛奶 移除' }));
    await confirmPop(canvasElement);
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith([74], expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 3 个产品，2 家企业'));

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 鹏城有机菜心' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 鹏城生菜' }));
    await expect(canvas.getByText('已选 2 个')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /移除选中/ }));
    await confirmPop(canvasElement);
    await waitFor(() => expect(args.onRemove).toHaveBeenLastCalledWith([71, 72], expect.anything()));
    await waitFor(() => expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 1 个产品，1 家企业'));

    await userEvent.click(canvas.getByRole('button', { name: /导出产品/ }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalled());
  },
};

/** Removing refused (the plan was sent meanwhile): the server's words above the table. */
export const RemoveRefused: Story = {
  args: { onRemove: fn(async () => Promise.reject(new globalThis.Error(JD_MSG.planLocked('待下发任务')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '鹏城生菜 移除' }));
    await confirmPop(canvasElement);
    await expect(await canvas.findByText(JD_MSG.planLocked('待下发任务'))).toBeVisible();
    await expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 4 个产品');
  },
};

/** A plan under supervision: products with their tasks, the counts, the tasks with links to their records; nothing to change. */
export const UnderSupervision: Story = {
  args: { state: { status: 'success', data: ISSUED }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('jd-plan-scope-status')).toHaveTextContent('监督中');
    await expect(canvas.queryByRole('button', { name: /选择证书/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(within(rowOf(canvasElement, 73)).getByText('JD20260004')).toBeVisible();
    await expect(within(rowOf(canvasElement, 71)).getByText('是')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /导出产品/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '分类统计' }));
    const byOrg = within(await canvas.findByTestId('classify-按企业'));
    // Largest group first.
    await expect(byOrg.getAllByRole('row')[1]).toHaveTextContent('深圳市鹏城农产品有限公司2');
    await expect(within(canvas.getByTestId('classify-按地区')).getByText('光明区')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: '监督任务（3）' }));
    await expect(await canvas.findByText('现场监督中')).toBeVisible();
    await expect(canvas.getByText('监督通过')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '打开监督任务 JD20260003' }));
    await expect(args.onOpenTask).toHaveBeenCalledWith(31);
  },
};

/** 260 products of 65 enterprises: twenty a page; the counts still loading. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: LARGE } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('jd-plan-scope-summary')).toHaveTextContent('共 260 个产品，65 家企业，0 个任务');
    await expect(canvas.getByText('共 260 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('listitem', { name: '13' }));
    await expect(await canvas.findByText('产品260')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '分类统计' }));
    await expect(await canvas.findByRole('status', { name: '加载中' })).toBeVisible();
  },
};
