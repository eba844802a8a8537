import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DoneTask, TodoItem } from '@/domain/todo';
import { FLOW_TASK_TEXT, FlowTaskView } from './FlowTaskView';

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 24, 8) - hoursAgo * 3_600_000).toISOString();
const OPEN: TodoItem[] = [
  { id: 'flow-evaluation-12', type: 'flow', title: '圳品评价：PJ20260012（待完整性初评）', createTime: at(1), route: '/views/eval-list?id=12' },
  { id: 'flow-productReview-7', type: 'flow', title: '企业产品审核：绿源菜心（待审核）', createTime: at(5), route: '/views/org-product-review?id=7' },
];
const DONE: DoneTask[] = [
  { id: 31, flowTitle: '圳品评价', title: 'PJ20260009', actionLabel: '退回补充', fromLabel: '已提交待受理', toLabel: '退回待补充', opinion: '请补充营业执照复印件', createTime: at(2), route: '/views/eval-list?id=9' },
  { id: 30, flowTitle: '企业产品审核', title: '已删除的产品', actionLabel: '审核通过', fromLabel: '待审核', toLabel: '审核通过', opinion: null, createTime: at(30), route: null },
];

const meta = {
  title: 'App/FlowTaskView',
  component: FlowTaskView,
  args: {
    tab: 'open',
    onTab: fn(),
    onOpen: fn(),
    open: { items: OPEN, total: 2, loading: false },
    done: { items: DONE, total: 2, loading: false, page: 1, size: 20, onPage: fn() },
  },
} satisfies Meta<typeof FlowTaskView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 待办: each waiting record opens its page; the tabs count both lists. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('tab', { name: '待办（2）' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: OPEN[0].title }));
    await expect(args.onOpen).toHaveBeenCalledWith('/views/eval-list?id=12');
    await userEvent.click(page.getByRole('tab', { name: '已办（2）' }));
    await expect(args.onTab).toHaveBeenCalledWith('done');
  },
};

/** 已办: the moves made, labels not codes; a record the user no longer sees is named but not a link. */
export const Done: Story = {
  args: { tab: 'done' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('请补充营业执照复印件')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'PJ20260009' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/views/eval-list?id=9');
    await expect(page.getByTitle(FLOW_TASK_TEXT.gone)).toHaveTextContent('已删除的产品');
  },
};

/** Nothing waiting and nothing done yet. */
export const Empty: Story = {
  args: { open: { items: [], total: 0, loading: false }, done: { items: [], total: 0, loading: false, page: 1, size: 20, onPage: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(FLOW_TASK_TEXT.emptyOpen)).toBeInTheDocument();
  },
};
