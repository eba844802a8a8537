import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { StoryFrame, storyUser } from './testing/storyKit';
import { PasswordAgeModal } from './PasswordAgeModal';

const meta = {
  title: 'Account/PasswordAgeModal',
  component: PasswordAgeModal,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: { notice: { kind: 'expired', days: 200 }, onChangeNow: fn(), onLater: fn() },
} satisfies Meta<typeof PasswordAgeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 180 days since the last change: change now or later. */
export const Expired: Story = {
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(await d.findByText('您的密码已超过 200 天未修改，为了账号安全，请及时修改密码。')).toBeInTheDocument();
    await storyUser().click(d.getByRole('button', { name: '立即修改' }));
    await expect(args.onChangeNow).toHaveBeenCalledOnce();
  },
};

/** The password was never changed. */
export const InitialPassword: Story = {
  args: { notice: { kind: 'initial' } },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(await d.findByText('您当前使用的是初始密码，请修改密码')).toBeInTheDocument();
    await storyUser().click(d.getByRole('button', { name: '稍后修改' }));
    await expect(args.onLater).toHaveBeenCalledOnce();
  },
};

/** Nothing to remind of: nothing shown. */
export const None: Story = {
  args: { notice: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
