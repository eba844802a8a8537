/**
 * /userRegister (spec §2; calls §7.1 PUT /rst/zp_user/register): an enterprise registers itself
 * and its first account, which waits for the management side's review. Pure view: the page hands
 * in the calls; the rules are the shared validators with the spec's messages.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Col, Divider, Flex, Form, Input, Result, Row } from 'antd';
import { ACCOUNT_MSG } from '@/domain/account';
import { MSG, checkLength, validators } from '@/domain/validators';
import { RULES, required, rule, sameAs } from '@/app/account/formRules';
import { FormError } from '@/app/account/FormError';
import { PublicFrame } from '../public/PublicFrame';
import { SmsCodeButton } from '../public/SmsCodeButton';
import { useFormAction } from '../public/useFormAction';

export interface RegisterValues {
  orgName: string;
  creditCode: string;
  contact: string;
  address?: string;
  username: string;
  mobile: string;
  smsCode?: string;
  email?: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterViewProps {
  onSendSms: (mobile: string) => Promise<void>;
  /** The code is being sent (the page's mutation). */
  smsSending: boolean;
  onRegister: (values: RegisterValues) => Promise<void>;
  /** The registration is under way (the page's mutation): the submit button shows it. */
  busy: boolean;
  /** Start on the result screen (stories). */
  initiallyDone?: boolean;
}

export const REGISTER_TEXT = {
  title: '企业注册',
  submit: '提交注册',
  doneTitle: '注册申请已提交',
  doneSub: '您的企业注册申请正在等待管理端审核。审核期间可使用该账号登录查看审核进度，审核通过后即可使用平台的全部功能。',
  toLogin: '去登录',
  haveAccount: '已有账号？',
  backToLogin: '返回登录',
} as const;

/** The server's bounds on the enterprise name (REGISTER_FORM.orgName: 2 to 100). */
const orgNameLength = (v: string) => (v.trim() !== '' && checkLength(v.trim(), 2, 100) ? '企业名称长度在 2 到 100 个字符' : null);

export function RegisterView({ onSendSms, smsSending, onRegister, busy, initiallyDone = false }: RegisterViewProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [smsSent, setSmsSent] = useState(false);
  const [done, setDone] = useState(initiallyDone);
  const { error, run, sendSms } = useFormAction(onRegister);

  const send = async (): Promise<boolean> => {
    const sent = await sendSms(form, onSendSms);
    if (sent) setSmsSent(true);
    return sent;
  };
  const submit = async (values: RegisterValues) => {
    if (await run(values)) setDone(true);
  };

  if (done) {
    return (
      <PublicFrame title={REGISTER_TEXT.title} width={560}>
        <Result
          status="success"
          title={REGISTER_TEXT.doneTitle}
          subTitle={REGISTER_TEXT.doneSub}
          extra={
            <Link to="/login">
              <Button type="primary">{REGISTER_TEXT.toLogin}</Button>
            </Link>
          }
        />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame
      title={REGISTER_TEXT.title}
      width={720}
      extra={
        <Flex justify="center" gap={4}>
          <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{REGISTER_TEXT.haveAccount}</span>
          <Link to="/login">{REGISTER_TEXT.backToLogin}</Link>
        </Flex>
      }
    >
      <Form form={form} name="register" layout="vertical" onFinish={(v) => void submit(v)} requiredMark>
        <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
          企业信息
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="orgName" label="企业名称" rules={[required('请输入企业名称'), rule(orgNameLength)]}>
              <Input placeholder="与营业执照一致" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="creditCode"
              label="统一社会信用代码"
              rules={[required('请输入统一社会信用代码'), rule(validators.uscc)]}
              normalize={(v: string | undefined) => v?.toUpperCase().trim()}
            >
              <Input placeholder="18 位统一社会信用代码" maxLength={18} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contact" label="联系人" rules={[required('请输入联系人'), rule(validators.personName)]}>
              <Input placeholder="联系人姓名" maxLength={15} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="address" label="企业地址" rules={[rule(validators.max255)]}>
              <Input placeholder="选填" maxLength={255} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          账号信息
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="username" label="用户名" rules={[required(MSG.usernameRequired), rule(validators.usernameForm)]}>
              <Input placeholder="字母、数字、下划线" maxLength={18} autoComplete="username" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label="邮箱" rules={RULES.email}>
              <Input placeholder="选填，如 name@example.com" maxLength={100} autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="mobile" label="手机号码" rules={RULES.mobile}>
              <Input placeholder="如 138xxxx8754" maxLength={11} autoComplete="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            {/* Checked by the server only when a code was sent to this mobile, so required only then. */}
            <Form.Item label="短信验证码" required={smsSent}>
              <Flex gap={8}>
                <Form.Item name="smsCode" noStyle rules={smsSent ? [required(ACCOUNT_MSG.smsCodeRequired)] : []}>
                  <Input placeholder="短信验证码" aria-label="短信验证码" maxLength={6} autoComplete="one-time-code" />
                </Form.Item>
                <SmsCodeButton onSend={send} sending={smsSending} />
              </Flex>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="password" label="密码" rules={[required('请输入密码'), rule(validators.password)]} extra="6-20 位，须包含字母、数字和特殊字符(,.~!@#$%^&*)">
              <Input.Password autoComplete="new-password" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="confirmPassword" label="确认密码" dependencies={['password']} rules={[required('请再次输入密码'), sameAs('password')]}>
              <Input.Password autoComplete="new-password" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <FormError text={error} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {REGISTER_TEXT.submit}
        </Button>
      </Form>
    </PublicFrame>
  );
}
