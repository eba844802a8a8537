import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation } from '@tanstack/react-query';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ResourceLookups } from '@/ui/resource/lookups';
import { recordStateStories } from '@/ui/record/stories';
import { WIDGET_BODY_CLASS, WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { fromMutation } from '@/ui/widget';
import { ACTIONS, application, BRAND_ROWS, CASES, EVAL_CASES, MATERIALS_PAGE, evalEntry, evalFlow, evalSections, FAIL_REASON, flowOf, longHistory, PICTURE, product, productEntry, productFlow, productSections, UNITS } from './fixtures';
import manifest from './index';
import type { MoveResult } from '@/api/workflow';
import type { MoveInput } from './useData';
import { RecordView, type RecordViewProps } from './View';

/** Pictures by id, drawn in place (no server behind the stories). */
const lookups: ResourceLookups = {
  upload: async (file) => ({ id: '99', url: PICTURE, name: file.name }),
  files: async (ids) => ids.map((id) => ({ id, url: PICTURE, name: `产品图片${id}.png` })),
  options: async () => [],
};

/** The accepting institution's verified staff (what its staff list answers its administrator). */
const VERIFIED_STAFF = ['陈志强', '李明', '张华'].map((n) => ({ value: n, label: n }));

/** The pickers of a move's fields: evaluation institutions and testing units by the ref's type filter. */
const evalLookups: ResourceLookups = {
  ...lookups,
  options: async (ref) =>
    ref.resource === 'unitStaff' ? [...VERIFIED_STAFF] : ref.resource !== 'zpUnit' ? [] : ref.where?.type_like === '4' ? [...UNITS.testing] : [...UNITS.evaluation],
};

type HarnessProps = Omit<RecordViewProps, 'move'> & {
  /** What the server answers a move: resolve = done, reject = the refusal in its words. */
  respond: (move: MoveInput) => Promise<MoveResult>;
};

/** The view with a real TanStack mutation behind its drawers, as the widget wires it. */
function RecordHarness({ respond, ...props }: HarnessProps) {
  const mutation = useMutation({ mutationFn: respond });
  return <RecordView {...props} move={fromMutation(mutation)} />;
}

const meta = {
  title: 'Widgets/General/RecordView',
  component: RecordHarness,
  args: {
    entry: productEntry,
    flow: productFlow,
    sections: productSections,
    record: { status: 'success', data: product(-3) },
    flowState: { status: 'success', data: CASES.draftForEnterprise },
    childRows: { brandHistory: { status: 'success', data: BRAND_ROWS.slice(0, 1) } },
    lookups,
    respond: fn(async () => ({ id: 102, status: 0, done: '已提交审核' })),
    onOpenWork: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 1100, height: 760 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof RecordHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = recordStateStories((record) => ({ record, flowState: null }), { none: '请选择一条记录', notFound: '记录不存在或无权访问' });

const page = (el: HTMLElement) => within(el.ownerDocument.body);
/** The open drawer of a move (titled "<move>：<product>"). */
const drawerOf = async (el: HTMLElement, label: string) => page(el).findByRole('dialog', { name: new RegExp(`^${label}：`) });

/** The enterprise's draft: key facts, labels not codes, pictures; 提交审核 opens its drawer and the move is made. */
export const DraftSubmitted: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: '清远走地鸡' })).toBeVisible();
    await expect(canvas.getByTestId('record-status')).toHaveTextContent('草稿');
    const facts = canvas.getByTestId('record-facts');
    await expect(facts).toHaveTextContent('产品类型：肉禽类');
    await expect(facts).toHaveTextContent('产品分类：鸡肉');
    await expect(canvas.getByRole('region', { name: '基本信息' })).toHaveTextContent('鹏城绿源农业发展养殖场、鹏城绿源农业发展食品加工厂');
    await waitFor(() => expect(canvas.getByRole('img', { name: /正面图片/ })).toHaveAttribute('src', PICTURE));
    await expect(canvas.getByText('暂无流转记录')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '提交审核' }));
    const drawer = within(await drawerOf(canvasElement, '提交审核'));
    await expect(drawer.getByText('状态变化：')).toBeVisible();
    // Optional opinion: no asterisk.
    await expect(canvasElement.ownerDocument.querySelector('.ant-drawer .ant-form-item-required')).toBeNull();
    await userEvent.type(drawer.getByRole('textbox', { name: '意见' }), '请审核');
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ action: 'submit', opinion: '请审核' }, expect.anything()));
    // The page says what the move led to, in the server's words.
    await waitFor(() => expect(page(canvasElement).getByText('已提交审核')).toBeVisible());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: /^提交审核：/ })).toBeNull());
  },
};

