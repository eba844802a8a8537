import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { STORY_CAPTCHA, StoryFrame, storyUser } from '@/app/account/testing/storyKit';
import { LoginView } from './LoginView';

const meta = {
  title: 'Pages/Login',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryFrame path="/login"><Story /></StoryFrame>],
  args: {
    captchaEnabled: true,
    captchaImg: STORY_CAPTCHA,
    onRenewCaptcha: fn(),
    onPasswordLogin: fn(async () => {}),
    onSendSms: fn(async () => {}),
    onSmsLogin: fn(async () => {}),
    passwordLoginBusy: false,
    smsSending: false,
    smsLoginBusy: false,
  },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Password sign-in with the captcha picture; clicking the picture asks for a new one. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await expect(canvas.getByRole('img', { name: '验证码' })).toBeVisible();
    await user.click(canvas.getByRole('button', { name: '看不清？点击换一张' }));
    await expect(args.onRenewCaptcha).toHaveBeenCalledOnce();
  },
};

/** The server does not check captchas (ZP_CAPTCHA=off): no captcha field. */
export const CaptchaOff: Story = {
  args: { captchaEnabled: false, captchaImg: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('验证码')).not.toBeInTheDocument();
  },
};

/** Submitting nothing names every missing field. */
export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.click(canvas.getByRole('button', { name: '登录' }));
    // Form messages fade in: present is what counts (visibility would race the animation).
    await expect(await canvas.findByText('请输入用户名')).toBeInTheDocument();
    await expect(await canvas.findByText('请输入密码')).toBeInTheDocument();
    await expect(await canvas.findByText('请输入验证码')).toBeInTheDocument();
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();
  },
};

/** Wrong credentials: the server's msg over the button, and the captcha answer cleared for the fresh picture. */
export const WrongCredentials: Story = {
  args: {
    onPasswordLogin: fn(async () => {
      throw new Error('用户名或密码错误');
    }),
  },
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.type(canvas.getByLabelText('用户名'), 'admin');
    await user.type(canvas.getByLabelText('密码', { selector: 'input' }), 'wrong#2026');
    await user.type(canvas.getByLabelText('验证码'), 'a3kd');
    await user.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    await expect(args.onPasswordLogin).toHaveBeenCalledWith({ username: 'admin', password: 'wrong#2026', code: 'a3kd' });
    await expect(canvas.getByLabelText('验证码')).toHaveValue('');
  },
};

/** A management-only entry refuses an enterprise user (spec §6) after signing them out. */
export const WrongPortal: Story = {
  args: {
    captchaEnabled: false,
    captchaImg: null,
    onPasswordLogin: fn(async () => {
      throw new Error('请使用管理端用户登录');
    }),
  },
  play: async ({ canvas }) => {
    const user = storyUser();
    await user.type(canvas.getByLabelText('用户名'), 'enterprise');
    await user.type(canvas.getByLabelText('密码', { selector: 'input' }), 'Demo#2026');
    await user.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请使用管理端用户登录');
  },
};

/** SMS sign-in: a bad mobile is refused before any code is sent. */
export const SmsBadMobile: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.click(canvas.getByRole('tab', { name: '短信验证码登录' }));
    await user.type(canvas.getByLabelText('手机号码'), '12345678901');
    await user.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await expect(args.onSendSms).not.toHaveBeenCalled();
  },
};

/** SMS sign-in: the code goes out and the button counts down from 60 s. */
export const SmsCodeSent: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.click(canvas.getByRole('tab', { name: '短信验证码登录' }));
    await user.type(canvas.getByLabelText('手机号码'), '13800000006');
    await user.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendSms).toHaveBeenCalledWith('13800000006');
    await expect(await canvas.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await user.type(canvas.getByLabelText('短信验证码'), '123456');
    await user.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(args.onSmsLogin).toHaveBeenCalledWith({ mobile: '13800000006', smsCode: '123456' }));
  },
};
