import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { manySeries, SAMPLE_TREND } from '@/ui/chart/samples';
import { lineProps } from './index';
import { chartDrawn, ChartStoryFrame } from '@/ui/chart/storyFrames';
import { LineView } from './View';

const meta = {
  title: 'Widgets/Statistics/Line',
  component: LineView,
  args: { state: { status: 'success', data: SAMPLE_TREND }, config: lineProps.parse({}) },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="圳品评价情况">
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof LineView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typical figures in the admin portal's light theme. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^申报：2026-01 12、2026-02 15、.*；通过：2026-01 8、/);
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
  args: { state: { status: 'success', data: { categories: [], series: [] } } },
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
export const LargeData: Story = { args: { state: { status: 'success', data: manySeries(240, 4) } }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };
