/**
 * The "send code" button of the SMS forms: asks the form to check the mobile and send (onSend
 * resolves true when a code went out), then counts down 60 s before it can send again. `sending`
 * is the page's send mutation's isPending. Plain markup (base.css): the sign-in page has no antd.
 */
import { useEffect, useState } from 'react';

export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_BUTTON_TEXT = {
  idle: '获取验证码',
  again: '重新获取',
  waiting: (s: number) => `${s} 秒后重新获取`,
} as const;

export interface SmsCodeButtonProps {
  /** Checks the mobile and sends the code; true when it was sent (the countdown starts). */
  onSend: () => Promise<boolean>;
  /** The code is being sent: the button shows it and takes no second click. */
  sending: boolean;
  seconds?: number;
  disabled?: boolean;
}

export function SmsCodeButton({ onSend, sending, seconds = SMS_COUNTDOWN_SECONDS, disabled }: SmsCodeButtonProps) {
  const [left, setLeft] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const click = async () => {
    try {
      if (await onSend()) {
        setSentOnce(true);
        setLeft(seconds);
      }
    } catch {
      // onSend shows its own failure in the form; the button just stays ready.
    }
  };

  return (
    <button
      type="button"
      className="zp-btn"
      onClick={() => {
        if (!sending) void click();
      }}
      aria-busy={sending}
      disabled={disabled || left > 0}
      style={{ minWidth: 132, flex: 'none' }}
    >
      {sending ? <span className="zp-btn-spinner" aria-hidden /> : null}
      {left > 0 ? SMS_BUTTON_TEXT.waiting(left) : sentOnce ? SMS_BUTTON_TEXT.again : SMS_BUTTON_TEXT.idle}
    </button>
  );
}
