import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChartStoryFrame } from '@/ui/chart/storyFrames';
import { scrollTableProps } from './index';
import { toRows } from './rows';
import { ScrollTableView } from './View';

const config = scrollTableProps.parse({ stepMs: 600, visibleRows: 5 });
const categories = (n: number) => toRows(Array.from({ length: n }, (_, i) => ({ name: `品类${i + 1}`, products: 100 - i, share: (100 - i) / 10 })), config.columns);

const meta = {
  title: 'Widgets/Statistics/ScrollTable',
  component: ScrollTableView,
  args: { state: { status: 'success', data: categories(12) }, config },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="圳品种类覆盖情况">
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof ScrollTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstCell = (el: HTMLElement) => el.querySelectorAll('[role="row"]')[1]?.querySelector('[role="cell"]')?.textContent;

/** It scrolls by itself, and stops while the pointer is over it. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['类别', '产品数', '占比']);
    await expect(firstCell(canvasElement)).toBe('品类1');
    await waitFor(() => expect(firstCell(canvasElement)).not.toBe('品类1'), { timeout: 3000 });
    await userEvent.hover(canvas.getByRole('table'));
    const held = firstCell(canvasElement);
    await new Promise((r) => setTimeout(r, 1400));
    await expect(firstCell(canvasElement)).toBe(held);
    await userEvent.unhover(canvas.getByRole('table'));
  },
};

export const Dark: Story = { parameters: { chartTheme: 'dark' }, play: async ({ canvas }) => expect(canvas.getByRole('table')).toBeVisible() };

export const Light: Story = { parameters: { chartTheme: 'light' }, play: async ({ canvas }) => expect(canvas.getByText('10.0%')).toBeVisible() };

/** Fewer rows than fit: nothing moves. */
export const FewRows: Story = {
  args: { state: { status: 'success', data: categories(3) } },
  play: async ({ canvas }) => expect(canvas.getByRole('table')).not.toHaveAttribute('data-scrolling'),
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible(),
};

export const Empty: Story = {
  args: { state: { status: 'success', data: [] } },
  play: async ({ canvas }) => expect(canvas.getByText('暂无数据')).toBeVisible(),
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** 500 rows: still only the rows in view are in the page. */
export const LargeData: Story = {
  args: { state: { status: 'success', data: categories(500) } },
  play: async ({ canvas }) => expect(canvas.getAllByRole('row')).toHaveLength(6),
};
