import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EnterpriseAutocomplete, type EnterpriseAutocompleteProps, type EnterpriseRef } from './EnterpriseAutocomplete';

const ENTERPRISES: EnterpriseRef[] = [
  { id: 31, name: '深圳市绿源农业发展有限公司' },
  { id: 32, name: '深圳市海鲜水产有限公司' },
  { id: 33, name: '广州市丰收食品有限公司' },
];
const searchFixture = (name: string) => Promise.resolve(ENTERPRISES.filter((e) => e.name.includes(name)));

function Controlled({ value: initial = null, onChange, ...rest }: EnterpriseAutocompleteProps) {
  const [value, setValue] = useState<EnterpriseRef | null>(initial);
  return (
    <div style={{ width: 320 }}>
      {/* As in a form: the field's label names the input. */}
      <label htmlFor="story-enterprise">企业</label>
      <EnterpriseAutocomplete
        id="story-enterprise"
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
  title: 'UI/Inputs/EnterpriseAutocomplete',
  component: EnterpriseAutocomplete,
  args: { search: fn(searchFixture), onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof EnterpriseAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Typing searches once, 600 ms after the last key; picking gives id and name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), '深圳');
    await waitFor(() => expect(args.search).toHaveBeenLastCalledWith('深圳'), { timeout: 2000 });
    // The first keystroke alone was never searched: the 600 ms had not passed.
    await expect(args.search).not.toHaveBeenCalledWith('深');
    await userEvent.click(await body(canvasElement).findByText('深圳市海鲜水产有限公司'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ id: 32, name: '深圳市海鲜水产有限公司' });
  },
};

/** An enterprise already chosen shows its name. */
export const WithValue: Story = {
  args: { value: ENTERPRISES[0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('深圳市绿源农业发展有限公司');
  },
};

/** No match. */
export const NoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), '不存在');
    await waitFor(() => expect(body(canvasElement).getByText('暂无数据')).toBeInTheDocument(), { timeout: 2000 });
  },
};
