/** /getPassword: reset a forgotten password by SMS code (the view) over the account calls, each a mutation. */
import { useMutation } from '@tanstack/react-query';
import { resetPasswordBySms, sendSms } from '@/api/account';
import { GetPasswordView, type ResetValues } from './password/GetPasswordView';

export function GetPasswordPage() {
  const smsCode = useMutation({
    mutationFn: async (mobile: string) => {
      await sendSms(mobile, 'reset', { silent: true });
    },
  });
  const reset = useMutation({
    mutationFn: async (v: ResetValues) => {
      await resetPasswordBySms({ mobile: v.mobile.trim(), smsCode: v.smsCode.trim(), password: v.password }, { silent: true });
    },
  });
  return <GetPasswordView onSendSms={smsCode.mutateAsync} smsSending={smsCode.isPending} onReset={reset.mutateAsync} busy={reset.isPending} />;
}
