/** /userRegister: enterprise self-registration (the view) over the account calls, each a mutation. */
import { useMutation } from '@tanstack/react-query';
import { registerEnterprise, sendSms } from '@/api/account';
import { RegisterView, type RegisterValues } from './register/RegisterView';

const blankToNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

async function register(v: RegisterValues): Promise<void> {
  await registerEnterprise(
    {
      username: v.username.trim(),
      password: v.password,
      confirmPassword: v.confirmPassword,
      mobile: v.mobile.trim(),
      smsCode: blankToNull(v.smsCode) ?? '',
      orgName: v.orgName.trim(),
      creditCode: v.creditCode.trim().toUpperCase(),
      contact: v.contact.trim(),
      email: blankToNull(v.email),
      address: blankToNull(v.address),
    },
    { silent: true },
  );
}

export function RegisterPage() {
  const smsCode = useMutation({
    mutationFn: async (mobile: string) => {
      await sendSms(mobile, 'register', { silent: true });
    },
  });
  const registration = useMutation({ mutationFn: register });
  return <RegisterView onSendSms={smsCode.mutateAsync} smsSending={smsCode.isPending} onRegister={registration.mutateAsync} busy={registration.isPending} />;
}
