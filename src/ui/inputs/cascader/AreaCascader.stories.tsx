import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AREA_NONE, AreaCascader, type AreaCascaderProps } from './AreaCascader';
import { fakeAreaLoader } from './fixtures';

/** Answers after 100 ms, so the loading spinner of an opened level shows. */
const slowLoader: AreaCascaderProps['loadChildren'] = fakeAreaLoader(100);

const meta = {
  title: 'UI/Inputs/AreaCascader',
  component: AreaCascader,
  args: { loadChildren: slowLoader, onChange: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      {/* As in a form: the field's label names the input. */}
      <label htmlFor="story-area">所在地区</label>
      <AreaCascader id="story-area" {...args} />
    </div>
  ),
} satisfies Meta<typeof AreaCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Provinces first; each level loads when opened, down to the county. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('.ant-select') as HTMLElement);
    const page = body(canvasElement);
    await userEvent.click(await page.findByText('广东省'));
    await userEvent.click(await page.findByText('深圳市'));
    await userEvent.click(await page.findByText('南山区'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(['44', '4403', '440305'], expect.anything()));
  },
};

/** A saved value: its levels load on mount, so names show instead of codes. */
export const WithValue: Story = {
  args: { value: ['44', '4403', '440306'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('广东省 / 深圳市 / 宝安区')).toBeInTheDocument();
  },
};

/** Prefecture level only (maxLevel 2): a city is a leaf. */
export const CityLevel: Story = {
  args: { maxLevel: 2 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('.ant-select') as HTMLElement);
    const page = body(canvasElement);
    await userEvent.click(await page.findByText('广东省'));
    await userEvent.click(await page.findByText('广州市'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(['44', '4401'], expect.anything()));
  },
};

/** The load failed (the api-side loader logged it and answered an empty list): nothing to pick. */
export const LoadFailed: Story = {
  args: { loadChildren: () => Promise.resolve([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(AREA_NONE)).toBeInTheDocument();
    await userEvent.click(canvasElement.querySelector('.ant-select') as HTMLElement);
    await expect(body(canvasElement).queryByRole('menu')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { value: ['44', '4403', '440305'], disabled: true },
};
