import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { StoryFrame, storyUser } from './testing/storyKit';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const meta = {
  title: 'Account/ChangePasswordDialog',
  component: ChangePasswordDialog,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: { open: true, onSubmit: fn(async () => {}), busy: false, onCancel: fn() },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal: look it up in the document. */
const dialog = async () => within(await screen.findByRole('dialog', { name: '修改密码' }));

async function fill(oldPwd: string, newPwd: string, cnewPwd: string) {
  const d = await dialog();
  const user = storyUser();
  await user.type(d.getByLabelText('原密码'), oldPwd);
  await user.type(d.getByLabelText('新密码'), newPwd);
  await user.type(d.getByLabelText('确认密码'), cnewPwd);
  await user.click(d.getByRole('button', { name: '确定' }));
  return d;
}

export const Open: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByLabelText('原密码')).toBeInTheDocument();
    await expect(await d.findByText('6-20 位，须包含字母、数字和特殊字符(,.~!@#$%^&*)')).toBeInTheDocument();
  },
};

/** Every field is required ('请输入'). */
export const RequiredFields: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await storyUser().click(d.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(d.getAllByText('请输入')).toHaveLength(3));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A confirm that differs from the new password. */
export const MismatchedConfirm: Story = {
  play: async ({ args }) => {
    const d = await fill('Demo#2026', 'Fresh#2027', 'Fresh#2028');
    await expect(await d.findByText('检查，两次输入的密码是否一致')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new password without a special character breaks the rule. */
export const WeakNewPassword: Story = {
  play: async ({ args }) => {
    const d = await fill('Demo#2026', 'abc12345', 'abc12345');
    await expect(await d.findByText('密码为6-20位字母+特殊字符+数字组合')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses (wrong old password): its msg in the dialog, which stays open. */
export const WrongOldPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('原密码不正确');
    }),
  },
  play: async ({ args }) => {
    const d = await fill('Wrong#2026', 'Fresh#2027', 'Fresh#2027');
    await expect(await d.findByRole('alert')).toHaveTextContent('原密码不正确');
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPwd: 'Wrong#2026', newPwd: 'Fresh#2027' });
  },
};

/** A valid pair goes to the caller (which encrypts it and logs out). */
export const Submits: Story = {
  play: async ({ args }) => {
    await fill('Demo#2026', 'Fresh#2027', 'Fresh#2027');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ oldPwd: 'Demo#2026', newPwd: 'Fresh#2027' }));
  },
};

/** Cancel closes through the caller. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await storyUser().click(d.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
