/**
 * The forms of the light public pages (sign-in, password reset, registration), in plain markup and CSS
 * (public.css): a labelled field with its message, a submit button that shows it is busy, the
 * checks (the shared validators of src/domain/validators.ts, on submit and then as the person
 * types), and the call's refusal over the button.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MSG } from '@/domain/account';
import { SmsCodeButton } from './SmsCodeButton';
import { validators, type Validator } from '@/domain/validators';
import { errorText } from '@/app/account/errorText';

/** A field's check: the message when its value is wrong, else null; it may read the other fields (a confirm). */
export type FieldCheck = (value: string, all: Readonly<Record<string, string>>) => string | null;

export const required =
  (message: string): Validator =>
  (v) =>
    v.trim() ? null : message;
export const both =
  (...checks: Validator[]): Validator =>
  (v) =>
    checks.reduce<string | null>((found, check) => found ?? check(v), null);

/** A form's values and messages: every field checked on submit, and again as it changes once it has a message. */
export function useCheckedForm<K extends string>(checks: Record<K, FieldCheck>) {
  const names = Object.keys(checks) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>);
  const [messages, setMessages] = useState<Partial<Record<K, string>>>({});
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const change = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // The fields showing a message are checked again as the person types (a confirm, when its password changes too).
    setMessages((m) => {
      const shown = (Object.keys(m) as K[]).filter((n) => m[n] !== undefined);
      return Object.fromEntries(shown.map((n) => [n, checks[n](next[n], next) ?? undefined])) as Partial<Record<K, string>>;
    });
  };
  /** Checks the named fields (all by default); the first that fails takes the focus. */
  const validate = (only: readonly K[] = names): boolean => {
    const found = Object.fromEntries(only.map((n) => [n, checks[n](values[n], values) ?? undefined])) as Partial<Record<K, string>>;
    setMessages((m) => ({ ...m, ...found }));
    const first = only.find((n) => found[n]);
    if (first) inputs.current[first]?.focus();
    return first === undefined;
  };
  const field = (name: K) => ({
    value: values[name],
    message: messages[name],
    onChange: (v: string) => change(name, v),
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
  });
  return { values, change, validate, field };
}

interface FieldProps {
  label: string;
  value: string;
  message: string | undefined;
  onChange: (value: string) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  placeholder: string;
  type?: 'text' | 'password' | 'tel' | 'email';
  autoComplete: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel';
  /** Beside the input: the captcha picture, the send-code button. */
  beside?: ReactNode;
  /** Under the input when there is no message: what the field wants (账号绑定的手机号码). */
  hint?: string;
  /** Under the input when there is no message, announced: e.g. that a code was sent. */
  note?: string | null;
  /** The field may stay empty (its placeholder says 选填); the others are required. */
  optional?: boolean;
}

export function Field({ label, value, message, onChange, inputRef, placeholder, type = 'text', autoComplete, maxLength, inputMode, beside, hint, note, optional = false }: FieldProps) {
  const id = useId();
  return (
    <div className="zp-field">
      <label className="zp-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="zp-field-row">
        <input
          ref={inputRef}
          id={id}
          className="zp-input"
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          maxLength={maxLength}
          inputMode={inputMode}
          aria-required={!optional}
          aria-invalid={message ? true : undefined}
          aria-describedby={message || note || hint ? `${id}-help` : undefined}
        />
        {beside}
      </div>
      {message ? (
        <div id={`${id}-help`} className="zp-field-message">
          {message}
        </div>
      ) : note ? (
        <div id={`${id}-help`} className="zp-field-note" role="status">
          {note}
        </div>
      ) : hint ? (
        <div id={`${id}-help`} className="zp-field-note">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <button type="submit" className="zp-btn zp-btn-primary zp-btn-block" aria-busy={busy}>
      {busy ? <span className="zp-btn-spinner" aria-hidden /> : null}
      {label}
    </button>
  );
}

/** Runs a form's call: its message over the button when it fails; resolves true when it succeeded. */
export function useFormCall() {
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };
  return { error, run };
}


/** The mobile an SMS code goes to, as the SMS forms check it. */
export const mobileCheck = both(required('请输入手机号码'), validators.mobile);

/** A form the page checks itself (no browser bubbles): its button or Enter calls `onSubmit`. */
export function LightForm({ name, onSubmit, children }: { name: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      name={name}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface MobileForm {
  readonly values: { readonly mobile: string };
  validate(only: readonly 'mobile'[]): boolean;
}

/**
 * The send of the SMS-code button (SmsCodeButton): the mobile checked first, the refusal over the
 * form's button; `sent` once a code went out, for the field's note.
 */
export function useSmsSend(form: MobileForm, onSendSms: (mobile: string) => Promise<void>, run: (action: () => Promise<void>) => Promise<boolean>) {
  const [sent, setSent] = useState(false);
  const send = async (): Promise<boolean> => {
    setSent(false);
    if (!form.validate(['mobile'])) return false;
    const ok = await run(() => onSendSms(form.values.mobile));
    setSent(ok);
    return ok;
  };
  return { sent, send };
}

/** The SMS-code field: the code's input with its send button beside, and the note once a code went out. */
export function SmsCodeField({ field, onSend, sending, sent, optional }: { field: ReturnType<ReturnType<typeof useCheckedForm>['field']>; onSend: () => Promise<boolean>; sending: boolean; sent: boolean; optional?: boolean }) {
  return (
    <Field
      label="短信验证码"
      placeholder="短信验证码"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      optional={optional}
      beside={<SmsCodeButton onSend={onSend} sending={sending} />}
      note={sent ? ACCOUNT_MSG.smsSent : null}
      {...field}
    />
  );
}

/** A finished step (密码已重置, 注册申请已提交): what happened, and the way on to sign in. */
export function DoneStep({ title, sub, toLogin }: { title: string; sub: string; toLogin: string }) {
  return (
    <div role="status" className="zp-public-done">
      <p className="zp-public-done-title">{title}</p>
      <p>{sub}</p>
      <Link to="/login" className="zp-btn zp-btn-primary">
        {toLogin}
      </Link>
    </div>
  );
}
