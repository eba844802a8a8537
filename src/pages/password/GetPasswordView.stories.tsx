import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryFrame, storyUser } from '@/app/account/testing/storyKit';
import { GetPasswordView } from './GetPasswordView';

const meta = {
  title: 'Pages/GetPassword',
  component: GetPasswordView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryFrame path="/getPassword"><Story /></StoryFrame>],
  args: { onSendSms: fn(async () => {}), smsSending: false, onReset: fn(async () => {}), busy: false },
} satisfies Meta<typeof GetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A confirm that differs from the new password is refused. */
export const MismatchedConfirm: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.type(canvas.getByLabelText('手机号码'), '13800000006');
    await user.type(canvas.getByLabelText('短信验证码'), '123456');
    await user.type(canvas.getByLabelText('新密码'), 'Fresh#2027');
    await user.type(canvas.getByLabelText('确认新密码'), 'Fresh#2028');
    await user.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await canvas.findByText('检查，两次输入的密码是否一致')).toBeInTheDocument();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

/** A wrong or expired code: the server's msg over the button. */
export const WrongCode: Story = {
  args: {
    onReset: fn(async () => {
      throw new Error('短信验证码错误或已失效，请重新获取');
    }),
  },
  play: async ({ canvas }) => {
    const user = storyUser();
    await user.type(canvas.getByLabelText('手机号码'), '13800000006');
    await user.type(canvas.getByLabelText('短信验证码'), '000000');
    await user.type(canvas.getByLabelText('新密码'), 'Fresh#2027');
    await user.type(canvas.getByLabelText('确认新密码'), 'Fresh#2027');
    await user.click(canvas.getByRole('button', { name: '重置密码' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('短信验证码错误或已失效，请重新获取');
  },
};

/** Reset: the success message and the way back to sign-in. */
export const Done: Story = {
  args: { initiallyDone: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('密码已重置')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  },
};
