import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChartStoryFrame } from '@/ui/chart/storyFrames';
import type { Counter } from './counters';
import { countersProps } from './index';
import { CountersView } from './View';

const cards: Counter[] = [
  { key: 'declarations', label: '申报', unit: '件', total: 286, enterprises: 27, products: 143 },
  { key: 'evaluationsStarted', label: '开展评价', unit: '件', total: 241, enterprises: 25, products: 120 },
  { key: 'evaluationsPassed', label: '评价通过', unit: '件', total: 178, enterprises: 22, products: 96 },
  { key: 'marketRelease', label: '上市', unit: '张', total: 152, enterprises: 20, products: 88 },
];

const meta = {
  title: 'Widgets/Statistics/Counters',
  component: CountersView,
  args: { state: { status: 'success', data: cards }, config: countersProps.parse({}) },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="数字翻牌器" width={900} height={190}>
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof CountersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four cards count up to their figures. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: '申报 286件，企业 27 家，产品 143 个' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-counter="declarations"] [data-value="286"]')).toHaveTextContent('286'), { timeout: 3000 });
  },
};

export const Dark: Story = { parameters: { chartTheme: 'dark' }, play: async ({ canvas }) => expect(canvas.getAllByRole('group')).toHaveLength(4) };

/** 圳品概况: single figures in a grid. */
export const Light: Story = {
  args: {
    config: countersProps.parse({ variant: 'grid', columns: 4 }),
    state: { status: 'success', data: ['企业', '产品', '圳品', '基地', '场所', '机构', '有效证书', '认证企业'].map((label, i) => ({ key: String(i), label, unit: i === 6 ? '张' : '', total: (i + 1) * 37 })) },
  },
  play: async ({ canvas }) => expect(canvas.getByRole('group', { name: '圳品 111' })).toBeVisible(),
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

/** Twelve figures, the largest in the billions: the grid keeps them on one line each. */
export const LargeData: Story = {
  args: {
    config: countersProps.parse({ variant: 'grid', columns: 4 }),
    state: { status: 'success', data: Array.from({ length: 12 }, (_, i) => ({ key: String(i), label: `指标${i + 1}`, unit: '个', total: 10 ** (i % 10) * 7 })) },
  },
  play: async ({ canvas }) => expect(canvas.getAllByRole('group')).toHaveLength(12),
};
