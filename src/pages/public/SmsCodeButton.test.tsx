import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from './SmsCodeButton';

describe('the send-code button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s after a code was sent, then offers to send again', async () => {
    const onSend = vi.fn(async () => true);
    render(<SmsCodeButton onSend={onSend} sending={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /获取验证码$/ }));
    });
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /(^| )60 秒后重新获取$/ })).toBeDisabled();
    for (let i = 0; i < 59; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('button', { name: /(^| )1 秒后重新获取$/ })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: /(^| )重新获取$/ })).toBeEnabled();
  });

  it('does not count down when nothing was sent (bad mobile, server refusal)', async () => {
    render(<SmsCodeButton onSend={async () => false} sending={false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /获取验证码$/ }));
    });
    expect(screen.getByRole('button', { name: /获取验证码$/ })).toBeEnabled();
  });
});