/** Management on a product under review: 审核通过 and 审核不通过 (the reject move in red). */
export const PendingForManager: Story = {
  args: { record: { status: 'success', data: product(0) }, flowState: { status: 'success', data: CASES.pendingForManager } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('record-status')).toHaveTextContent('待审核');
    const actions = within(canvas.getByRole('group', { name: '可执行的操作' }));
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['审核通过', '审核不通过']);
    await expect(actions.getByRole('button', { name: '审核不通过' })).toHaveClass('ant-btn-dangerous');
    await expect(canvas.getByLabelText('流程进度').querySelector('.ant-steps-item-process')).toHaveTextContent('待审核');
  },
};

/** 审核不通过 needs a reason: the red asterisk, the message, nothing sent; with a reason it goes. */
export const OpinionRequired: Story = {
  args: PendingForManager.args,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审核不通过' }));
    const drawerEl = await drawerOf(canvasElement, '审核不通过');
    const drawer = within(drawerEl);
    await expect(drawerEl.querySelector('.ant-form-item-required')).toHaveTextContent('意见');
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(drawer.getByText('请填写审核不通过的意见')).toBeVisible());
    // Spaces are no reason either.
    await userEvent.type(drawer.getByRole('textbox', { name: '意见' }), '   ');
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(drawer.getByText('请填写审核不通过的意见')).toBeVisible());
    await expect(args.respond).not.toHaveBeenCalled();
    await userEvent.clear(drawer.getByRole('textbox', { name: '意见' }));
    await userEvent.type(drawer.getByRole('textbox', { name: '意见' }), FAIL_REASON);
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ action: 'fail', opinion: FAIL_REASON }, expect.anything()));
  },
};

/** The server refuses (someone moved it first): its words above the form, the drawer stays open for another try. */
export const ServerRefusal: Story = {
  args: {
    ...PendingForManager.args,
    respond: fn(async () => {
      throw new globalThis.Error('当前状态为“审核通过”，不能执行“审核通过”');
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审核通过' }));
    const drawer = within(await drawerOf(canvasElement, '审核通过'));
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(drawer.getByRole('alert')).toBeVisible());
    await expect(drawer.getByRole('alert')).toHaveTextContent('当前状态为“审核通过”，不能执行“审核通过”');
    await expect(args.respond).toHaveBeenCalledOnce();
    await expect(drawer.getByRole('textbox', { name: '意见' })).toBeVisible();
  },
};

/** While the move is on its way the button spins and the form is locked. */
export const Submitting: Story = {
  args: { ...PendingForManager.args, respond: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审核通过' }));
    const drawer = within(await drawerOf(canvasElement, '审核通过'));
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(drawer.getByRole('button', { name: /确定/ })).toHaveClass('ant-btn-loading'));
    await expect(drawer.getByRole('textbox', { name: '意见' })).toBeDisabled();
  },
};

/** The enterprise after a fail: the reason in the history, the steps bar marks where it stopped, 提交审核 again. */
export const FailedWithReason: Story = {
  args: { record: { status: 'success', data: product(-1) }, flowState: { status: 'success', data: CASES.failedForEnterprise } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('record-status')).toHaveTextContent('审核不通过');
    const entries = canvas.getAllByTestId('history-entry');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('审核不通过');
    await expect(entries[0]).toHaveTextContent('待审核 → 审核不通过');
    await expect(entries[0]).toHaveTextContent(`意见：${FAIL_REASON}`);
    await expect(entries[0]).toHaveTextContent('陈志远（深圳市圳品管理中心）');
    const failedStep = canvas.getByLabelText('流程进度').querySelector('.ant-steps-item-error');
    await expect(failedStep).toHaveTextContent('待审核');
    await expect(failedStep).toHaveTextContent('审核不通过');
    await expect(canvas.getByRole('button', { name: '提交审核' })).toBeVisible();
  },
};

