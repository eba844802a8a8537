/**
 * /getPassword (spec §2): a forgotten password reset through an SMS code sent to the account's
 * mobile; the new password follows the change-password rule. Pure view over the page's calls.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex, Form, Input, Result } from 'antd';
import { ACCOUNT_MSG } from '@/domain/account';
import { RULES, required, sameAs } from '@/app/account/formRules';
import { FormError } from '@/app/account/FormError';
import { PublicFrame } from '../public/PublicFrame';
import { SmsCodeButton } from '../public/SmsCodeButton';
import { useFormAction } from '../public/useFormAction';

export interface ResetValues {
  mobile: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export interface GetPasswordViewProps {
  onSendSms: (mobile: string) => Promise<void>;
  /** The code is being sent (the page's mutation). */
  smsSending: boolean;
  onReset: (values: ResetValues) => Promise<void>;
  /** The reset is under way (the page's mutation): the submit button shows it. */
  busy: boolean;
  initiallyDone?: boolean;
}

export const RESET_TEXT = {
  title: '找回密码',
  submit: '重置密码',
  doneTitle: '密码已重置',
  doneSub: '请使用新密码登录。',
  toLogin: '去登录',
  backToLogin: '返回登录',
} as const;

export function GetPasswordView({ onSendSms, smsSending, onReset, busy, initiallyDone = false }: GetPasswordViewProps) {
  const [form] = Form.useForm<ResetValues>();
  const [done, setDone] = useState(initiallyDone);
  const { error, run, sendSms } = useFormAction(onReset);

  const send = () => sendSms(form, onSendSms);
  const submit = async (values: ResetValues) => {
    if (await run(values)) setDone(true);
  };

  if (done) {
    return (
      <PublicFrame title={RESET_TEXT.title}>
        <Result
          status="success"
          title={RESET_TEXT.doneTitle}
          subTitle={RESET_TEXT.doneSub}
          extra={
            <Link to="/login">
              <Button type="primary">{RESET_TEXT.toLogin}</Button>
            </Link>
          }
        />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame
      title={RESET_TEXT.title}
      extra={
        <Flex justify="center">
          <Link to="/login">{RESET_TEXT.backToLogin}</Link>
        </Flex>
      }
    >
      <Form form={form} name="get-password" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="mobile" label="手机号码" rules={RULES.mobile} extra="账号绑定的手机号码">
          <Input placeholder="如 138xxxx8754" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item label="短信验证码" required>
          <Flex gap={8}>
            <Form.Item name="smsCode" noStyle rules={[required(ACCOUNT_MSG.smsCodeRequired)]}>
              <Input placeholder="短信验证码" aria-label="短信验证码" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <SmsCodeButton onSend={send} sending={smsSending} />
          </Flex>
        </Form.Item>
        <Form.Item name="password" label="新密码" rules={RULES.newPassword} extra="6-20 位，须包含字母、数字和特殊字符(,.~!@#$%^&*)">
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item name="confirmPassword" label="确认新密码" dependencies={['password']} rules={[required(), sameAs('password')]}>
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <FormError text={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {RESET_TEXT.submit}
        </Button>
      </Form>
    </PublicFrame>
  );
}
