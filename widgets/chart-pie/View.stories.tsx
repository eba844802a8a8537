import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { manyNamed, SAMPLE_CATEGORIES } from '@/ui/chart/samples';
import { chartDrawn, ChartStoryFrame } from '@/ui/chart/storyFrames';
import { pieProps } from './index';
import { PieView } from './View';

const rose = pieProps.parse({ rose: true, seriesName: '产品数' });

const meta = {
  title: 'Widgets/Statistics/Pie',
  component: PieView,
  args: { state: { status: 'success', data: SAMPLE_CATEGORIES }, config: rose },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="圳品种类覆盖情况">
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof PieView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rose pie of product categories (admin light theme). */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/蔬菜 46/);
  },
};

/** The same on the wall's dark panel. */
export const Dark: Story = { parameters: { chartTheme: 'dark' }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };

/** A plain ring in the light theme. */
export const Light: Story = { args: { config: pieProps.parse({}) }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible(),
};

/** Every figure zero counts as nothing to show. */
export const Empty: Story = {
  args: { state: { status: 'success', data: [{ name: '蔬菜', value: 0 }] } },
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

/** 120 categories: labels give way to the tooltip and a scrolling legend. */
export const LargeData: Story = { args: { state: { status: 'success', data: manyNamed(120) } }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };
