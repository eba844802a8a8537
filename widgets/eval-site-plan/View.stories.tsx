import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SitePlanBody, SiteTeamBody } from '@/api/evalSitePlan';
import { EVAL_SITE_PLAN_STATUS, EVAL_STATUS } from '@/domain/codes';
import { SITE_PLAN_MSG } from '@/domain/resources/evaluation';
import { fakeUpload } from '@/ui/inputs/upload/testing';
import { recordStateStories } from '@/ui/record/stories';
import { WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { CONFIRMING, NO_PLACES, NOTICE, PUSHED, ON_SITE, plan, PLANNING, PRODUCTS } from './fixtures';
import manifest from './index';
import type { SitePlanAbilities, SitePlanData, SitePlanState } from './plan';
import { EvalSitePlanView } from './View';

const PLANNER: SitePlanAbilities = { plan: true, team: true, finish: false };
const ON_SITE_UNIT: SitePlanAbilities = { plan: false, team: true, finish: true };
const READ_ONLY: SitePlanAbilities = { plan: false, team: false, finish: false };

interface HarnessProps {
  state: SitePlanState;
  abilities: SitePlanAbilities;
  /** What the server answers each write: resolve = done, reject = the refusal in its words. */
  onSave: (b: SitePlanBody) => Promise<unknown>;
  onTeam: (b: SiteTeamBody) => Promise<unknown>;
  onRemove: (id: number) => Promise<unknown>;
  onFinish: (id: number) => Promise<unknown>;
  onNotice: () => Promise<unknown>;
  onStamped: (annexId: number) => Promise<unknown>;
  upload: (file: File) => Promise<{ id: number | string; name: string; url: string }>;
}

/** The view with real TanStack mutations behind it, and the plans changing as the server's would. */
function PlanHarness({ state, abilities, onSave, onTeam, onRemove, onFinish, onNotice, onStamped, upload }: HarnessProps) {
  const [s, setS] = useState<SitePlanState>(state);
  const patch = (change: (d: SitePlanData) => SitePlanData) => setS((cur) => (cur.status === 'success' ? { status: 'success', data: change(cur.data) } : cur));
  const archiveWith = (d: SitePlanData, key: 'notice' | 'stampedNotice', f: { id: number; name: string; url: string }) =>
    d.archive ? { ...d.archive, items: d.archive.items.map((i) => (i.key === key ? { ...i, done: true, files: [f], note: '' } : i)) } : null;
  const save = useMutation({
    mutationFn: onSave,
    onSuccess: (_r, b) =>
      patch((d) => {
        const names = PRODUCTS.filter((p) => b.productIds.split(',').map(Number).includes(p.productId)).map((p) => p.productName).join('、');
        const next = { ...plan(b.placeId, EVAL_STATUS.pushSitePlan), ...b, productNames: names };
        return { ...d, plans: [...d.plans.filter((p) => p.placeId !== b.placeId), next] };
      }),
  });
  const team = useMutation({ mutationFn: onTeam, onSuccess: (_r, b) => patch((d) => ({ ...d, plans: d.plans.map((p) => (p.id === b.id ? { ...p, leaderName: b.leaderName, memberNames: b.memberNames } : p)) })) });
  const remove = useMutation({ mutationFn: onRemove, onSuccess: (_r, id) => patch((d) => ({ ...d, plans: d.plans.filter((p) => p.id !== id) })) });
  const finish = useMutation({ mutationFn: onFinish, onSuccess: (_r, id) => patch((d) => ({ ...d, plans: d.plans.map((p) => (p.id === id ? { ...p, status: EVAL_SITE_PLAN_STATUS.finished } : p)) })) });
  const notice = useMutation({ mutationFn: onNotice, onSuccess: () => patch((d) => ({ ...d, archive: archiveWith(d, 'notice', NOTICE) })) });
  const stamped = useMutation({ mutationFn: onStamped, onSuccess: (_r, id) => patch((d) => ({ ...d, archive: archiveWith(d, 'stampedNotice', { id, name: '盖章通知书.pdf', url: `/api/file/download?id=${id}` }) })) });
  return <EvalSitePlanView state={s} abilities={abilities} save={fromMutation(save)} team={fromMutation(team)} remove={fromMutation(remove)} finish={fromMutation(finish)} notice={fromMutation(notice)} stamped={fromMutation(stamped)} upload={upload} />;
}

const meta = {
  title: 'Widgets/Evaluation/EvalSitePlan',
  component: PlanHarness,
  args: {
    state: { status: 'success', data: PLANNING },
    abilities: PLANNER,
    onSave: fn(async () => ({})),
    onTeam: fn(async () => ({})),
    onRemove: fn(async () => ({})),
    onFinish: fn(async () => ({})),
    onNotice: fn(async () => ({})),
    onStamped: fn(async () => ({})),
    upload: fakeUpload(300),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1240, height: 700 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof PlanHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((state) => ({ state }), { none: '请先选择一个评价申请', notFound: '评价申请不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const rowOf = (el: HTMLElement, placeId: number) => el.querySelector(`tbody tr[data-row-key="${placeId}"]`) as HTMLElement;
const pick = userEvent.setup({ applyAccept: false });
const confirmPop = async (el: HTMLElement) => {
  const pop = await page(el).findByRole('tooltip');
  await userEvent.click(within(pop).getByRole('button', { name: /确\s*定/ }));
};

export const Loading: Story = states.loading;

export const Error: Story = states.error;

/** No application chosen in the list beside it. */
export const NoApplication: Story = states.none;

export const NotFound: Story = states.notFound;

/** An application without places: nothing to plan, the notice not there yet. */
export const Empty: Story = {
  args: { state: { status: 'success', data: NO_PLACES }, abilities: READ_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该申请没有申报场所')).toBeVisible();
    await expect(canvas.getByTestId('site-notice-file')).toHaveTextContent('未生成');
  },
};

/** 文审通过: the institution plans the second place, deletes and re-plans, generates the notice and uploads its stamped copy. */
export const InstitutionPlanning: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('eval-site-plan-summary')).toHaveTextContent('已制定 1/2 个场所');
    await expect(within(rowOf(canvasElement, 202)).getByText('未制定')).toBeVisible();
    await expect(within(rowOf(canvasElement, 201)).getByText('计划中')).toBeVisible();
    // No stamped copy before the notice is generated.
    await expect(canvasElement.querySelector('[data-testid="site-notice"] input[type=file]')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '龙华净菜加工车间 制定计划' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '现场评价计划：龙华净菜加工车间' }));
    await expect(dialog.getByLabelText('评价组长')).toHaveValue('林嘉怡');
    // The place's own product is chosen; only the application's products are offered.
    await waitFor(() => expect(dialog.getByText('鹏城净菜礼盒')).toBeVisible());
    await userEvent.type(dialog.getByLabelText('开始日期'), '2026-12-10{Enter}');
    await userEvent.type(dialog.getByLabelText('结束日期'), '2026-12-09{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(dialog.getByText(SITE_PLAN_MSG.endBeforeStart)).toBeVisible());
    await userEvent.clear(dialog.getByLabelText('结束日期'));
    await userEvent.type(dialog.getByLabelText('结束日期'), '2026-12-11{Enter}');
    await userEvent.click(dialog.getByRole('switch', { name: '现场抽样' }));
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ placeId: 202, startDate: '2026-12-10', endDate: '2026-12-11', leaderName: '林嘉怡', memberNames: '张伟,王芳', productIds: '103', sampling: true }, expect.anything()),
    );
    await waitFor(() => expect(canvas.getByTestId('eval-site-plan-summary')).toHaveTextContent('已制定 2/2 个场所'));
    await expect(within(rowOf(canvasElement, 202)).getByText('2026-12-10 ~ 2026-12-11')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '光明蔬菜种植基地 删除' }));
    await confirmPop(canvasElement);
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(1201, expect.anything()));
    await waitFor(() => expect(within(rowOf(canvasElement, 201)).getByText('未制定')).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: /生成通知书/ }));
    await waitFor(() => expect(args.onNotice).toHaveBeenCalled());
    await expect(await canvas.findByRole('link', { name: '现场评价通知书-PJ20260012.docx' })).toBeVisible();
    const input = (await waitFor(() => {
      const el = canvasElement.querySelector('[data-testid="site-notice"] input[type=file]');
      if (!el) throw new globalThis.Error('no upload yet');
      return el;
    })) as HTMLInputElement;
    await pick.upload(input, new File(['%PDF-1.4'], '盖章通知书.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(args.onStamped).toHaveBeenCalledWith(expect.any(Number), expect.anything()));
    await waitFor(() => expect(page(canvasElement).getByText('盖章件已上传')).toBeVisible());
  },
};

/** A plan refused (a product the application does not name): the server's words in the dialog, the dialog kept open. */
export const PlanRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new globalThis.Error(SITE_PLAN_MSG.productNotApplied))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '光明蔬菜种植基地 修改计划' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '现场评价计划：光明蔬菜种植基地' }));
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(dialog.getByText(SITE_PLAN_MSG.productNotApplied)).toBeVisible());
    await expect(dialog.getByLabelText('评价组长')).toHaveValue('林嘉怡');
  },
};

/** 生成通知书 before every place is planned: the server names the places left. */
export const NoticeRefused: Story = {
  args: { onNotice: fn(async () => Promise.reject(new globalThis.Error(SITE_PLAN_MSG.everyPlace('龙华净菜加工车间')))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /生成通知书/ }));
    await expect(await canvas.findByText(SITE_PLAN_MSG.everyPlace('龙华净菜加工车间'))).toBeVisible();
    await expect(canvas.getByTestId('site-notice-file')).toHaveTextContent('未生成');
  },
};

/** 现场评价: the institution closes the workshop's visit; the base's is closed already; a team can still change. */
export const InstitutionOnSite: Story = {
  args: { state: { status: 'success', data: ON_SITE }, abilities: ON_SITE_UNIT },
  play: async ({ canvas, canvasElement, args }) => {
    const base = within(rowOf(canvasElement, 201));
    const workshop = within(rowOf(canvasElement, 202));
    await expect(base.getByText('现场评价已结束')).toBeVisible();
    await expect(base.queryByRole('button', { name: /结束该场所评价/ })).toBeNull();
    await expect(workshop.getByText('现场评价中')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /制定计划|修改计划|删除/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /生成通知书/ })).toBeNull();

    await userEvent.click(workshop.getByRole('button', { name: '龙华净菜加工车间 调整评价组' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: '调整评价组：龙华净菜加工车间' }));
    await expect(dialog.queryByLabelText('评价产品')).toBeNull();
    await userEvent.clear(dialog.getByLabelText('评价组员'));
    await userEvent.type(dialog.getByLabelText('评价组员'), '张伟,李娜');
    await userEvent.click(dialog.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(args.onTeam).toHaveBeenCalledWith({ id: 1202, leaderName: '林嘉怡', memberNames: '张伟,李娜' }, expect.anything()));
    await waitFor(() => expect(workshop.getByText('张伟,李娜')).toBeVisible());

    await userEvent.click(workshop.getByRole('button', { name: '龙华净菜加工车间 结束该场所评价' }));
    await confirmPop(canvasElement);
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledWith(1202, expect.anything()));
    await waitFor(() => expect(workshop.getByText('现场评价已结束')).toBeVisible());
  },
};