/** Passed: every step done, the four moves in the history (newest first), nothing left to do, the brand history. */
export const Passed: Story = {
  args: {
    record: { status: 'success', data: product(1, { brand: '绿源优选' }) },
    flowState: { status: 'success', data: CASES.passed },
    childRows: { brandHistory: { status: 'success', data: BRAND_ROWS } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('record-status')).toHaveTextContent('审核通过');
    await expect(canvas.queryByRole('group', { name: '可执行的操作' })).toBeNull();
    await expect(canvas.getAllByTestId('history-entry').map((e) => e.querySelector('strong')?.textContent)).toEqual(['审核通过', '提交审核', '审核不通过', '提交审核']);
    const brands = within(canvas.getByRole('region', { name: '品牌变更记录' }));
    await expect(brands.getAllByRole('row')).toHaveLength(3);
    await expect(brands.getByRole('cell', { name: '绿源优选' })).toBeVisible();
  },
};

/** A move that takes attachments offers the upload control. */
export const WithAttachments: Story = {
  args: {
    record: { status: 'success', data: product(0) },
    flowState: { status: 'success', data: flowOf(0, [{ ...ACTIONS.pass, attachments: true }], []) },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审核通过' }));
    const drawer = within(await drawerOf(canvasElement, '审核通过'));
    await expect(drawer.getByText('附件')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /上传文件/ })).toBeVisible();
  },
};

/** Nothing selected yet (a list beside it has no row chosen). */
export const Empty: Story = states.none;

/** An id that names nothing the user may see (a stale link, another enterprise's product). */
export const NotFound: Story = states.notFound;

export const Loading: Story = states.loading;

/** The record came but its flow did not: the page says so with 重试 and still shows the record. */
export const FlowError: Story = {
  args: { flowState: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: '清远走地鸡' })).toBeVisible();
    await expect(canvas.getByText('流程信息加载失败')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /重\s*试/ })[0]);
    if (args.flowState?.status === 'error') await expect(args.flowState.retry).toHaveBeenCalled();
  },
};

export const Error: Story = states.error;

/** Sixty moves back and forth: the page scrolls in its box, newest first. */
export const LongHistory: Story = {
  args: { record: { status: 'success', data: product(1) }, flowState: { status: 'success', data: flowOf(1, [], longHistory(60)) } },
  play: async ({ canvas, canvasElement }) => {
    const entries = canvas.getAllByTestId('history-entry');
    await expect(entries).toHaveLength(60);
    await expect(entries[0]).toHaveTextContent('（第 15 轮）');
    const body = canvasElement.querySelector<HTMLElement>(`.${WIDGET_BODY_CLASS}`);
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
  },
};

/** A phone (or a narrow cell): one column, the steps bar upright, the history under the sections. */
export const Narrow: Story = {
  args: { record: { status: 'success', data: product(-1) }, flowState: { status: 'success', data: CASES.failedForEnterprise } },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('record-view')).not.toHaveAttribute('data-wide'));
    await expect(canvas.getByLabelText('流程进度')).toHaveClass('ant-steps-vertical');
    const sections = canvas.getByRole('region', { name: '基本信息' }).getBoundingClientRect();
    const history = canvas.getByRole('region', { name: '流转记录' }).getBoundingClientRect();
    await expect(history.top).toBeGreaterThan(sections.bottom);
  },
};

/** The evaluation application as management sees it once accepted. */
const acceptedApplication = {
  entry: evalEntry,
  flow: evalFlow,
  sections: evalSections,
  record: { status: 'success', data: application(1) },
  flowState: { status: 'success', data: EVAL_CASES.acceptedForManager },
  childRows: { products: { status: 'success', data: [] }, places: { status: 'success', data: [] } },
  lookups: evalLookups,
} satisfies Partial<HarnessProps>;

