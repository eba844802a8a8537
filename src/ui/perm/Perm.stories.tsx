import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { expect } from 'storybook/test';
import { Perm, PermProvider, usePerm } from './Perm';

/** Story args: the signed-in user's permission list and the permission an element needs. */
interface Args {
  perms: string;
  need: string;
}

function Toolbar({ need }: { need: string }) {
  const can = usePerm();
  return (
    <Space>
      <Perm need={need}>
        <Button type="primary">新增</Button>
      </Perm>
      <Button disabled={!can('sys:user:export')}>导出</Button>
    </Space>
  );
}

const meta = {
  title: 'UI/Perm',
  args: { perms: 'sys:user:list,sys:user:add', need: 'sys:user:add' },
  render: ({ perms, need }) => (
    <PermProvider perms={perms}>
      <Toolbar need={need} />
    </PermProvider>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** The list holds the permission: the element is there. */
export const Granted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeDisabled();
  },
};

/** The list lacks it: the element is removed, not hidden. */
export const Removed: Story = {
  args: { perms: 'sys:user:list' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
  },
};

/** The wildcard grants everything. */
export const Wildcard: Story = {
  args: { perms: '*' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeEnabled();
  },
};
