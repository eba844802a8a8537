import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WIDGET_BODY_CLASS, WidgetFrame } from '@/ui/WidgetFrame/WidgetFrame';
import { managerTasks, registrations, TODO_FILTER, TODO_NOW, unreadMessages } from './fixtures';
import manifest from './index';
import { TodoView } from './View';

const meta = {
  title: 'Widgets/General/Todo',
  component: TodoView,
  args: { state: { status: 'success', data: managerTasks(5, 15) }, filter: TODO_FILTER, onFilter: fn(), onOpen: fn(), onAllFlowTasks: fn(), tabs: true, now: TODO_NOW },
  decorators: [
    (Story) => (
      <div style={{ width: 720, height: 420 }}>
        <WidgetFrame title={manifest.title}>
          <Story />
        </WidgetFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof TodoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's home: tasks apart from the 80 unread messages, grouped by flow, each saying how long it has waited. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('todo-summary')).toHaveTextContent('共 15 项待办');
    await expect(canvas.getByRole('list', { name: '待办事项' })).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByText('未读消息（80）')).toBeVisible();
    await expect(canvas.getByText('已等待40分钟')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /PJ20260012/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'flow-evaluation-12', route: '/views/eval-list?id=12' }));
    await userEvent.click(within(canvas.getByRole('group', { name: '按流程分组' })).getByText('监督任务 4'));
    await expect(args.onFilter).toHaveBeenCalledWith({ flow: 'jdTask', status: null });
  },
};

/** Back on 首页: the list left behind stays in view, marked busy, while the one waiting now comes. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '待办事项' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /PJ20260012/ })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};

/** Nothing to do and nothing unread. */
export const Empty: Story = {
  args: { state: { status: 'success', data: { items: [], total: 0, groups: [], kinds: { task: 0, msg: 0 } } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无待办事项')).toBeVisible();
  },
};

/** A flow chosen that has nothing left: the filters stay, so the user can go back to 全部. */
export const FilteredEmpty: Story = {
  args: { state: { status: 'success', data: { ...managerTasks(0, 0), groups: managerTasks().groups } }, filter: { ...TODO_FILTER, flow: 'jdTask' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的待办')).toBeVisible();
    await userEvent.click(canvas.getByText('全部 15'));
    await expect(args.onFilter).toHaveBeenCalledWith({ flow: null, status: null });
  },
};

/** The call failed: the catalogue's message and 重试. */
export const Error: Story = {
  args: { state: { status: 'error', message: '请求超时', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请求超时');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** The messages' tab. */
export const Messages: Story = {
  args: { state: { status: 'success', data: unreadMessages(6, 15) }, filter: { ...TODO_FILTER, tab: 'msg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('todo-summary')).toHaveTextContent('共 6 项未读消息');
    await expect(canvas.queryByText(/已等待/)).toBeNull();
  },
};

/** Many: the first 10 of 342 registrations, paged by the server. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: { ...registrations(10, 342), size: 10 } }, tabs: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByTestId('todo-summary')).toHaveTextContent('共 342 项待办，第 1/35 页');
    await expect(within(canvas.getByRole('list', { name: '待办事项' })).getAllByRole('button')).toHaveLength(10);
    const body = canvasElement.querySelector<HTMLElement>(`.${WIDGET_BODY_CLASS}`);
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    const next = canvas.getByTitle('下一页');
    next.scrollIntoView();
    await userEvent.click(next);
    await expect(args.onFilter).toHaveBeenCalledWith({ pn: 2 });
  },
};

/** 流程任务's 待办: the full table, one flow chosen, its status filter, each item's age. */
export const Page: Story = {
  args: { state: { status: 'success', data: managerTasks(5, 15) }, variant: 'page', tabs: false, onAllFlowTasks: undefined, filter: { ...TODO_FILTER, flow: 'evaluation' } },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('技术评审通过40分钟');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByTitle('待评审会（4）'));
    await expect(args.onFilter).toHaveBeenCalledWith({ status: 22 });
  },
};

/** 流程任务's 待办 with many: 20 of 342 a page, the server's pages and page sizes. */
export const PageLargeData: Story = {
  args: { state: { status: 'success', data: { ...managerTasks(20, 342), size: 20 } }, variant: 'page', tabs: false, onAllFlowTasks: undefined, filter: { ...TODO_FILTER, size: 20 } },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('共 342 项')).toBeVisible();
    await userEvent.click(canvas.getByTitle('18'));
    await expect(args.onFilter).toHaveBeenCalledWith({ pn: 18, size: 20 });
  },
};

/** 流程任务's 待办 while its first page loads. */
export const PageLoading: Story = {
  args: { state: { status: 'loading' }, variant: 'page', tabs: false, onAllFlowTasks: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible();
  },
};
