import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceList, type PlaceView } from './PlaceList';

const PLACES: PlaceView[] = [
  { id: 1, type: '0', name: '光明蔬菜种植基地', address: '深圳市光明区公明街道', isOverseas: false, addLon: '113.936', addLat: '22.749' },
  { id: 2, type: '1', name: '龙岗加工车间', address: '深圳市龙岗区坂田街道', isOverseas: false },
  { id: 3, type: '0', name: '越南海产养殖场', address: '越南广宁省', isOverseas: true, fishArea: '下龙湾', addLon: '107.08', addLat: '20.95' },
];

const meta = {
  title: 'UI/Inputs/PlaceList',
  component: PlaceList,
  args: { places: PLACES },
} satisfies Meta<typeof PlaceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type label, name, address, overseas flag and coordinates of each place. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText('种养殖基地')).toHaveLength(2);
    await expect(canvas.getByText('加工场所')).toBeVisible();
    await expect(canvas.getByText('113.936, 22.749')).toBeVisible();
    await expect(canvas.getByText('境外')).toBeVisible();
  },
};

/** No places: the shared empty state. */
export const Empty: Story = {
  args: { places: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeVisible();
  },
};
