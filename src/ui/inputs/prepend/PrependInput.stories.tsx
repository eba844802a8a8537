import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PrependInput, type PrependInputProps } from './PrependInput';

function Controlled({ value: initial = '', onChange, ...rest }: PrependInputProps) {
  const [value, setValue] = useState(initial);
  return (
    <PrependInput
      {...rest}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'UI/Inputs/PrependInput',
  component: PrependInput,
  args: { prepend: '企业名称', onChange: fn(), onPressEnter: fn(), style: { width: 320 } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PrependInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label in front, typing and Enter. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('企业名称')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '企业名称' }), '绿源{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('绿源');
    await expect(args.onPressEnter).toHaveBeenCalledWith('绿源');
  },
};

/** The clear button empties the input. */
export const Clear: Story = {
  args: { value: '海鲜' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvasElement.querySelector('.ant-input-clear-icon') as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { value: '只读', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};