/** The form item of a field in the open drawer (its label, its control, its message). */
const itemOf = (drawer: HTMLElement, label: string) =>
  [...drawer.querySelectorAll<HTMLElement>('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label) ?? null;

/**
 * 分配评价任务 fills in the institution: the drawer shows the 评价机构 picker (required) and the
 * 检测机构 picker; without an institution it says so and sends nothing; with one the move carries it.
 */
export const AssignNeedsInstitution: Story = {
  args: { ...acceptedApplication, respond: fn(async () => ({ id: 12, status: 2, done: '已分配，等待评价机构接受' })) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('record-status')).toHaveTextContent('已受理待分配');
    await userEvent.click(canvas.getByRole('button', { name: '分配评价任务' }));
    const drawerEl = await drawerOf(canvasElement, '分配评价任务');
    const drawer = within(drawerEl);
    const unit = itemOf(drawerEl, '评价机构');
    await expect(unit).not.toBeNull();
    await expect(unit!.querySelector('.ant-form-item-required')).not.toBeNull();
    await expect(itemOf(drawerEl, '检测机构')!.querySelector('.ant-form-item-required')).toBeNull();
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    // A picker asks to choose.
    await waitFor(() => expect(unit!.querySelector('.ant-form-item-explain-error')).toHaveTextContent('请选择'));
    await expect(args.respond).not.toHaveBeenCalled();

    await userEvent.click(drawer.getByRole('combobox', { name: '评价机构' }));
    await userEvent.click(await page(canvasElement).findByTitle('深圳市鹏质认证评价有限公司'));
    await waitFor(() => expect(unit!.querySelector('.ant-form-item-explain-error')).toBeNull());
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ action: 'assign', values: { unitId: 41 } }, expect.anything()));
    await waitFor(() => expect(page(canvasElement).getByText('已分配，等待评价机构接受')).toBeVisible());
  },
};

/** 接受任务 names the team: a leader's name that is no name is refused by the domain's rule; a real one goes with the members. */
export const AcceptTaskWithTeam: Story = {
  args: {
    ...acceptedApplication,
    record: { status: 'success', data: application(2, { unitId: 41, unitName: '深圳市鹏质认证评价有限公司' }) },
    flowState: { status: 'success', data: EVAL_CASES.assignedForUnit },
    respond: fn(async () => ({ id: 12, status: 3, done: '已完成' })),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '接受任务' }));
    const drawerEl = await drawerOf(canvasElement, '接受任务');
    const drawer = within(drawerEl);
    // The leader is required: nothing is sent without one.
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(itemOf(drawerEl, '评价组长')!.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    await expect(args.respond).not.toHaveBeenCalled();

    // Picked from the institution's verified staff: one leader, any members.
    const doc = canvasElement.ownerDocument;
    const open = () => [...doc.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    const option = (name: string) =>
      waitFor(() => {
        const found = open().flatMap((d) => [...d.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${name}"]`)])[0];
        if (!found) throw new globalThis.Error(`no option ${name}`);
        return found;
      });
    await userEvent.click(drawer.getByRole('combobox', { name: '评价组长' }));
    await userEvent.click(await option('陈志强'));
    await waitFor(() => expect(open()).toHaveLength(0));
    await userEvent.click(drawer.getByRole('combobox', { name: '评价组员' }));
    await userEvent.click(await option('李明'));
    await userEvent.click(await option('张华'));
    await userEvent.type(drawer.getByRole('textbox', { name: '意见' }), '同意承担');
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(args.respond).toHaveBeenCalledWith({ action: 'acceptTask', opinion: '同意承担', values: { leaderName: '陈志强', memberNames: '李明,张华' } }, expect.anything()),
    );
  },
};

/** A move without fields of its own (退回补充) sends no values. */
export const MoveWithoutFields: Story = {
  args: { ...acceptedApplication, respond: fn(async () => ({ id: 12, status: -2, done: '已完成' })) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退回补充' }));
    const drawerEl = await drawerOf(canvasElement, '退回补充');
    await expect(itemOf(drawerEl, '评价机构')).toBeNull();
    await userEvent.type(within(drawerEl).getByRole('textbox', { name: '意见' }), '请补充联系人手机号');
    await userEvent.click(within(drawerEl).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ action: 'reject', opinion: '请补充联系人手机号' }, expect.anything()));
  },
};

