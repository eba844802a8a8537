import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapPicker, type MapPickerProps, type MapPoint, type MapSearchHit, type MapSearchPage } from './MapPicker';

/** What POST /api/geo/search answers for the demo world (areas first, then places). */
const HITS: MapSearchHit[] = [
  { id: '440305', kind: 'area', name: '南山区', address: '广东省深圳市南山区', lon: 113.9304, lat: 22.5333 },
  { id: '230404', kind: 'area', name: '南山区', address: '黑龙江省鹤岗市南山区', lon: null, lat: null },
  { id: '440304', kind: 'area', name: '福田区', address: '广东省深圳市福田区', lon: 114.0551, lat: 22.5215 },
  { id: '12', kind: 'place', name: '鹏城绿源南山蔬菜基地', address: '广东省深圳市南山区西丽街道留仙大道1888号', lon: 113.9562, lat: 22.5873 },
  { id: '13', kind: 'place', name: '鹏城绿源南山配送中心', address: '广东省深圳市南山区桃源街道龙珠大道66号', lon: 113.9751, lat: 22.5602 },
  ...Array.from({ length: 24 }, (_, i): MapSearchHit => ({
    id: String(100 + i),
    kind: 'place',
    name: `南山示范场所${i + 1}号`,
    address: `广东省深圳市南山区科技园${i + 1}号`,
    lon: 113.94 + (i % 6) * 0.004,
    lat: 22.53 + Math.floor(i / 6) * 0.004,
  })),
];

const searchFixture = async (keyword: string, pn: number, size: number) => {
  const all = HITS.filter((h) => h.name.includes(keyword) || h.address.includes(keyword));
  return { content: all.slice((pn - 1) * size, pn * size), totalElements: all.length };
};

function Controlled({ value: initial = null, onChange, ...rest }: MapPickerProps) {
  const [value, setValue] = useState<MapPoint | null>(initial);
  return (
    <div style={{ width: 480 }}>
      <MapPicker
        {...rest}
        value={value}
        onChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Inputs/MapPicker',
  component: MapPicker,
  args: { search: fn(searchFixture), onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (el: HTMLElement) => within(el.ownerDocument.body);
const dialog = async (el: HTMLElement) => within(await page(el).findByRole('dialog'));
const mapReady = async (el: HTMLElement) => {
  const body = page(el);
  await waitFor(() => expect(body.queryByText('地图加载中')).not.toBeInTheDocument(), { timeout: 5000 });
  return el.ownerDocument.querySelector('.zp-map-canvas') as HTMLElement;
};

/** Nothing chosen: the field is empty; the button opens the 1000 px dialog on Shenzhen. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: '地址与坐标' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: /地图选点/ }));
    const d = await dialog(canvasElement);
    await expect(d.getByText('地图选点')).toBeInTheDocument();
    const modal = canvasElement.ownerDocument.querySelector('.ant-modal') as HTMLElement;
    // The style's width (the bounding box is scaled while the dialog opens).
    await expect(getComputedStyle(modal).width).toBe('1000px');
    const map = await mapReady(canvasElement);
    await expect(map.dataset.zoom).toBe('10');
    await expect(d.getByText(/离线底图/)).toBeInTheDocument();
  },
};

/** A point already chosen: shown in the field; the dialog opens on it at zoom 17. */
export const WithPoint: Story = {
  args: { value: { address: '广东省深圳市福田区福中三路市民中心', lon: '114.059619', lat: '22.543099' }, defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: '地址与坐标' })).toHaveValue('广东省深圳市福田区福中三路市民中心（114.059619, 22.543099）');
    const d = await dialog(canvasElement);
    const map = await mapReady(canvasElement);
    await expect(map.dataset.zoom).toBe('17');
    await expect(map.dataset.center).toBe('114.059619,22.543099');
    // At street zoom the district at the centre is named.
    await expect(d.getByText('广东省深圳市福田区')).toBeInTheDocument();
    await expect(d.getByPlaceholderText('请输入经度')).toHaveValue('114.059619');
  },
};

