import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chartDrawn, ChartStoryFrame } from '@/ui/chart/storyFrames';
import { mapProps } from './index';
import type { MapPanelData } from './useData';
import { MapView } from './View';

const provinces: MapPanelData[] = [
  {
    map: 'china',
    title: '',
    items: [
      { name: '广东省', value: 132 },
      { name: '广西壮族自治区', value: 64 },
      { name: '贵州省', value: 38 },
      { name: '新疆维吾尔自治区', value: 12 },
      { name: '西藏自治区', value: 6 },
      { name: '四川省', value: 51 },
      { name: '云南省', value: 9 },
    ],
  },
];

const keyRegions: MapPanelData[] = [
  { map: 'guangdong', title: '广东省', items: [{ name: '深圳市', value: 120 }, { name: '广州市', value: 45 }, { name: '河源市', value: 18 }, { name: '汕尾市', value: 7 }] },
  { map: 'shenzhen', title: '深圳市', items: [{ name: '南山区', value: 30 }, { name: '宝安区', value: 55 }, { name: '光明区', value: 14 }, { name: '大鹏新区', value: 4 }, { name: '龙岗区', value: 101 }] },
];

const meta = {
  title: 'Widgets/Statistics/Map',
  component: MapView,
  args: { state: { status: 'success', data: provinces }, config: mapProps.parse({}) },
  decorators: [
    (Story, { parameters }) => (
      <ChartStoryFrame theme={parameters.chartTheme === 'dark' ? 'dark' : 'light'} title="全国圳品基地分布" width={640} height={460}>
        <Story />
      </ChartStoryFrame>
    ),
  ],
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** China with 南海诸岛, bases per province in four bands. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement, 8000);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/广东省 132/);
    await expect(canvas.queryByTestId('map-unmatched')).toBeNull();
  },
};

export const Dark: Story = { parameters: { chartTheme: 'dark' }, play: async ({ canvasElement }) => chartDrawn(canvasElement, 8000) };

/** 重点区域圳品情况: Guangdong and Shenzhen side by side; 光明区 and 大鹏新区 (no polygon) as dots. */
export const Light: Story = {
  args: { state: { status: 'success', data: keyRegions }, config: mapProps.parse({ seriesName: '产品数' }) },
  play: async ({ canvasElement, canvas }) => {
    await chartDrawn(canvasElement, 8000);
    await expect(canvas.queryByTestId('map-unmatched')).toBeNull();
  },
};

/** A name no map has is listed, not dropped. */
export const UnknownName: Story = {
  args: { state: { status: 'success', data: [{ map: 'china', title: '', items: [{ name: '火星', value: 3 }, { name: '广东', value: 20 }] }] } },
  play: async ({ canvas }) => waitFor(() => expect(canvas.getByTestId('map-unmatched')).toHaveTextContent('未在地图上显示：火星')),
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: '加载中' })).toBeVisible(),
};

export const Empty: Story = {
  args: { state: { status: 'success', data: [{ map: 'china', title: '', items: [] }] } },
  play: async ({ canvas }) => expect(canvas.getByText('暂无数据')).toBeVisible(),
};

export const Error: Story = {
  args: { state: { status: 'error', message: '后台服务访问异常', retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    if (args.state.status === 'error') await expect(args.state.retry).toHaveBeenCalledOnce();
  },
};

/** Every province with a figure. */
export const LargeData: Story = {
  args: {
    state: {
      status: 'success',
      data: [{ map: 'china', title: '', items: ['北京市', '天津市', '河北省', '山西省', '内蒙古自治区', '辽宁省', '吉林省', '黑龙江省', '上海市', '江苏省', '浙江省', '安徽省', '福建省', '江西省', '山东省', '河南省', '湖北省', '湖南省', '广东省', '广西壮族自治区', '海南省', '重庆市', '四川省', '贵州省', '云南省', '西藏自治区', '陕西省', '甘肃省', '青海省', '宁夏回族自治区', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区'].map((name, i) => ({ name, value: (i * 17) % 150 })) }],
    },
  },
  play: async ({ canvasElement }) => chartDrawn(canvasElement, 8000),
};