/** The evaluation's sixteen steps: dots with their titles under them, scrolled sideways so the current step is in view. */
export const LongMainPath: Story = {
  args: {
    ...acceptedApplication,
    record: { status: 'success', data: application(16, { unitId: 41, unitName: '深圳市鹏质认证评价有限公司' }) },
    flowState: { status: 'success', data: { ...EVAL_CASES.assignedForUnit, status: 16, actions: [] } },
  },
  play: async ({ canvas }) => {
    const scroller = await canvas.findByTestId('record-steps-scroll');
    const current = canvas.getByLabelText('流程进度').querySelector<HTMLElement>('.ant-steps-item-process')!;
    await expect(current).toHaveTextContent('现场评价');
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    const box = scroller.getBoundingClientRect();
    const step = current.getBoundingClientRect();
    await expect(step.left).toBeGreaterThanOrEqual(box.left);
    await expect(step.right).toBeLessThanOrEqual(box.right);
  },
};

/** A move that cannot be made yet is shown disabled, with what it needs and a way to that work; the step's work lists what is left. */
export const BlockedUntilTheWorkIsDone: Story = {
  args: {
    ...acceptedApplication,
    record: { status: 'success', data: application(3, { unitId: 41, unitName: '深圳市鹏质认证评价有限公司' }) },
    flowState: { status: 'success', data: EVAL_CASES.materialsMissingForEnterprise },
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '提交材料' });
    await expect(button).toBeDisabled();
    const blocked = canvas.getByTestId('record-blocked');
    await expect(blocked).toHaveTextContent('“提交材料”还需：');
    await expect(blocked).toHaveTextContent('请先上传全部必备材料（评价申请书、承诺书）');
    await expect(button).toHaveAttribute('aria-describedby', 'blocked-submitMaterials');
    await userEvent.click(within(blocked).getByRole('button', { name: '去完成' }));
    await expect(args.onOpenWork).toHaveBeenCalledWith(MATERIALS_PAGE, 'materials');
    const work = within(canvas.getByTestId('record-work'));
    await expect(work.getByText('评价材料')).toBeVisible();
    await expect(work.getByText('待完成')).toBeVisible();
    await userEvent.click(work.getByRole('button', { name: '前往评价材料' }));
    await expect(args.onOpenWork).toHaveBeenLastCalledWith(MATERIALS_PAGE, 'materials');
  },
};

/** 提交申请 asks for the declaration: without the box ticked nothing is sent; ticked, the move says so. */
export const SubmitNeedsTheDeclaration: Story = {
  args: {
    ...acceptedApplication,
    record: { status: 'success', data: application(-3) },
    flowState: { status: 'success', data: EVAL_CASES.draftForEnterprise },
    respond: fn(async () => ({ id: 12, status: 0, done: '申请已提交，等待管理机构受理' })),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    const drawer = within(await drawerOf(canvasElement, '提交申请'));
    await expect(drawer.getByText(/本企业承诺/)).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(drawer.getByText('请先阅读并确认申请声明')).toBeVisible());
    await expect(args.respond).not.toHaveBeenCalled();
    await userEvent.click(drawer.getByRole('checkbox'));
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ action: 'submit', values: { declared: true } }, expect.anything()));
    await waitFor(() => expect(page(canvasElement).getByText('申请已提交，等待管理机构受理')).toBeVisible());
  },
};

/** Each drawer opens empty: the reason typed for one move never rides along with the next. */
export const EachDrawerStartsEmpty: Story = {
  args: PendingForManager.args,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审核不通过' }));
    const first = within(await drawerOf(canvasElement, '审核不通过'));
    await userEvent.type(first.getByRole('textbox', { name: '意见' }), FAIL_REASON);
    await userEvent.click(first.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: /^审核不通过：/ })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '审核通过' }));
    const second = within(await drawerOf(canvasElement, '审核通过'));
    await expect(second.getByRole('textbox', { name: '意见' })).toHaveValue('');
    await userEvent.click(second.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.respond).toHaveBeenCalledWith({ action: 'pass' }, expect.anything()));
  },
};

/** Enter in a field never makes the move: only the button does. */
export const EnterNeverSubmits: Story = {
  args: AcceptTaskWithTeam.args,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '接受任务' }));
    const drawer = within(await drawerOf(canvasElement, '接受任务'));
    await userEvent.type(drawer.getByRole('textbox', { name: '意见' }), '同意{Enter}');
    await new Promise((r) => setTimeout(r, 300));
    await expect(args.respond).not.toHaveBeenCalled();
    await expect(drawer.getByRole('textbox', { name: '意见' })).toBeVisible();
  },
};
