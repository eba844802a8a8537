/**
 * /userRegister (spec §2; calls §7.1 PUT /rst/zp_user/register): an enterprise registers itself
 * and its first account, which waits for the management side's review. Pure view: the page hands
 * in the calls; the rules are the shared validators with the spec's messages. Plain markup
 * (lightForm.tsx) like the sign-in page: a farm's quality manager registering on a phone loads no
 * component library.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MSG } from '@/domain/account';
import { MSG, checkLength, validators } from '@/domain/validators';
import { FormError } from '@/app/account/FormError';
import { both, DoneStep, Field, LightForm, mobileCheck, required, SmsCodeField, SubmitButton, useCheckedForm, useFormCall, useSmsSend } from '../public/lightForm';
import { PublicFrame } from '../public/PublicFrame';

export interface RegisterValues {
  orgName: string;
  creditCode: string;
  contact: string;
  address: string;
  username: string;
  mobile: string;
  smsCode: string;
  email: string;
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

/** An optional field's check: nothing to say while it is empty. */
const optional =
  (check: (v: string) => string | null) =>
  (v: string): string | null =>
    v.trim() ? check(v) : null;

export function RegisterView({ onSendSms, smsSending, onRegister, busy, initiallyDone = false }: RegisterViewProps) {
  const [done, setDone] = useState(initiallyDone);
  // The server checks the SMS code only when one was sent to this mobile, so it is required only then.
  const [codeSent, setCodeSent] = useState(false);
  const form = useCheckedForm({
    orgName: both(required('请输入企业名称'), orgNameLength),
    creditCode: (v: string) => required('请输入统一社会信用代码')(v) ?? validators.uscc(v.trim().toUpperCase()),
    contact: both(required('请输入联系人'), validators.personName),
    address: optional(validators.max255),
    username: both(required(MSG.usernameRequired), validators.usernameForm),
    email: optional(validators.email),
    mobile: mobileCheck,
    smsCode: (v: string) => (codeSent && !v.trim() ? ACCOUNT_MSG.smsCodeRequired : null),
    password: both(required('请输入密码'), validators.password),
    confirmPassword: (v: string, all: Readonly<Record<string, string>>) => (!v.trim() ? '请再次输入密码' : v !== all.password ? MSG.passwordConfirm : null),
  });
  const { error, run } = useFormCall();
  const { sent, send } = useSmsSend(form, onSendSms, run);
  const sendCode = async () => {
    const ok = await send();
    if (ok) setCodeSent(true);
    return ok;
  };
  const submit = async () => {
    if (busy || !form.validate()) return;
    if (await run(() => onRegister({ ...form.values, creditCode: form.values.creditCode.trim().toUpperCase() }))) setDone(true);
  };

  if (done) {
    return (
      <PublicFrame title={REGISTER_TEXT.title} width={560}>
        <DoneStep title={REGISTER_TEXT.doneTitle} sub={REGISTER_TEXT.doneSub} toLogin={REGISTER_TEXT.toLogin} />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame
      title={REGISTER_TEXT.title}
      width={720}
      extra={
        <p className="zp-public-centred">
          <span className="zp-public-muted">{REGISTER_TEXT.haveAccount}</span> <Link to="/login">{REGISTER_TEXT.backToLogin}</Link>
        </p>
      }
    >
      <LightForm name="register" onSubmit={() => void submit()}>
        <fieldset className="zp-fieldset">
          <legend>企业信息</legend>
          <div className="zp-field-grid">
            <Field label="企业名称" placeholder="与营业执照一致" autoComplete="organization" maxLength={100} {...form.field('orgName')} />
            <Field label="统一社会信用代码" placeholder="18 位统一社会信用代码" autoComplete="off" maxLength={18} {...form.field('creditCode')} />
            <Field label="联系人" placeholder="联系人姓名" autoComplete="name" maxLength={15} {...form.field('contact')} />
            <Field label="企业地址" placeholder="选填" autoComplete="street-address" maxLength={255} optional {...form.field('address')} />
          </div>
        </fieldset>
        <fieldset className="zp-fieldset">
          <legend>账号信息</legend>
          <div className="zp-field-grid">
            <Field label="用户名" placeholder="字母、数字、下划线" autoComplete="username" maxLength={18} {...form.field('username')} />
            <Field label="邮箱" placeholder="选填，如 name@example.com" type="email" autoComplete="email" maxLength={100} optional {...form.field('email')} />
            <Field label="手机号码" placeholder="如 138xxxx8754" type="tel" inputMode="tel" autoComplete="tel" maxLength={11} {...form.field('mobile')} />
            <SmsCodeField field={form.field('smsCode')} onSend={sendCode} sending={smsSending} sent={sent} optional={!codeSent} />
            <Field label="密码" placeholder="密码" type="password" autoComplete="new-password" maxLength={20} hint="6-20 位，须包含字母、数字和特殊字符(,.~!@#$%^&*)" {...form.field('password')} />
            <Field label="确认密码" placeholder="再输入一次密码" type="password" autoComplete="new-password" maxLength={20} {...form.field('confirmPassword')} />
          </div>
        </fieldset>
        <FormError text={error} />
        <SubmitButton label={REGISTER_TEXT.submit} busy={busy} />
      </LightForm>
    </PublicFrame>
  );
}
