import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { starGraph } from '@/domain/chartData';
import { manyNamed } from '@/ui/chart/samples';
import { chartDrawn, ChartStoryFrame } from '@/ui/chart/storyFrames';
import { GraphView } from './View';

const meta = {
  title: 'Widgets/Statistics/Graph',
  component: GraphView,
  args: { state: { status: 'success', data: starGraph('深圳', [{ name: '广西壮族自治区', value: 6 }, { name: '贵州省', value: 4 }, { name: '新疆维吾尔自治区', value: 3 }, { name: '西藏自治区', value: 2 }, { name: '四川省', value: 2 }]) } },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="对口帮扶地区">
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof GraphView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typical figures in the admin portal's light theme. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/贵州省 4/);
  },
};

/** The same on the wall's dark panel. */
export const Dark: Story = { parameters: { chartTheme: 'dark' }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };

/** Explicitly the light theme (the supervision data dashboard page). */
export const Light: Story = { parameters: { chartTheme: 'light' }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible(),
};

export const Empty: Story = {
  args: { state: { status: 'success', data: { nodes: [], edges: [] } } },
  play: async ({ canvas }) => expect(canvas.getByText('暂无数据')).toBeVisible(),
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('后台服务访问异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** Many figures: the chart stays readable (scrolling legend, no crowded labels). */
export const LargeData: Story = { args: { state: { status: 'success', data: starGraph('深圳', manyNamed(60, '地区')) } }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };
