import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { manyNamed } from '@/ui/chart/samples';
import { mirrorPie3dProps } from './index';
import { chartDrawn, ChartStoryFrame } from '@/ui/chart/storyFrames';
import { MirrorPie3dView } from './View';

const meta = {
  title: 'Widgets/Statistics/MirrorPie3d',
  component: MirrorPie3dView,
  args: { state: { status: 'success', data: { left: { name: '按类型', items: [{ name: '年度监督', value: 18 }, { name: '重点监督', value: 7 }, { name: '换证监督', value: 4 }] }, right: { name: '按方式', items: [{ name: '现场检查', value: 14 }, { name: '信息核查', value: 6 }, { name: '抽样检测', value: 9 }] } } }, config: mirrorPie3dProps.parse({}) },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="监督检查">
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof MirrorPie3dView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typical figures in the admin portal's light theme. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName('按类型 29，按方式 29');
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
  args: { state: { status: 'success', data: { left: { name: '按类型', items: [] }, right: { name: '按方式', items: [{ name: '现场检查', value: 0 }] } } } },
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
export const LargeData: Story = { args: { state: { status: 'success', data: { left: { name: '左', items: manyNamed(24) }, right: { name: '右', items: manyNamed(24, '项') } } } }, play: async ({ canvasElement }) => chartDrawn(canvasElement) };
