/**
 * The sign-in screen (spec §2 public routes, §4 Login): password with captcha, or an SMS code.
 * Pure view: the page hands in the captcha picture and the calls; a rejected call's message is
 * shown over the submit button, and the captcha answer is cleared for the fresh picture.
 */
import { Link } from 'react-router';
import { Button, Flex, Form, Input, Tabs } from 'antd';
import { LockOutlined, MobileOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { ACCOUNT_MSG } from '@/domain/account';
import { RULES, required } from '@/app/account/formRules';
import { FormError } from '@/app/account/FormError';
import { PublicFrame } from '../public/PublicFrame';
import { SmsCodeButton } from '../public/SmsCodeButton';
import { useFormAction } from '../public/useFormAction';

export interface PasswordLoginValues {
  username: string;
  password: string;
  code?: string;
}
export interface SmsLoginValues {
  mobile: string;
  smsCode: string;
}

export interface LoginViewProps {
  /** Whether the server checks a captcha (GET /sys/config); false hides the field. */
  captchaEnabled: boolean;
  /** The captcha picture (a data: URL); null while it loads or when it failed. */
  captchaImg: string | null;
  onRenewCaptcha: () => void;
  onPasswordLogin: (values: PasswordLoginValues) => Promise<void>;
  onSendSms: (mobile: string) => Promise<void>;
  onSmsLogin: (values: SmsLoginValues) => Promise<void>;
  /** The calls under way (the page's mutations): their buttons show it. */
  passwordLoginBusy: boolean;
  smsSending: boolean;
  smsLoginBusy: boolean;
}

export const LOGIN_TEXT = {
  title: '用户登录',
  passwordTab: '账号密码登录',
  smsTab: '短信验证码登录',
  submit: '登录',
  register: '企业注册',
  verify: '证书查询',
  forgot: '忘记密码？',
  renewCaptcha: '看不清？点击换一张',
} as const;

function CaptchaPicture({ img, onRenew }: { img: string | null; onRenew: () => void }) {
  return (
    <button
      type="button"
      onClick={onRenew}
      title={LOGIN_TEXT.renewCaptcha}
      aria-label={LOGIN_TEXT.renewCaptcha}
      style={{ width: 120, height: 40, padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: '#f4f6fb', cursor: 'pointer', flex: 'none', overflow: 'hidden' }}
    >
      {img ? <img src={img} alt="验证码" width={118} height={38} style={{ display: 'block' }} /> : <span style={{ color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>点击获取</span>}
    </button>
  );
}

function PasswordForm({
  captchaEnabled,
  captchaImg,
  onRenewCaptcha,
  onPasswordLogin,
  passwordLoginBusy,
}: Pick<LoginViewProps, 'captchaEnabled' | 'captchaImg' | 'onRenewCaptcha' | 'onPasswordLogin' | 'passwordLoginBusy'>) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const { error, run } = useFormAction(onPasswordLogin);

  const submit = async (values: PasswordLoginValues) => {
    // On failure the server used the captcha up: the page fetched a new picture, its answer starts empty.
    if (!(await run(values))) form.setFieldValue('code', '');
  };

  return (
    <Form form={form} name="password-login" size="large" onFinish={(v) => void submit(v)} autoComplete="on">
      <Form.Item name="username" rules={[required(ACCOUNT_MSG.usernameRequired)]}>
        <Input prefix={<UserOutlined />} placeholder="用户名 / 手机号码" aria-label="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: ACCOUNT_MSG.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="密码" aria-label="密码" autoComplete="current-password" />
      </Form.Item>
      {captchaEnabled ? (
        <Form.Item required style={{ marginBottom: 24 }}>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[required(ACCOUNT_MSG.captchaRequired)]}>
              <Input prefix={<SafetyCertificateOutlined />} placeholder="验证码" aria-label="验证码" maxLength={8} autoComplete="off" />
            </Form.Item>
            <CaptchaPicture img={captchaImg} onRenew={onRenewCaptcha} />
          </Flex>
        </Form.Item>
      ) : null}
      <FormError text={error} />
      <Button type="primary" htmlType="submit" block loading={passwordLoginBusy}>
        {LOGIN_TEXT.submit}
      </Button>
    </Form>
  );
}

function SmsForm({ onSendSms, onSmsLogin, smsSending, smsLoginBusy }: Pick<LoginViewProps, 'onSendSms' | 'onSmsLogin' | 'smsSending' | 'smsLoginBusy'>) {
  const [form] = Form.useForm<SmsLoginValues>();
  const { error, run, sendSms } = useFormAction(onSmsLogin);

  const send = () => sendSms(form, onSendSms);
  const submit = async (values: SmsLoginValues) => {
    await run(values);
  };

  return (
    <Form form={form} name="sms-login" size="large" onFinish={(v) => void submit(v)}>
      <Form.Item name="mobile" rules={RULES.mobile}>
        <Input prefix={<MobileOutlined />} placeholder="手机号码，如 138xxxx8754" aria-label="手机号码" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item required style={{ marginBottom: 24 }}>
        <Flex gap={8}>
          <Form.Item name="smsCode" noStyle rules={[required(ACCOUNT_MSG.smsCodeRequired)]}>
            <Input prefix={<SafetyCertificateOutlined />} placeholder="短信验证码" aria-label="短信验证码" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton onSend={send} sending={smsSending} />
        </Flex>
      </Form.Item>
      <FormError text={error} />
      <Button type="primary" htmlType="submit" block loading={smsLoginBusy}>
        {LOGIN_TEXT.submit}
      </Button>
    </Form>
  );
}

export function LoginView(props: LoginViewProps) {
  return (
    <PublicFrame
      title={LOGIN_TEXT.title}
      extra={
        <Flex justify="space-between">
          <Link to="/userRegister">{LOGIN_TEXT.register}</Link>
          <Link to="/verify">{LOGIN_TEXT.verify}</Link>
          <Link to="/getPassword">{LOGIN_TEXT.forgot}</Link>
        </Flex>
      }
    >
      <Tabs
        centered
        items={[
          { key: 'password', label: LOGIN_TEXT.passwordTab, children: <PasswordForm {...props} /> },
          { key: 'sms', label: LOGIN_TEXT.smsTab, children: <SmsForm {...props} /> },
        ]}
      />
    </PublicFrame>
  );
}
