/**
 * The sign-in screen (spec §2 public routes, §4 Login): password with captcha, or an SMS code.
 * Pure view: the page hands in the captcha picture and the calls; a rejected call's message is
 * shown over the submit button, and the captcha answer is cleared for the fresh picture.
 *
 * Plain markup and CSS (lightForm.tsx, public.css), no component library: the sign-in page is the
 * first thing a person loads and it stays light.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Note } from '@/api/feedback';
import { ACCOUNT_MSG } from '@/domain/account';
import { FormError } from '@/app/account/FormError';
import { Field, LightForm, mobileCheck, required, SmsCodeField, SubmitButton, useCheckedForm, useFormCall, useSmsSend } from '../public/lightForm';
import { PublicFrame } from '../public/PublicFrame';

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
  /** Why the person is here, when the portal sent them: the session ended, a call failed, the password was changed. */
  notice?: Note | null;
}

export const LOGIN_TEXT = {
  title: '用户登录',
  tabs: '登录方式',
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
    <button type="button" className="zp-captcha" onClick={onRenew} title={LOGIN_TEXT.renewCaptcha} aria-label={LOGIN_TEXT.renewCaptcha}>
      {img ? <img src={img} alt="验证码" width={118} height={38} /> : '点击获取'}
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
  const form = useCheckedForm({
    username: required(ACCOUNT_MSG.usernameRequired),
    password: required(ACCOUNT_MSG.passwordRequired),
    code: captchaEnabled ? required(ACCOUNT_MSG.captchaRequired) : () => null,
  });
  const { error, run } = useFormCall();

  const submit = async () => {
    if (passwordLoginBusy || !form.validate()) return;
    const { username, password, code } = form.values;
    // On failure the server used the captcha up: the page fetched a new picture, its answer starts empty.
    if (!(await run(() => onPasswordLogin(captchaEnabled ? { username, password, code } : { username, password })))) form.change('code', '');
  };

  return (
    <LightForm name="password-login" onSubmit={() => void submit()}>
      <Field label="用户名" placeholder="用户名 / 手机号码" autoComplete="username" {...form.field('username')} />
      <Field label="密码" placeholder="密码" type="password" autoComplete="current-password" {...form.field('password')} />
      {captchaEnabled ? (
        <Field label="验证码" placeholder="验证码" autoComplete="off" maxLength={8} beside={<CaptchaPicture img={captchaImg} onRenew={onRenewCaptcha} />} {...form.field('code')} />
      ) : null}
      <FormError text={error} />
      <SubmitButton label={LOGIN_TEXT.submit} busy={passwordLoginBusy} />
    </LightForm>
  );
}

function SmsForm({ onSendSms, onSmsLogin, smsSending, smsLoginBusy }: Pick<LoginViewProps, 'onSendSms' | 'onSmsLogin' | 'smsSending' | 'smsLoginBusy'>) {
  const form = useCheckedForm({
    mobile: mobileCheck,
    smsCode: required(ACCOUNT_MSG.smsCodeRequired),
  });
  const { error, run } = useFormCall();
  const { sent, send } = useSmsSend(form, onSendSms, run);
  const submit = async () => {
    if (smsLoginBusy || !form.validate()) return;
    await run(() => onSmsLogin({ mobile: form.values.mobile, smsCode: form.values.smsCode }));
  };

  return (
    <LightForm name="sms-login" onSubmit={() => void submit()}>
      <Field label="手机号码" placeholder="手机号码，如 138xxxx8754" type="tel" inputMode="tel" autoComplete="tel" maxLength={11} {...form.field('mobile')} />
      <SmsCodeField field={form.field('smsCode')} onSend={send} sending={smsSending} sent={sent} />
      <FormError text={error} />
      <SubmitButton label={LOGIN_TEXT.submit} busy={smsLoginBusy} />
    </LightForm>
  );
}

const TABS = [
  { key: 'password', label: LOGIN_TEXT.passwordTab },
  { key: 'sms', label: LOGIN_TEXT.smsTab },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The two ways to sign in as tabs (WAI-ARIA tabs: arrow keys move between them). Both forms stay mounted, so a switch keeps what was typed. */
function SignInTabs({ panels }: { panels: Record<TabKey, ReactNode> }) {
  const [active, setActive] = useState<TabKey>('password');
  const id = useId();
  const tabs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = TABS[(TABS.findIndex((t) => t.key === active) + step + TABS.length) % TABS.length].key;
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={LOGIN_TEXT.tabs} className="zp-tabs" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              tabs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t.key}-tab`}
            className="zp-tab"
            aria-selected={active === t.key}
            aria-controls={`${id}-${t.key}`}
            tabIndex={active === t.key ? 0 : -1}
            onClick={() => setActive(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div key={t.key} role="tabpanel" id={`${id}-${t.key}`} aria-labelledby={`${id}-${t.key}-tab`} hidden={active !== t.key}>
          {panels[t.key]}
        </div>
      ))}
    </>
  );
}

export function LoginView({ notice, ...props }: LoginViewProps) {
  return (
    <PublicFrame
      title={LOGIN_TEXT.title}
      extra={
        <nav className="zp-public-links" aria-label="其他入口">
          <Link to="/userRegister">{LOGIN_TEXT.register}</Link>
          <Link to="/verify">{LOGIN_TEXT.verify}</Link>
          <Link to="/getPassword">{LOGIN_TEXT.forgot}</Link>
        </nav>
      }
    >
      {notice?.tone === 'success' ? (
        <div role="status" className="zp-alert-success">
          {notice.text}
        </div>
      ) : (
        <FormError text={notice?.text} />
      )}
      <SignInTabs panels={{ password: <PasswordForm {...props} />, sms: <SmsForm {...props} /> }} />
    </PublicFrame>
  );
}
