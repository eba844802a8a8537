import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CATEGORY_TREE } from './fixtures';
import { ProductTypeCascader } from './ProductTypeCascader';

const meta = {
  title: 'UI/Inputs/ProductTypeCascader',
  component: ProductTypeCascader,
  args: { loader: () => Promise.resolve(CATEGORY_TREE), onChange: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      {/* As in a form: the field's label names the input. */}
      <label htmlFor="story-product-type">产品类型</label>
      <ProductTypeCascader id="story-product-type" {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductTypeCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The tree; picking a leaf reports its path and node. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('.ant-select') as HTMLElement);
    const page = body(canvasElement);
    await userEvent.click(await page.findByText('果蔬类'));
    await userEvent.click(await page.findByText('蔬菜'));
    await userEvent.click(await page.findByText('叶菜类'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([1, 5, 9], expect.objectContaining({ name: '叶菜类' })));
  },
};

/** A type with no categories (properties.leaf) is itself picked. */
export const LeafAtTop: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('.ant-select') as HTMLElement);
    await userEvent.click(await body(canvasElement).findByText('水产类'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([3], expect.objectContaining({ name: '水产类' })));
  },
};

export const WithValue: Story = {
  args: { value: [1, 6, 11] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('果蔬类 / 水果 / 热带水果')).toBeInTheDocument();
  },
};

/** Still loading. */
export const Loading: Story = {
  args: { loader: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-select-arrow-loading, .anticon-loading')).not.toBeNull();
  },
};

/** The load failed: the field says so and stays usable. */
export const LoadFailed: Story = {
  args: { loader: () => Promise.reject(new Error('down')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('产品类型加载失败')).toBeInTheDocument();
  },
};
