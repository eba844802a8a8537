import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withUsccCheck } from '@/domain/validators';
import { StoryFrame, storyUser } from '@/app/account/testing/storyKit';
import { RegisterView } from './RegisterView';

const meta = {
  title: 'Pages/Register',
  component: RegisterView,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <StoryFrame path="/userRegister"><Story /></StoryFrame>],
  args: { onSendSms: fn(async () => {}), smsSending: false, onRegister: fn(async () => {}), busy: false },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const CREDIT_CODE = withUsccCheck('91440300MA5G0T0Q1');

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
async function fillValid(canvas: Canvas, user: ReturnType<typeof storyUser>) {
  await user.type(canvas.getByLabelText('企业名称'), '深圳市新禾农业科技有限公司');
  await user.type(canvas.getByLabelText('统一社会信用代码'), CREDIT_CODE.toLowerCase());
  await user.type(canvas.getByLabelText('联系人'), '赵思远');
  await user.type(canvas.getByLabelText('用户名'), 'xinhe_admin');
  await user.type(canvas.getByLabelText('手机号码'), '13912345678');
  await user.type(canvas.getByLabelText('密码'), 'Xinhe#2026');
  await user.type(canvas.getByLabelText('确认密码'), 'Xinhe#2026');
}

/** The empty form: enterprise and account parts, SMS code optional until one is sent. */
export const Default: Story = {};

/** Submitting nothing names each required field with its message. */
export const RequiredFields: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.click(canvas.getByRole('button', { name: '提交注册' }));
    for (const text of ['请输入企业名称', '请输入统一社会信用代码', '请输入联系人', '请输入用户名', '请输入手机号码', '请输入密码', '请再次输入密码']) {
      await expect(await canvas.findByText(text)).toBeInTheDocument();
    }
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The shared validators' messages: username, credit code, mobile, password, confirm. */
export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    const user = storyUser();
    await user.type(canvas.getByLabelText('用户名'), 'ab-');
    await user.type(canvas.getByLabelText('统一社会信用代码'), '91440300MA5G0T0Q10');
    await user.type(canvas.getByLabelText('手机号码'), '12345');
    await user.type(canvas.getByLabelText('邮箱'), 'not-an-email');
    await user.type(canvas.getByLabelText('密码'), 'abc123');
    await user.type(canvas.getByLabelText('确认密码'), 'abc124');
    await user.click(canvas.getByRole('button', { name: '提交注册' }));
    await expect(await canvas.findByText('用户名只能由字母、数字、下划线组成，长度在 6 到 18 个字符')).toBeInTheDocument();
    await expect(await canvas.findByText('请输入正确的统一社会信用代码')).toBeInTheDocument();
    await expect(await canvas.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await expect(await canvas.findByText('邮箱格式如:name@example.com')).toBeInTheDocument();
    await expect(await canvas.findByText('密码为6-20位字母+特殊字符+数字组合')).toBeInTheDocument();
    await expect(await canvas.findByText('检查，两次输入的密码是否一致')).toBeInTheDocument();
  },
};

/** A valid form is sent (credit code in capitals); the server's refusal shows over the button. */
export const ServerRefuses: Story = {
  args: {
    onRegister: fn(async () => {
      throw new Error('用户名已存在');
    }),
  },
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await fillValid(canvas, user);
    await user.click(canvas.getByRole('button', { name: '提交注册' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('用户名已存在');
    await expect(args.onRegister).toHaveBeenCalledWith(expect.objectContaining({ username: 'xinhe_admin', creditCode: CREDIT_CODE, mobile: '13912345678' }));
  },
};

/** After a code was sent, the code becomes required. */
export const CodeSent: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await user.type(canvas.getByLabelText('手机号码'), '13912345678');
    await user.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendSms).toHaveBeenCalledWith('13912345678');
    await user.click(canvas.getByRole('button', { name: '提交注册' }));
    await expect(await canvas.findByText('请输入短信验证码')).toBeInTheDocument();
  },
};

/** Registered: the application waits for review, with the way to sign in. */
export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    const user = storyUser();
    await fillValid(canvas, user);
    await user.click(canvas.getByRole('button', { name: '提交注册' }));
    await expect(await canvas.findByText('注册申请已提交')).toBeInTheDocument();
    await expect(await canvas.findByText(/等待管理端审核/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledOnce());
  },
};
