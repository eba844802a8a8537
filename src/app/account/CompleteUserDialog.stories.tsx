import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { StoryFrame, storyUser } from './testing/storyKit';
import { CompleteUserDialog } from './CompleteUserDialog';

const meta = {
  title: 'Account/CompleteUserDialog',
  component: CompleteUserDialog,
  decorators: [(Story) => <StoryFrame><Story /></StoryFrame>],
  args: { open: true, initialValues: { name: '', email: '', sex: null }, onSave: fn(async () => {}), busy: false, onLogout: fn() },
} satisfies Meta<typeof CompleteUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: '完善用户信息' }));

/** Mandatory: no close button; Esc does not close it; only save or log out. */
export const Mandatory: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(document.querySelector('.ant-modal-close')).toBeNull();
    await storyUser().keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: '完善用户信息' })).toBeInTheDocument();
    await expect(d.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The name is required ('请输入姓名'). */
export const NameRequired: Story = {
  play: async () => {
    const d = await dialog();
    await storyUser().click(d.getByRole('button', { name: '保存' }));
    await expect(await d.findByText('请输入姓名')).toBeInTheDocument();
  },
};

/** The name is 2 to 15 characters; the email must look like one. */
export const InvalidValues: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const user = storyUser();
    await user.type(d.getByLabelText('姓名'), '王');
    await user.type(d.getByLabelText('邮箱'), 'wang@');
    await user.click(d.getByRole('button', { name: '保存' }));
    await expect(await d.findByText('用户名称长度在 2 到 15 个字符')).toBeInTheDocument();
    await expect(await d.findByText('邮箱格式如:name@example.com')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid form is saved with the sex chosen. */
export const Saves: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const user = storyUser();
    await user.type(d.getByLabelText('姓名'), '王建华');
    await user.click(d.getByLabelText('女'));
    await user.click(d.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: '王建华', sex: '2' })));
  },
};

/** A failed save shows the server's msg. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('只能修改自己的信息');
    }),
  },
  play: async () => {
    const d = await dialog();
    const user = storyUser();
    await user.type(d.getByLabelText('姓名'), '王建华');
    await user.click(d.getByRole('button', { name: '保存' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('只能修改自己的信息');
  },
};

/** Logging out is the other way out. */
export const Logout: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await storyUser().click(d.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
