/**
 * /getPassword (spec §2): a forgotten password reset through an SMS code sent to the account's
 * mobile; the new password follows the change-password rule. Pure view over the page's calls.
 * Plain markup (lightForm.tsx) like the sign-in page: someone locked out loads no component library.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MSG } from '@/domain/account';
import { MSG, validators } from '@/domain/validators';
import { FormError } from '@/app/account/FormError';
import { both, DoneStep, Field, LightForm, mobileCheck, required, SmsCodeField, SubmitButton, useCheckedForm, useFormCall, useSmsSend } from '../public/lightForm';
import { PublicFrame } from '../public/PublicFrame';

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
  const [done, setDone] = useState(initiallyDone);
  const form = useCheckedForm({
    mobile: mobileCheck,
    smsCode: required(ACCOUNT_MSG.smsCodeRequired),
    password: both(required(MSG.required), validators.password),
    confirmPassword: (v, all) => (!v.trim() ? MSG.required : v !== all.password ? MSG.passwordConfirm : null),
  });
  const { error, run } = useFormCall();
  const { sent, send } = useSmsSend(form, onSendSms, run);
  const submit = async () => {
    if (busy || !form.validate()) return;
    if (await run(() => onReset(form.values))) setDone(true);
  };

  if (done) {
    return (
      <PublicFrame title={RESET_TEXT.title}>
        <DoneStep title={RESET_TEXT.doneTitle} sub={RESET_TEXT.doneSub} toLogin={RESET_TEXT.toLogin} />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame title={RESET_TEXT.title} extra={<Link to="/login">{RESET_TEXT.backToLogin}</Link>}>
      <LightForm name="get-password" onSubmit={() => void submit()}>
        <Field label="手机号码" placeholder="如 138xxxx8754" type="tel" inputMode="tel" autoComplete="tel" maxLength={11} hint="账号绑定的手机号码" {...form.field('mobile')} />
        <SmsCodeField field={form.field('smsCode')} onSend={send} sending={smsSending} sent={sent} />
        <Field label="新密码" placeholder="新密码" type="password" autoComplete="new-password" maxLength={20} hint="6-20 位，须包含字母、数字和特殊字符(,.~!@#$%^&*)" {...form.field('password')} />
        <Field label="确认新密码" placeholder="再输入一次新密码" type="password" autoComplete="new-password" maxLength={20} {...form.field('confirmPassword')} />
        <FormError text={error} />
        <SubmitButton label={RESET_TEXT.submit} busy={busy} />
      </LightForm>
    </PublicFrame>
  );
}
