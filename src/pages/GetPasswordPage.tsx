/** /getPassword: reset a forgotten password by SMS code (the view) over the account calls. */
import { resetPasswordBySms, sendSms } from '@/api/account';
import { GetPasswordView } from './password/GetPasswordView';

export function GetPasswordPage() {
  return (
    <GetPasswordView
      onSendSms={async (mobile) => void (await sendSms(mobile, 'reset', { silent: true }))}
      onReset={async (v) => void (await resetPasswordBySms({ mobile: v.mobile.trim(), smsCode: v.smsCode.trim(), password: v.password }, { silent: true }))}
    />
  );
}