/** Closing a visit refused (it was closed meanwhile): the server's words above the table. */
export const FinishRefused: Story = {
  args: { state: { status: 'success', data: ON_SITE }, abilities: ON_SITE_UNIT, onFinish: fn(async () => Promise.reject(new globalThis.Error(SITE_PLAN_MSG.notOnSite('现场评价已结束')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '龙华净菜加工车间 结束该场所评价' }));
    await confirmPop(canvasElement);
    await expect(await canvas.findByText(SITE_PLAN_MSG.notOnSite('现场评价已结束'))).toBeVisible();
  },
};

/** The enterprise after the plans went out: the plans, the notice and its stamped copy to read; nothing to click. */
export const EnterpriseReadOnly: Story = {
  args: { state: { status: 'success', data: PUSHED }, abilities: READ_ONLY },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(rowOf(canvasElement, 201)).getByText('待企业确认')).toBeVisible();
    await expect(within(rowOf(canvasElement, 201)).getByText('是')).toBeVisible();
    await expect(within(rowOf(canvasElement, 202)).getByText('鹏城净菜礼盒')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: '通知书操作' })).toBeNull();
    await expect(canvasElement.querySelector('input[type=file]')).toBeNull();
    await expect(canvas.getByRole('link', { name: '现场评价通知书-PJ20260012.docx' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '盖章通知书.pdf' })).toBeVisible();
    // Before 评价确认 there is no archive checklist.
    await expect(canvas.queryByTestId('site-archive')).toBeNull();
  },
};

/** 评价确认, management reading: every visit closed; the archive checklist says what is still missing. */
export const ArchiveChecklist: Story = {
  args: { state: { status: 'success', data: CONFIRMING }, abilities: READ_ONLY },
  play: async ({ canvas }) => {
    const list = within(canvas.getByTestId('site-archive'));
    await expect(list.getByText('还缺 1 项')).toBeVisible();
    await expect(list.getByRole('listitem', { name: '文件评审报告 未完成' })).toHaveTextContent('请先生成文件评审报告');
    await expect(list.getByRole('listitem', { name: '现场评价 已完成' })).toBeVisible();
    await expect(list.getByRole('listitem', { name: '现场评价通知书（盖章件） 已完成' })).toHaveTextContent('盖章通知书.pdf');
  },
};