/** Search, 10 hits a page, pick one: the map goes to it at zoom 17 and the fields fill; 确定 gives the value. */
export const SearchResults: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await mapReady(canvasElement);
    await userEvent.type(d.getByRole('searchbox', { name: '搜索地点' }), '南山');
    await userEvent.click(d.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('南山', 1, 10));
    const list = d.getByRole('region', { name: '搜索结果' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    await expect(within(list).getByText('黑龙江省鹤岗市南山区（无坐标）')).toBeInTheDocument();
    // The next page.
    await userEvent.click(d.getByTitle('下一页'));
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('南山', 2, 10));
    await userEvent.click(d.getByTitle('上一页'));
    await waitFor(() => expect(within(list).getByText('鹏城绿源南山蔬菜基地')).toBeInTheDocument());
    await userEvent.click(within(list).getByText('鹏城绿源南山蔬菜基地'));
    await expect(d.getByPlaceholderText('请输入地址')).toHaveValue('广东省深圳市南山区西丽街道留仙大道1888号');
    await expect(d.getByPlaceholderText('请输入经度')).toHaveValue('113.9562');
    await expect(d.getByPlaceholderText('请输入纬度')).toHaveValue('22.5873');
    const map = canvasElement.ownerDocument.querySelector('.zp-map-canvas') as HTMLElement;
    await expect(map.dataset.zoom).toBe('17');
    await userEvent.click(d.getByRole('button', { name: /确\s*定/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ address: '广东省深圳市南山区西丽街道留仙大道1888号', lon: '113.9562', lat: '22.5873' });
  },
};

/** A search that finds nothing shows the empty state. */
export const NoResults: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await userEvent.type(d.getByRole('searchbox', { name: '搜索地点' }), '不存在的地方{Enter}');
    await waitFor(() => expect(d.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument());
  },
};

/** The search call failing leaves the map usable and says so. */
export const SearchError: Story = {
  args: { defaultOpen: true, search: fn((_keyword: string, _pn: number, _size: number): Promise<MapSearchPage> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await userEvent.type(d.getByRole('searchbox', { name: '搜索地点' }), '南山{Enter}');
    await waitFor(() => expect(d.getByText('搜索失败，请稍后重试或直接在地图上点选')).toBeInTheDocument());
  },
};

/** Offline (the default): a click on the map picks the point, rounded to 6 decimals, and names the district. */
export const Offline: Story = {
  args: { defaultOpen: true, tileTemplate: null },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    const map = await mapReady(canvasElement);
    await expect(d.getByText(/离线底图/)).toBeInTheDocument();
    const canvas = map.querySelector('canvas') as HTMLCanvasElement;
    const r = canvas.getBoundingClientRect();
    const at = { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, button: 0, pointerId: 1 };
    fireEvent.pointerDown(canvas, at);
    fireEvent.pointerUp(canvas, at);
    await waitFor(() => expect(d.getByPlaceholderText('请输入经度')).not.toHaveValue(''));
    const lon = (d.getByPlaceholderText('请输入经度') as HTMLInputElement).value;
    const lat = (d.getByPlaceholderText('请输入纬度') as HTMLInputElement).value;
    await expect(lon).toMatch(/^114\.\d{1,6}$/);
    await expect(lat).toMatch(/^22\.\d{1,6}$/);
    await expect((d.getByPlaceholderText('请输入地址') as HTMLInputElement).value).toMatch(/^广东省深圳市/);
    // Dragging pans instead of picking.
    fireEvent.pointerDown(canvas, at);
    fireEvent.pointerMove(canvas, { ...at, clientX: at.clientX + 60, clientY: at.clientY + 20 });
    fireEvent.pointerUp(canvas, { ...at, clientX: at.clientX + 60, clientY: at.clientY + 20 });
    await expect((d.getByPlaceholderText('请输入经度') as HTMLInputElement).value).toBe(lon);
    await expect(map.dataset.center).not.toBe('114.190000,22.640000');
    // The buttons zoom.
    await userEvent.click(d.getByRole('button', { name: '放大' }));
    await expect(map.dataset.zoom).toBe('11');
  },
};

/** Online tiles configured (here an address that does not answer): the offline map stays visible beneath. */
export const OnlineTilesUnavailable: Story = {
  args: { defaultOpen: true, tileTemplate: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement);
    await mapReady(canvasElement);
    await expect(d.getByText(/在线底图/)).toBeInTheDocument();
  },
};

/** 确定 with nothing filled shows the spec's messages; a coordinate over 15 characters is refused. */
export const Validation: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const d = await dialog(canvasElement);
    await userEvent.click(d.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(d.getByText('请输入地址')).toBeInTheDocument());
    await expect(d.getByText('请输入经度')).toBeInTheDocument();
    await expect(d.getByText('请输入纬度')).toBeInTheDocument();
    await userEvent.type(d.getByPlaceholderText('请输入经度'), '114.0596191234567');
    await waitFor(() => expect(d.getByText('最多输入15个字符')).toBeInTheDocument());
    await userEvent.type(d.getByPlaceholderText('请输入纬度'), 'abc');
    await waitFor(() => expect(d.getAllByText('请输入数值').length).toBeGreaterThan(0));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
