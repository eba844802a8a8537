/**
 * What every public form does with its server call (the page's mutation, whose isPending is the
 * submit button's loading): the server's message shown in the form when it fails; and the
 * SMS-code button's send (mobile checked first, a toast when sent, the message in the form when
 * refused).
 */
import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { ACCOUNT_MSG } from '@/domain/account';
import { errorText } from '@/app/account/errorText';

export function useFormAction<V>(action: (values: V) => Promise<void>) {
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  /** Resolves true when the action succeeded. */
  const run = async (values: V): Promise<boolean> => {
    setError(null);
    try {
      await action(values);
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };

  /** For SmsCodeButton: resolves true when a code was sent (the button then counts down). */
  const sendSms = async (form: FormInstance, send: (mobile: string) => Promise<void>): Promise<boolean> => {
    setError(null);
    try {
      await form.validateFields(['mobile']);
    } catch {
      return false; // the field shows why
    }
    try {
      await send(form.getFieldValue('mobile') as string);
      message.success(ACCOUNT_MSG.smsSent);
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };

  return { error, run, sendSms };
}
